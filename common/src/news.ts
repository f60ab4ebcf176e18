import type { Locale } from './locale';

/** Categories with their own icon and colour (SPEC §3.1); unknown ones are grey. */
export const NEWS_CATEGORIES = ['Expansion', 'Manufacturing', 'Skills Development', 'Agriculture', 'Awards'] as const;

/** SPEC §9: nine articles a page. */
export const NEWS_PAGE_SIZE = 9;
export const NEWS_MAX_LIMIT = 50;
/** Far past any real list; keeps offsets within PostgreSQL's bigint (a huge ?page= must not fail the query). */
export const NEWS_MAX_OFFSET = 1_000_000;

/**
 * One published version of an article as the API serves it (docs/decisions/078, 079): the article page reads
 * the version its address names (every version has its own slug); the list and the home page read each
 * article in the visitor's language when that version is published, otherwise in its original language.
 * `lang` says which; a page whose language differs marks the text with it and says the language in words.
 * The query is validated on the server (server/src/modules/news/public-routes.ts).
 */
export interface NewsArticle {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  /** Sanitised HTML. */
  content: string;
  category: string;
  author: string;
  imageUrl?: string | null;
  /** The image's alt text in the language served; pages fall back to the title when it is empty. */
  imageAlt?: string | null;
  /** ISO 8601. */
  publishedAt: string;
  /** Language of the title, excerpt and content served. */
  lang: Locale;
  /** The slug of each published language version (only those that exist, this one included): hreflang alternates. */
  alternates: Partial<Record<Locale, string>>;
  /**
   * The company records the article is about, as published (ids, ascending; docs/decisions/085): pages
   * name those the site shows (useCompanies) and leave out any since hidden or deleted. The API always
   * sends it; left out (an article made by hand, as tests and previews do) it names none.
   */
  companies?: number[];
}

/** What the list serves for each article: everything but the body, which only the article page shows. */
export type NewsArticleSummary = Omit<NewsArticle, 'content'>;

export interface NewsListQuery {
  limit: number;
  offset: number;
  category?: string;
  /**
   * A company's slug: only the articles about it (docs/decisions/085). A slug no shown company has lists
   * nothing, as an unknown category does.
   */
  company?: string;
  /** The visitor's language: each article in it when that version is published, else in its original language. */
  locale: Locale;
}

/** The home page's "Featured News & Insights": the three staff chose, the newest filling the rest. */
export const FEATURED_NEWS_COUNT = 3;

export interface NewsListResponse {
  articles: NewsArticleSummary[];
  total: number;
}

/**
 * The version's own address (docs/decisions/079): its slug names its language, so the address needs no
 * `?lang=`; it is the canonical address, the hreflang alternate, the sitemap's and the feed's link.
 */
export const articlePath = (slug: string): string => `/news/${encodeURIComponent(slug)}`;

/** A category's label in a language's `news.categories` (categories are stored in English; unknown ones as they are). */
export function categoryLabel(category: string, labels: Readonly<Record<string, string>>): string {
  return Object.hasOwn(labels, category) ? labels[category] : category;
}

/**
 * The writer's name alone: staff write "Name, Company or office" as the by-line; structured data wants the
 * person's name without the company (Google's article guidelines).
 */
export const authorName = (byline: string): string => byline.split(',')[0].trim() || byline;
