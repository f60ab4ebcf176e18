import type { IssueSummary } from '@common/admin/newsletter';

export const formatDate = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' }) : '—';

/** A sent issue whose mails still wait in the outbox is "sending". */
export const statusKey = (issue: IssueSummary) =>
  issue.status === 'draft' ? 'draft' : issue.counts.queued > 0 ? 'inProgress' : 'sent';
