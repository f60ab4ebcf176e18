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
