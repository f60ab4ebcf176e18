import { ARTICLE_WORDS, type ArticleRecord } from '@common/admin/news';
import { DEFAULT_LOCALE } from '@common/locale';
import { newsArticles, newsDrafts } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { HttpError } from '../../lib/http-error';
import type { RecordStore } from '../records';
import { type LoadedArticle, loadArticle, resolvedValues, slugConflicts } from './admin-repository';
import { articleLabel, sharedSlugs, slugsOf } from './record';

/**
 * Articles' working copies for the one write path (docs/decisions/078): a save locks the article, merges
 * with a colleague's save, works out each language's version, checks the slugs, writes `news_drafts` (which
 * notifies no cache: nothing public changes), keeps the version in `revisions` (record type 'news') and
 * writes the audit line. Publishing copies languages of the working copy to the site (admin-publication.ts).
 */
export function newsStore(clock: Clock): RecordStore<LoadedArticle> {
  const recordOf = (loaded: LoadedArticle): ArticleRecord => loaded.record;
  return {
    type: 'news',
    target: 'news',
    words: ARTICLE_WORDS,
    needsWords: true,
    actions: { created: 'news.created', updated: 'news.saved' },
    async lock(tx, id) {
      const loaded = await loadArticle(tx, id, true);
      if (!loaded) throw new HttpError(404, 'news.notFound');
      return loaded;
    },
    stateOf: recordOf,
    idOf: (loaded) => loaded.row.id,
    // The history and the audit log name an article as the site's default language reads it, else its original.
    label: (state) => articleLabel(state, DEFAULT_LOCALE),
    // The audit log names an article line by its `title` (the staff area's audit descriptions).
    auditDetails: (after) => ({ title: articleLabel(after, DEFAULT_LOCALE) }),
    async check(tx, state, id) {
      const own = sharedSlugs(state);
      const taken = await slugConflicts(tx, id, slugsOf(state));
      const errors = { ...taken, ...own };
      if (Object.keys(errors).length > 0) throw HttpError.ofFields(409, errors);
    },
    async insert(tx, state, actor) {
      const now = clock.now();
      const values = await resolvedValues(tx, state.values, null);
      const record: ArticleRecord = { values, versions: state.versions };
      // Not on the site until published: the row holds what is the same in every language.
      const [row] = await tx
        .insert(newsArticles)
        .values({
          category: values.category ?? '',
          author: values.author ?? '',
          imageId: values.imageId,
          imageUrl: values.imageUrl,
          companyIds: values.companies,
          status: 'draft',
          publishedAt: now,
          createdBy: actor.id,
          updatedBy: actor.id,
          createdAt: now,
        })
        .returning();
      await tx.insert(newsDrafts).values({ articleId: row.id, data: record, savedAt: now, savedBy: actor.id });
      return {
        row,
        record,
        site: [],
        savedAt: now,
        savedBy: null,
        reviewNames: { submittedBy: null, returnedBy: null },
      };
    },
    async update(tx, id, state, actor, before) {
      const now = clock.now();
      const values = await resolvedValues(tx, state.values, before.record.values);
      const record: ArticleRecord = { values, versions: state.versions };
      await tx
        .insert(newsDrafts)
        .values({ articleId: id, data: record, savedAt: now, savedBy: actor.id })
        .onConflictDoUpdate({ target: newsDrafts.articleId, set: { data: record, savedAt: now, savedBy: actor.id } });
      return { ...before, record, savedAt: now };
    },
  };
}
