import type { IssueSummary } from '@common/admin/newsletter';

/** A sent issue whose mails still wait in the outbox is "sending". */
export const statusKey = (issue: IssueSummary) =>
  issue.status === 'draft' ? 'draft' : issue.counts.queued > 0 ? 'inProgress' : 'sent';
