import type { DailyJobName } from '@common/admin/audit-actions';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { type DbLogger, errorFields } from '../db/logger';
import { settings } from '../db/schema';
import type { Writer } from '../db/types';
import type { Clock } from '../lib/clock';
import { recordAudit, SYSTEM } from '../modules/audit';

/** A job that runs once a day (retention, clean-up); what it returns goes into the audit log. */
export interface DailyJob {
  /** Its audit line is `job.<name>` (common/src/admin/audit-actions.ts). */
  name: DailyJobName;
  run(writer: Writer, now: Date): Promise<Record<string, unknown>>;
}

/** The day in South Africa (UTC+2, no daylight saving): a job's day turns at local midnight. */
const sastDay = (date: Date) => new Date(date.getTime() + 2 * 60 * 60_000).toISOString().slice(0, 10);

/**
 * Runs each job at most once a day across every server process on one database: inside a transaction
 * that holds a PostgreSQL advisory lock on the job's name (others skip it meanwhile), it runs only if the
 * day recorded in `settings` ('job:<name>') is not today, and records today with the job's result.
 */
export async function runDueJobs(db: Db, jobs: DailyJob[], now: Date, log: DbLogger): Promise<string[]> {
  const ran: string[] = [];
  for (const job of jobs) {
    try {
      const done = await db.transaction(async (tx) => {
        const lock = (await tx.execute(
          sql`select pg_try_advisory_xact_lock(hashtext(${`job:${job.name}`})) as ok`,
        )) as unknown as {
          rows: { ok: boolean }[];
        };
        if (!lock.rows[0]?.ok) return false;
        const key = `job:${job.name}`;
        const [last] = await tx.select().from(settings).where(eq(settings.key, key));
        const today = sastDay(now);
        if ((last?.value as { day?: string } | undefined)?.day === today) return false;
        const result = await job.run(tx, now);
        await tx
          .insert(settings)
          .values({ key, value: { day: today, at: now.toISOString(), result } })
          .onConflictDoUpdate({ target: settings.key, set: { value: { day: today, at: now.toISOString(), result } } });
        await recordAudit(tx, { actor: SYSTEM, action: `job.${job.name}`, details: result, at: now });
        return true;
      });
      if (done) ran.push(job.name);
    } catch (error) {
      log.warn({ job: job.name, ...errorFields(error) }, 'daily job failed; tried again later');
    }
  }
  return ran;
}

/** Checks for due jobs at start and then every `everyMs` (an hour), until stopped. */
export function startDailyJobs(options: { db: Db; jobs: DailyJob[]; clock: Clock; log: DbLogger; everyMs?: number }) {
  const { db, jobs, clock, log, everyMs = 60 * 60_000 } = options;
  let running: Promise<unknown> | undefined;
  const check = () => {
    running ??= runDueJobs(db, jobs, clock.now(), log).finally(() => {
      running = undefined;
    });
  };
  const first = setTimeout(check, 5_000);
  const timer = setInterval(check, everyMs);
  first.unref();
  timer.unref();
  return {
    /**
     * Runs the due jobs as of the clock's time now. A check already under way began at an earlier time
     * (the hourly timer's), so it is waited for first, not joined: joined, a job due since then would
     * wait for the next hour (a test's moved clock saw it under load).
     */
    check: async () => {
      await running;
      check();
      await running;
    },
    async stop() {
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}
