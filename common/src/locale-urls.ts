import { LOCALES, type Locale } from './locale';

/**
 * How a page is addressed in each language, shared by the head tags (client) and the sitemap
 * (server): English is the bare URL, the others add `?lang=`.
 */
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
