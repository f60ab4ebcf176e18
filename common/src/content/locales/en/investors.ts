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
    empty: 'No investment opportunities are listed at the moment.',
  },
  structures: {
    heading: 'Investment Structures',
    intro: 'Choose the structure that fits your mandate, horizon and appetite for involvement.',
    minimum: 'Minimum',
    minimumValue: 'R{n} Million',
    fixedReturns: 'Fixed returns of {returns}',
    benefitsLabel: 'Benefits',
    empty: 'Our investment structures will be listed here soon.',
  },
  why: {
    heading: 'Why Invest in VEB Group?',
    intro: 'A proven group with a clear vision, strong partners and room to grow.',
    empty: 'The reasons to invest with us will be listed here soon.',
  },
  cta: {
    heading: 'Ready to Invest in Africa’s Future?',
    text: 'Talk to our investment team about the opportunity and structure that suit you.',
    contactHeading: 'Investment team',
    emailLabel: 'Email the investment team at {email}',
    phoneLabel: 'Call the investment team on {phone}',
  },
};
