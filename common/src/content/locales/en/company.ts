/** A company's own page (/companies/{slug}, docs/decisions/084): the words around the staff's content. */
export const company = {
  meta: {
    description: '{company}, a VEB Group company: {tagline}',
  },
  hero: {
    eyebrow: 'A VEB Group company',
    website: 'Visit the website',
    websiteLabel: 'Visit the website: {company} (opens in a new tab)',
    contact: 'Contact {company}',
  },
  story: {
    heading: 'About {company}',
  },
  services: {
    heading: 'What we offer',
  },
  figures: {
    heading: '{company} in figures',
  },
  people: {
    heading: 'People to talk to',
    intro: 'The people who lead {company} and answer its partners, customers and press.',
  },
  offices: {
    heading: 'Where to find us',
  },
  openings: {
    heading: 'Work at {company}',
    intro: 'Openings and internships at {company} now.',
    none: 'No openings at {company} right now. The Careers page lists the whole group’s.',
    internship: 'Internship',
    months: { one: '{n} month', other: '{n} months' },
    closes: 'Apply by {date}',
    details: 'Details and how to apply',
    detailsLabel: 'Details and how to apply: {title}',
    all: 'All openings in the group',
  },
  news: {
    heading: 'News from {company}',
    intro: 'The latest announcements and stories about {company}.',
    all: 'All news from {company}',
  },
  stories: {
    heading: 'Lives changed',
  },
  contact: {
    heading: 'Write to {company}',
    intro: 'Your message goes straight to the {company} team.',
  },
  notFound: {
    title: 'Company not found',
    text: 'No company of the group is at this address. The home page lists all ten.',
    back: 'See our companies',
  },
  breadcrumb: 'Our companies',
};
