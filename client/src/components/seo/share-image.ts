import type { Locale } from '@common/locale';
import { pageKeyOf } from '@common/pages';

export const SHARE_IMAGE_WIDTH = 1200;
export const SHARE_IMAGE_HEIGHT = 630;

const ARTICLE = /^\/news\/([^/]+)$/;
const COMPANY = /^\/companies\/([^/]+)$/;
const lang = (locale: Locale) => (locale === 'en' ? '' : `?lang=${locale}`);

/** A company's page (docs/decisions/084): it shares a card of its own, as an article does. */
export const isCompanyPath = (pathname: string) => COMPANY.test(pathname);

/**
 * The share image of a page: `/og/news/{slug}.png` for an article (in the article's language),
 * `/og/companies/{slug}.png?lang=` for a company's page, `/og/{page}.png?lang=` for a page; anything else
 * (a 404) shares the home page's card.
 */
export function shareImagePath(pathname: string, locale: Locale): string {
  const article = ARTICLE.exec(pathname);
  if (article) return `/og/news/${article[1]}.png`;
  const company = COMPANY.exec(pathname);
  if (company) return `/og/companies/${company[1]}.png${lang(locale)}`;
  const key = pageKeyOf(pathname) ?? 'home';
  return `/og/${key}.png${lang(locale)}`;
}
