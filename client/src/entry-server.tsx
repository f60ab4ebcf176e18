import { messages as en } from '@common/content/locales/en';
import { messages as fr } from '@common/content/locales/fr';
import { messages as sw } from '@common/content/locales/sw';
import type { RenderFn, RouteOfFn, SiteCalendar } from '@common/content-api';
import type { PublicEntry } from '@common/entries/public';
import { withCompany } from '@common/feeds';
import type { NewsArticle } from '@common/news';
import { COMPANY_PATH } from '@common/pages';
import { dehydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from '@/lib/router';
import { App } from './app/App';
import { serialiseState, withoutRenderDetails } from './app/app-state';
import { Providers } from './app/providers';
import { matchAppRoute } from './app/route-table';
import { type HeadCollector, HeadContext } from './components/seo/head-context';
import { headTags, priorityImageTag } from './components/seo/head-tags';
import { structuredData } from './components/seo/page-structured-data';
import { prefetchFeatured } from './features/home/api/featured';
import { articleQuery } from './features/news/api/get-article';
import { namespaceSource } from './i18n/load';
import { calendarKey } from './lib/calendar';
import { entriesQuery, prefetchEntries } from './lib/entries';
import { createQueryClient } from './lib/query-client';

const dictionaries = { en, fr, sw };

/**
 * What the frame of every page shows whatever the route: the companies (menus, footer, search), and the
 * rest of the search dialog's index (the partners, the featured news), whose results are in the page's
 * HTML so the dialog answers before the app is in (docs/decisions/098).
 */
const prefetchPartners = prefetchEntries('company', 'partner');
const prefetchShell = (context: Parameters<typeof prefetchPartners>[0]) =>
  Promise.all([prefetchPartners(context), prefetchFeatured(context)]);

/** The route a path renders, without rendering it (the server keeps one not-found page per route). */
export const routeOf: RouteOfFn = (pathname) => matchAppRoute(pathname)?.route.path ?? '*';

/** Renders one request: prefetches the route's data in-process, renders React, dehydrates the cache. */
export const render: RenderFn = async ({ url, locale, content, config }) => {
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  const queryClient = createQueryClient();
  const match = matchAppRoute(pathname);
  // With the page module and its data ready, nothing suspends, so a plain string render is
  // complete (streaming would add inline boundary scripts, which the CSP forbids).
  const setup = { queryClient, content, params: match?.params ?? {}, search: searchParams, locale };
  const [identity, quickContacts] = await Promise.all([
    content.siteIdentity(),
    // The Organization's contact points (JSON-LD on every page); a cached read.
    content.entries('quickContact', locale),
    match?.route.page.preload(),
    prefetchShell(setup),
    match?.route.prefetch?.(setup),
  ]);

  const head: HeadCollector = {};
  const messages = dictionaries[locale];
  const html = renderToString(
    <StrictMode>
      <HeadContext.Provider value={head}>
        <StaticRouter location={url}>
          <Providers queryClient={queryClient} locale={locale} messages={messages} config={config} identity={identity}>
            <App />
          </Providers>
        </StaticRouter>
      </HeadContext.Provider>
    </StrictMode>,
  );
  const meta = head.meta ?? { title: identity?.groupName ?? '', description: '' };
  // The article the page showed, read from the cache the prefetch filled (no second read).
  const slug = match?.route.path === '/news/:slug' ? match.params.slug : undefined;
  const article = slug ? (queryClient.getQueryData<NewsArticle | null>(articleQuery(slug).queryKey) ?? null) : null;
  const companies = queryClient.getQueryData(entriesQuery('company', locale).queryKey) ?? [];
  // The openings the careers page showed (read from the cache its prefetch filled), for their JobPosting data.
  const jobs = queryClient.getQueryData<PublicEntry<'job'>[]>(entriesQuery('job', locale).queryKey);
  const calendar = queryClient.getQueryData<SiteCalendar>(calendarKey);
  const openings =
    match?.route.path === '/careers' && jobs && calendar
      ? {
          jobs,
          companies: queryClient.getQueryData<PublicEntry<'company'>[]>(entriesQuery('company', locale).queryKey) ?? [],
          timeZone: calendar.timeZone,
        }
      : null;
  // The company a company's page showed, as the page finds it (its slug), with its own offices.
  const companySlug = match?.route.path === COMPANY_PATH ? match.params.slug : undefined;
  const shownCompany = companySlug ? companies.find((c) => c.slug === companySlug) : undefined;
  const company = shownCompany
    ? {
        entry: shownCompany,
        offices: (
          queryClient.getQueryData<PublicEntry<'office'>[]>(entriesQuery('office', locale).queryKey) ?? []
        ).filter((office) => office.company === shownCompany.id),
      }
    : null;
  const context = { publicUrl: config.publicUrl, pathname, locale };
  return {
    status: meta.status ?? 200,
    html,
    head: [
      headTags(meta, {
        ...context,
        twitterProfile: identity?.social.x || undefined,
        shareImage: identity?.shareImage,
        feedTitle: messages.news.meta.title,
        companyFeed: shownCompany && {
          slug: shownCompany.slug,
          title: withCompany(messages.news.company.feedTitle, shownCompany.name),
        },
        article: article ?? undefined,
      }),
      ...(head.priorityImage ? [priorityImageTag(head.priorityImage)] : []),
      ...structuredData({ ...context, meta, identity, quickContacts, messages, article, companies, company, openings }),
    ].join('\n    '),
    state: serialiseState({ locale, config, identity, queries: withoutRenderDetails(dehydrate(queryClient)) }),
    // What entry-client.tsx loads before hydrating: the route's page and its dictionaries.
    modules: match
      ? [
          match.route.page.source,
          ...['common' as const, ...match.route.namespaces].map((namespace) => namespaceSource(locale, namespace)),
        ]
      : [],
  };
};
