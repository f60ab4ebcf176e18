import type { SessionInfo } from '@common/admin/auth';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { get, setCsrfToken } from './client';

/** The session, read at start and after every sign-in step; it also hands out the CSRF token. */
export const sessionQuery = queryOptions({
  queryKey: ['admin', 'session'],
  queryFn: async () => {
    const info = await get<SessionInfo>('/session');
    setCsrfToken(info.csrfToken);
    return info;
  },
  staleTime: 60_000,
});

export function useSession() {
  return useQuery(sessionQuery);
}

/** Reads the session again (after signing in or out); everything cached for the old session is dropped. */
export function useRefreshSession() {
  const client = useQueryClient();
  return async () => {
    client.removeQueries({ predicate: (query) => query.queryKey[1] !== 'session' });
    await client.fetchQuery({ ...sessionQuery, staleTime: 0 });
  };
}
