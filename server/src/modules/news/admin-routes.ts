import {
  ADMIN_NEWS_PAGE_SIZE,
  type AdminNewsList,
  type ArticleSaveData,
  articleDeleteSchema,
  articleSaveSchema,
  coverageMatches,
  newsListQuerySchema,
} from '@common/admin/news';
import { withinCompanies } from '@common/admin/roles';
import { DEFAULT_LOCALE } from '@common/locale';
import type { RecordInput } from '@common/model/fields';
import { NEWS_CATEGORIES } from '@common/news';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { newsArticles } from '../../db/schema';
import { parseOr400 } from '../../lib/http-error';
import { recordAudit } from '../audit';
import { auditContext, companiesOfRequest } from '../auth';
import { writeRecord } from '../records';
import { featuredAdminRoutes } from './admin-featured';
import { historyRoutes } from './admin-history';
import { publicationRoutes } from './admin-publication';
import { categoriesInUse, checkRedirectTarget, listForAdmin, removeAddresses } from './admin-repository';
import { refuseWriters, reviewRoutes } from './admin-review';
import { articleId, DRAFT_BODY_LIMIT, lockArticle, readArticle, staffLocale } from './admin-shared';
import { newsAttention } from './attention';
import { autosaveAudited } from './autosave-audit';
import { guardArticleCompanies } from './company-reach';
import { articleNames } from './names';
import { previewRoutes } from './preview';
import { articleLabel, preparedWords } from './record';
import { newsStore } from './store';

/** A save as the one write path takes it: the words sanitised and their empty slugs made (record.ts). */
function recordInput(input: ArticleSaveData, fallback: string): RecordInput {
  const { autosave: _autosave, editSession: _editSession, published: _published, ...rest } = input;
  return { ...rest, words: preparedWords(input.words, fallback) };
}

/**
 * News articles for owners and editors (docs/decisions/019, 078): the list, the working copy saved through
 * the one write path (records/write.ts), publication, the history, the featured picks and the preview.
 */
