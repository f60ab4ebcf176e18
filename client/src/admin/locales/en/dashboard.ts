export const dashboard = {
  title: 'Dashboard',
  greeting: 'Welcome, {name}',
  attentionTitle: 'Needs your attention',
  nothing: 'Nothing needs your attention right now.',
  mailNotConfigured:
    'Email is not configured: messages to staff and subscribers wait in the outbox until SMTP_URL is set on the server.',
};
