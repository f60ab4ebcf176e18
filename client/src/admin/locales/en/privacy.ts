/** One person's data (POPIA ss 23-25, GDPR arts 15 and 17): owners only. */
export const privacy = {
  title: 'Personal data',
  intro:
    'When someone asks what we hold about them, or asks us to erase it: enter their email address to see everything stored about it, export it as one file, or erase it.',
  email: 'Email address',
  lookUp: 'Look up',
  lookingUp: 'Looking up…',
  resultTitle: 'Stored about {email}',
  nothing: 'Nothing is stored about this address.',
  messages: 'Contact messages ({count, number})',
  noMessages: 'No contact messages.',
  messageMeta: '{date} · {subject} · {status}',
  history: 'History and notes',
  /** A message's history, in words (the inbox's events: note, status, assignee, reply). */
  events: {
    note: '{actor} added an internal note',
    status: '{actor} changed the status from {from} to {to}',
    assignee: '{actor} assigned it to {to}',
    unassigned: '{actor} removed the assignment',
    reply: '{actor} replied: “{subject}”',
    other: '{actor} changed the message',
  },
  unknown: 'Other',
  unknownStatus: 'Unknown',
  subscription: 'Newsletter subscription',
  noSubscription: 'No subscription.',
  subscriptionText: '{status}, in {language}; subscribed {subscribed}.',
  statuses: { pending: 'Pending', confirmed: 'Confirmed', unsubscribed: 'Unsubscribed' },
  mails: 'Emails to or about this address ({count, number})',
  noMails: 'No emails.',
  mailsCaption: 'Emails, oldest first',
  mailColumns: { date: 'Date', kind: 'Kind', to: 'To', subject: 'Subject', status: 'Status' },
  auditMentions:
    '{count, plural, =0 {No line of the audit log mentions this address.} one {# line of the audit log mentions this address. Erasing replaces the address in it.} other {# lines of the audit log mention this address. Erasing replaces the address in them.}}',
  export: 'Export as JSON',
  exporting: 'Exporting…',
  exported: 'The file was downloaded.',
  erase: 'Erase everything',
  eraseTitle: 'Erase everything stored about {email}?',
  eraseText:
    'This deletes the contact messages with their notes and history, the newsletter subscription, and the emails to or about this address, and removes the address from the audit log. It cannot be undone. The audit log records that an erasure happened, with counts only.',
  eraseConfirmLabel: 'Type the email address again to confirm',
  eraseConfirm: 'Erase',
  erasing: 'Erasing…',
  erased:
    'Erased: {contactMessages, plural, one {# contact message} other {# contact messages}} with {contactEvents, plural, one {# history entry} other {# history entries}}, {subscriptions, plural, one {# subscription} other {# subscriptions}} and {mails, plural, one {# email} other {# emails}}. The address was removed from {auditLinesRedacted, plural, one {# line} other {# lines}} of the audit log.',
};
