export const impact = {
  meta: {
    title: 'Our Impact',
    description:
      'How VEB Group measures its impact across South Africa and Uganda: jobs, skills, farmers and communities, and the people behind the numbers.',
  },
  hero: {
    eyebrow: 'Our Impact',
    title: "Building Africa's Future",
    intro:
      'Every company in the group is measured by what it changes: jobs created, skills gained, farms that grow and communities that thrive. Here are the numbers, and the people behind them.',
    metricsLink: 'See the numbers',
    storiesLink: 'Meet the people',
  },
  metrics: {
    heading: 'Impact Metrics',
    intro: 'Results reported by our companies, grouped by the kind of change they measure.',
    loading: 'Loading impact metrics',
    empty: 'No impact metrics available yet.',
  },
  stories: {
    heading: 'Success Stories',
    intro: 'Entrepreneurs, farmers, apprentices and neighbours whose work our companies have supported.',
    loading: 'Loading success stories',
    empty: 'No success stories available yet.',
    year: 'Year',
    location: 'Location',
    impact: 'Impact',
  },
  cta: {
    heading: 'Be Part of the Story',
    text: 'Invest in growth that creates jobs, build your career with one of our ten companies, or talk to us about a partnership.',
    invest: 'Invest With Us',
    careers: 'Explore Careers',
    contact: 'Get In Touch',
  },
};
