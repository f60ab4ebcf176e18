import type { ApiErrorCode } from '@common/admin/api-errors';
import {
  audienceOf,
  ISSUE_WORDS,
  type Issue,
  type IssueArticle,
  type IssueOverview,
  type IssuePreviews,
  issueSchema,
  issueSubject,
  SCHEDULED_STATUSES,
  type SendChoice,
  scheduleSchema,
  sendSchema,
  testSendSchema,
} from '@common/admin/newsletter';
import { DEFAULT_LOCALE, type Locale } from '@common/locale';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { newsletterIssues } from '../../db/schema';
import type { Writer } from '../../db/types';
import { HttpError, parseOr400 } from '../../lib/http-error';
import { pathId } from '../../lib/query-params';
import { recordAudit } from '../audit';
import { auditContext, staffLocaleOf as localeOf, staffOf } from '../auth';
import { findRevision, keepRevision, listRevisions, writeRecord } from '../records';
import { articlesByIds, recentArticles } from './articles';
import { listIssues, previewIssue, queueTest, readIssue, sendChoice, sendIssue } from './issues';
import { holdWaiting, respace, withdrawWaiting } from './schedule';
import { type IssueRow, issueState, issueStore, lockIssue, refuseUnlessDraft } from './store';
import { confirmedCounts } from './subscriptions';

/** The staff member's language: an issue's subject in lists reads in it where written. */
const subjectOf = (row: { versions: Parameters<typeof issueSubject>[0] }) => issueSubject(row.versions).subject;

/**
 * Newsletter issues for owners and editors: compose (through the one write path, records/write.ts:
 * versions per language, a colleague's change merged, history, audit), preview, test, send or schedule,
 * pause, resume, stop, the figures, and the history for "Restore as draft".
 */
