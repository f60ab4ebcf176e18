/**
 * The words of the privacy notice and the terms of use pages; their sections are the staff's (legalSection
 * records, docs/decisions/032).
 */
export const legal = {
  meta: { title: 'Legal', description: 'The privacy notice and the terms of use of the VEB Group website.' },
  lastUpdated: 'Last updated:',
  contents: 'Contents',
  empty: 'This document is being prepared and will be published here soon.',
  contactCard: {
    officer: 'Information Officer',
    email: 'E-mail',
    post: 'Postal address',
  },
  privacy: {
    meta: {
      title: 'Privacy Notice',
      description:
        'What the VEB Group website collects through its contact and newsletter forms, why, for how long, who sees it and your rights under POPIA and Uganda’s Data Protection and Privacy Act.',
    },
    heading: 'Privacy Notice',
    intro:
      'We collect as little as possible, use it only to answer you, and never sell it. Here is exactly what happens to the information you give us.',
  },
  terms: {
    meta: {
      title: 'Terms of Use',
      description:
        'The plain-language terms for using the VEB Group website: our content, forward-looking figures, links, liability and governing law.',
    },
    heading: 'Terms of Use',
    intro: 'The rules for using this website, in plain language.',
    privacyLink: 'Read our privacy notice',
  },
};
