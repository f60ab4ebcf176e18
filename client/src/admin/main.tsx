import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Router } from 'wouter';
import { AdminApp } from './AdminApp';
import { whenSignedOut } from './api/client';
import { sessionQuery } from './api/session';
import { AdminI18nProvider } from './i18n';
import { messages } from './locales/en';
import './admin.css';

/** The staff area's entry (a build of its own: vite.admin.config.ts), served under /admin. */
const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});

// A 401 anywhere means the session ended (idle, signed out elsewhere): show the sign-in form.
whenSignedOut(() => {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[1] !== 'session' });
  void queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey });
});

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <AdminI18nProvider messages={messages}>
        <Router base="/admin">
          <AdminApp />
        </Router>
      </AdminI18nProvider>
    </QueryClientProvider>
  </StrictMode>,
);
