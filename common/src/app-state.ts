/**
 * The page's state block: written by the server's renderer, read by the app's entry when it hydrates.
 * Only entry-client.tsx imports this on the client (see app-modules.ts for why the two are apart).
 */
export const APP_STATE_ID = '__APP_STATE__';
