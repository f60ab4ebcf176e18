import { ARTICLE_WORDS, type ArticleRecord } from '@common/admin/news';
import { homeNews } from '@common/content/home-news';
import { LOCALES, type Locale } from '@common/locale';
import type { Words } from '@common/model/versions';
import { sanitizeArticleHtml } from '../../lib/sanitize';
import { SYSTEM } from '../../modules/audit';
import { keepRevision } from '../../modules/records';
import { newsArticles, newsDrafts, newsVersions } from '../schema';
import type { Writer } from '../types';
import { seedArticleTranslations } from './data/article-translations';
import type { SeedArticle } from './types';
import { DEMO_SOURCE, demoVersions } from './versions';

/** An article's words: the news module's one spec (common/src/admin/news.ts). */
export const ARTICLE_WORDS_SPEC = ARTICLE_WORDS;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Article images ship under /images/news/; the 960 px WebP is the canonical one. */
const articleImageUrl = (name: string) => `/images/news/${name}-960.webp`;

function resolveDate(value: SeedArticle['publishedAt'], now: Date): Date {
  return typeof value === 'string' ? new Date(value) : new Date(now.getTime() + value.inDays * DAY_MS);
}

const featuredRank = (slug: string) => {
  const index = homeNews.findIndex((item) => item.slug === slug);
  return index < 0 ? null : index + 1;
};

/** Each language's words of a demo article: the English and, for some, French and Swahili (sanitised). */
function articleWords(article: SeedArticle): Partial<Record<Locale, Words>> {
  const words: Partial<Record<Locale, Words>> = {
    [DEMO_SOURCE]: {
      title: article.title,
      slug: article.slug,
      excerpt: article.excerpt,
      contentHtml: sanitizeArticleHtml(article.content),
    },
  };
  for (const [locale, version] of Object.entries(seedArticleTranslations[article.slug] ?? {})) {
    words[locale as Locale] = {
      title: version.title,
      slug: version.slug,
      excerpt: version.excerpt,
      contentHtml: sanitizeArticleHtml(version.content),
    };
  }
  return words;
}

/**
 * Inserts the demo articles: what is the same in every language on the article, each language a published
 * article is written in as a published version (English included), a draft's words in its working copy,
 * and every article's first version in the history ('created'), as the news editor keeps them.
 */
export async function insertSeedArticles(tx: Writer, list: readonly SeedArticle[], now: Date): Promise<void> {
  for (const article of list) {
    const publishedAt = resolveDate(article.publishedAt, now);
    const imageUrl = article.image ? articleImageUrl(article.image) : null;
    // Written when published (a scheduled one: now, not in the future).
    const at = publishedAt < now ? publishedAt : now;
    const versions = demoVersions(articleWords(article), ARTICLE_WORDS_SPEC, at);
    const [row] = await tx
      .insert(newsArticles)
      .values({
        category: article.category,
        author: article.author,
        imageUrl,
        status: article.status,
        publishedAt,
        // The demo's home page features these three, in this order; staff choose others in News > Featured.
        featuredRank: featuredRank(article.slug),
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: newsArticles.id });
    const record: ArticleRecord = {
      values: { category: article.category, author: article.author, imageId: null, imageUrl },
      versions,
    };
    if (article.status === 'published') {
      await tx.insert(newsVersions).values(
        LOCALES.flatMap((locale) => {
          const version = versions[locale];
          if (!version) return [];
          const words = version.words as Record<string, string | undefined>;
          return [
            {
              articleId: row.id,
              locale,
              slug: words.slug ?? '',
              title: words.title ?? '',
              excerpt: words.excerpt ?? '',
              content: words.contentHtml ?? '',
              imageAlt: words.imageAlt ?? null,
              fromLocale: version.from?.locale ?? null,
              fromHash: version.from?.hash ?? null,
              changedAt: new Date(version.changedAt),
              createdAt: at,
              updatedAt: at,
            },
          ];
        }),
      );
    } else {
      // Not on the site: its words are only in the working copy staff open.
      await tx.insert(newsDrafts).values({ articleId: row.id, data: record, savedAt: at });
    }
    await keepRevision(tx, { type: 'news', id: row.id, action: 'created', snapshot: record, actor: SYSTEM, at });
  }
}
