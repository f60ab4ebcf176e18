/**
 * The privacy notice and the terms of use. Each section is keyed by its anchor (the same in every language);
 * a block is a paragraph (a string) or a bulleted list (an array of strings).
 */
type Block = string | string[];
interface Section {
  title: string;
  blocks: Block[];
}

const privacySections = {
  'who-we-are': {
    title: 'Who we are',
    blocks: [
      'VEB Group is a group of ten companies working in South Africa and Uganda. VEB Group (Pty) Ltd, Johannesburg, runs this website and decides how the personal information collected through it is used. Under South African law it is the “responsible party”; under Ugandan law, the “data controller”.',
      'This notice explains what we collect on this website, why, how long we keep it, who sees it and what you can ask of us. It covers this website only; each group company’s own website has its own notice.',
    ],
  },
  'what-we-collect': {
    title: 'What we collect',
    blocks: [
      'We only collect what you type into our two forms, plus the minimum our server records to stay secure:',
      [
        'Contact form: your name, e-mail address, phone number, company (optional), the type of inquiry you choose and your message.',
        'Newsletter form: your e-mail address.',
        'Server records: your IP address, the page requested, the time and your browser’s description of itself. Our server writes these for every request to detect abuse and fix faults.',
      ],
      'We do not ask for special personal information (such as health, religion or political opinions). Please do not include it in your message.',
    ],
  },
  'why-we-use-it': {
    title: 'Why we use it',
    blocks: [
      [
        'To answer your inquiry, and to pass it to the group company or team best placed to help.',
        'To send you our newsletter, which you asked for. Every issue has a link to unsubscribe.',
        'To protect the website: to limit repeated submissions and to investigate attacks.',
      ],
      'We use your information on the basis of your consent (you send us the form) and our legitimate interest in answering you and keeping the website safe. We never use it for decisions made automatically about you, and we never use your contact message for marketing.',
    ],
  },
  'how-long-we-keep-it': {
    title: 'How long we keep it',
    blocks: [
      [
        'Contact messages: 24 months after our last exchange with you, then deleted. If your inquiry leads to a contract, we keep what the law requires for that contract.',
        'Newsletter address: until you unsubscribe. We delete it within 30 days of your request.',
        'Server records: 30 days, unless they are needed to investigate a specific security incident.',
      ],
    ],
  },
  'who-sees-it': {
    title: 'Who sees it',
    blocks: [
      [
        'The group staff who handle your inquiry, in the company or office concerned, and only as far as they need to.',
        'Our hosting provider, which runs the servers for us as an “operator”: it processes the information only on our written instructions and must keep it secure and confidential.',
        'Authorities, only when the law obliges us to disclose it.',
      ],
      'We do not sell, rent or trade your personal information, and we do not give it to anyone for their own marketing.',
    ],
  },
  cookies: {
    title: 'Cookies and third parties',
    blocks: [
      'This website sets one cookie, veb-lang, which remembers the language you chose (English, French or Kiswahili) for one year, so that pages open in your language. The same choice is kept in your browser’s local storage under the entry veb-language. Neither contains anything about you.',
      'We use no analytics, advertising or tracking cookies. The website loads no third-party services, fonts, scripts, maps, analytics or trackers: every file comes from our own server.',
    ],
  },
  security: {
    title: 'How we protect it',
    blocks: [
      'The website is served over an encrypted connection. Stored information is accessible only to the staff who need it, with individual accounts. We review who has access and report any security compromise to the regulators and to you as the law requires.',
    ],
  },
  'cross-border': {
    title: 'Between South Africa and Uganda',
    blocks: [
      'Because the group works in both countries, an inquiry may be handled by a team in the other country. Both countries have data protection laws that give you the rights described here, and our companies apply this notice wherever they are.',
    ],
  },
  'your-rights': {
    title: 'Your rights',
    blocks: [
      'Under South Africa’s Protection of Personal Information Act 4 of 2013 (POPIA) you may:',
      [
        'ask whether we hold information about you and receive a copy of it;',
        'ask us to correct information that is wrong or incomplete;',
        'ask us to delete information we no longer have a reason to keep;',
        'object to our use of your information, and withdraw your consent at any time;',
        'object to direct marketing, for example by unsubscribing from the newsletter;',
        'complain to the Information Regulator (inforegulator.org.za).',
      ],
      'Under Uganda’s Data Protection and Privacy Act, 2019 you may likewise access your information, have it corrected or deleted, and ask us to stop or not begin processing it. You may complain to the Personal Data Protection Office (pdpo.go.ug).',
      'Requests are free. We answer within 30 days and may ask you to confirm your identity first. We would appreciate the chance to resolve a concern before you go to a regulator, but you do not have to contact us first.',
    ],
  },
  children: {
    title: 'Children',
    blocks: [
      'This website is meant for adults. We do not knowingly collect information from anyone under 18; if you believe a child has sent us their details, tell us and we will delete them.',
    ],
  },
  changes: {
    title: 'Changes to this notice',
    blocks: [
      'We will update this notice when our practices or the law change, and show the date of the latest version at the top of this page.',
    ],
  },
  contact: {
    title: 'Contact our Information Officer',
    blocks: [
      'For any question, request or complaint about your personal information, write to our Information Officer:',
    ],
  },
} satisfies Record<string, Section>;

