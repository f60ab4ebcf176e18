import type { FastifyInstance } from 'fastify';
import { type DailyJob, startDailyJobs } from '../../jobs/daily';
import { createMailTransport } from './transport';
import { type MailWorker, startMailWorker } from './worker';

/** E-mail: the outbox every module queues in, its worker, and the daily jobs (docs/decisions/046). */

export { outboxAdminRoutes } from './admin-routes';
// For other modules' tests, which run the worker's steps by hand.
export {
  type CancelOutcome,
  CLAIM_MS,
  cancelInvitationMail,
  claimDueMail,
  enqueueMail,
  InvalidMailError,
  markAttemptFailed,
  type OutgoingMail,
  storedMail,
} from './outbox';
export { oneLine, quoted, textBlock } from './plain-text';
export { createMailTransport } from './transport';
export { startMailWorker } from './worker';

declare module 'fastify' {
  interface FastifyInstance {
    mail: {
      /** True when mail actually leaves (SMTP_URL, or .eml files in development). */
      configured: boolean;
      describe: string;
      /** Wake the worker after a transaction that queued mail has committed. */
      kick(): void;
    };
    /** Jobs modules add at registration; run once a day across all processes (jobs/daily.ts). */
    dailyJobs: DailyJob[];
    /** Runs the due daily jobs now (tests, and the scheduler). */
    runDailyJobs(): Promise<unknown>;
  }
}

/**
 * The outbox worker and the daily jobs, started when the app is ready and stopped before it closes (so a
 * mail being sent when SIGTERM comes is finished and recorded). Tests turn both off (BACKGROUND_JOBS=false)
 * unless they test them.
 */
export function registerBackgroundWork(app: FastifyInstance): void {
  const { config } = app;
  const transport = createMailTransport({
    smtpUrl: config.SMTP_URL,
    dev: config.NODE_ENV === 'development',
    mailDir: config.MAIL_DIR,
  });
  let worker: MailWorker | undefined;
  app.decorate('mail', {
    configured: transport !== null,
    describe: transport?.describe ?? 'not configured: mail waits in the outbox',
    kick: () => worker?.kick(),
  });
  app.decorate('dailyJobs', [] as DailyJob[]);
  let jobs: ReturnType<typeof startDailyJobs> | undefined;
  app.decorate('runDailyJobs', () => jobs?.check() ?? Promise.resolve());

  app.addHook('onReady', async () => {
    if (!config.BACKGROUND_JOBS) return;
    const log = app.log;
    if (transport) {
      worker = startMailWorker({ db: app.database.db, transport, from: config.MAIL_FROM, log, clock: app.clock });
      log.info({ mail: transport.describe }, 'mail worker started');
    } else {
      log.warn('SMTP_URL is not set: e-mail waits in the outbox until it is');
    }
    jobs = startDailyJobs({ db: app.database.db, jobs: app.dailyJobs, clock: app.clock, log });
  });
  app.addHook('preClose', async () => {
    await worker?.stop();
    await jobs?.stop();
  });
}
