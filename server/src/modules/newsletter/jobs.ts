import type { DailyJob } from '../../jobs/daily';
import { deleteUnconfirmed } from './subscriptions';

/** Subscriptions never confirmed are deleted once their link has expired (decision 017); audited by the runner. */
export const pendingCleanupJob: DailyJob = {
  name: 'newsletter.delete_unconfirmed',
  run: (writer, now) => deleteUnconfirmed(writer, now),
};
