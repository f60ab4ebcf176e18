/**
 * The client's entry modules, relative to client/ (Vite's root), named once for the build
 * (vite.config.ts; package.json's `vite build --ssr` names the server entry for the command line), the
 * server's manifest lookup (server/src/ssr/module-preloads.ts) and its development renderer
 * (server/src/ssr/renderer.ts). The server reads these as paths, never imports client code. The page's two
 * JSON blocks are named in app-modules.ts and app-state.ts: each is read by one browser script, and a
 * module both read would become a chunk of its own, fetched before the first paint.
 */
export const CLIENT_ENTRY = 'src/entry-client.tsx';
export const SSR_ENTRY = 'src/entry-server.tsx';
/** The server-rendering bundle the SSR build writes under <out>/ssr/. */
export const SSR_BUNDLE = 'entry-server.js';
