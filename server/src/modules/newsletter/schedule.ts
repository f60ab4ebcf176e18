import { issueSubject } from '@common/admin/newsletter';
import { and, asc, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { mailOutbox, newsletterIssues } from '../../db/schema';
import type { Writer } from '../../db/types';
import { HttpError } from '../../lib/http-error';
import { recordAudit, SYSTEM } from '../audit';
import { NO_AUDIENCE, NO_CHOSEN_AUDIENCE, nextTurn, sendIssue, versionsOf } from './issues';

/**
 * Scheduled issues and sendings in progress. A scheduled issue is started by whichever server
 * process looks first: the row is locked FOR UPDATE SKIP LOCKED and still `scheduled` inside the transaction
 * that queues its mails and marks it sent, so two processes (or a restart) never queue it twice. Pausing
 * holds its queued mails (the outbox claims no mail of a paused issue: mail/outbox.ts); stopping deletes
 * them, which the outbox's trigger counts as withdrawn.
 */

const isSendingError = (error: unknown) =>
  error instanceof HttpError && (error.code === NO_AUDIENCE || error.code === NO_CHOSEN_AUDIENCE);

/** Starts every scheduled issue whose time has come; answers their ids. Audited as sent by the system. */
async function startDueIssues(
  db: Db,
  options: { now: Date; ratePerMinute: number; publicUrl: string },
): Promise<number[]> {
  const started: number[] = [];
  for (;;) {
    const id = await db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(newsletterIssues)
        .where(and(eq(newsletterIssues.status, 'scheduled'), lte(newsletterIssues.scheduledAt, options.now)))
        .orderBy(asc(newsletterIssues.scheduledAt), asc(newsletterIssues.id))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!row) return null;
      // Chosen when scheduled (a scheduled issue does not change); a version that is not written, as in a
      // row converted from before decision 078, is not sent.
      const versions = versionsOf(row);
      const chosen = row.sendChoice ?? { locales: versions, fallback: null };
      const choice = {
        locales: chosen.locales.filter((locale) => versions.includes(locale)),
        fallback: chosen.fallback && versions.includes(chosen.fallback) ? chosen.fallback : null,
      };
      const subject = issueSubject(row.versions).subject;
      try {
        await tx.transaction(async (inner) => {
          const sent = await sendIssue(inner, { row, choice, ...options });
          await recordAudit(inner, {
            actor: SYSTEM,
            action: 'newsletter.sent',
            target: { type: 'newsletter', id: row.id },
            details: {
              subject,
              scheduledAt: row.scheduledAt?.toISOString(),
              recipients: sent.recipients,
              byLocale: sent.byLocale,
              ratePerMinute: options.ratePerMinute,
              locales: choice.locales,
              fallback: choice.fallback,
            },
            at: options.now,
          });
        });
      } catch (error) {
        if (!isSendingError(error)) throw error;
        // No one to send to at its time: back to a draft, said in the log, rather than tried for ever.
        await tx
          .update(newsletterIssues)
          .set({ status: 'draft', scheduledAt: null })
          .where(eq(newsletterIssues.id, row.id));
        await recordAudit(tx, {
          actor: SYSTEM,
          action: 'newsletter.unscheduled',
          target: { type: 'newsletter', id: row.id },
          details: { subject, reason: 'no_audience', scheduledAt: row.scheduledAt?.toISOString() },
          at: options.now,
        });
      }
      return row.id;
    });
    if (id === null) return started;
    started.push(id);
  }
}

