/**
 * The public pages (SPEC §2.1 plus /privacy and /terms), keyed as their share images are
 * (`/og/{key}.png`). The client's route table is the source of the pages; this list must follow it
 * (the e2e test opens every page's og:image, so a missing key shows as a failure there).
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

export const isPageKey = (value: string): value is PageKey => PUBLIC_PAGES.some((page) => page.key === value);