const termsSections = {
  'about-these-terms': {
    title: 'About these terms',
    blocks: [
      'These terms apply to your use of this website, run by VEB Group (Pty) Ltd, Johannesburg, South Africa. By using the website you accept them. If you do not agree, please do not use the website.',
    ],
  },
  'using-our-content': {
    title: 'Using our content',
    blocks: [
      'The text, images, logos and design of this website belong to VEB Group or to those who allowed us to use them. You may:',
      [
        'read, download and print pages for your own information;',
        'share links to our pages and quote short extracts with a reference to the source.',
      ],
      'You may not copy, change or republish our content for commercial purposes, or use our names and logos in a way that suggests a connection with us, without our written permission.',
    ],
  },
  'acceptable-use': {
    title: 'Acceptable use',
    blocks: [
      'Please do not use the website for anything unlawful, send false or misleading information through our forms, send unsolicited advertising, try to gain access to systems you are not allowed to use, or disrupt the website, for example with automated requests that overload it.',
    ],
  },
  'figures-and-forecasts': {
    title: 'Figures and forecasts',
    blocks: [
      'Figures on this website, such as the number of people trained, growth targets, the valuation vision for 2030 or the ranges and returns of investment opportunities, are estimates or forward-looking statements. They describe our plans and expectations in good faith, but they are not promises and actual results may differ.',
      'Nothing on this website is an offer of shares or other securities, or financial, legal or tax advice. Before investing, ask for the full documentation and take independent professional advice.',
    ],
  },
  'no-warranties': {
    title: 'No warranties',
    blocks: [
      'We work to keep the website accurate, current and available, but we provide it “as is”: we do not guarantee that it is complete, free of errors or always available, and we may change or remove content at any time.',
    ],
  },
  'links-to-other-websites': {
    title: 'Links to company and other websites',
    blocks: [
      'The website links to the websites of our group companies and to other sites. Those sites are run separately, under their own terms and privacy notices. We are not responsible for content we do not control, and a link is not an endorsement.',
    ],
  },
  liability: {
    title: 'Limits of our liability',
    blocks: [
      'As far as the law allows, VEB Group and its companies are not liable for any loss or damage arising from your use of this website or from relying on its content, including indirect or consequential loss.',
      'Nothing in these terms limits any liability that cannot be limited by law, or takes away any right you have as a consumer, including under South Africa’s Consumer Protection Act.',
    ],
  },
  'your-personal-information': {
    title: 'Your personal information',
    blocks: ['How we handle the information you send us through the website is explained in our privacy notice.'],
  },
  'governing-law': {
    title: 'Governing law',
    blocks: [
      'These terms are governed by the law of the Republic of South Africa. Any dispute is subject to the jurisdiction of the South African courts, with Johannesburg as the preferred venue, without affecting any mandatory right to go to the courts where you live.',
    ],
  },
  changes: {
    title: 'Changes to these terms',
    blocks: [
      'We may update these terms from time to time. The date at the top of this page shows the latest version; the version published when you use the website applies.',
    ],
  },
  contact: {
    title: 'Contact us',
    blocks: ['Questions about these terms? Write to us:'],
  },
} satisfies Record<string, Section>;

export const legal = {
  meta: { title: 'Legal', description: 'The privacy notice and the terms of use of the VEB Group website.' },
  lastUpdated: 'Last updated:',
  contents: 'Contents',
  contactCard: {
    officer: 'Information Officer',
    email: 'E-mail',
    post: 'Postal address',
    country: 'South Africa',
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
    sections: privacySections,
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
    sections: termsSections,
  },
};
