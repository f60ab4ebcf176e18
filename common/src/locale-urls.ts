import { LOCALES, type Locale } from './locale';

/**
 * How an address names its language, the one rule for every link the site writes (decision 005): English
 * is the bare address, the others add `?lang=`. `to` is a path of this site, with or without a query and a
 * #hash; any other address (another site, a bare #anchor, mailto:) is returned as it is. A `lang` already
 * in the query is replaced, so a link on a French page switched to Swahili names Swahili alone.
 */
export function localisedPath(to: string, locale: Locale): string {
  if (!to.startsWith('/') || to.startsWith('//')) return to;
  const hashAt = to.indexOf('#');
  const hash = hashAt === -1 ? '' : to.slice(hashAt);
  const beforeHash = hashAt === -1 ? to : to.slice(0, hashAt);
  const queryAt = beforeHash.indexOf('?');
  const path = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt);
  const params = new URLSearchParams(queryAt === -1 ? '' : beforeHash.slice(queryAt + 1));
  params.delete('lang');
  if (locale !== 'en') params.set('lang', locale);
  const search = params.toString();
  return `${path}${search ? `?${search}` : ''}${hash}`;
}

/**
 * A page's full address in a language, shared by the head tags (client), the sitemap, the feed and the
 * mails (server).
 */
export function localisedUrl(publicUrl: string, pathname: string, locale: Locale): string {
  return `${publicUrl}${localisedPath(pathname, locale)}`;
}

/** hreflang alternates of a page: each language, plus x-default on the bare (English) address. */
export function hreflangAlternates(publicUrl: string, pathname: string): { hreflang: string; href: string }[] {
  return [
    ...LOCALES.map((locale) => ({ hreflang: locale, href: localisedUrl(publicUrl, pathname, locale) })),
    { hreflang: 'x-default', href: localisedUrl(publicUrl, pathname, 'en') },
  ];
}

/**
 * The site's own links inside stored HTML (an article's body, where staff write `/contact`), named in the
 * page's language like every other link. The HTML is sanitize-html's output (server/src/lib/sanitize.ts):
 * attribute values double-quoted, `&` written `&amp;`.
 */
export function localiseLinks(html: string, locale: Locale): string {
  return html.replace(/(<a\s[^>]*?\bhref=")([^"]*)"/g, (_match, start: string, href: string) => {
    const localised = localisedPath(href.replace(/&amp;/g, '&'), locale).replace(/&/g, '&amp;');
    return `${start}${localised}"`;
  });
}
