import type { ApiErrorCode } from '@common/admin/api-errors';
import {
  audienceOf,
  type Issue,
  type IssueArticle,
  type IssueOverview,
  type IssuePreviews,
  issueSchema,
  type SendChoice,
  scheduleSchema,
  sendSchema,
  testSendSchema,
} from '@common/admin/newsletter';
import type { Locale } from '@common/locale';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { newsletterIssues } from '../../db/schema';
import { HttpError, parseOr400 } from '../../lib/http-error';
import { pathId } from '../../lib/query-params';
import { recordAudit } from '../audit/repository';
import { staffOf } from '../staff/access';
import { auditContext } from '../staff/context';
import { articlesByIds, recentArticles } from './articles';
import {
  findIssue,
  issueCounts,
  issueReport,
  listIssues,
  previewIssue,
  queueTest,
  sendChoice,
  sendIssue,
  toIssue,
  toStored,
} from './issues';
import { holdWaiting, respace, withdrawWaiting } from './schedule';
import { confirmedCounts } from './subscriptions';

/** Newsletter issues for owners and editors: compose, preview, test, send, and the figures. */
export const issueAdminRoutes: FastifyPluginAsync = async (app) => {
  const db = app.database.db;
  const access = 'newsletters' as const;
  const rate = app.config.NEWSLETTER_RATE_PER_MINUTE;

  app.get('/newsletters', { config: { access } }, async (): Promise<IssueOverview> => {
    const [issues, confirmed] = await Promise.all([listIssues(db), confirmedCounts(db)]);
    return {
      issues,
      confirmed: { en: confirmed.en ?? 0, fr: confirmed.fr ?? 0, sw: confirmed.sw ?? 0 },
      ratePerMinute: rate,
    };
  });

  app.get(
    '/newsletters/articles',
    { config: { access } },
    async (): Promise<IssueArticle[]> => recentArticles(db, app.clock.now()),
  );

  app.post('/newsletters/preview', { config: { access } }, async (request): Promise<IssuePreviews> => {
    const data = parseOr400(issueSchema, request.body, 'request.correctFields');
    const articles = await articlesByIds(db, data.articleIds, app.clock.now());
    return previewIssue({ data, articles, email: staffOf(request).user.email, publicUrl: app.config.publicUrl });
  });

  /** Creating and saving answer with the issue as saved, its translations' states included (201 for a new one). */
  app.post('/newsletters', { config: { access } }, async (request, reply): Promise<Issue> => {
    const data = parseOr400(issueSchema, request.body, 'request.correctFields');
    const { user } = staffOf(request);
    const row = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(newsletterIssues)
        .values({ ...toStored(data).row, createdBy: user.id, createdAt: app.clock.now() })
        .returning();
      await recordAudit(tx, {
        ...auditContext(request),
        action: 'newsletter.created',
        target: { type: 'newsletter', id: created.id },
        details: { subject: data.subject },
      });
      return created;
    });
    reply.code(201);
    return toIssue(row);
  });

  app.get('/newsletters/:id', { config: { access } }, async (request): Promise<Issue> => {
    const id = pathId(request.params, 'newsletter.notFound');
    const row = await findIssue(db, id);
    if (!row) throw new HttpError(404, 'newsletter.notFound');
    const [counts, report] = await Promise.all([issueCounts(db, [id]), issueReport(db, id)]);
    return toIssue(row, counts.get(id), report);
  });

  /** A draft of this request's issue, locked for the change; a sent issue no longer changes. */
  const lockDraft = async (tx: Parameters<Parameters<typeof db.transaction>[0]>[0], request: FastifyRequest) => {
    const id = pathId(request.params, 'newsletter.notFound');
    const row = await findIssue(tx, id, true);
    if (!row) throw new HttpError(404, 'newsletter.notFound');
    if (row.status === 'scheduled') {
      throw new HttpError(409, 'newsletter.scheduled');
    }
    if (row.status !== 'draft') throw new HttpError(409, 'newsletter.sent');
    return row;
  };

  /** This request's issue, locked, when its status is one of `statuses`; 409 with `refusal` otherwise. */
  const lockIn = async (
    tx: Parameters<Parameters<typeof db.transaction>[0]>[0],
    request: FastifyRequest,
    statuses: string[],
    refusal: ApiErrorCode,
  ) => {
    const id = pathId(request.params, 'newsletter.notFound');
    const row = await findIssue(tx, id, true);
    if (!row) throw new HttpError(404, 'newsletter.notFound');
    if (!statuses.includes(row.status)) throw new HttpError(409, refusal);
    return row;
  };

  const audienceNow = async (tx: Parameters<Parameters<typeof db.transaction>[0]>[0], choice: SendChoice) => {
    const confirmed = await confirmedCounts(tx);
    return audienceOf({ en: confirmed.en ?? 0, fr: confirmed.fr ?? 0, sw: confirmed.sw ?? 0 }, choice);
  };

  // A draft has no mails of its own yet (tests count in no issue's figures): its counts are all zero.
  app.put('/newsletters/:id', { config: { access } }, async (request): Promise<Issue> => {
    const data = parseOr400(issueSchema, request.body, 'request.correctFields');
    const row = await db.transaction(async (tx) => {
      const before = await lockDraft(tx, request);
      const stored = toStored(data, before);
      const [saved] = await tx
        .update(newsletterIssues)
        .set(stored.row)
        .where(eq(newsletterIssues.id, before.id))
        .returning();
      await recordAudit(tx, {
        ...auditContext(request),
        action: 'newsletter.updated',
        target: { type: 'newsletter', id: before.id },
        details: { subject: data.subject, translationsChanged: stored.changed, reviewed: data.reviewed ?? [] },
      });
      return saved;
    });
    return toIssue(row);
  });

  app.delete('/newsletters/:id', { config: { access } }, async (request) => {
    await db.transaction(async (tx) => {
      const row = await lockDraft(tx, request);
      await tx.delete(newsletterIssues).where(eq(newsletterIssues.id, row.id));
      await recordAudit(tx, {
        ...auditContext(request),
        action: 'newsletter.deleted',
        target: { type: 'newsletter', id: row.id },
        details: { subject: row.subject },
      });
    });
    return { success: true };
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
        staffLocale: user.locale,
        publicUrl: app.config.publicUrl,
        now: app.clock.now(),
      });
      await recordAudit(tx, {
        ...auditContext(request),
        action: 'newsletter.test_sent',
        target: { type: 'newsletter', id: row.id },
        details: { locale, to: user.email },
      });
    });
    app.mail.kick();
    return { success: true, to: user.email };
  });

  /** The body is optional (an old client sends none): every version the issue has, and no English to the others. */
  app.post('/newsletters/:id/send', { config: { access } }, async (request) => {
    const input = parseOr400(sendSchema, request.body ?? {}, 'newsletter.correctSending');
    const now = app.clock.now();
    const result = await db.transaction(async (tx) => {
      const row = await lockDraft(tx, request);
      const choice = sendChoice(row, { locales: input.locales as Locale[] | undefined, ...input });
      const sent = await sendIssue(tx, { row, now, ratePerMinute: rate, publicUrl: app.config.publicUrl, choice });
      await recordAudit(tx, {
        ...auditContext(request),
        action: 'newsletter.sent',
        target: { type: 'newsletter', id: row.id },
        details: {
          subject: row.subject,
          recipients: sent.recipients,
          byLocale: sent.byLocale,
          ratePerMinute: rate,
          locales: choice.locales,
          fallbackToEnglish: choice.fallbackToEnglish,
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
    return db.transaction(async (tx) => {
      const row = await lockIn(tx, request, ['draft', 'scheduled'], 'newsletter.sent');
      const choice = sendChoice(row, { locales: input.locales as Locale[] | undefined, ...input });
      const [saved] = await tx
        .update(newsletterIssues)
        .set({ status: 'scheduled', scheduledAt: at, sendChoice: { ...choice, locales: [...choice.locales] } })
        .where(eq(newsletterIssues.id, row.id))
        .returning();
      await recordAudit(tx, {
        ...auditContext(request),
        action: 'newsletter.scheduled',
        target: { type: 'newsletter', id: row.id },
        details: {
          subject: row.subject,
          at: at.toISOString(),
          before: row.scheduledAt?.toISOString() ?? null,
          locales: choice.locales,
          fallbackToEnglish: choice.fallbackToEnglish,
          audience: await audienceNow(tx, choice),
        },
      });
      return toIssue(saved);
    });
  });

  /** Cancels a schedule: the issue is a draft again. */
  app.delete('/newsletters/:id/schedule', { config: { access } }, async (request) => {
    return db.transaction(async (tx) => {
      const row = await lockIn(tx, request, ['scheduled'], 'newsletter.notScheduled');
      const [saved] = await tx
        .update(newsletterIssues)
        .set({ status: 'draft', scheduledAt: null })
        .where(eq(newsletterIssues.id, row.id))
        .returning();
      await recordAudit(tx, {
        ...auditContext(request),
        action: 'newsletter.unscheduled',
        target: { type: 'newsletter', id: row.id },
        details: { subject: row.subject, scheduledAt: row.scheduledAt?.toISOString() ?? null },
      });
      return toIssue(saved);
    });
  });

  /** Pauses a sending in progress: its waiting mails stay queued and are not handed to the SMTP server. */
  app.post('/newsletters/:id/pause', { config: { access } }, async (request) => {
    const now = app.clock.now();
    return db.transaction(async (tx) => {
      const row = await lockIn(tx, request, ['sent'], 'newsletter.pauseOnlySending');
      const queued = await holdWaiting(tx, row.id, now);
      if (queued === 0) throw new HttpError(409, 'newsletter.nothingToPause');
      await tx.update(newsletterIssues).set({ status: 'paused' }).where(eq(newsletterIssues.id, row.id));
      await recordAudit(tx, {
        ...auditContext(request),
        action: 'newsletter.paused',
        target: { type: 'newsletter', id: row.id },
        details: { subject: row.subject, queued },
      });
      return { success: true, queued };
    });
  });

  /** Resumes a paused sending: its waiting mails leave again at the rate, from now. */
  app.post('/newsletters/:id/resume', { config: { access } }, async (request) => {
    const now = app.clock.now();
    const result = await db.transaction(async (tx) => {
      const row = await lockIn(tx, request, ['paused'], 'newsletter.notPaused');
      await tx.update(newsletterIssues).set({ status: 'sent' }).where(eq(newsletterIssues.id, row.id));
      const queued = await respace(tx, row.id, now, rate);
      await recordAudit(tx, {
        ...auditContext(request),
        action: 'newsletter.resumed',
        target: { type: 'newsletter', id: row.id },
        details: { subject: row.subject, queued },
      });
      return { success: true, queued };
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
        details: { subject: row.subject, withdrawn },
      });
      return { success: true, withdrawn };
    });
  });
};
