export const investors = {
  meta: {
    title: 'Investors',
    description:
      "Invest in Africa's future with VEB Group: six investment opportunities from R5M, four investment structures and 25+ years of growth across ten companies.",
  },
  hero: {
    eyebrow: 'Investor Relations',
    title: "Invest in Africa's Future",
    intro:
      'Join a diversified pan-African group of ten companies on its way to a billion-dollar valuation by 2030, with returns that grow communities as well as capital.',
    statsLabel: 'VEB Group in figures',
    stats: {
      years: 'Years of experience',
      sectors: 'Business sectors',
      target: 'Billion-dollar target',
      lives: 'Lives impacted',
    },
  },
  actions: {
    explore: 'Explore Investments',
    schedule: 'Schedule Meeting',
    scheduleLabel: 'Schedule a meeting by email with the investment team',
    mailSubject: 'Investment Meeting Request',
    mailBody:
      'Hello VEB Group investment team,\n\nI am interested in VEB Group’s investment opportunities and would like to schedule a meeting to discuss them.\n\nPlease let me know which dates and times suit you.\n\nKind regards,',
  },
  opportunities: {
    heading: 'Investment Opportunities',
    intro: 'Six growth projects across our companies, each with a clear investment range and expected return.',
    investment: 'Investment',
    returns: 'Expected returns',
    impact: 'Impact',
    detailsLabel: 'Key details',
    items: {
      agriculture: {
        sector: 'Agriculture',
        title: 'Agriculture Expansion',
        opportunity:
          'Expand VEB Greenharvest’s farms and processing capacity to supply retailers across Southern and East Africa.',
        impact: 'Food security and 500+ new farm jobs',
        details: [
          '1,200 additional hectares under irrigation',
          'Cold-chain storage and packhouse upgrades',
          'Offtake agreements with national retailers',
        ],
      },
      manufacturing: {
        sector: 'Manufacturing',
        title: 'Manufacturing Scale-Up',
        opportunity: 'Scale EcoCraft Interiors’ furniture and mattress production at the Benoni manufacturing hub.',
        impact: '150+ skilled manufacturing jobs',
        details: [
          '14+ production lines on a 1.6-hectare site',
          'Export-ready quality certification',
          'Locally sourced, sustainable materials',
        ],
      },
      technology: {
        sector: 'Technology',
        title: 'Technology Logistics Platform',
        opportunity:
          'Build VEB Global Link’s digital freight and last-mile platform connecting African producers to markets.',
        impact: 'Lower trade costs for small businesses',
        details: [
          'Real-time tracking and route optimisation',
          'Cross-border corridor between South Africa and Uganda',
          'Marketplace for independent transporters',
        ],
      },
      skills: {
        sector: 'Education',
        title: 'Skills Development Centres',
        opportunity: 'Open accredited training centres that extend our record of more than 11,000 people trained.',
        impact: '5,000+ learners trained every year',
        details: [
          'Artisan, digital and entrepreneurship courses',
          'Sector education and training authority accreditation',
          'Placement partnerships with employers',
        ],
      },
      realEstate: {
        sector: 'Real Estate',
        title: 'Real Estate Development',
        opportunity:
          'Develop affordable housing and mixed-use commercial property with SAMDON Real Estate and VEB Properties.',
        impact: 'Quality homes for working families',
        details: [
          'Residential and mixed-use developments in Gauteng',
          'Rental income with long-term capital growth',
          'Energy-efficient, water-wise design',
        ],
      },
      legal: {
        sector: 'Legal Services',
        title: 'Legal Services Franchise',
        opportunity: 'Roll out the VEB Law Clinic model as a franchise of affordable community legal offices.',
        impact: 'Access to justice for underserved communities',
        details: [
          'Proven, standardised operating model',
          'Recurring revenue from service plans',
          'Training pipeline for young legal professionals',
        ],
      },
    },
  },
  structures: {
    heading: 'Investment Structures',
    intro: 'Choose the structure that fits your mandate, horizon and appetite for involvement.',
    minimum: 'Minimum',
    minimumValue: 'R{n} Million',
    fixedReturns: 'Fixed returns of {returns}',
    benefitsLabel: 'Benefits',
    items: {
      equity: {
        title: 'Equity Partnership',
        description: 'Take a shareholding in a VEB Group company and share in its long-term growth.',
        benefits: ['Board representation', 'Share of profits and capital growth', 'Strategic influence'],
      },
      project: {
        title: 'Project Financing',
        description: 'Fund a defined project with its own budget, milestones and reporting.',
        benefits: ['Ring-fenced capital', 'Clear milestones and reporting', 'Defined exit at completion'],
      },
      jointVenture: {
        title: 'Joint Ventures',
        description: 'Build a new business with us, combining your expertise with our local presence.',
        benefits: ['Shared control and decision-making', 'Access to our networks in two countries', 'Shared risk'],
      },
      debt: {
        title: 'Debt Financing',
        description: 'Lend to the group on agreed terms with predictable, scheduled repayments.',
        benefits: ['Predictable income', 'Security over assets', 'Terms from 3 to 7 years'],
      },
    },
  },
  why: {
    heading: 'Why Invest in VEB Group?',
    intro: 'A proven group with a clear vision, strong partners and room to grow.',
    items: {
      trackRecord: {
        title: 'Proven Track Record',
        description: 'More than 25 years of steady growth since our founding in 1994.',
      },
      diversified: {
        title: 'Diversified Portfolio',
        description: 'Ten companies across complementary sectors spread risk and create synergies.',
      },
      vision: {
        title: 'Billion-Dollar Vision',
        description: 'A clear plan to reach a $1 billion valuation by 2030.',
      },
      impact: {
        title: 'Social Impact',
        description: 'Every investment creates jobs, skills and opportunity in the communities we serve.',
      },
      government: {
        title: 'Government Support',
        description: 'Strong relationships with government programmes in South Africa and Uganda.',
      },
      panAfrican: {
        title: 'Pan-African Growth',
        description: 'Expansion into 12+ African countries opens fast-growing new markets.',
      },
    },
  },
  cta: {
    heading: 'Ready to Invest in Africa’s Future?',
    text: 'Talk to our investment team about the opportunity and structure that suit you.',
    contactHeading: 'Investment team',
    emailLabel: 'Email the investment team at {email}',
    phoneLabel: 'Call the investment team on {phone}',
    address: ['VEB Group House, 14 Kingfisher Avenue', 'Bryanston, Johannesburg 2146', 'South Africa'],
  },
};
