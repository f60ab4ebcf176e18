import type { EntryKind } from '@common/entries/kinds';
import type { Locale } from '@common/locale';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, use } from 'react';
import { useI18n } from '@/i18n';
import { entriesPath, entriesQuery } from './entries';

/**
 * Loads per client and request, kept once settled: a suspended render waits on the same promise each time,
 * and a load that failed is not started again by the render after it (the page shows its empty states).
 */
const loads = new WeakMap<QueryClient, Map<string, Promise<void>>>();

/** Records of the kind in some language: after a change of language the page shows those while the new load. */
const hasAny = (client: QueryClient, kind: EntryKind) =>
  client.getQueriesData({ queryKey: [entriesPath(kind)] }).some(([, data]) => data !== undefined);

function load(client: QueryClient, kinds: readonly EntryKind[], locale: Locale): Promise<void> {
  const byKey = loads.get(client) ?? new Map<string, Promise<void>>();
  loads.set(client, byKey);
  const key = `${locale}:${kinds.join(',')}`;
  let promise = byKey.get(key);
  if (!promise) {
    // prefetchQuery never rejects: a failed read leaves the kind empty and the page shows its empty state.
    promise = Promise.all(kinds.map((kind) => client.prefetchQuery(entriesQuery(kind, locale)))).then(() => {});
    byKey.set(key, promise);
  }
  return promise;
}

/**
 * Renders a page once the records it shows are in the cache. The server's render prefetched them (the
 * route's `prefetch`), so this never waits there or at hydration; after a client-side move to the page it
 * suspends (the router's fallback shows) until they arrive, so the page appears whole: no section grows
 * under the visitor, and a `#section` in the address lands where the section will stay.
 */
export function EntriesGate({ kinds, children }: { kinds: readonly EntryKind[]; children: ReactNode }) {
  const client = useQueryClient();
  const { locale } = useI18n();
  const missing = kinds.filter((kind) => !hasAny(client, kind));
  if (missing.length > 0 && typeof window !== 'undefined') use(load(client, missing, locale));
  return children;
}