export const newsAdminRoutes: FastifyPluginAsync = async (app) => {
  const db = app.database.db;
  const access = 'news' as const;
  const store = newsStore(app.clock);
  app.attentionSources.push(newsAttention(app));
  // Before any route: staff limited to companies reach their companies' articles only (decision 088).
  guardArticleCompanies(app);
  // The audit log names an article by its title as the staff area does everywhere (names.ts): its working
  // copy in the site's language where written, else its original; a draft never published is named too.
  app.auditTargetNamers.set('news', (reader, ids) => articleNames(reader, ids, DEFAULT_LOCALE));

  app.get('/news', { config: { access } }, async (request): Promise<AdminNewsList> => {
    const query = parseOr400(newsListQuerySchema, request.query, 'news.listQuery');
    const needle = query.q?.toLowerCase();
    const category = query.category?.toLowerCase();
    const { coverage, language } = query;
    const companies = companiesOfRequest(request);
    const all = (await listForAdmin(db, app.clock.now(), staffLocale(request))).filter(
      (item) => companies === null || withinCompanies(companies, item.companies),
    );
    const matching = all.filter(
      (item) =>
        (!query.status || item.publication === query.status) &&
        (!query.review || item.review?.state === query.review) &&
        (!category || item.category.toLowerCase() === category) &&
        (!needle || item.search.includes(needle)) &&
        (!coverage ||
          (language
            ? coverageMatches(item.status[language], coverage)
            : Object.values(item.status).some((state) => coverageMatches(state, coverage)))),
    );
    const start = (query.page - 1) * ADMIN_NEWS_PAGE_SIZE;
    const items = matching
      .slice(start, start + ADMIN_NEWS_PAGE_SIZE)
      .map(({ search: _search, companies: _companies, submittedBy: _by, ...item }) => item);
    return { items, total: matching.length, page: query.page, pageSize: ADMIN_NEWS_PAGE_SIZE };
  });

  app.get('/news/categories', { config: { access } }, async (): Promise<string[]> => {
    const used = await categoriesInUse(db);
    const known: string[] = [...NEWS_CATEGORIES];
    const others = [...new Set(used)].filter((c) => !known.includes(c)).sort((a, b) => a.localeCompare(b));
    return [...known, ...others];
  });

  // A draft is saved from its first change, so nothing typed waits on a save: a title in any one language
  // is enough; what publishing needs is asked for when publishing.
  app.post('/news', { config: { access }, bodyLimit: DRAFT_BODY_LIMIT }, async (request, reply) => {
    const input = parseOr400(articleSaveSchema, request.body, 'request.correctFields');
    const { row } = await writeRecord(db, store, {
      id: null,
      input: recordInput(input, `article-${app.clock.now().getTime().toString(36)}`),
      context: auditContext(request),
      // The sitting's line: its autosaves that follow write none (autosave-audit.ts).
      ...(input.editSession ? { details: { editSession: input.editSession } } : {}),
    });
    // The whole article (its id among it), so the editor goes on from it without reading it again.
    return reply.code(201).send(await readArticle(app, request, row.row.id));
  });

  app.get('/news/:id', { config: { access } }, async (request) => readArticle(app, request, articleId(request)));

  app.put('/news/:id/draft', { config: { access }, bodyLimit: DRAFT_BODY_LIMIT }, async (request: FastifyRequest) => {
    const id = articleId(request);
    const input = parseOr400(articleSaveSchema, request.body, 'request.correctFields');
    const { editSession } = input;
    const autosave = input.autosave === true && !input.restoredFrom;
    await writeRecord(db, store, {
      id,
      input: recordInput(input, `article-${id}`),
      context: auditContext(request),
      // A version brought back from the history and saved (docs/decisions/078: restore as draft).
      ...(input.restoredFrom ? { action: 'news.restored' as const } : {}),
      // The editor's periodic save: one version in the history and one audit line per sitting.
      ...(autosave
        ? {
            action: 'news.autosaved' as const,
            periodic: { action: 'autosave', audit: async (tx) => !(await autosaveAudited(tx, id, editSession)) },
            ...(editSession ? { details: { editSession } } : {}),
          }
        : // Saved by hand after the sitting's autosaves: kept as "saved" even when they already hold it all.
          { closes: 'autosave' }),
    });
    return readArticle(app, request, id);
  });

  // Deleting takes the article off the site at once, published or not (docs/decisions/040); every address it
  // had answers from then on as the editor chose: another article, the news list, or 410 Gone.
  app.delete('/news/:id', { config: { access } }, async (request) => {
    const choice = parseOr400(articleDeleteSchema, request.body ?? {});
    await db.transaction(async (tx) => {
      const loaded = await lockArticle(tx, request);
      // A writer removes a draft never on the site; what visitors have read is an editor's (decision 089).
      if (loaded.row.status === 'published' || loaded.site.length > 0) refuseWriters(request);
      const targetId = choice.addresses === 'article' ? (choice.targetId ?? null) : null;
      if (targetId !== null) await checkRedirectTarget(tx, targetId, loaded.row.id);
      const addresses = await removeAddresses(tx, loaded.row.id, choice.addresses, targetId, app.clock.now());
      await tx.delete(newsArticles).where(eq(newsArticles.id, loaded.row.id));
      await recordAudit(tx, {
        ...auditContext(request),
        action: 'news.deleted',
        target: { type: 'news', id: loaded.row.id },
        details: {
          title: articleLabel(loaded.record, DEFAULT_LOCALE),
          addresses: choice.addresses,
          ...(targetId !== null ? { targetId } : {}),
          slugs: addresses,
        },
      });
    });
    return { success: true };
  });

  await app.register(publicationRoutes);
  await app.register(reviewRoutes);
  await app.register(historyRoutes);
  await app.register(featuredAdminRoutes);
  await app.register(previewRoutes);
};
