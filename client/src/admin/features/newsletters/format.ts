import type { IssueSummary } from '@common/admin/newsletter';

/** A sent issue whose mails still wait in the outbox is "sending"; scheduled, paused and stopped say so. */
export const statusKey = (issue: IssueSummary) =>
  issue.status === 'draft' || issue.status === 'scheduled' || issue.status === 'paused' || issue.status === 'stopped'
    ? issue.status
    : issue.counts.queued > 0
      ? 'inProgress'
      : 'sent';
