import { ISSUE_WORDS, type IssueInput, type IssueWords } from '@common/admin/newsletter';
import type { Locale } from '@common/locale';
import { nextVersions, type Versions, versionHash } from '@common/model/versions';
import { newsArticles, newsVersions } from '../../db/schema';
import type { Writer } from '../../db/types';

/** Tests' shorthand for an issue's body: its words by language and its articles, as the editor sends them. */
export const issueBody = (
  words: Partial<Record<Locale, IssueWords | null>>,
  articleIds: number[] = [],
  more: Partial<IssueInput> = {},
): IssueInput => ({ values: { articleIds }, words, ...more });

/** An issue's versions as a first save would store them (the first language written is the original). */
export const issueVersions = (words: Partial<Record<Locale, IssueWords>>, at = new Date()): Versions =>
  nextVersions({}, { words }, ISSUE_WORDS, at.toISOString()).versions;

type ArticleWords = { slug: string; title: string; excerpt: string };

/**
 * A published article of the tests' own, in the languages given: the first one is its original, the others
 * written from it (news_versions, the one version shape as columns: docs/decisions/078). Published a
 * minute before `at`, so the newsletter can pick it.
 */
export async function addArticle(
  db: Writer,
  versions: Partial<Record<Locale, ArticleWords>>,
  { at = new Date(), status = 'published' as 'published' | 'draft' } = {},
): Promise<number> {
  const [article] = await db
    .insert(newsArticles)
    .values({ category: 'News', author: 'Tests', status, publishedAt: new Date(at.getTime() - 60_000) })
    .returning({ id: newsArticles.id });
  const entries = Object.entries(versions) as [Locale, ArticleWords][];
  const [original] = entries;
  const spec = { fields: ['title', 'excerpt'], required: ['title'] };
  for (const [n, [locale, words]] of entries.entries()) {
    await db.insert(newsVersions).values({
      articleId: article.id,
      locale,
      ...words,
      content: `<p>${words.excerpt}</p>`,
      ...(n === 0 ? {} : { fromLocale: original[0], fromHash: versionHash(original[1], spec) }),
      // The original first: an article's original is its earliest version written from no other.
      changedAt: new Date(at.getTime() - 60_000 + n),
    });
  }
  return article.id;
}
