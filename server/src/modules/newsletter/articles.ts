import type { IssueArticle } from '@common/admin/newsletter';
import type { Locale } from '@common/locale';
import { and, desc, eq, inArray, lte } from 'drizzle-orm';
import { newsArticles, newsTranslations } from '../../db/schema';
import type { Writer } from '../audit/repository';

/** What a newsletter shows of one language version of an article. */
export interface ArticleVersion {
  slug: string;
  title: string;
  excerpt: string;
}

/** A picked article with each of its published language versions (English always). */
export interface NewsletterArticle {
  id: number;
  publishedAt: string;
  versions: { en: ArticleVersion } & Partial<Record<Locale, ArticleVersion>>;
}

/** The version a reader of `locale` gets: theirs when it is published, English otherwise. */
export const versionFor = (article: NewsletterArticle, locale: Locale): { lang: Locale } & ArticleVersion => {
  const own = article.versions[locale];
  return own ? { lang: locale, ...own } : { lang: 'en', ...article.versions.en };
};

/* The only place the newsletter reads articles. */

const columns = {
  id: newsArticles.id,
  slug: newsArticles.slug,
  title: newsArticles.title,
  excerpt: newsArticles.excerpt,
  publishedAt: newsArticles.publishedAt,
};

const published = (now: Date) => and(eq(newsArticles.status, 'published'), lte(newsArticles.publishedAt, now));

/** The most recently published articles, newest first, to pick from (in English, as staff pick them). */
export async function recentArticles(db: Writer, now: Date, limit = 20): Promise<IssueArticle[]> {
  const rows = await db
    .select(columns)
    .from(newsArticles)
    .where(published(now))
    .orderBy(desc(newsArticles.publishedAt), desc(newsArticles.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, publishedAt: row.publishedAt.toISOString() }));
}

/**
 * The picked articles that are published, in the order they were picked, each with its published French
 * and Swahili versions (rows of news_translations exist only for published versions).
 */
export async function articlesByIds(db: Writer, ids: number[], now: Date): Promise<NewsletterArticle[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(columns)
    .from(newsArticles)
    .where(and(published(now), inArray(newsArticles.id, ids)));
  if (rows.length === 0) return [];
  const translations = await db
    .select({
      articleId: newsTranslations.articleId,
      locale: newsTranslations.locale,
      slug: newsTranslations.slug,
      title: newsTranslations.title,
      excerpt: newsTranslations.excerpt,
    })
    .from(newsTranslations)
    .where(
      inArray(
        newsTranslations.articleId,
        rows.map((row) => row.id),
      ),
    );
  const byId = new Map<number, NewsletterArticle>(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        publishedAt: row.publishedAt.toISOString(),
        versions: { en: { slug: row.slug, title: row.title, excerpt: row.excerpt } },
      },
    ]),
  );
  for (const { articleId, locale, ...version } of translations) {
    const article = byId.get(articleId);
    if (article) article.versions[locale] = version;
  }
  return ids.flatMap((id) => byId.get(id) ?? []);
}