/** Checks for due scheduled issues at start and then every `everyMs`, until stopped (like jobs/daily.ts). */
function startIssueScheduler(options: {
  check: () => Promise<unknown>;
  log: { warn: (fields: object, message: string) => void };
  everyMs?: number;
}) {
  const { check, log, everyMs = 15_000 } = options;
  let running: Promise<unknown> | undefined;
  const run = () => {
    running ??= check()
      .catch((error: unknown) => log.warn({ error: String(error) }, 'scheduled newsletters not started; tried again'))
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  const timer = setInterval(run, everyMs);
  timer.unref();
  const first = setTimeout(run, 0);
  first.unref();
  return {
    run,
    async stop() {
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}

/** The issue's mails still waiting: queued, or claimed by a process whose claim ran out. */
const waitingMail = (issueId: number, now: Date) =>
  and(
    eq(mailOutbox.issueId, issueId),
    eq(mailOutbox.kind, 'newsletter_issue'),
    or(
      eq(mailOutbox.status, 'queued'),
      and(eq(mailOutbox.status, 'sending'), or(isNull(mailOutbox.lockedUntil), lte(mailOutbox.lockedUntil, now))),
    ),
  );

/** A held mail's claim: no worker's `now` reaches it (resume sets it back to none, `respace`). */
const HELD_UNTIL = new Date('9999-12-31T00:00:00Z');

/**
 * Pausing: the issue's waiting mails are held (queued, claimed until HELD_UNTIL), and their number
 * answered. Counting them was not enough: a worker's claim under way at that moment (its statement had
 * read the issue as sending) still took one and sent it after the pause was answered. Writing the rows
 * orders the two: the UPDATE waits for a claim that holds a row and then leaves that mail to its worker
 * (no longer waiting, not counted); a claim that reaches a row after the pause changed it finds it
 * claimed and passes it by.
 */
export async function holdWaiting(tx: Writer, issueId: number, now: Date): Promise<number> {
  const held = await tx
    .update(mailOutbox)
    .set({ status: 'queued', lockedUntil: HELD_UNTIL })
    .where(waitingMail(issueId, now))
    .returning({ id: mailOutbox.id });
  return held.length;
}

/** Resumes a paused issue: its waiting mails are spaced at the rate again, from now (after other issues'). */
export async function respace(tx: Writer, issueId: number, now: Date, ratePerMinute: number): Promise<number> {
  const spacingMs = 60_000 / ratePerMinute;
  const start = await nextTurn(tx, now, spacingMs, issueId);
  const result = (await tx.execute(sql`
    update ${mailOutbox} set
      status = 'queued',
      locked_until = null,
      next_attempt_at = ${new Date(start).toISOString()}::timestamptz + (turn.n - 1) * ${spacingMs} * interval '1 millisecond',
      give_up_at = ${new Date(start).toISOString()}::timestamptz + (turn.n - 1) * ${spacingMs} * interval '1 millisecond' + interval '24 hours'
    from (
      select id, row_number() over (order by next_attempt_at, id) as n from ${mailOutbox}
      where ${waitingMail(issueId, now)}
    ) as turn
    where ${mailOutbox}.id = turn.id
    returning ${mailOutbox}.id`)) as unknown as { rows: unknown[] };
  return result.rows.length;
}

/**
 * Stops an issue: its waiting mails are deleted, counted as withdrawn (migration 0009's trigger), and their
 * number answered. One statement that returns what it deleted, as `holdWaiting` does: reading the ids first
 * and deleting them after reported a mail that a worker's claim took in between (it was sent, yet counted
 * as withdrawn; the schedule test saw it on PostgreSQL), and listed every id of a 100,000-mail issue in one
 * statement.
 */
export async function withdrawWaiting(tx: Writer, issueId: number, now: Date): Promise<number> {
  const withdrawn = await tx.delete(mailOutbox).where(waitingMail(issueId, now)).returning({ id: mailOutbox.id });
  return withdrawn.length;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Starts the scheduled newsletters whose time has come, now (tests; the scheduler does it every 15 s). */
    startScheduledNewsletters(): Promise<number[]>;
  }
}

/** The scheduler, with the other background work: started when the app is ready (BACKGROUND_JOBS), stopped before it closes. */
export function registerNewsletterSchedule(app: FastifyInstance): void {
  const startDue = async () => {
    const started = await startDueIssues(app.database.db, {
      now: app.clock.now(),
      ratePerMinute: app.config.NEWSLETTER_RATE_PER_MINUTE,
      publicUrl: app.config.publicUrl,
    });
    if (started.length > 0) app.mail.kick();
    return started;
  };
  app.decorate('startScheduledNewsletters', startDue);
  let scheduler: ReturnType<typeof startIssueScheduler> | undefined;
  app.addHook('onReady', async () => {
    if (app.config.BACKGROUND_JOBS) scheduler = startIssueScheduler({ check: startDue, log: app.log });
  });
  app.addHook('preClose', async () => {
    await scheduler?.stop();
  });
}
