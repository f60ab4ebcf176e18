import {
  ADMIN_NEWS_PAGE_SIZE,
  type AdminArticle,
  type AdminNewsList,
  articleDeleteSchema,
  articleDraftSchema,
  coverageMatches,
  newsListQuerySchema,
  type RevisionData,
} from '@common/admin/news';
import { NEWS_CATEGORIES } from '@common/news';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { media, newsArticles, newsDrafts } from '../../db/schema';
import { HttpError, parseOr400 } from '../../lib/http-error';
import { recordAudit, type Writer } from '../audit/repository';
import { staffOf } from '../staff/access';
import { auditContext } from '../staff/context';
import { featuredAdminRoutes } from './admin-featured';
import { publicationRoutes } from './admin-publication';
import { categoriesInUse, checkRedirectTarget, listForAdmin, removeAddresses, slugConflicts } from './admin-repository';
import { revisionRoutes } from './admin-revisions';
import { articleId, DRAFT_BODY_LIMIT, lockArticle, readArticle } from './admin-shared';
import { newsAttention } from './attention';
import { autosaveAudited } from './autosave-audit';
import { previewRoutes } from './preview';
import { addRevision } from './revisions';
import { buildWorkingCopy, slugsOf, titleOf } from './working-copy';

/** The image a save names: an uploaded one (its 960 WebP), none, or (left out) the current one. */
async function imageOf(
  tx: Writer,
  imageId: number | null | undefined,
  current: Pick<RevisionData, 'imageId' | 'imageUrl'>,
) {
  if (imageId === undefined) return { imageId: current.imageId, imageUrl: current.imageUrl };
  if (imageId === null) return { imageId: null, imageUrl: null };
  const [row] = await tx.select({ hash: media.hash }).from(media).where(eq(media.id, imageId));
  if (!row) throw new HttpError(400, 'news.imageGone', { fields: { imageId: 'news.chooseAnotherImage' } });
  return { imageId, imageUrl: `/media/${row.hash}-960.webp` };
}

