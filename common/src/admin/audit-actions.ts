/**
 * Every action the audit log records, by the part of the site it belongs to: the one list the server's
 * `recordAudit` is typed against (a new action cannot be recorded before it is added here), the audit
 * filter's groups, and the keys of the words staff read for each (client/src/admin/locales/en/audit.ts,
 * whose type check fails when an action has none).
 */
export const AUDIT_ACTION_GROUPS = {
  news: [
    'news.created',
    'news.saved',
    'news.autosaved',
    'news.restored',
    'news.published',
    'news.scheduled',
    'news.unpublished',
    'news.featured',
    'news.deleted',
    'news.submitted',
    'news.returned',
    'news.approved',
  ],
  contact: [
    'contact.read',
    'contact.status_changed',
    'contact.assigned',
    'contact.note_added',
    'contact.replied',
    'contact.marked_read',
    'contact.marked_unread',
    'contact.deleted',
    'job.contact.retention',
  ],
  newsletter: [
    'newsletter.created',
    'newsletter.updated',
    'newsletter.deleted',
    'newsletter.test_sent',
    'newsletter.sent',
    'newsletter.scheduled',
    'newsletter.unscheduled',
    'newsletter.schedule_paused',
    'newsletter.schedule_resumed',
    'newsletter.paused',
    'newsletter.resumed',
    'newsletter.stopped',
    'subscriber.removed',
    'subscribers.exported',
    'job.newsletter.delete_unconfirmed',
  ],
  impact: [
    'metric.created',
    'metric.updated',
    'metric.activated',
    'metric.deactivated',
    'metric.restored',
    'metrics.reordered',
  ],
  stories: [
    'story.created',
    'story.updated',
    'story.published',
    'story.unpublished',
    'story.restored',
    'stories.reordered',
  ],
  content: [
    'entry.created',
    'entry.updated',
    'entry.deleted',
    'entry.restored',
    'entries.reordered',
    'entry.submitted',
    'entry.returned',
    'entry.approved',
  ],
  media: ['media.uploaded', 'media.uploaded_again', 'media.alt_changed', 'media.replaced', 'media.deleted'],
  mail: ['mail.retried'],
  privacy: ['privacy.looked_up', 'privacy.exported', 'privacy.erased'],
  settings: ['settings.contact_notifications_changed', 'settings.time_zone_changed', 'settings.site_identity_changed'],
  staff: [
    'staff.created',
    'staff.first_owner_created',
    'staff.invited',
    'staff.invitation_resent',
    'staff.invitation_revoked',
    'staff.invitation_accepted',
    'staff.role_changed',
    'staff.companies_changed',
    'staff.disabled',
    'staff.enabled',
    'staff.signed_in',
    'staff.signed_out',
    'staff.sign_in_wait_lifted',
    'staff.address_block_lifted',
    'staff.password_changed',
    'staff.password_reset',
    'staff.password_reset_sent',
    'staff.password_reset_requested',
    'staff.password_reset_completed',
    'staff.identity_confirmed',
    'staff.two_factor_enabled',
    'staff.two_factor_disabled',
    'staff.language_changed',
    'staff.two_factor_reset',
    'staff.recovery_codes_replaced',
    'staff.session_ended',
    'staff.other_sessions_ended',
    'staff.colleague_session_ended',
  ],
} as const;
// The staff actions of the account-recovery and sign-in-block work (branches recover, authsec) are listed
// already, so that their words exist when they are merged.

export type AuditActionGroup = keyof typeof AUDIT_ACTION_GROUPS;
export type AuditAction = (typeof AUDIT_ACTION_GROUPS)[AuditActionGroup][number];

export const AUDIT_ACTION_GROUP_NAMES = Object.keys(AUDIT_ACTION_GROUPS) as AuditActionGroup[];
export const AUDIT_ACTIONS: readonly AuditAction[] = Object.values(AUDIT_ACTION_GROUPS).flat();

/** A daily job's name, as its audit line names it (`job.<name>`). */
export type DailyJobName = AuditAction extends infer A ? (A extends `job.${infer Name}` ? Name : never) : never;

export const isAuditAction = (value: string): value is AuditAction =>
  (AUDIT_ACTIONS as readonly string[]).includes(value);
export const isAuditActionGroup = (value: string): value is AuditActionGroup => value in AUDIT_ACTION_GROUPS;
