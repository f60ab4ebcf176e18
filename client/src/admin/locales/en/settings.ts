import { contact } from '@common/content/locales/en/contact';

/** Settings (owners): the staff area's time zone (issue 19 §2), who is told about contact messages (issue 11 §2). */
export const settings = {
  title: 'Settings',
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
      'When a message arrives, these addresses get an email with the message and a link to it in the inbox. Replying to that email writes to the visitor.',
    fallback: 'Types left empty use the server’s default (CONTACT_NOTIFY_TO): {addresses}.',
    noFallback:
      'The server has no default (CONTACT_NOTIFY_TO is not set): messages of a type left empty notify nobody.',
    hint: 'Separate addresses with commas, at most 10.',
    usesFallback: 'Empty: uses the default',
    nobody: 'Empty: nobody is notified',
    types: contact.form.inquiryTypes,
    save: 'Save notification addresses',
    saved: 'Notification addresses saved.',
    invalid: 'Please correct the highlighted addresses.',
  },
};
