export const dashboard = {
  title: 'Dashboard',
  greeting: 'Welcome, {name}',
  attentionTitle: 'Needs your attention',
  nothing: 'Nothing needs your attention right now.',
  mailNotConfigured: 'E-mail is not configured (SMTP_URL): mail waits in the outbox.',
  openOutbox: 'Open the outbox',
  /** Each attention item by its kind, one and other; an item without text here shows the server's label. */
  attention: {
    mail_failed: { one: '1 e-mail failed', other: '{count} e-mails failed' },
  },
};
