export const dashboard = {
  title: 'Dashboard',
  greeting: 'Welcome, {name}',
  attentionTitle: 'Needs your attention',
  nothing: 'Nothing needs your attention right now.',
  mailNotConfigured: 'E-mail is not configured (SMTP_URL): mail waits in the outbox.',
  openOutbox: 'Open the outbox',
  /** Each attention item by its kind (server: attentionSources); an item without text here shows the server's label. */
  attention: {
    mail_failed: '{count, plural, one {# e-mail failed} other {# e-mails failed}}',
    inbox: {
      unread: '{count, plural, one {# unread message in the inbox} other {# unread messages in the inbox}}',
      notifications_not_configured:
        '{count, plural, one {Contact notifications are not configured for # inquiry type: its messages notify nobody} other {Contact notifications are not configured for # inquiry types: their messages notify nobody}}',
    },
  },
};
