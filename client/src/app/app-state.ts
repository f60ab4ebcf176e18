import type { PublicConfig } from '@common/content-api';
import type { Locale } from '@common/locale';
import type { SiteIdentity } from '@common/site-identity';
import type { DehydratedState } from '@tanstack/react-query';

/** What the server hands the client in the JSON block (#__APP_STATE__). */
export interface AppState {
  locale: Locale;
  config: PublicConfig;
  /** Settings → Site identity, as the server rendered the page with it. */
  identity: SiteIdentity | null;
  queries: DehydratedState;
}

/** JSON that is safe inside <script type="application/json">: no '</script>' or '<!--' can form. */
export function serialiseState(state: AppState): string {
  return JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The dehydrated cache without what differs from render to render: the times (when each query was
 * fetched, when the cache was dehydrated) and the order the queries finished in (they are fetched
 * together), so the same content makes the same bytes on every process and at every render, and so the
 * same ETag: behind nginx, a revalidation answered by the other process is then a 304, not a full page
 * (decision 097). Nothing reads the times: the client hydrates into an empty cache whose queries never go
 * stale (lib/query-client.ts), and a later fetch of a key is newer than 0 whatever its time.
 */
export function withoutRenderDetails(state: DehydratedState): DehydratedState {
  return {
    ...state,
    queries: [...state.queries]
      .sort((a, b) => (a.queryHash < b.queryHash ? -1 : a.queryHash > b.queryHash ? 1 : 0))
      .map((query) => ({
        ...query,
        dehydratedAt: 0,
        state: { ...query.state, dataUpdatedAt: 0, errorUpdatedAt: 0 },
      })),
  };
}
