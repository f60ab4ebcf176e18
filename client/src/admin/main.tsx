import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Router } from 'wouter';
import { AdminApp } from './AdminApp';
import { whenSignedOut } from './api/client';
import { LeaveGuardDialog } from './components/LeaveGuardDialog';
import { AdminLanguageProvider } from './i18n/language';
import { guardNavigation, installLeaveGuards } from './lib/leave-guard';
import { markSessionLost, sessionEndOf } from './lib/session-state';
import './admin.css';

/** The staff area's entry (a build of its own: vite.admin.config.ts), served under /admin. */
const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});

// A 401 anywhere means the session ended (signed out in another tab, idle, ended elsewhere: its code says
// which): the screen stays, with what it holds, and the shell offers to sign in again in place
// (lib/session-state.ts). Before anything renders, so the browser's back button is guarded before the
// router listens (lib/leave-guard.ts).
whenSignedOut((code) => markSessionLost(sessionEndOf(code)));
installLeaveGuards();

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <AdminLanguageProvider>
        <Router base="/admin" aroundNav={guardNavigation}>
          <AdminApp />
        </Router>
        <LeaveGuardDialog />
      </AdminLanguageProvider>
    </QueryClientProvider>
  </StrictMode>,
);
