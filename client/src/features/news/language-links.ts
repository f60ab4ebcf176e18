import type { Locale } from '@common/locale';
import type { NewsArticle } from '@common/news';
import { useQuery } from '@tanstack/react-query';
import { articleQuery } from './api/get-article';

const ARTICLE_PATH = /^\/news\/([^/?#]+)$/;

/**
 * Where a language link of an article page leads (docs/decisions/079): to its version in that language
 * when it has one, else to this version with the page in that language. It names the language (`?lang=`,
 * English too), so the choice wins over the cookie of an earlier one, even before the app's code is there.
 */
export function articleLanguagePath(article: Pick<NewsArticle, 'slug' | 'alternates'>, code: Locale): string {
  const slug = article.alternates[code] ?? article.slug;
  return `/news/${encodeURIComponent(slug)}?lang=${code}`;
}

/** On an article's page, its language links (read from the article the page shows); elsewhere null. */
export function useArticleLanguageLinks(pathname: string): ((code: Locale) => string) | null {
  const raw = ARTICLE_PATH.exec(pathname)?.[1];
  let slug = '';
  try {
    slug = raw ? decodeURIComponent(raw) : '';
  } catch {
    slug = '';
  }
  // The page's own read, from the cache (the server's prefetch filled it): never a request of its own.
  const { data } = useQuery({ ...articleQuery(slug), enabled: false });
  return data ? (code) => articleLanguagePath(data, code) : null;
}