/** News articles in three languages for owners and editors (docs/decisions/019). */
export const newsAdminRoutes: FastifyPluginAsync = async (app) => {
  const db = app.database.db;
  const access = 'news' as const;
  app.attentionSources.push(newsAttention(app));

  app.get('/news', { config: { access } }, async (request): Promise<AdminNewsList> => {
    const query = parseOr400(newsListQuerySchema, request.query, 'news.listQuery');
    const needle = query.q?.toLowerCase();
    const category = query.category?.toLowerCase();
    const coverage = query.coverage;
    const all = await listForAdmin(db, app.clock.now());
    const matching = all.filter(
      (item) =>
        (!query.status || item.status === query.status) &&
        (!category || item.category.toLowerCase() === category) &&
        (!needle || item.search.includes(needle)) &&
        (!coverage ||
          (query.language
            ? coverageMatches(item.coverage[query.language], coverage)
            : Object.values(item.coverage).some((state) => coverageMatches(state, coverage)))),
    );
    const start = (query.page - 1) * ADMIN_NEWS_PAGE_SIZE;
    const items = matching.slice(start, start + ADMIN_NEWS_PAGE_SIZE).map(({ search: _search, ...item }) => item);
    return { items, total: matching.length, page: query.page, pageSize: ADMIN_NEWS_PAGE_SIZE };
  });

  app.get('/news/categories', { config: { access } }, async (): Promise<string[]> => {
    const used = await categoriesInUse(db);
    const known: string[] = [...NEWS_CATEGORIES];
    const others = [...new Set(used)].filter((c) => !known.includes(c)).sort((a, b) => a.localeCompare(b));
    return [...known, ...others];
  });

  app.post('/news', { config: { access }, bodyLimit: DRAFT_BODY_LIMIT }, async (request, reply) => {
    const input = parseOr400(articleDraftSchema, request.body, 'request.correctFields');
    const { user } = staffOf(request);
    const now = app.clock.now();
    const id = await db.transaction(async (tx) => {
      const image = await imageOf(tx, input.imageId, { imageId: null, imageUrl: null });
      const provisional = `article-${now.getTime().toString(36)}`;
      const copy = buildWorkingCopy(input, null, image, provisional);
      // Not on the site until published: the row holds the identity and the English slug (kept unique).
      const en = copy.versions.en ?? { title: '', slug: provisional, excerpt: '', contentHtml: '' };
      const [row] = await tx
        .insert(newsArticles)
        .values({
          slug: `draft-${now.getTime().toString(36)}-${Math.random().toString(36).slice(2, 8)}`,
          title: en.title,
          excerpt: en.excerpt,
          content: en.contentHtml,
          category: copy.category,
          author: copy.author,
          status: 'draft',
          publishedAt: now,
          createdBy: user.id,
          updatedBy: user.id,
          createdAt: now,
        })
        .returning({ id: newsArticles.id });
      const conflicts = await slugConflicts(tx, row.id, slugsOf(copy));
      if (Object.keys(conflicts).length > 0) throw HttpError.ofFields(409, conflicts);
      await tx.update(newsArticles).set({ slug: en.slug }).where(eq(newsArticles.id, row.id));
      await tx.insert(newsDrafts).values({ articleId: row.id, data: copy, savedAt: now, savedBy: user.id });
      await addRevision(tx, { articleId: row.id, kind: 'created', data: copy, user, now });
      await recordAudit(tx, {
        ...auditContext(request),
        action: 'news.created',
        target: { type: 'news', id: row.id },
        details: { title: titleOf(copy), ...(input.editSession ? { editSession: input.editSession } : {}) },
      });
      return row.id;
    });
    // The whole article (its id among it), so the editor goes on from it without reading it again.
    return reply.code(201).send(await readArticle(app, id));
  });

  app.get('/news/:id', { config: { access } }, async (request): Promise<AdminArticle> => {
    const id = articleId(request);
    return readArticle(app, id);
  });

  app.put('/news/:id/draft', { config: { access }, bodyLimit: DRAFT_BODY_LIMIT }, async (request) => {
    const input = parseOr400(articleDraftSchema, request.body, 'request.correctFields');
    const { user } = staffOf(request);
    const now = app.clock.now();
    const id = await db.transaction(async (tx) => {
      const loaded = await lockArticle(tx, request);
      if (input.savedAt && input.savedAt !== loaded.savedAt.toISOString()) {
        throw loaded.savedBy
          ? new HttpError(409, 'news.savedMeanwhile', { params: { name: loaded.savedBy } })
          : new HttpError(409, 'news.savedMeanwhileBySomeone');
      }
      const image = await imageOf(tx, input.imageId, loaded.copy);
      const copy = buildWorkingCopy(input, loaded.copy, image, loaded.row.slug);
      const conflicts = await slugConflicts(tx, loaded.row.id, slugsOf(copy));
      if (Object.keys(conflicts).length > 0) throw HttpError.ofFields(409, conflicts);
      await tx
        .insert(newsDrafts)
        .values({ articleId: loaded.row.id, data: copy, savedAt: now, savedBy: user.id })
        .onConflictDoUpdate({ target: newsDrafts.articleId, set: { data: copy, savedAt: now, savedBy: user.id } });
      // Nothing public changes; only a draft's reserved English slug follows the working copy.
      const enSlug = copy.versions.en?.slug;
      if (loaded.row.status === 'draft' && enSlug && enSlug !== loaded.row.slug) {
        await tx.update(newsArticles).set({ slug: enSlug }).where(eq(newsArticles.id, loaded.row.id));
      }
      await addRevision(tx, {
        articleId: loaded.row.id,
        kind: input.autosave ? 'autosave' : 'saved',
        data: copy,
        user,
        now,
      });
      // One line per editing sitting for its autosaves (the first of them, or the article's creation in
      // that sitting), and one per explicit save, so autosaves do not flood the log.
      if (!input.autosave || !(await autosaveAudited(tx, loaded.row.id, input.editSession))) {
        await recordAudit(tx, {
          ...auditContext(request),
          action: input.autosave ? 'news.autosaved' : 'news.saved',
          target: { type: 'news', id: loaded.row.id },
          details: {
            title: titleOf(copy),
            languages: Object.keys(copy.versions),
            ...(input.autosave && input.editSession ? { editSession: input.editSession } : {}),
          },
        });
      }
      return loaded.row.id;
    });
    return readArticle(app, id);
  });

  // Deleting takes the article off the site at once, published or not (docs/decisions/040); every address it
  // had answers from then on as the editor chose: another article, the news list, or 410 Gone.
  app.delete('/news/:id', { config: { access } }, async (request) => {
    const choice = parseOr400(articleDeleteSchema, request.body ?? {});
    await db.transaction(async (tx) => {
      const loaded = await lockArticle(tx, request);
      const targetId = choice.addresses === 'article' ? (choice.targetId ?? null) : null;
      if (targetId !== null) await checkRedirectTarget(tx, targetId, loaded.row.id);
      const addresses = await removeAddresses(tx, loaded.row.id, choice.addresses, targetId, app.clock.now());
      await tx.delete(newsArticles).where(eq(newsArticles.id, loaded.row.id));
      await recordAudit(tx, {
        ...auditContext(request),
        action: 'news.deleted',
        target: { type: 'news', id: loaded.row.id },
        details: {
          title: titleOf(loaded.copy) || loaded.row.title,
          addresses: choice.addresses,
          ...(targetId !== null ? { targetId } : {}),
          slugs: addresses,
        },
      });
    });
    return { success: true };
  });

  await app.register(publicationRoutes);
  await app.register(revisionRoutes);
  await app.register(featuredAdminRoutes);
  await app.register(previewRoutes);
};
