/** The Careers page (SPEC §2.5). The mail subjects are exact in English. */
export const careers = {
  meta: {
    title: 'Careers',
    description:
      'Build your career with VEB Group: open positions, internships and benefits across ten companies in South Africa and Uganda.',
  },
  hero: {
    eyebrow: 'Careers at VEB Group',
    title: 'Grow your career while growing Africa',
    subtitle:
      'Join a women-led group of ten companies in agriculture, manufacturing, skills development, property, legal services and technology.',
    cta: 'View Open Positions',
    figures: {
      companies: 'Companies',
      positions: 'Open positions',
      countries: 'Countries',
    },
  },
  benefits: {
    heading: 'Why Work With Us',
    intro: 'We look after our people so they can look after our customers and communities.',
    empty: 'The benefits of working with us will be listed here soon.',
  },
  jobs: {
    heading: 'Current Openings',
    intro: 'Roles open now across the group.',
    listLabel: 'Job openings',
    company: 'Company',
    location: 'Location',
    type: 'Type',
    level: 'Level',
    salary: 'Salary',
    place: '{city}, {country}',
    salaryFrom: 'From {salary}',
    salaryUpTo: 'Up to {salary}',
    periods: { MONTH: '{salary} per month', YEAR: '{salary} per year', HOUR: '{salary} per hour' },
    requirements: 'Requirements',
    postedLabel: 'Posted',
    applyNow: 'Apply Now',
    applyLabel: 'Apply Now for {title} (opens your email app)',
    learnMore: 'Learn More',
    learnMoreLabel: 'Learn More about {title}',
    mailSubject: 'Application for Job ID {id}',
    mailBody:
      'Dear VEB Group Careers Team,\n\nI am interested in the {title} position (Job ID {id}) and would like to apply. My details are below and my CV is attached.\n\nFull name:\nPhone number:\nCurrent role:\n\nKind regards,',
    types: {
      FULL_TIME: 'Full-time',
      PART_TIME: 'Part-time',
      CONTRACTOR: 'Contract',
      TEMPORARY: 'Temporary',
      INTERN: 'Internship',
    },
    levels: { entry: 'Entry', mid: 'Mid-level', senior: 'Senior' },
    empty: 'There are no open positions right now. New roles are posted here as they open.',
  },
  internships: {
    heading: 'Internship Programs',
    intro: 'Paid, structured programmes for graduates and students ready to learn by doing.',
    duration: '{n} months',
    hostedBy: 'Hosted by',
    apply: 'Apply for Program',
    applyLabel: 'Apply for Program: {title} (opens your email app)',
    mailSubject: 'Internship Application - {title}',
    mailBody:
      'Dear VEB Group Internships Team,\n\nI would like to apply for the {title} programme. My details are below and my CV and academic record are attached.\n\nFull name:\nPhone number:\nQualification and institution:\n\nKind regards,',
    empty: 'No internship programme is taking applications right now.',
  },
  process: {
    heading: 'How to Apply',
    intro: 'Four steps from your application to your first day.',
    steps: [
      {
        title: 'Apply Online',
        description: 'Choose a role or programme and send us your CV by email.',
      },
      {
        title: 'Initial Review',
        description: 'Our talent team reads every application and replies within two weeks.',
      },
      {
        title: 'Interview Process',
        description: 'Meet the hiring manager and the team, in person or by video call.',
      },
      {
        title: 'Welcome Aboard',
        description: 'Receive your offer and start with a full induction into the group.',
      },
    ],
  },
  cta: {
    heading: 'Don’t see the right role?',
    text: 'Tell us about yourself. We keep promising profiles on file and contact them when a suitable position opens.',
    button: 'Contact Us',
  },
};
