import { type AdminArticle, returnSchema } from '@common/admin/news';
import { publishesNews, type Role } from '@common/admin/roles';
import { DEFAULT_LOCALE } from '@common/locale';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { newsArticles, staffUsers } from '../../db/schema';
import type { Writer } from '../../db/types';
import { HttpError, parseOr400 } from '../../lib/http-error';
import { recordAudit } from '../audit';
import { auditContext, staffOf } from '../auth';
import { enqueueMail } from '../mail';
import { keepRevision } from '../records';
import { reviewReturnedMail } from '../staff-mail';
import type { LoadedArticle } from './admin-repository';
import { lockArticle, readArticle } from './admin-shared';
import { articleLabel } from './record';

/** The routes only editors and owners use (docs/decisions/089): what goes on the site, and reviews. */
export function refuseWriters(request: FastifyRequest) {
  if (!publishesNews(staffOf(request).user.role as Role)) throw new HttpError(403, 'news.reviewFirst');
}

/** Approving is publishing a submitted draft: the history says so, and the review is over. */
export async function approveIfSubmitted(tx: Writer, request: FastifyRequest, loaded: LoadedArticle) {
  if (loaded.row.reviewState !== 'submitted') {
    if (loaded.row.reviewState === 'returned') await clearReview(tx, loaded.row.id);
    return;
  }
  await clearReview(tx, loaded.row.id);
  await recordStep(tx, request, loaded, 'approved');
}

/** A step of the review, kept in the article's history (with the reviewer's comment) and audited. */
async function recordStep(
  tx: Writer,
  request: FastifyRequest,
  loaded: LoadedArticle,
  step: 'submitted' | 'returned' | 'approved',
  comment?: string,
) {
  const context = auditContext(request);
  const id = loaded.row.id;
  await keepRevision(tx, {
    type: 'news',
    id,
    action: step,
    snapshot: loaded.record,
    actor: context.actor,
    note: comment,
  });
  await recordAudit(tx, {
    ...context,
    action: `news.${step}`,
    target: { type: 'news', id },
    details: { title: articleLabel(loaded.record, DEFAULT_LOCALE), ...(comment ? { comment } : {}) },
  });
}

const clearReview = (tx: Writer, id: number) =>
  tx
    .update(newsArticles)
    .set({ reviewState: null, reviewAt: null, reviewComment: null, returnedBy: null })
    .where(eq(newsArticles.id, id));

/**
 * Review before publication (docs/decisions/089): anyone who writes news submits the working copy; an
 * editor or owner sends it back with a comment (the writer is told by e-mail in their language) or
 * publishes it (admin-publication.ts approves it then). Each step is kept in the article's history and
 * audited. Which articles a person reaches is news/company-reach.ts's rule, checked before these run.
 */
export const reviewRoutes: FastifyPluginAsync = async (app: FastifyInstance) => {
  const db = app.database.db;
  const access = 'news' as const;

  app.post('/news/:id/submit', { config: { access } }, async (request): Promise<AdminArticle> => {
    const context = auditContext(request);
    const id = await db.transaction(async (tx) => {
      const loaded = await lockArticle(tx, request);
      await tx
        .update(newsArticles)
        .set({
          reviewState: 'submitted',
          reviewAt: context.at,
          reviewComment: null,
          submittedBy: context.actor.id,
          returnedBy: null,
        })
        .where(eq(newsArticles.id, loaded.row.id));
      await recordStep(tx, request, loaded, 'submitted');
      return loaded.row.id;
    });
    return readArticle(app, request, id);
  });

  app.post('/news/:id/return', { config: { access } }, async (request): Promise<AdminArticle> => {
    refuseWriters(request);
    const { comment } = parseOr400(returnSchema, request.body, 'news.writeComment');
    const context = auditContext(request);
    const { user: reviewer } = staffOf(request);
    const id = await db.transaction(async (tx) => {
      const loaded = await lockArticle(tx, request);
      if (loaded.row.reviewState !== 'submitted') throw new HttpError(409, 'news.notSubmitted');
      await tx
        .update(newsArticles)
        .set({ reviewState: 'returned', reviewAt: context.at, reviewComment: comment, returnedBy: reviewer.id })
        .where(eq(newsArticles.id, loaded.row.id));
      await recordStep(tx, request, loaded, 'returned', comment);
      // The writer hears it in their own language, with the article named in it where written.
      const [writer] =
        loaded.row.submittedBy === null
          ? []
          : await tx.select().from(staffUsers).where(eq(staffUsers.id, loaded.row.submittedBy));
      if (writer && !writer.disabledAt) {
        await enqueueMail(
          tx,
          reviewReturnedMail('reviewReturned', {
            to: writer.email,
            locale: writer.locale ?? DEFAULT_LOCALE,
            title: articleLabel(loaded.record, writer.locale ?? DEFAULT_LOCALE),
            reviewer: reviewer.name,
            comment,
            link: `${app.config.publicUrl}/admin/news/${loaded.row.id}`,
          }),
        );
      }
      return loaded.row.id;
    });
    app.mail.kick();
    return readArticle(app, request, id);
  });
};
