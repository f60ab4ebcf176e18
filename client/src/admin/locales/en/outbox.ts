/** The outbox: owners only. */
export const outbox = {
  title: 'Outbox',
  intro:
    'Every e-mail the site sends waits here until it is delivered. A mail the mail server refuses is tried again with growing pauses for 24 hours, then marked failed with the last error.',
  notConfigured:
    'E-mail is not configured (SMTP_URL): nothing is sent, mail waits in the outbox until SMTP_URL is set on the server.',
  tabsLabel: 'Mail by status',
  tabs: {
    queued: 'Queued ({count, number})',
    sent: 'Sent ({count, number})',
    failed: 'Failed ({count, number})',
    cancelled: 'Cancelled ({count, number})',
  },
  statuses: { queued: 'Queued', sending: 'Sending', sent: 'Sent', failed: 'Failed', cancelled: 'Cancelled' },
  kinds: {
    contact_notification: 'Contact message to staff',
    contact_reply: 'Reply to a contact message',
    newsletter_confirmation: 'Newsletter confirmation',
    newsletter_issue: 'Newsletter',
    newsletter_test: 'Newsletter test',
    invitation: 'Staff invitation',
    password_reset: 'Password reset link',
    review_returned: 'Article sent back to its writer',
  },
  none: {
    queued: 'Nothing is waiting to be sent.',
    sent: 'No e-mail has been sent yet.',
    failed: 'No e-mail has failed.',
    cancelled:
      'No e-mail was cancelled. An invitation e-mail is cancelled when its invitation is withdrawn or sent again before it left.',
  },
  table: {
    caption: {
      queued: 'Queued e-mails, newest first',
      sent: 'Sent e-mails, newest first',
      failed: 'Failed e-mails, newest first',
      cancelled: 'Cancelled e-mails, newest first',
    },
    mail: 'E-mail',
    status: 'Status',
    dates: 'When',
    error: 'Last error',
    actions: 'Actions',
  },
  attempts: '{count, plural, one {# attempt} other {# attempts}}',
  created: 'Queued {at}',
  when: { queued: 'Next attempt {at}', sent: 'Sent {at}', failed: 'Given up {at}', cancelled: 'Cancelled {at}' },
  noError: 'None',
  retry: 'Retry',
  retryLabel: 'Retry the e-mail to {to}',
  retrying: 'Retrying…',
  retried: 'The e-mail to {to} is queued again; it is sent at the next attempt.',
  retriedNotConfigured: 'The e-mail to {to} is queued again; it waits until e-mail is configured.',
  pages: 'Pages of e-mails',
  showing: 'Showing {from} to {to} of {total, plural, one {# e-mail} other {# e-mails}}',
  previous: 'Previous page',
  next: 'Next page',
  content: {
    show: 'Show the e-mail',
    showLabel: 'Show the e-mail to {to}',
    intro: 'To {to}, as it was written for them.',
    masked:
      'The links that act for the recipient (confirm, unsubscribe, accept an invitation, choose a password) are shown with •••••• in place of their key, so they open nothing here.',
    html: 'The e-mail as the recipient sees it',
    text: 'Plain text',
    close: 'Close',
  },
};
