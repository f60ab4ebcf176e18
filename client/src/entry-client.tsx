import { APP_STATE_ID } from '@common/app-state';
import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from '@/lib/router';
import { App } from './app/App';
import type { AppState } from './app/app-state';
import { Providers } from './app/providers';
import { matchAppRoute } from './app/route-table';
import { loadNamespaces } from './i18n';
import { createQueryClient } from './lib/query-client';

async function start() {
  const stateElement = document.getElementById(APP_STATE_ID);
  const state = JSON.parse(stateElement?.textContent ?? '{}') as AppState;
  const queryClient = createQueryClient();
  hydrate(queryClient, state.queries);

  // The page's text and chunk load in parallel, before hydration, so the first client
  // render matches the server HTML exactly.
  const route = matchAppRoute(location.pathname)?.route;
  const [messages] = await Promise.all([
    loadNamespaces(state.locale, ['common', ...(route?.namespaces ?? [])]),
    route?.page.preload(),
  ]);

  // Hydrating inside a transition lets React yield to the browser every few milliseconds instead of
  // holding the main thread for the whole page in one long task (input stays responsive; events that
  // arrive meanwhile are replayed once their part of the page is hydrated).
  startTransition(() => {
    hydrateRoot(
      document.getElementById('root') as HTMLElement,
      <StrictMode>
        <BrowserRouter>
          <Providers
            queryClient={queryClient}
            locale={state.locale}
            messages={messages}
            config={state.config}
            identity={state.identity}
          >
            <App />
          </Providers>
        </BrowserRouter>
      </StrictMode>,
    );
  });
}

void start();
