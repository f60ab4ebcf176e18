import { z } from 'zod';

/** Categories with their own icon and colour (SPEC §3.1); unknown ones are grey. */
export const NEWS_CATEGORIES = ['Expansion', 'Manufacturing', 'Skills Development', 'Agriculture', 'Awards'] as const;

/** SPEC §9: nine articles a page. */
export const NEWS_PAGE_SIZE = 9;
export const NEWS_MAX_LIMIT = 50;

export const newsArticleSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  /** Sanitised HTML. */
  content: z.string(),
  category: z.string(),
  author: z.string(),
  imageUrl: z.string().nullable().optional(),
  /** ISO 8601. */
  publishedAt: z.string(),
  /** Language the article is written in (articles are not translated). */
  lang: z.string().default('en'),
});
export type NewsArticle = z.infer<typeof newsArticleSchema>;

export const newsListQuerySchema = z.object({
  published: z.enum(['true', 'false']).optional(),
  limit: z.coerce.number().int().min(1).max(NEWS_MAX_LIMIT).default(NEWS_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).default(0),
  category: z.string().trim().min(1).max(100).optional(),
});
export type NewsListQuery = z.infer<typeof newsListQuerySchema>;

export const newsListResponseSchema = z.object({
  articles: z.array(newsArticleSchema),
  total: z.number().int(),
});
export type NewsListResponse = z.infer<typeof newsListResponseSchema>;
