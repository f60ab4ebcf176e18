import { cpSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { SERVER_BUNDLED_PACKAGES, SERVER_SOURCE_OUTPUT } from './common/src/build-entries.ts';

const outDir = process.env.OUT_DIR ?? 'dist';
const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** Bundles server/src/server.ts for Node; dependencies stay in node_modules but for SERVER_BUNDLED_PACKAGES. */
export default defineConfig({
  resolve: { alias: { '@common': here('./common/src') } },
  ssr: { noExternal: SERVER_BUNDLED_PACKAGES },
  build: {
    ssr: here('./server/src/server.ts'),
    outDir: here(`./${outDir}/server`),
    emptyOutDir: true,
    target: 'node20',
    // Vite's 500 kB warning is about downloads; this bundle is read from disk once, at start.
    chunkSizeWarningLimit: 2000,
    rollupOptions: { output: { entryFileNames: 'server.js', ...SERVER_SOURCE_OUTPUT } },
  },
  plugins: [
    {
      name: 'copy-migrations',
      closeBundle() {
        // Migrations are read at start-up from beside the bundle.
        cpSync(here('./server/src/db/migrations'), here(`./${outDir}/server/migrations`), { recursive: true });
      },
    },
  ],
});
