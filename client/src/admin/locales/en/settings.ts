import { contact } from '@common/content/locales/en/contact';

/** Settings (owners): who is told about contact messages (issue 11 §2). */
export const settings = {
  title: 'Settings',
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
