/** The About / Our Story page (SPEC §2.4). Figures in quotes there are exact. */
export const about = {
  meta: {
    title: 'Our Story',
    description:
      'Since 1994 VEB Group has grown from a family enterprise into ten women-led companies in South Africa and Uganda, with a vision of a $1 billion valuation by 2030.',
  },
  hero: {
    eyebrow: 'About VEB Group',
    title: 'Our Story',
    subtitle:
      'Three decades of building businesses that feed families, train young people and create work across Southern and East Africa.',
    sectionsLabel: 'On this page',
    sections: {
      story: 'Our Story',
      journey: 'Our Journey',
      values: 'Our Values',
      leadership: 'Our Leadership',
    },
  },
  story: {
    heading: 'From one family enterprise to ten companies',
    paragraphs: [
      'VEB Group began in 1994 as a small family trading business in Gauteng, founded on a simple belief: that African enterprise, run with discipline and care, can lift whole communities.',
      'In 2000 we formalised our skills-development arm, training artisans, handypersons and young entrepreneurs. More than 11,000 people have since passed through our programmes.',
      'Our farms followed, growing vegetables and supporting smallholder cooperatives, and then manufacturing: furniture and mattresses made by local hands in our Benoni workshops.',
      'The group is proudly women-led. Our founder and chief executive built a leadership team in which women hold most senior roles, and we measure success by the livelihoods we create as much as by revenue.',
      'In 2025 we opened our office in Kampala, taking our model into Uganda as the first step of a wider expansion across the continent.',
    ],
    badge: '30+ Years of Impact',
    badgeText: 'Founded in 1994',
    highlights: {
      companies: 'companies',
      countries: 'countries of operation',
      trained: 'people trained',
    },
  },
  journey: {
    heading: 'Our Journey',
    intro: 'The milestones that shaped the group we are today.',
    entries: {
      foundation: {
        title: 'Foundation',
        description:
          'VEB Cele & Associates is registered as the group’s skills-development arm, training its first cohort of artisans in Gauteng.',
      },
      firstExpansion: {
        title: 'First Expansion',
        description:
          'VEB Greenharvest starts farming, supplying fresh produce to local markets and mentoring its first smallholder cooperatives.',
      },
      diversification: {
        title: 'Diversification',
        description:
          'The group moves into furniture and mattress manufacturing, legal services and property, spreading its risk and its reach.',
      },
      regionalGrowth: {
        title: 'Regional Growth',
        description:
          'New operations in KwaZulu-Natal, Mpumalanga and the Western Cape; 33 agricultural cooperatives now supported.',
      },
      technology: {
        title: 'Technology Integration',
        description:
          'VEB Global Link brings ICT and logistics services to the group, digitising training, farm records and deliveries.',
      },
      international: {
        title: 'International Expansion',
        description: 'Our Kampala office opens, taking the group into Uganda and beyond South Africa’s borders.',
      },
    },
  },
  vision: {
    eyebrow: 'Vision 2030',
    heading: 'A billion-dollar African group by 2030',
    text: 'We are building a group that creates value for investors and lasting opportunity for the communities we serve.',
    figures: {
      valuation: { value: '$1B', label: 'Valuation target' },
      countries: { value: '12+', label: 'African countries' },
      lives: { value: '50K+', label: 'Lives impacted' },
    },
  },
  values: {
    heading: 'Our Values',
    intro: 'Four commitments guide every company in the group.',
    items: {
      innovation: {
        title: 'Innovation',
        description:
          'We look for better ways to farm, build, train and serve, and we adopt technology that makes a real difference.',
      },
      community: {
        title: 'Community Impact',
        description:
          'Every business we run must leave the people around it better off, through jobs, skills and fair partnerships.',
      },
      sustainability: {
        title: 'Sustainable Growth',
        description:
          'We grow carefully, protect the land we farm and invest for the next generation, not the next quarter.',
      },
      excellence: {
        title: 'Excellence',
        description:
          'We hold ourselves to high standards in quality, governance and service, and we keep our promises.',
      },
    },
  },
  leadership: {
    heading: 'Leadership Team',
    intro: 'A women-led executive team with deep roots in South Africa and Uganda.',
    contact: 'Contact',
    contactLabel: 'Contact {name} by email',
    linkedin: 'LinkedIn',
    linkedinLabel: '{name} on LinkedIn (opens in a new tab)',
    people: {
      ceo: {
        role: 'Group Chief Executive Officer',
        bio: 'Nomvula has led the group for over two decades, growing it from a family business into ten companies. She champions women in enterprise and rural skills.',
      },
      cfo: {
        role: 'Chief Financial Officer',
        bio: 'A chartered accountant, Thabo oversees finance, audit and capital raising, and steers the group’s path towards its 2030 valuation goal.',
      },
      cco: {
        role: 'Chief Commercial Officer',
        bio: 'Lerato builds the partnerships and contracts that carry our products and services into new markets and retail channels.',
      },
      csmo: {
        role: 'Chief Sales and Marketing Officer',
        bio: 'Sipho leads sales and marketing across the ten companies, connecting our farms and factories with customers.',
      },
      pro: {
        role: 'Chief Group Public Relations Officer',
        bio: 'Zanele manages relations with government, communities and the media, and tells the story of the group’s impact.',
      },
      ccbo: {
        role: 'Chief Communication and Branding Officer',
        bio: 'Ayanda guards the VEB brand and leads internal and external communication in every market we serve.',
      },
      uganda: {
        role: 'Country Manager, Uganda',
        bio: 'Based in Kampala, Grace leads our Ugandan operations, building local partnerships in agriculture and skills training.',
      },
    },
  },
  governance: {
    heading: 'Governance & Compliance',
    intro: 'Strong oversight protects our investors, partners and employees.',
    board: {
      title: 'Board Structure',
      text: 'An independent board guides strategy and holds management to account.',
      points: [
        'Majority of non-executive directors, chaired by an independent director',
        'Audit and risk, remuneration, and social and ethics committees',
        'Quarterly board meetings and annual performance reviews',
      ],
    },
    compliance: {
      title: 'Compliance Framework',
      text: 'We follow the law and recognised codes of good practice in every country we work in.',
      points: [
        'Guided by the King IV Code on corporate governance',
        'B-BBEE, POPIA and Ugandan data-protection compliance',
        'Annual external audit and an anonymous ethics line',
      ],
    },
  },
  cta: {
    heading: 'Be part of our next chapter',
    text: 'We are hiring across our ten companies in South Africa and Uganda.',
    button: 'Explore Careers',
  },
};