export const issueAdminRoutes: FastifyPluginAsync = async (app) => {
  const db = app.database.db;
  const access = 'newsletters' as const;
  const rate = app.config.NEWSLETTER_RATE_PER_MINUTE;

  /** The issue as saved, as reading it answers (a 404 would mean it was deleted in between). */
  const answer = async (request: FastifyRequest, id: number): Promise<Issue> => {
    const issue = await readIssue(db, id, localeOf(request));
    if (!issue) throw new HttpError(404, 'newsletter.notFound');
    return issue;
  };

  app.get('/newsletters', { config: { access } }, async (request): Promise<IssueOverview> => {
    const [issues, confirmed] = await Promise.all([listIssues(db, localeOf(request)), confirmedCounts(db)]);
    return {
      issues,
      confirmed: { en: confirmed.en ?? 0, fr: confirmed.fr ?? 0, sw: confirmed.sw ?? 0 },
      ratePerMinute: rate,
    };
  });

  // Each in the staff member's language where published, else in its original (articles.ts, `lang`).
  app.get(
    '/newsletters/articles',
    { config: { access } },
    async (request): Promise<IssueArticle[]> => recentArticles(db, app.clock.now(), 20, localeOf(request)),
  );

  app.post('/newsletters/preview', { config: { access } }, async (request): Promise<IssuePreviews> => {
    const data = parseOr400(issueSchema, request.body, 'request.correctFields');
    const now = app.clock.now();
    const articles = await articlesByIds(db, data.values.articleIds, now);
    return previewIssue({ data, articles, email: staffOf(request).user.email, publicUrl: app.config.publicUrl, now });
  });

  /** Creating and saving answer with the issue as saved, each language's state included (201 for a new one). */
  app.post('/newsletters', { config: { access } }, async (request, reply): Promise<Issue> => {
    const input = parseOr400(issueSchema, request.body, 'request.correctFields');
    const { row } = await writeRecord(db, issueStore, { id: null, input, context: auditContext(request) });
    reply.code(201);
    return answer(request, row.id);
  });

  app.get(
    '/newsletters/:id',
    { config: { access } },
    async (request): Promise<Issue> => answer(request, pathId(request.params, 'newsletter.notFound')),
  );

  // A draft only (the store refuses a scheduled or sent issue with a 409 that says why).
  app.put('/newsletters/:id', { config: { access } }, async (request): Promise<Issue> => {
    const id = pathId(request.params, 'newsletter.notFound');
    const input = parseOr400(issueSchema, request.body, 'request.correctFields');
    await writeRecord(db, issueStore, { id, input, context: auditContext(request) });
    return answer(request, id);
  });

  /** This request's issue, locked, when it is a draft; 409 otherwise. */
  const lockDraft = async (tx: Writer, request: FastifyRequest) =>
    refuseUnlessDraft(await lockIssue(tx, pathId(request.params, 'newsletter.notFound')));

  /** This request's issue, locked, when its status is one of `statuses`; 409 with `refusal` otherwise. */
  const lockIn = async (tx: Writer, request: FastifyRequest, statuses: string[], refusal: ApiErrorCode) => {
    const row = await lockIssue(tx, pathId(request.params, 'newsletter.notFound'));
    if (!statuses.includes(row.status)) throw new HttpError(409, refusal);
    return row;
  };

  const audienceNow = async (tx: Writer, choice: SendChoice) => {
    const confirmed = await confirmedCounts(tx);
    return audienceOf({ en: confirmed.en ?? 0, fr: confirmed.fr ?? 0, sw: confirmed.sw ?? 0 }, choice);
  };

  app.delete('/newsletters/:id', { config: { access } }, async (request) => {
    const { actor, ...where } = auditContext(request);
    await db.transaction(async (tx) => {
      const row = await lockDraft(tx, request);
      // The last version stays in the history, so the draft can be brought back by hand.
      await keepRevision(tx, {
        type: issueStore.type,
        id: row.id,
        action: 'deleted',
        snapshot: issueState(row),
        actor,
      });
      await tx.delete(newsletterIssues).where(eq(newsletterIssues.id, row.id));
      await recordAudit(tx, {
        actor,
        ...where,
        action: 'newsletter.deleted',
        target: { type: 'newsletter', id: row.id },
        details: { subject: subjectOf(row) },
      });
    });
    return { success: true };
  });

  app.get('/newsletters/:id/history', { config: { access } }, async (request) => {
    const id = pathId(request.params, 'newsletter.notFound');
    const locale = localeOf(request);
    return listRevisions(db, issueStore.type, id, {
      words: ISSUE_WORDS,
      label: (state) => issueSubject(state.versions, locale).subject,
    });
  });

  // A version with what it held: the editor puts it in the form, to be saved as a change (`restoredFrom`).
  app.get('/newsletters/:id/history/:revision', { config: { access } }, async (request) => {
    const id = pathId(request.params, 'newsletter.notFound');
    const revision = pathId(request.params, 'entries.versionNotFound', 'revision');
    const locale = localeOf(request);
    return findRevision(db, issueStore.type, id, revision, (state) => issueSubject(state.versions, locale).subject);
  });

  app.post('/newsletters/:id/test', { config: { access } }, async (request) => {
    const { locale } = parseOr400(testSendSchema, request.body);
    const { user } = staffOf(request);
    await db.transaction(async (tx) => {
      const row = await lockDraft(tx, request);
      await queueTest(tx, {
        row,
        locale: locale as Locale,
        email: user.email,
        staffLocale: user.locale ?? DEFAULT_LOCALE,
        publicUrl: app.config.publicUrl,
        now: app.clock.now(),
      });
      await recordAudit(tx, {
        ...auditContext(request),
        action: 'newsletter.test_sent',
        target: { type: 'newsletter', id: row.id },
        details: { subject: subjectOf(row), locale, to: user.email },
      });
    });
    app.mail.kick();
    return { success: true, to: user.email };
  });

  /**
   * The body is optional: every version the issue is written in, each to its readers, and none to the others.
   * A scheduled issue (running or paused) can be sent now instead, from its schedule's dialog.
   */
  app.post('/newsletters/:id/send', { config: { access } }, async (request) => {
    const input = parseOr400(sendSchema, request.body ?? {}, 'newsletter.correctSending');
    const now = app.clock.now();
    const result = await db.transaction(async (tx) => {
      const row = await lockIn(tx, request, ['draft', ...SCHEDULED_STATUSES], 'newsletter.sent');
      const choice = sendChoice(row, input);
      const sent = await sendIssue(tx, { row, now, ratePerMinute: rate, publicUrl: app.config.publicUrl, choice });
      await recordAudit(tx, {
        ...auditContext(request),
        action: 'newsletter.sent',
        target: { type: 'newsletter', id: row.id },
        details: {
          subject: subjectOf(row),
          recipients: sent.recipients,
          byLocale: sent.byLocale,
          ratePerMinute: rate,
          locales: choice.locales,
          fallback: choice.fallback,
          audience: await audienceNow(tx, choice),
        },
      });
      return sent;
    });
    app.mail.kick();
    return { success: true, ...result };
  });

  /**
   * Schedules a draft (or moves a scheduled issue's time and choice): it starts sending at `at` by the
   * scheduler below. The choice is checked now as for sending now.
   */
  app.post('/newsletters/:id/schedule', { config: { access } }, async (request) => {
    const input = parseOr400(scheduleSchema, request.body, 'newsletter.correctSchedule');
    const at = new Date(input.at);
    if (at.getTime() <= app.clock.now().getTime()) {
      throw new HttpError(400, 'field.futureTime', { fields: { at: 'field.futureTime' } });
    }
    await db.transaction(async (tx) => {
      const row = await lockIn(tx, request, ['draft', ...SCHEDULED_STATUSES], 'newsletter.sent');
      const choice = sendChoice(row, input);
      await tx
        .update(newsletterIssues)
        .set({
          status: 'scheduled',
          scheduledAt: at,
          sendChoice: { locales: [...choice.locales], fallback: choice.fallback },
        })
        .where(eq(newsletterIssues.id, row.id));
      await recordAudit(tx, {
        ...auditContext(request),
        action: 'newsletter.scheduled',
        target: { type: 'newsletter', id: row.id },
        details: {
          subject: subjectOf(row),
          at: at.toISOString(),
          before: row.scheduledAt?.toISOString() ?? null,
          locales: choice.locales,
          fallback: choice.fallback,
          audience: await audienceNow(tx, choice),
        },
      });
    });
    return answer(request, pathId(request.params, 'newsletter.notFound'));
  });

  /**
   * Cancels a schedule (running or paused): the issue is a draft again, and keeps the languages and the
   * version for the others it was scheduled with (`sendChoice`), which the send dialog offers again.
   */
  app.delete('/newsletters/:id/schedule', { config: { access } }, async (request) => {
    await db.transaction(async (tx) => {
      const row = await lockIn(tx, request, [...SCHEDULED_STATUSES], 'newsletter.notScheduled');
      await tx
        .update(newsletterIssues)
        .set({ status: 'draft', scheduledAt: null })
        .where(eq(newsletterIssues.id, row.id));
      await recordAudit(tx, {
        ...auditContext(request),
        action: 'newsletter.unscheduled',
        target: { type: 'newsletter', id: row.id },
        details: { subject: subjectOf(row), scheduledAt: row.scheduledAt?.toISOString() ?? null },
      });
    });
    return answer(request, pathId(request.params, 'newsletter.notFound'));
  });

  /**
   * A scheduled issue paused (`held`): it keeps its time and choice but does not leave at its time
   * (the scheduler starts `scheduled` rows only) until it is resumed or scheduled again.
   */
  const holdSchedule = async (tx: Writer, request: FastifyRequest, row: IssueRow) => {
    await tx.update(newsletterIssues).set({ status: 'held' }).where(eq(newsletterIssues.id, row.id));
    await recordAudit(tx, {
      ...auditContext(request),
      action: 'newsletter.schedule_paused',
      target: { type: 'newsletter', id: row.id },
      details: { subject: subjectOf(row), scheduledAt: row.scheduledAt?.toISOString() ?? null },
    });
    return { success: true as const, queued: 0, scheduledAt: row.scheduledAt?.toISOString() ?? null };
  };

  /** A paused schedule resumed: scheduled again for its time, unless that time has passed (409: choose a new one). */
  const resumeSchedule = async (tx: Writer, request: FastifyRequest, row: IssueRow) => {
    if (!row.scheduledAt || row.scheduledAt.getTime() <= app.clock.now().getTime()) {
      throw new HttpError(409, 'newsletter.scheduleMissed');
    }
    await tx.update(newsletterIssues).set({ status: 'scheduled' }).where(eq(newsletterIssues.id, row.id));
    await recordAudit(tx, {
      ...auditContext(request),
      action: 'newsletter.schedule_resumed',
      target: { type: 'newsletter', id: row.id },
      details: { subject: subjectOf(row), scheduledAt: row.scheduledAt.toISOString() },
    });
    return { success: true as const, queued: 0, scheduledAt: row.scheduledAt.toISOString() };
  };

  /**
   * Pauses a scheduled issue (it will not leave at its time), or a sending in progress: its waiting mails
   * stay queued and are not handed to the SMTP server.
   */
  app.post('/newsletters/:id/pause', { config: { access } }, async (request) => {
    const now = app.clock.now();
    return db.transaction(async (tx) => {
      const row = await lockIn(tx, request, ['scheduled', 'sent'], 'newsletter.pauseOnlySending');
      if (row.status === 'scheduled') return holdSchedule(tx, request, row);
      const queued = await holdWaiting(tx, row.id, now);
      if (queued === 0) throw new HttpError(409, 'newsletter.nothingToPause');
      await tx.update(newsletterIssues).set({ status: 'paused' }).where(eq(newsletterIssues.id, row.id));
      await recordAudit(tx, {
        ...auditContext(request),
        action: 'newsletter.paused',
        target: { type: 'newsletter', id: row.id },
        details: { subject: subjectOf(row), queued },
      });
      return { success: true as const, queued, scheduledAt: null };
    });
  });

  /** Resumes a paused schedule, or a paused sending: its waiting mails leave again at the rate, from now. */
  app.post('/newsletters/:id/resume', { config: { access } }, async (request) => {
    const now = app.clock.now();
    const result = await db.transaction(async (tx) => {
      const row = await lockIn(tx, request, ['held', 'paused'], 'newsletter.notPaused');
      if (row.status === 'held') return resumeSchedule(tx, request, row);
      await tx.update(newsletterIssues).set({ status: 'sent' }).where(eq(newsletterIssues.id, row.id));
      const queued = await respace(tx, row.id, now, rate);
      await recordAudit(tx, {
        ...auditContext(request),
        action: 'newsletter.resumed',
        target: { type: 'newsletter', id: row.id },
        details: { subject: subjectOf(row), queued },
      });
      return { success: true as const, queued, scheduledAt: null };
    });
    app.mail.kick();
    return result;
  });

  /** Stops a sending (in progress or paused): the mails still waiting are withdrawn, never sent. */
  app.post('/newsletters/:id/stop', { config: { access } }, async (request) => {
    const now = app.clock.now();
    return db.transaction(async (tx) => {
      const row = await lockIn(tx, request, ['sent', 'paused'], 'newsletter.stopOnlySending');
      const withdrawn = await withdrawWaiting(tx, row.id, now);
      if (withdrawn === 0 && row.status === 'sent') {
        throw new HttpError(409, 'newsletter.nothingToStop');
      }
      await tx.update(newsletterIssues).set({ status: 'stopped' }).where(eq(newsletterIssues.id, row.id));
      await recordAudit(tx, {
        ...auditContext(request),
        action: 'newsletter.stopped',
        target: { type: 'newsletter', id: row.id },
        details: { subject: subjectOf(row), withdrawn },
      });
      return { success: true, withdrawn };
    });
  });
};
