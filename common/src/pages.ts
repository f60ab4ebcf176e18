/**
 * The public pages (SPEC §2.1 plus /privacy and /terms), written once: the client's router, the share
 * images (`/og/{key}.png`), the sitemap and the audits all read this list. Articles (/news/{slug}) and
 * the not-found page are routes of their own, not pages of this list.
 */
export const PUBLIC_PAGES = [
  { key: 'home', path: '/' },
  { key: 'about', path: '/about' },
  { key: 'careers', path: '/careers' },
  { key: 'contact', path: '/contact' },
  { key: 'investors', path: '/investors' },
  { key: 'news', path: '/news' },
  { key: 'impact', path: '/impact' },
  { key: 'privacy', path: '/privacy' },
  { key: 'terms', path: '/terms' },
] as const;

export type PageKey = (typeof PUBLIC_PAGES)[number]['key'];
export type PagePath = (typeof PUBLIC_PAGES)[number]['path'];

export const isPageKey = (value: string): value is PageKey => PUBLIC_PAGES.some((page) => page.key === value);

/** The page key of a path ('/about/' too), or undefined for anything else. */
export const pageKeyOf = (pathname: string): PageKey | undefined =>
  PUBLIC_PAGES.find((page) => page.path === (pathname.replace(/\/$/, '') || '/'))?.key;

/** The article route's pattern, for the router and the tools that list addresses. */
export const ARTICLE_PATH = '/news/:slug';

/** A company's own page (docs/decisions/084): its route's pattern, and its address from its slug. */
export const COMPANY_PATH = '/companies/:slug';
export const companyPath = (slug: string): string => `/companies/${encodeURIComponent(slug)}`;
