import { contact } from '@common/content/locales/en/contact';

/**
 * Settings (owners): the site's identity (docs/decisions/029), the staff area's time zone
 * (docs/decisions/026), who is told about contact messages (docs/decisions/018).
 */
export const settings = {
  title: 'Settings',
  identity: {
    title: 'Site identity',
    shareImage: 'Default share image',
    shareImageHint:
      'What a link to the site shows on social networks and in messages, for every page but articles (each article shares its own card). Leave it empty to share each page’s generated card.',
    intro:
      'What the public website says about the group and how to reach it: the footer on every page, the contact page, the “Apply” e-mail links on the careers page and the details search engines read. A change shows on the website at once.',
    none: 'No site identity is saved yet: the website shows no contact details, mailboxes or social links until you save one.',
    groupName: 'Group name',
    contact: 'General contact details',
    phone: 'Phone number',
    phoneHint: 'As visitors should read it, such as +27 11 555 0140.',
    email: 'Email address',
    address: 'Postal address',
    addressHint: 'One line per line, without the country; at most {max} lines.',
    country: 'Country (English)',
    countryFr: 'Country (French)',
    countrySw: 'Country (Swahili)',
    mailboxes: 'Application mailboxes',
    careersEmail: 'Careers mailbox',
    careersHint: 'Where “Apply Now” on a job opening writes to.',
    internshipsEmail: 'Internships mailbox',
    internshipsHint: 'Where “Apply for Program” on an internship writes to.',
    legal: 'Legal pages',
    legalName: 'Registered company name',
    legalNameHint:
      'The company that runs the website, as the privacy notice and the terms of use name it. Left empty, they use the group name.',
    privacyOfficer: 'Information Officer',
    privacyEmail: 'Privacy mailbox',
    privacyEmailHint: 'Where the privacy notice asks visitors to send requests about their personal information.',
    legalEmail: 'Legal mailbox',
    legalEmailHint: 'Where the terms of use send questions about them.',
    social: 'Social profiles',
    networks: { linkedin: 'LinkedIn page', x: 'X (Twitter) profile', facebook: 'Facebook page' },
    emptyHint: 'Only the group name is required. Anything left empty is not shown on the website.',
    save: 'Save the site identity',
    saved: 'Site identity saved. The website shows it now.',
    invalid: 'Please correct the highlighted fields.',
  },
  timeZone: {
    title: 'Time zone',
    intro:
      'Every date and time in the staff area, and in the e-mails sent to staff, is shown in this time zone with its name (such as SAST). Dates and times staff type, such as an article’s schedule, are read in it too.',
    label: 'Time zone of the staff area',
    now: 'Now in {zone}: {time}',
    save: 'Save the time zone',
    saved: 'The time zone is now {zone}.',
    regions: {
      Africa: 'Africa',
      America: 'Americas',
      Antarctica: 'Antarctica',
      Arctic: 'Arctic',
      Asia: 'Asia',
      Atlantic: 'Atlantic Ocean',
      Australia: 'Australia',
      Europe: 'Europe',
      Indian: 'Indian Ocean',
      Pacific: 'Pacific Ocean',
      other: 'Other',
    },
  },
  notify: {
    title: 'Contact form notifications',
    intro:
      'When a message arrives, the people and addresses chosen here get an email with the message and a link to it in the inbox, each person in their language. Replying to that email writes to the visitor.',
    notChosen: 'Nobody has been chosen yet, so every owner is told of every message. Choose below who is told of what.',
    notChosenFallback:
      'Nobody has been chosen yet: messages go to the addresses the server was set up with ({addresses}). Choose below who is told of what.',
    people: 'People',
    peopleIntro:
      'Staff who can open the inbox. Someone limited to companies is told only of messages to their companies.',
    noPeople: 'Nobody can open the inbox yet: invite someone with the Owner or Inbox role.',
    person: '{name}, {role}',
    typesLegend: 'Told about',
    companiesLegend: 'Messages to',
    allCompanies: 'The group and every company',
    someCompanies: 'Only these companies',
    theirCompanies: 'Their companies: {companies}',
    pickCompany: 'Choose at least one company, or the group and every company.',
    others: 'Other addresses',
    othersIntro: 'A shared mailbox, say: these addresses are told of every message of their type.',
    fallback: 'A message nobody here is told of goes to the addresses the server was set up with: {addresses}.',
    noFallback: 'A message nobody here is told of notifies nobody.',
    hint: 'Separate addresses with commas, at most 10.',
    types: contact.form.inquiryTypes,
    save: 'Save notifications',
    saved: 'Notifications saved.',
    invalid: 'Please correct the highlighted fields.',
  },
};
