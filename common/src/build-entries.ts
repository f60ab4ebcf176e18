/**
 * The client's entry modules, relative to client/ (Vite's root), named once for the build
 * (vite.config.ts; package.json's `vite build --ssr` names the server entry for the command line), the
 * server's manifest lookup (server/src/ssr/module-preloads.ts) and its development renderer
 * (server/src/ssr/renderer.ts). The server reads these as paths, never imports client code.
 */
export const CLIENT_ENTRY = 'src/entry-client.tsx';
export const SSR_ENTRY = 'src/entry-server.tsx';
/** The server-rendering bundle the SSR build writes under <out>/ssr/. */
export const SSR_BUNDLE = 'entry-server.js';

/**
 * The page's two JSON blocks, written by the server's renderer into the built index.html and read by the
 * browser: the state the app hydrates with, and the modules to start and preload (docs/decisions/016).
 */
export const APP_STATE_ID = '__APP_STATE__';
export const APP_MODULES_ID = '__APP_MODULES__';

/** What the modules block holds: the entry to start and the chunks to preload with it. */
export interface AppModules {
  entry: string;
  preload: string[];
}
