import { messages as en } from '@common/content/locales/en';
import { messages as fr } from '@common/content/locales/fr';
import { messages as sw } from '@common/content/locales/sw';
import type { RenderFn } from '@common/content-api';
import type { NewsArticle } from '@common/news';
import { dehydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from '@/lib/router';
import { App } from './app/App';
import { serialiseState } from './app/app-state';
import { Providers } from './app/providers';
import { matchAppRoute } from './app/route-table';
import { type HeadCollector, HeadContext } from './components/seo/head-context';
import { headTags, priorityImageTag } from './components/seo/head-tags';
import { structuredData } from './components/seo/page-structured-data';
import { articleQuery } from './features/news/api/get-article';
import { namespaceSource } from './i18n/load';
import { createQueryClient } from './lib/query-client';

const dictionaries = { en, fr, sw };

/** Renders one request: prefetches the route's data in-process, renders React, dehydrates the cache. */
export const render: RenderFn = async ({ url, locale, content, config }) => {
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  const queryClient = createQueryClient();
  const match = matchAppRoute(pathname);
  // With the page module and its data ready, nothing suspends, so a plain string render is
  // complete (streaming would add inline boundary scripts, which the CSP forbids).
  const [identity, quickContacts] = await Promise.all([
    content.siteIdentity(),
    // The Organization's contact points (JSON-LD on every page); a cached read.
    content.entries('quickContact', locale),
    match?.route.page.preload(),
    match?.route.prefetch?.({ queryClient, content, params: match.params, search: searchParams, locale }),
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
  const article = slug
    ? (queryClient.getQueryData<NewsArticle | null>(articleQuery(slug, locale).queryKey) ?? null)
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
        article: article ?? undefined,
      }),
      ...(head.priorityImage ? [priorityImageTag(head.priorityImage)] : []),
      ...structuredData({ ...context, meta, identity, quickContacts, messages, article }),
    ].join('\n    '),
    state: serialiseState({ locale, config, identity, queries: dehydrate(queryClient) }),
    // What entry-client.tsx loads before hydrating: the route's page and its dictionaries.
    modules: match
      ? [
          match.route.page.source,
          ...['common' as const, ...match.route.namespaces].map((namespace) => namespaceSource(locale, namespace)),
        ]
      : [],
  };
};
