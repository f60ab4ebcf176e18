import { ARTICLE_PATH, COMPANY_PATH, type PageKey, PUBLIC_PAGES } from '@common/pages';
import { prefetchAbout } from '@/features/about/api/entries';
import { prefetchCareers } from '@/features/careers/api/prefetch';
import { prefetchCompany } from '@/features/companies/api/prefetch';
import { prefetchHome } from '@/features/home/api/entries';
import { prefetchImpact } from '@/features/impact/api/prefetch';
import { prefetchArticle, prefetchNewsList } from '@/features/news/api/prefetch';
import type { Namespace } from '@/i18n';
import { prefetchCalendar } from '@/lib/calendar';
import { prefetchEntries } from '@/lib/entries';
import type { PrefetchContext } from '@/lib/prefetch-context';
import { matchRoutes } from '@/lib/router';
import { type LazyPage, lazyPage } from './lazy-page';

export interface AppRoute {
  path: string;
  page: LazyPage;
  /** Dictionary namespaces the page reads, besides `common` (loaded with the page's chunk). */
  namespaces: Namespace[];
  /** Server-side data for the first render; the client reuses it instead of fetching again. */
  prefetch?: (context: PrefetchContext) => Promise<void>;
}

/** A legal page's sections, and the site's day: its "Last updated" is a day in the site's time zone. */
const legalSections = prefetchEntries('legalSection');
async function prefetchLegal(context: PrefetchContext): Promise<void> {
  await Promise.all([legalSections(context), prefetchCalendar(context)]);
}

/** What each public page needs: its chunk, its dictionaries and its server-side data. */
const PAGE_SETUP: Record<PageKey, Omit<AppRoute, 'path'>> = {
  home: {
    namespaces: ['home', 'map'],
    page: lazyPage('home'),
    // Its records, the careers teaser's included (features/home/api/entries.ts HOME_KINDS).
    prefetch: prefetchHome,
  },
  about: { namespaces: ['about'], page: lazyPage('about'), prefetch: prefetchAbout },
  careers: { namespaces: ['careers'], page: lazyPage('careers'), prefetch: prefetchCareers },
  contact: { namespaces: ['contact'], page: lazyPage('contact'), prefetch: prefetchEntries('quickContact', 'office') },
  investors: {
    namespaces: ['investors'],
    page: lazyPage('investors'),
    // The investment team is a quick contact; its street address is the headquarters office's.
    prefetch: prefetchEntries('figure', 'opportunity', 'structure', 'reason', 'quickContact', 'office'),
  },
  news: { namespaces: ['news'], page: lazyPage('news-list'), prefetch: prefetchNewsList },
  impact: { namespaces: ['impact'], page: lazyPage('impact'), prefetch: prefetchImpact },
  privacy: { namespaces: ['legal'], page: lazyPage('legal', 'PrivacyPage'), prefetch: prefetchLegal },
  terms: { namespaces: ['legal'], page: lazyPage('legal', 'TermsPage'), prefetch: prefetchLegal },
};

/** SPEC §2.1 route table: the public pages (common/src/pages.ts), an article, and anything else. */
export const appRoutes: AppRoute[] = [
  ...PUBLIC_PAGES.map(({ key, path }) => ({ path, ...PAGE_SETUP[key] })),
  { path: ARTICLE_PATH, namespaces: ['news'], page: lazyPage('news-article'), prefetch: prefetchArticle },
  // A company's page (docs/decisions/084) shows its people and offices with the About and Contact pages'
  // cards, and its openings with the Careers page's words: it loads their dictionaries too.
  {
    path: COMPANY_PATH,
    namespaces: ['company', 'about', 'contact', 'careers'],
    page: lazyPage('company'),
    prefetch: prefetchCompany,
  },
  // The newsletter e-mails' links (docs/decisions/017): not public pages, so not in the sitemap (common/src/pages.ts).
  {
    path: '/newsletter/confirm',
    namespaces: ['newsletter'],
    page: lazyPage('newsletter-links', 'NewsletterConfirmPage'),
  },
  {
    path: '/newsletter/unsubscribe',
    namespaces: ['newsletter'],
    page: lazyPage('newsletter-links', 'NewsletterUnsubscribePage'),
  },
  { path: '*', namespaces: [], page: lazyPage('not-found') },
];

export function matchAppRoute(pathname: string) {
  const match = matchRoutes(appRoutes, pathname)?.[0];
  return match ? { route: match.route, params: match.params } : undefined;
}
