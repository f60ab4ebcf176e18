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
    items: {
      health: {
        title: 'Health & Wellness',
        description: 'Medical aid contributions, an employee wellness programme and confidential counselling.',
      },
      growth: {
        title: 'Career Growth',
        description: 'Clear career paths and the chance to move between ten companies as you grow.',
      },
      rewards: {
        title: 'Performance Rewards',
        description: 'Annual bonuses and recognition for people whose work makes a measurable difference.',
      },
      culture: {
        title: 'Collaborative Culture',
        description: 'Small teams, open doors and leaders who listen, in a group that is proudly women-led.',
      },
      learning: {
        title: 'Learning Opportunities',
        description: 'Accredited training through our own skills academy and study support for further qualifications.',
      },
      balance: {
        title: 'Work-Life Balance',
        description: 'Fair working hours, family responsibility leave and flexible arrangements where the role allows.',
      },
    },
  },
  jobs: {
    heading: 'Current Openings',
    intro: 'Roles open now across the group. All positions are full-time.',
    listLabel: 'Job openings',
    company: 'Company',
    location: 'Location',
    type: 'Type',
    level: 'Level',
    salary: 'Salary',
    perMonth: '{salary} per month',
    requirements: 'Requirements',
    postedLabel: 'Posted',
    applyNow: 'Apply Now',
    applyLabel: 'Apply Now for {title} (opens your email app)',
    learnMore: 'Learn More',
    learnMoreLabel: 'Learn More about {title}',
    mailSubject: 'Application for Job ID {id}',
    mailBody:
      'Dear VEB Group Careers Team,\n\nI am interested in the {title} position (Job ID {id}) and would like to apply. My details are below and my CV is attached.\n\nFull name:\nPhone number:\nCurrent role:\n\nKind regards,',
    posted: {
      day: '1 day ago',
      days: '{n} days ago',
      week: '1 week ago',
      weeks: '{n} weeks ago',
    },
    types: { fullTime: 'Full-time' },
    levels: { entry: 'Entry', mid: 'Mid-level', senior: 'Senior' },
    locations: {
      johannesburg: 'Johannesburg, South Africa',
      capeTown: 'Cape Town, South Africa',
      benoni: 'Benoni, South Africa',
      pretoria: 'Pretoria, South Africa',
      kampala: 'Kampala, Uganda',
    },
    items: {
      productionSupervisor: {
        title: 'Production Supervisor',
        description:
          'Run a furniture and mattress production line at our Benoni manufacturing hub, keeping quality high and teams safe.',
        requirements: [
          'National Diploma in Production Management or equivalent',
          'Three years of supervisory experience in manufacturing',
          'Working knowledge of health and safety regulations',
        ],
      },
      skillsFacilitator: {
        title: 'Skills Development Facilitator',
        description:
          'Deliver accredited handyperson and entrepreneurship training to young people in Gauteng communities.',
        requirements: [
          'Matric and a facilitator qualification, or willingness to obtain one',
          'Confident speaking English and at least one other South African language',
          'A valid driver’s licence',
        ],
      },
      extensionOfficer: {
        title: 'Agricultural Extension Officer',
        description:
          'Advise smallholder farmers and cooperatives on crops, soil health and market access around Pretoria.',
        requirements: [
          'Diploma or degree in agriculture',
          'Two years of field experience with smallholder farmers',
          'A valid driver’s licence and willingness to travel',
        ],
      },
      logisticsLead: {
        title: 'ICT and Logistics Systems Lead',
        description:
          'Lead the systems that plan our deliveries and connect the group’s companies, from fleet tracking to data.',
        requirements: [
          'Degree in information systems, engineering or logistics',
          'Six years of experience, including two leading a team',
          'Experience with fleet management and cloud platforms',
        ],
      },
      propertyManager: {
        title: 'Property Portfolio Manager',
        description:
          'Manage a growing residential and commercial portfolio in the Western Cape, from leasing to maintenance and reporting.',
        requirements: [
          'Registration with the Property Practitioners Regulatory Authority',
          'Eight years of property management experience',
          'Strong financial reporting and negotiation skills',
        ],
      },
      ugandaBusinessDevelopment: {
        title: 'Business Development Officer',
        description:
          'Help build our Ugandan agribusiness from Kampala, finding buyers, suppliers and farming partners.',
        requirements: [
          'Degree in business, agribusiness or economics',
          'Three years of sales or business development in Uganda',
          'Fluent English; Luganda is an advantage',
        ],
      },
    },
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
    items: {
      agriculture: {
        title: 'Agricultural Graduate Programme',
        description:
          'A year on our farms and with our cooperatives, rotating through crop production, packhouse operations and farmer support.',
      },
      digital: {
        title: 'Digital and ICT Internship',
        description:
          'Six months building and supporting the tools our companies use every day, alongside our ICT and logistics team.',
      },
      legal: {
        title: 'Legal Services Internship',
        description:
          'Eight months at the VEB Law Clinic helping clients with contracts, labour matters and small-business law.',
      },
    },
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
