import type { RenderFn } from '@common/content-api';
import { dehydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
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

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

/** Renders one request: prefetches the route's data in-process, renders React, dehydrates the cache. */
export const render: RenderFn = async ({ url, locale, content, config }) => {
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  const queryClient = createQueryClient();
  const match = matchAppRoute(pathname);
  if (match?.route.prefetch) {
    await match.route.prefetch({ queryClient, content, params: match.params, search: searchParams, locale });
  }

  const head: HeadCollector = {};
  const { prelude } = await prerenderToNodeStream(
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
  const html = await streamToString(prelude);
  const meta = head.meta ?? { title: 'VEB Group', description: '' };
  return {
    status: meta.status ?? 200,
    html,
    head: headTags(meta, { publicUrl: config.publicUrl, pathname, locale }),
    state: serialiseState({ locale, config, queries: dehydrate(queryClient) }),
  };
};
