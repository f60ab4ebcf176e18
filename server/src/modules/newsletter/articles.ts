import type { IssueArticle } from '@common/admin/newsletter';
import { DEFAULT_LOCALE, type Locale } from '@common/locale';
import { and, desc, eq, inArray, lte } from 'drizzle-orm';
import { newsArticles, newsVersions } from '../../db/schema';
import type { Writer } from '../../db/types';
import { originalVersion, shownVersion } from '../news';

/** What a newsletter shows of one language version of an article. */
export interface ArticleVersion {
  slug: string;
  title: string;
  excerpt: string;
}

type StoredVersion = ArticleVersion & { locale: Locale; fromLocale: Locale | null; changedAt: Date };

/** A picked article with each of its published language versions (any of them; none is required). */
export interface NewsletterArticle {
  id: number;
  publishedAt: string;
  versions: Partial<Record<Locale, ArticleVersion>>;
  /** The version readers of a language it is not published in get (model/versions.ts `shownLocale`). */
  original: Locale;
}

/**
 * The version a reader of `locale` gets: theirs when it is published, the article's original otherwise
 * (docs/decisions/078: the rule every record follows); `lang` says which, for the mail's `lang` marks.
 */
export const versionFor = (article: NewsletterArticle, locale: Locale): { lang: Locale } & ArticleVersion => {
  const lang = article.versions[locale] ? locale : article.original;
  return { lang, ...(article.versions[lang] as ArticleVersion) };
};

/* The only place the newsletter reads articles. */

const published = (now: Date) => and(eq(newsArticles.status, 'published'), lte(newsArticles.publishedAt, now));

const versionColumns = {
  articleId: newsVersions.articleId,
  locale: newsVersions.locale,
  slug: newsVersions.slug,
  title: newsVersions.title,
  excerpt: newsVersions.excerpt,
  fromLocale: newsVersions.fromLocale,
  changedAt: newsVersions.changedAt,
};

/** The published versions of these articles, by article. */
async function versionsOf(db: Writer, ids: number[]): Promise<Map<number, StoredVersion[]>> {
  const map = new Map<number, StoredVersion[]>();
  if (ids.length === 0) return map;
  const rows = await db.select(versionColumns).from(newsVersions).where(inArray(newsVersions.articleId, ids));
  for (const { articleId, ...version } of rows) {
    const list = map.get(articleId);
    if (list) list.push(version);
    else map.set(articleId, [version]);
  }
  return map;
}

/**
 * The most recently published articles, newest first, to pick from: each in the staff member's language
 * where published, else in its original (`lang` says which).
 */
export async function recentArticles(
  db: Writer,
  now: Date,
  limit = 20,
  locale: Locale = DEFAULT_LOCALE,
): Promise<(IssueArticle & { lang: Locale })[]> {
  const rows = await db
    .select({ id: newsArticles.id, publishedAt: newsArticles.publishedAt })
    .from(newsArticles)
    .where(published(now))
    .orderBy(desc(newsArticles.publishedAt), desc(newsArticles.id))
    .limit(limit);
  const versions = await versionsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.flatMap((row) => {
    const shown = shownVersion(versions.get(row.id) ?? [], locale);
    return shown
      ? [
          {
            id: row.id,
            slug: shown.slug,
            title: shown.title,
            excerpt: shown.excerpt,
            lang: shown.locale,
            publishedAt: row.publishedAt.toISOString(),
          },
        ]
      : [];
  });
}

/**
 * The picked articles that are published, in the order they were picked, each with every version it has
 * on the site (rows of news_versions exist only for published versions).
 */
export async function articlesByIds(db: Writer, ids: number[], now: Date): Promise<NewsletterArticle[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: newsArticles.id, publishedAt: newsArticles.publishedAt })
    .from(newsArticles)
    .where(and(published(now), inArray(newsArticles.id, ids)));
  const versions = await versionsOf(
    db,
    rows.map((row) => row.id),
  );
  const byId = new Map<number, NewsletterArticle>();
  for (const row of rows) {
    const stored = versions.get(row.id) ?? [];
    const original = originalVersion(stored)?.locale;
    if (!original) continue;
    byId.set(row.id, {
      id: row.id,
      publishedAt: row.publishedAt.toISOString(),
      versions: Object.fromEntries(
        stored.map(({ locale, slug, title, excerpt }) => [locale, { slug, title, excerpt }]),
      ),
      original,
    });
  }
  return ids.flatMap((id) => byId.get(id) ?? []);
}
