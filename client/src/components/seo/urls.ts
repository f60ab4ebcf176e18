import { LOCALES, type Locale } from '@common/locale';

/** The address of a page in one language: English is the bare URL, the others add `?lang=`. */
export function localisedUrl(publicUrl: string, pathname: string, locale: Locale): string {
  return `${publicUrl}${pathname}${locale === 'en' ? '' : `?lang=${locale}`}`;
}

/** hreflang alternates of a page: each language, plus x-default on the bare (English) address. */
export function hreflangAlternates(publicUrl: string, pathname: string): { hreflang: string; href: string }[] {
  return [
    ...LOCALES.map((locale) => ({ hreflang: locale, href: localisedUrl(publicUrl, pathname, locale) })),
    { hreflang: 'x-default', href: localisedUrl(publicUrl, pathname, 'en') },
  ];
}

/** The news pages carry the feed link; the feed itself is served by the server (routes/seo). */
export const NEWS_FEED_PATH = '/news/rss.xml';
export const isNewsPath = (pathname: string) => pathname === '/news' || pathname.startsWith('/news/');
