/**
 * The words of every audit action (common/src/admin/audit-actions.ts lists them; the type check in
 * features/audit/words.ts fails when one has none). Each has a `label` (the filter's option, the action
 * alone) and a `sentence`: `{actor}` is who did it and `{target}` what it was done to ("the article “New
 * office in Kampala”"); the other values come from the line's details (features/audit/describe.ts).
 */
export const auditActions = {
  news: {
    created: { label: 'Created an article', sentence: '{actor} created {target}' },
    saved: { label: 'Saved an article', sentence: '{actor} saved {target}' },
    autosaved: {
      label: 'Edited an article (saved automatically)',
      sentence: '{actor} edited {target}, saved automatically',
    },
    restored: {
      label: 'Restored an earlier version of an article',
      sentence: '{actor} restored {target} as it was on {when}',
    },
    published: { label: 'Published an article', sentence: '{actor} published {target} in {languages}' },
    scheduled: { label: 'Scheduled an article', sentence: '{actor} scheduled {target} in {languages} for {when}' },
    unpublished: { label: 'Unpublished an article', sentence: '{actor} took {target} off the website in {languages}' },
    featured: {
      label: 'Chose the featured articles',
      sentence: '{actor} chose the featured articles: {count, plural, =0 {none} one {# article} other {# articles}}',
    },
    deleted: { label: 'Deleted an article', sentence: '{actor} deleted {target}' },
    /** Review before publication (docs/decisions/089). */
    submitted: { label: 'Submitted an article for review', sentence: '{actor} submitted {target} for review' },
    returned: { label: 'Sent an article back to its writer', sentence: '{actor} sent {target} back to its writer' },
    approved: { label: 'Approved an article', sentence: '{actor} approved {target}, submitted for review' },
  },
  contact: {
    read: { label: 'Opened a message', sentence: '{actor} opened {target}' },
    status_changed: {
      label: 'Changed the status of a message',
      sentence: '{actor} moved {target} from {from} to {to}',
    },
    assigned: {
      label: 'Assigned a message',
      sentence:
        '{assigned, select, no {{actor} took the assignment off {target}} other {{actor} assigned {target} to {to}}}',
    },
    note_added: {
      label: 'Added an internal note to a message',
      sentence: '{actor} added an internal note to {target}',
    },
    replied: { label: 'Replied to a message', sentence: '{actor} replied to {target}: “{subject}”' },
    marked_read: { label: 'Marked a message as read', sentence: '{actor} marked {target} as read' },
    marked_unread: { label: 'Marked a message as unread', sentence: '{actor} marked {target} as unread' },
    // The line keeps nothing of the sender (their name goes with the message): the target is "a message".
    deleted: { label: 'Deleted a message', sentence: '{actor} deleted a contact message and its history' },
  },
  job: {
    contact: {
      retention: {
        label: 'Deleted old contact messages (daily)',
        sentence:
          '{actor} deleted {deleted, plural, =0 {no contact messages} one {# contact message} other {# contact messages}} older than {days, plural, one {# day} other {# days}}',
      },
    },
    newsletter: {
      delete_unconfirmed: {
        label: 'Deleted subscriptions never confirmed (daily)',
        sentence:
          '{actor} deleted {deleted, plural, =0 {no subscriptions} one {# subscription} other {# subscriptions}} never confirmed',
      },
    },
  },
  newsletter: {
    created: { label: 'Created a newsletter', sentence: '{actor} created {target}' },
    updated: { label: 'Edited a newsletter', sentence: '{actor} edited {target}' },
    deleted: { label: 'Deleted a newsletter', sentence: '{actor} deleted {target}' },
    test_sent: { label: 'Sent a newsletter test', sentence: '{actor} sent a test of {target} in {language} to {to}' },
    scheduled: { label: 'Scheduled a newsletter', sentence: '{actor} scheduled {target} for {when}' },
    unscheduled: { label: 'Cancelled a newsletter’s schedule', sentence: '{actor} cancelled the schedule of {target}' },
    schedule_paused: {
      label: 'Paused a newsletter’s schedule',
      sentence: '{actor} paused the schedule of {target}, which was to leave on {when}',
    },
    schedule_resumed: {
      label: 'Resumed a newsletter’s schedule',
      sentence: '{actor} resumed the schedule of {target}: it leaves on {when}',
    },
    paused: {
      label: 'Paused a newsletter',
      sentence: '{actor} paused {target} with {count, plural, one {# e-mail} other {# e-mails}} waiting',
    },
    resumed: {
      label: 'Resumed a newsletter',
      sentence: '{actor} resumed {target}: {count, plural, one {# e-mail} other {# e-mails}} still to send',
    },
    stopped: {
      label: 'Stopped a newsletter',
      sentence: '{actor} stopped {target}: {count, plural, one {# e-mail} other {# e-mails}} withdrawn',
    },
    sent: {
      label: 'Sent a newsletter',
      sentence: '{actor} sent {target} to {recipients, plural, one {# subscriber} other {# subscribers}}',
    },
  },
  subscriber: { removed: { label: 'Removed a subscriber', sentence: '{actor} removed {target}' } },
  subscribers: {
    exported: {
      label: 'Exported the subscribers',
      sentence: '{actor} exported {count, plural, one {# subscriber} other {# subscribers}} as a CSV file',
    },
  },
  metric: {
    created: { label: 'Created an impact metric', sentence: '{actor} created {target}' },
    updated: { label: 'Edited an impact metric', sentence: '{actor} edited {target}' },
    activated: { label: 'Showed an impact metric', sentence: '{actor} showed {target} on the website' },
    deactivated: { label: 'Hid an impact metric', sentence: '{actor} hid {target} from the website' },
    restored: {
      label: 'Restored an earlier version of a metric',
      sentence: '{actor} restored an earlier version of {target}',
    },
  },
  metrics: {
    reordered: {
      label: 'Reordered the impact metrics',
      sentence: '{actor} reordered the impact metrics of “{category}”',
    },
  },
  story: {
    created: { label: 'Created a story', sentence: '{actor} created {target}' },
    updated: { label: 'Edited a story', sentence: '{actor} edited {target}' },
    published: { label: 'Published a story', sentence: '{actor} published {target}' },
    unpublished: { label: 'Unpublished a story', sentence: '{actor} took {target} off the website' },
    restored: {
      label: 'Restored an earlier version of a story',
      sentence: '{actor} restored an earlier version of {target}',
    },
  },
  stories: { reordered: { label: 'Reordered the stories', sentence: '{actor} reordered the success stories' } },
  entry: {
    created: { label: 'Added site content', sentence: '{actor} added {target} to the site content' },
    updated: { label: 'Edited site content', sentence: '{actor} edited {target}' },
    deleted: { label: 'Deleted site content', sentence: '{actor} deleted {target}' },
    restored: { label: 'Restored an earlier version', sentence: '{actor} restored an earlier version of {target}' },
    submitted: { label: 'Proposed a change for review', sentence: '{actor} proposed a change to {target} for review' },
    returned: { label: 'Sent a proposed change back', sentence: '{actor} sent the change proposed to {target} back' },
    approved: { label: 'Approved a proposed change', sentence: '{actor} approved the change proposed to {target}' },
  },
  entries: { reordered: { label: 'Reordered site content', sentence: '{actor} reordered a list of the site content' } },
  media: {
    uploaded: { label: 'Uploaded an image', sentence: '{actor} uploaded {target}' },
    uploaded_again: {
      label: 'Uploaded an image already stored',
      sentence: '{actor} uploaded {target} again (it was already stored)',
    },
    alt_changed: {
      label: 'Changed the description of an image',
      sentence: '{actor} changed the description of {target}',
    },
    replaced: {
      label: 'Replaced the file of an image',
      sentence: '{actor} replaced the file of {target}; every page using it shows the new one',
    },
    deleted: { label: 'Deleted an unused image', sentence: '{actor} deleted {target}, which nothing used' },
  },
  mail: { retried: { label: 'Sent a failed e-mail again', sentence: '{actor} queued {target} again' } },
  privacy: {
    looked_up: {
      label: 'Looked up a person’s data',
      sentence: '{actor} looked up the data stored about {email}',
    },
    exported: { label: 'Exported a person’s data', sentence: '{actor} exported the data stored about {email}' },
    erased: {
      label: 'Erased a person’s data',
      sentence: '{actor} erased the data stored about a person (the address is no longer kept)',
    },
  },
  settings: {
    contact_notifications_changed: {
      label: 'Changed who is told about contact messages',
      sentence: '{actor} changed who is told about contact messages',
    },
    time_zone_changed: {
      label: 'Changed the time zone',
      sentence: '{actor} changed the staff area’s time zone from {from} to {to}',
    },
    site_identity_changed: {
      label: 'Changed the site’s identity',
      sentence: '{actor} changed the site’s identity (name, contact details, mailboxes or social profiles)',
    },
  },
  staff: {
    created: { label: 'Created a staff account', sentence: '{actor} created the account of {target} as {role}' },
    first_owner_created: {
      label: 'Set up the first owner account',
      sentence: '{actor} set up the first owner account, {target}',
    },
    invitation_resent: { label: 'Sent an invitation again', sentence: '{actor} sent the invitation for {email} again' },
    invited: { label: 'Invited a colleague', sentence: '{actor} invited {email} as {role}' },
    invitation_revoked: { label: 'Withdrew an invitation', sentence: '{actor} withdrew the invitation for {email}' },
    invitation_accepted: {
      label: 'Accepted an invitation',
      sentence: '{actor} accepted the invitation and joined as {role}',
    },
    role_changed: { label: 'Changed a role', sentence: '{actor} changed the role of {target} from {from} to {to}' },
    companies_changed: {
      label: 'Changed the companies of an account',
      sentence: '{actor} changed the companies of {target} from {from} to {to}',
    },
    disabled: { label: 'Disabled an account', sentence: '{actor} disabled the account of {target}' },
    enabled: { label: 'Enabled an account', sentence: '{actor} enabled the account of {target}' },
    signed_in: { label: 'Signed in', sentence: '{actor} signed in' },
    signed_out: { label: 'Signed out', sentence: '{actor} signed out' },
    sign_in_wait_lifted: { label: 'Lifted a sign-in wait', sentence: '{actor} lifted the sign-in wait of {target}' },
    address_block_lifted: {
      label: 'Lifted the sign-in block on an address',
      sentence: '{actor} lifted the sign-in block on {target}',
    },
    password_changed: { label: 'Changed their password', sentence: '{actor} changed their password' },
    password_reset: { label: 'Reset a password', sentence: '{actor} reset the password of {target}' },
    password_reset_sent: {
      label: 'Sent a link to choose a new password',
      sentence: '{actor} sent {target} a link to choose a new password',
    },
    password_reset_requested: {
      label: 'Asked for a link to choose a new password',
      sentence: '{actor} asked for a link to choose a new password for {email}',
    },
    password_reset_completed: {
      label: 'Chose a new password with a link',
      sentence: '{actor} chose a new password with a link',
    },
    identity_confirmed: {
      label: 'Confirmed it was them',
      sentence: '{actor} confirmed it was them with their code or password, for a sensitive change',
    },
    two_factor_enabled: { label: 'Turned on two-factor sign-in', sentence: '{actor} turned on two-factor sign-in' },
    two_factor_disabled: { label: 'Turned off two-factor sign-in', sentence: '{actor} turned off two-factor sign-in' },
    language_changed: {
      label: 'Chose the language of their staff area',
      sentence: '{actor} chose {language} for their staff area and e-mails',
    },
    two_factor_reset: {
      label: 'Reset two-factor sign-in',
      sentence: '{actor} reset the two-factor sign-in of {target}',
    },
    recovery_codes_replaced: {
      label: 'Replaced their recovery codes',
      sentence: '{actor} replaced their recovery codes',
    },
    session_ended: { label: 'Ended one of their sessions', sentence: '{actor} signed out one of their other sessions' },
    other_sessions_ended: { label: 'Ended their other sessions', sentence: '{actor} signed out everywhere else' },
    colleague_session_ended: {
      label: 'Ended a colleague’s session',
      sentence: '{actor} signed {email} out of one of their sessions',
    },
  },
};
