/** Home page (SPEC §2.3, §3.2): every section's copy, in the page's order. */
export const home = {
  meta: {
    title: 'VEB Group',
    description:
      'VEB Group: ten companies in agriculture, manufacturing, skills development, logistics, legal services, property and photography, growing from South Africa and Uganda across Africa since 1994.',
  },
  hero: {
    eyebrow: 'Pan-African group · Since 1994',
    title: 'Growing Africa’s future, one business at a time',
    intro:
      'VEB Group brings together ten companies in farming, manufacturing, skills, logistics, legal services, property and photography, creating jobs and opportunity in South Africa, Uganda and beyond.',
    primary: 'Explore Our Companies',
    secondary: 'Investor Relations',
    statsLabel: 'VEB Group in figures',
    companiesLabel: 'Companies',
  },
  about: {
    eyebrow: 'About VEB Group',
    title: 'A family business with a continental vision',
    paragraphs: [
      'What began in 1994 as a small community enterprise in Gauteng has grown into a diversified group of ten companies, led by women and rooted in the communities it serves.',
      'From skills training and farming cooperatives to furniture factories and cross-border logistics, every business we build is meant to create lasting livelihoods, and together they carry us towards a $1 billion valuation by 2030.',
    ],
    button: 'Read Our Story',
  },
  footprint: {
    eyebrow: 'Where we work',
    title: 'Our Africa footprint',
    intro:
      'We operate in South Africa and Uganda today, are preparing to enter Angola, Kenya and the DR Congo, and work with partners in more than 30 countries. Hover over or focus on a country to see our presence there.',
  },
  companies: {
    eyebrow: 'Our companies',
    title: 'Ten companies, one purpose',
    intro:
      'Each company in the group serves its own market, and each one adds to the same goal: skills, jobs and enterprise that last.',
    companyPage: 'Company page',
    companyPageLabel: 'Company page: {company}',
    visitWebsite: 'View website',
    visitWebsiteLabel: 'View website: {company} (opens in a new tab)',
    empty: 'No companies available yet.',
  },
  news: {
    eyebrow: 'Latest updates',
    title: 'Featured News & Insights',
    intro: 'Milestones from across the group, from new offices to new factories.',
    readMore: 'Read More',
    viewAll: 'View All News & Insights',
    publishedOn: 'Published on',
    categories: {
      Expansion: 'Expansion',
      'Skills Development': 'Skills Development',
      Manufacturing: 'Manufacturing',
    },
  },
  expansion: {
    eyebrow: 'Pan-African expansion',
    title: 'Taking African enterprise across the continent',
    intro:
      'Our five-year plan takes the group’s proven businesses into new markets, one partnership and one community at a time.',
    button: 'Discover Our Future',
  },
  partners: {
    eyebrow: 'Partners & investors',
    title: 'Growing together with our partners',
    intro:
      'Government departments, training authorities, investors and retailers work with us to turn skills and enterprise into lasting growth.',
    groups: {
      government: 'Government partners',
      private: 'Private sector partners',
    },
    types: {
      'Investment Partner': 'Investment Partner',
      'Retail Partner': 'Retail Partner',
      'Development Partner': 'Development Partner',
      'Government Partner': 'Government Partner',
      'Training Authority': 'Training Authority',
      'Public Sector': 'Public Sector',
      International: 'International',
    },
    empty: 'No partners available yet.',
    cta: {
      title: 'Partner with VEB Group',
      text: 'Whether you invest, buy, fund or train, there is a place for you in our growth story. Let us build the next chapter together.',
      button: 'Partner With Us',
    },
  },
  careers: {
    eyebrow: 'Careers',
    title: 'Build your career with us',
    intro:
      'Join a growing team across {companies} companies in South Africa and Uganda, where your work changes lives in the communities around you.',
    hiringTitle: 'Now hiring',
    positions: { one: '{n} position', other: '{n} positions' },
    hiringEmpty: 'New positions are posted on our careers page as they open.',
    button: 'View Career Opportunities',
  },
};
