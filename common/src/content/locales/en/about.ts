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
    badgeText: 'Founded in 1994',
    companiesLabel: 'companies',
  },
  journey: {
    heading: 'Our Journey',
    intro: 'The milestones that shaped the group we are today.',
    empty: 'No milestones available yet.',
  },
  vision: {
    eyebrow: 'Vision 2030',
    heading: 'A billion-dollar African group by 2030',
    text: 'We are building a group that creates value for investors and lasting opportunity for the communities we serve.',
  },
  values: {
    heading: 'Our Values',
    intro: 'Four commitments guide every company in the group.',
    empty: 'No values available yet.',
  },
  leadership: {
    heading: 'Leadership Team',
    intro: 'A women-led executive team with deep roots in South Africa and Uganda.',
    contact: 'Contact',
    contactLabel: 'Contact {name} by email',
    linkedin: 'LinkedIn',
    linkedinLabel: '{name} on LinkedIn (opens in a new tab)',
    empty: 'No leaders available yet.',
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
