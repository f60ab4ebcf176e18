import { type FeaturedList, featuredSchema } from '@common/admin/news';
import type { Locale } from '@common/locale';
import { FEATURED_NEWS_COUNT } from '@common/news';
import { inArray, isNotNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { newsArticles } from '../../db/schema';
import { HttpError, parseOr400 } from '../../lib/http-error';
import { recordAudit } from '../audit';
import { auditContext } from '../auth';
import { statusOf } from './admin-repository';
import { refuseWriters } from './admin-review';
import { staffLocale } from './admin-shared';
import { featuredNews } from './repository';

/**
 * What the home page shows now: staff's picks in order, the newest published filling the rest, each named
 * in the staff member's language where published, else in its original.
 */
async function featuredList(app: FastifyInstance, locale: Locale): Promise<FeaturedList> {
  const now = app.clock.now();
  const shown = await featuredNews(app.database.db, locale, now);
  const rows = shown.length
    ? await app.database.db
        .select()
        .from(newsArticles)
        .where(
          inArray(
            newsArticles.id,
            shown.map((a) => a.id),
          ),
        )
    : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  return {
    items: shown.map((article) => {
      const row = byId.get(article.id);
      return {
        id: article.id,
        title: article.title,
        lang: article.lang,
        category: article.category,
        publishAt: article.publishedAt,
        status: row ? statusOf(row, now) : 'published',
        rank: row?.featuredRank ?? null,
      };
    }),
  };
}

/** The home page's "Featured News & Insights". */
export const featuredAdminRoutes: FastifyPluginAsync = async (app) => {
  const db = app.database.db;
  const access = 'news' as const;

  // The home page's picks are an editor's (decision 089).
  app.get('/news/featured', { config: { access } }, async (request) => {
    refuseWriters(request);
    return featuredList(app, staffLocale(request));
  });

  app.put('/news/featured', { config: { access } }, async (request) => {
    refuseWriters(request);
    const { ids } = parseOr400(featuredSchema, request.body, 'news.chooseFeatured');
    if (new Set(ids).size !== ids.length) throw new HttpError(400, 'news.eachOnce');
    if (ids.length > FEATURED_NEWS_COUNT)
      throw new HttpError(400, 'news.featuredMax', { params: { max: FEATURED_NEWS_COUNT } });
    await db.transaction(async (tx) => {
      const found = ids.length
        ? await tx.select({ id: newsArticles.id }).from(newsArticles).where(inArray(newsArticles.id, ids))
        : [];
      if (found.length !== ids.length) throw new HttpError(400, 'news.featuredGone');
      // Clear first: the ranks are unique, and an article may move from one place to another.
      await tx.update(newsArticles).set({ featuredRank: null }).where(isNotNull(newsArticles.featuredRank));
      for (const [index, id] of ids.entries()) {
        await tx
          .update(newsArticles)
          .set({ featuredRank: index + 1 })
          .where(inArray(newsArticles.id, [id]));
      }
      await recordAudit(tx, {
        ...auditContext(request),
        action: 'news.featured',
        target: { type: 'news', id: ids.join(',') || 'none' },
        details: { ids },
      });
    });
    return featuredList(app, staffLocale(request));
  });
};
