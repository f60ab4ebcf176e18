import type { RenderFn } from '@common/content-api';
import { dehydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { App } from './app/App';
import { serialiseState } from './app/app-state';
import { Providers } from './app/providers';
import { matchAppRoute } from './app/route-table';
import { type HeadCollector, HeadContext } from './components/seo/head-context';
import { headTags } from './components/seo/head-tags';
import { messages as en } from './content/locales/en';
import { messages as fr } from './content/locales/fr';
import { messages as sw } from './content/locales/sw';
import { createQueryClient } from './lib/query-client';

const dictionaries = { en, fr, sw };

/** Renders one request: prefetches the route's data in-process, renders React, dehydrates the cache. */
export const render: RenderFn = async ({ url, locale, content, config }) => {
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  const queryClient = createQueryClient();
  const match = matchAppRoute(pathname);
  // With the page module and its data ready, nothing suspends, so a plain string render is
  // complete (streaming would add inline boundary scripts, which the CSP forbids).
  await Promise.all([
    match?.route.page.preload(),
    match?.route.prefetch?.({ queryClient, content, params: match.params, search: searchParams, locale }),
  ]);

  const head: HeadCollector = {};
  const html = renderToString(
    <StrictMode>
      <HeadContext.Provider value={head}>
        <StaticRouter location={url}>
          <Providers queryClient={queryClient} locale={locale} messages={dictionaries[locale]} config={config}>
            <App />
          </Providers>
        </StaticRouter>
      </HeadContext.Provider>
    </StrictMode>,
  );
  const meta = head.meta ?? { title: 'VEB Group', description: '' };
  return {
    status: meta.status ?? 200,
    html,
    head: headTags(meta, { publicUrl: config.publicUrl, pathname, locale }),
    state: serialiseState({ locale, config, queries: dehydrate(queryClient) }),
  };
};
