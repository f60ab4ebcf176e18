/** Categories with their own icon and colour (SPEC §3.1); unknown ones are grey. */
export const NEWS_CATEGORIES = ['Expansion', 'Manufacturing', 'Skills Development', 'Agriculture', 'Awards'] as const;

/** SPEC §9: nine articles a page. */
export const NEWS_PAGE_SIZE = 9;
export const NEWS_MAX_LIMIT = 50;
/** Far past any real list; keeps offsets within PostgreSQL's bigint (a huge ?page= must not fail the query). */
export const NEWS_MAX_OFFSET = 1_000_000;

/** A published article as the API serves it (the query is validated on the server, see routes/api/news.ts). */
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
  /** ISO 8601. */
  publishedAt: string;
  /** Language the article is written in (articles are not translated). */
  lang: string;
}

/** What the list serves for each article: everything but the body, which only the article page shows. */
export type NewsArticleSummary = Omit<NewsArticle, 'content'>;

export interface NewsListQuery {
  limit: number;
  offset: number;
  category?: string;
}

export interface NewsListResponse {
  articles: NewsArticleSummary[];
  total: number;
}
