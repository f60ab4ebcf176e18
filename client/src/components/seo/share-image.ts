import type { Locale } from '@common/locale';
import { pageKeyOf } from '@common/pages';

export const SHARE_IMAGE_WIDTH = 1200;
export const SHARE_IMAGE_HEIGHT = 630;

/**
 * The share image of a page: `/og/news/{slug}.png` for an article (in the article's language),
 * `/og/{page}.png?lang=` for a page; anything else (a 404) shares the home page's card.
 */
export function shareImagePath(pathname: string, locale: Locale): string {
  const article = /^\/news\/([^/]+)$/.exec(pathname);
  if (article) return `/og/news/${article[1]}.png`;
  const key = pageKeyOf(pathname) ?? 'home';
  return `/og/${key}.png${locale === 'en' ? '' : `?lang=${locale}`}`;
}
