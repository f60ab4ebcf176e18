import { type FetchQueryOptions, type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useSyncExternalStore } from 'react';

/**
 * A query's data for a part of a page the server sends with its data (the home page's featured news):
 * read from the query cache, and fetched once when it is not there (a visit that began on another
 * page). useQuery does this too, with an observer that also tracks status, staleness and refetching,
 * none of which such a part uses, and that costs the home page 2.7 KB (brotli) of JavaScript before
 * interaction (docs/decisions/057). Fetch errors leave the data undefined, as useQuery's would.
 */
export function useQueryData<T, K extends QueryKey>(options: FetchQueryOptions<T, Error, T, K>): T | undefined {
  const client = useQueryClient();
  const { queryKey } = options;
  const key = JSON.stringify(queryKey);
  const subscribe = useCallback((onChange: () => void) => client.getQueryCache().subscribe(onChange), [client]);
  const read = () => client.getQueryData<T>(queryKey);
  const data = useSyncExternalStore(subscribe, read, read);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key's text stands for the key and its fetch
  useEffect(() => {
    if (client.getQueryData(queryKey) === undefined) void client.prefetchQuery(options);
  }, [client, key]);
  return data;
}
