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
    stats: {
      years: { value: '25+', label: 'Years of experience' },
      beneficiaries: { value: '11,000+', label: 'Beneficiaries' },
      companies: { value: '10', label: 'Companies' },
      countries: { value: '34', label: 'Countries in our footprint' },
    },
  },
  about: {
    eyebrow: 'About VEB Group',
    title: 'A family business with a continental vision',
    paragraphs: [
      'What began in 1994 as a small community enterprise in Gauteng has grown into a diversified group of ten companies, led by women and rooted in the communities it serves.',
      'From skills training and farming cooperatives to furniture factories and cross-border logistics, every business we build is meant to create lasting livelihoods, and together they carry us towards a $1 billion valuation by 2030.',
    ],
    stats: {
      vision: { value: '$1B', label: 'Valuation vision by 2030' },
      lives: { value: '7800+', label: 'Lives impacted' },
    },
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
    visitWebsite: 'View website',
    visitWebsiteLabel: 'View website: {company} (opens in a new tab)',
    items: {
      greenharvest: {
        tagline: 'Farming for food security',
        description:
          'Commercial and cooperative farming of vegetables, grains and livestock, with market access and shared equipment for smallholder members.',
        stat: '33 cooperatives supported',
      },
      ecocraft: {
        tagline: 'Furniture and mattresses made in Africa',
        description:
          'Beds, mattresses, school and office furniture built at our Benoni hub from certified timber, for retailers, schools and homes.',
        stat: '14+ production lines',
      },
      cele: {
        tagline: 'Skills that build livelihoods',
        description:
          'Accredited training in trades, digital skills and enterprise, from the handyperson programme to youth job-readiness courses.',
        stat: '11,000+ trained',
      },
      'law-clinic': {
        tagline: 'Justice within reach',
        description:
          'Affordable legal advice for families and small businesses: wills, tenancy, labour matters and contracts, with free advice days in townships.',
        stat: 'Community legal aid',
      },
      'ak-business': {
        tagline: 'ICT and business solutions',
        description:
          'IT services, supply chain support and mentoring that help small and growing businesses run better and reach new customers.',
        stat: 'SME mentoring',
      },
      'ak-images': {
        tagline: 'Stories worth seeing',
        description:
          'Corporate, event and documentary photography, including award-winning work on women-led farming cooperatives.',
        stat: 'Award-winning studio',
      },
      samdon: {
        tagline: 'Homes and spaces that grow communities',
        description:
          'Residential and commercial property development, with a focus on affordable housing estates close to work and schools.',
        stat: 'Affordable housing',
      },
      'veb-properties': {
        tagline: 'Property managed with care',
        description:
          'Management and leasing of the group’s residential, commercial and industrial properties, including the Benoni manufacturing hub.',
        stat: 'Group property portfolio',
      },
      'global-link': {
        tagline: 'Moving goods across borders',
        description:
          'Road freight, warehousing and customs clearance, with a weekly corridor between Johannesburg and Kampala and real-time tracking.',
        stat: 'Johannesburg–Kampala corridor',
      },
      'agri-extension': {
        tagline: 'Knowledge in every field',
        description:
          'Field advisers, demonstration plots and farmer days that bring better seed, soil and water practices to small-scale farmers.',
        stat: '7800+ beneficiaries',
      },
    },
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
    stats: {
      countries: { value: '12+', label: 'Countries by 2030' },
      vision: { value: '$1B', label: 'Valuation vision for 2030' },
      rollout: { value: '5-year', label: 'Rollout across East and Southern Africa' },
    },
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
    items: {
      'ubuntu-capital': {
        description: 'Growth capital for the Benoni manufacturing hub and the next phase of our regional expansion.',
      },
      'mzansi-living': {
        description:
          'Stocks EcoCraft Interiors furniture and mattresses in its stores across Gauteng and KwaZulu-Natal.',
      },
      'enterprise-fund': {
        description: 'Co-funds enterprise development for the cooperatives and small businesses we mentor.',
      },
      'provincial-agriculture': {
        description:
          'Works with VEB Greenharvest and Agri-Extension Services on farmer support and food security projects.',
      },
      'agriskills-seta': {
        description: 'Accredits our agricultural and trades training and co-funds learnerships for young people.',
      },
      'municipal-led': {
        description: 'Partners on township enterprise programmes, free legal advice days and local job creation.',
      },
      'east-africa-trade': {
        description:
          'Supports our cross-border logistics and market entry in Uganda and the wider East African region.',
      },
    },
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
