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

/**
 * Output settings of the two bundles the server runs (its own and the server-rendering one). Node keeps
 * each module's source in memory for as long as it runs: ASCII, which V8 keeps at one byte a character
 * (one curly apostrophe made the whole file two), and without the doc comments, which are read in the
 * repository (docs/decisions/064).
 */
export const SERVER_SOURCE_OUTPUT = {
  charset: 'ascii',
  comments: { legal: true, annotation: false, jsdoc: false },
} as const;

/**
 * Packages bundled (tree-shaken) into the server's bundles rather than loaded whole from node_modules: the
 * icon library (1,600 icons, 1.3 MB of source, of which the pages use a few dozen) and zod, whose entry
 * loads all its 50 languages' messages and its JSON Schema converters (1.5 MB of source, 104 modules), of
 * which the site uses English messages only (docs/decisions/050, 064).
 */
export const SERVER_BUNDLED_PACKAGES = ['lucide-react', 'zod'];
