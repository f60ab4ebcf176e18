import type { SessionInfo, StaffMe } from '@common/admin/auth';
import type { Locale } from '@common/locale';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { sessionQuery } from '../api/session';
import { AdminLanguageProvider } from '../i18n/language';

/**
 * Renders part of the staff area as main.tsx does: React Query (no retries), the real English words, a
 * router at `path`, and a signed-in session in Johannesburg's time zone (so dates need no server), of
 * `user` when the screen reads who is signed in; in `language` (English unless a test asks for another).
 */
export function renderAdmin(
  ui: ReactNode,
  { path = '/', user = null, language = 'en' }: { path?: string; user?: StaffMe | null; language?: Locale } = {},
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY }, mutations: { retry: false } },
  });
  queryClient.setQueryData<SessionInfo>(sessionQuery.queryKey, {
    csrfToken: 'test',
    stage: 'full',
    user,
    timeZone: 'Africa/Johannesburg',
  });
  const location = memoryLocation({ path, record: true });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <AdminLanguageProvider initial={language}>
        <Router hook={location.hook}>{ui}</Router>
      </AdminLanguageProvider>
    </QueryClientProvider>,
  );
  return { ...result, queryClient, location };
}
