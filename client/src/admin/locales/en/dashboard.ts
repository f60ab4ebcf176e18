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
      assigned: '{count, plural, one {# message assigned to you} other {# messages assigned to you}}',
      notifications_not_configured:
        '{count, plural, one {Contact notifications are not configured for # inquiry type: its messages notify nobody} other {Contact notifications are not configured for # inquiry types: their messages notify nobody}}',
    },
    newsletter: {
      /** One line per scheduled issue: {subject} in your language where written, {date} its time. */
      scheduled: 'Newsletter “{subject}” is scheduled for {date}',
      held: 'Newsletter “{subject}” is paused: it was to leave on {date}, and waits for you to resume or cancel its schedule',
    },
    news: {
      scheduled: '{count, plural, one {# article scheduled} other {# articles scheduled}}',
      draft: '{count, plural, one {# draft article} other {# draft articles}}',
      /** Submitted by writers (docs/decisions/089); {date}: when the one waiting longest was submitted. */
      review:
        '{count, plural, one {# article waits for review, since {date}} other {# articles wait for review, the oldest since {date}}}',
      /** The writer's own articles an editor sent back with a comment. */
      returned: '{count, plural, one {# of your articles was sent back} other {# of your articles were sent back}}',
    },
    /** Per section and language: records whose translation is missing or out of date. */
    translations: {
      news: {
        fr: '{count, plural, one {# article needs its French translation written or updated} other {# articles need their French translation written or updated}}',
        sw: '{count, plural, one {# article needs its Swahili translation written or updated} other {# articles need their Swahili translation written or updated}}',
      },
      metrics: {
        fr: '{count, plural, one {# impact metric needs its French translation written or updated} other {# impact metrics need their French translation written or updated}}',
        sw: '{count, plural, one {# impact metric needs its Swahili translation written or updated} other {# impact metrics need their Swahili translation written or updated}}',
      },
      stories: {
        fr: '{count, plural, one {# success story needs its French translation written or updated} other {# success stories need their French translation written or updated}}',
        sw: '{count, plural, one {# success story needs its Swahili translation written or updated} other {# success stories need their Swahili translation written or updated}}',
      },
      content: {
        fr: '{kind}: {count, plural, one {# record needs its French translation written or updated} other {# records need their French translation written or updated}}',
        sw: '{kind}: {count, plural, one {# record needs its Swahili translation written or updated} other {# records need their Swahili translation written or updated}}',
      },
    },
    content: {
      openingsClosing: '{count, plural, one {# job opening closes this week} other {# job openings close this week}}',
      /** Changes proposed for review (docs/decisions/090), per kind; {date}: when the oldest was submitted. */
      review:
        '{kind}: {count, plural, one {# change waits for review, since {date}} other {# changes wait for review, the oldest since {date}}}',
      /** The writer's own proposed changes an editor sent back with a comment. */
      returned:
        '{kind}: {count, plural, one {# of your changes was sent back} other {# of your changes were sent back}}',
    },
  },
};
