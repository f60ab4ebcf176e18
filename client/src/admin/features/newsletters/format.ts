import type { IssueSummary } from '@common/admin/newsletter';

/** A sent issue whose mails still wait in the outbox is "sending"; the other statuses say themselves. */
export const statusKey = (issue: IssueSummary) =>
  issue.status !== 'sent' && issue.status !== 'sending'
    ? issue.status
    : issue.counts.queued > 0
      ? 'inProgress'
      : 'sent';
