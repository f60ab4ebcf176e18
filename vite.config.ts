import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { configDefaults } from 'vitest/config';
import { CLIENT_ENTRY, SERVER_BUNDLED_PACKAGES, SERVER_SOURCE_OUTPUT } from './common/src/build-entries.ts';

const outDir = process.env.OUT_DIR ?? 'dist';

/**
 * Left out of the quick tier: the files that need a build or start processes (the built site, nginx,
 * a PostgreSQL cluster), and the few that take 15 s or more alone (image encoding, backups, throttles,
 * fuzzing, the JSON-LD processor). `npm test` runs them all.
 */
const SLOW_TEST_FILES = [
  'server/src/test/{fault,cluster,fuzz,deploy}/**',
  'server/src/modules/staff/setup-process.test.ts',
  'server/src/modules/staff/password-reset.test.ts',
  'server/src/modules/media/library.test.ts',
  'server/src/modules/media/media.test.ts',
  'server/src/db/backup/**',
  'server/src/modules/seo/jsonld.test.ts',
  'server/src/routes/language-addresses.test.ts',
  'server/src/ssr/not-found-pages.test.ts',
  'server/src/routes/http-semantics.test.ts',
  'server/src/routes/careers-page.test.ts',
  'server/src/routes/company-pages.test.ts',
  'server/src/routes/figure-places.test.ts',
  'server/src/routes/record-languages.test.ts',
  'server/src/routes/legal-dates.test.ts',
  'server/src/db/seed/seed.test.ts',
  'server/src/db/pglite-created.test.ts',
  // Builds a database the long way (initdb in a child process, every migration, the seed) to compare.
  'server/src/test/pglite-image.test.ts',
  'server/src/db/newsletter-translations-migration.test.ts',
  'server/src/modules/settings/site-identity.test.ts',
  'server/src/plugins/rate-limits.test.ts',
  // 15-18 s alone on the two-core machine of decision 071, where the quick tier took 122 s with them.
  'server/src/modules/seo/sitemap.test.ts',
  'server/src/modules/auth/auth.test.ts',
];
const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** Preloads the self-hosted font the CSS uses, so text renders in Inter at first paint. */
function preloadFont(): Plugin {
  return {
    name: 'preload-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const font = Object.keys(bundle ?? {}).find((file) => /inter-latin-wght-normal.*\.woff2$/.test(file));
        if (!font) return [];
        return [
          {
            tag: 'link',
            attrs: { rel: 'preload', href: `/${font}`, as: 'font', type: 'font/woff2', crossorigin: '' },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

/**
 * The page is server-rendered, so its first paint needs the HTML, the stylesheet and the font, not the
 * scripts: the entry script and its preloads are fetched at low priority, after what paints.
 */
function scriptsAfterPaint(): Plugin {
  return {
    name: 'scripts-after-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html
          .replace(/<script type="module" crossorigin /g, '<script type="module" crossorigin fetchpriority="low" ')
          .replace(
            /<link rel="modulepreload" crossorigin /g,
            '<link rel="modulepreload" crossorigin fetchpriority="low" ',
          ),
    },
  };
}

/** Client and SSR builds of the React app (root: client/). The server has its own config. */
export default defineConfig(({ isSsrBuild }) => ({
  root: here('./client'),
  publicDir: here('./client/public'),
  plugins: [react(), tailwindcss(), preloadFont(), scriptsAfterPaint()],
  resolve: {
    alias: { '@': here('./client/src'), '@common': here('./common/src') },
  },
  server: { fs: { allow: [here('.')] } },
  build: {
    outDir: here(`./${outDir}/${isSsrBuild ? 'ssr' : 'client'}`),
    emptyOutDir: true,
    target: 'es2022',
    manifest: !isSsrBuild,
    // No loader for dynamic imports: the server lists every chunk a page hydrates with and
    // client/src/boot.ts loads them after the first paint (docs/decisions/016).
    modulePreload: false,
    ssrManifest: false,
    rolldownOptions: isSsrBuild
      ? { output: SERVER_SOURCE_OUTPUT }
      : {
          // The page (index.html, whose only script is the small boot module) and the app's entry, which
          // boot.ts starts once the page has painted.
          input: { index: here('./client/index.html'), app: here(`./client/${CLIENT_ENTRY}`) },
          output: {
            codeSplitting: {
              groups: [
                { name: 'icons', test: /[\\/]lucide-react[\\/]/, minShareCount: 2, priority: 20 },
                // Client modules and the static content (common/src/content) used by two chunks or more.
                {
                  name: 'shared',
                  test: /[\\/]client[\\/]src[\\/]|[\\/]common[\\/]src[\\/]content[\\/]/,
                  minShareCount: 2,
                  priority: 10,
                },
              ],
            },
          },
        },
  },
  // Bundled into the server renderer, so that only what the pages use is in the server's memory.
  ssr: { noExternal: isSsrBuild ? SERVER_BUNDLED_PACKAGES : undefined },
  test: {
    root: here('.'),
    // `npm run test:quick` (the inner loop): PGlite only, without the files below.
    exclude: process.env.TEST_TIER === 'quick' ? [...configDefaults.exclude, ...SLOW_TEST_FILES] : undefined,
    testTimeout: 60000,
    hookTimeout: 60000,
    // Vitest's default is one worker fewer than the cores: one on a two-core machine. The server's tests
    // wait on databases, sockets and child processes as much as they compute, so two keep both cores busy.
    maxWorkers: 2,
    // Names this run's PostgreSQL databases and drops them at the end (server/src/test/global-setup.ts).
    globalSetup: [here('./server/src/test/global-setup.ts')],
    projects: [
      {
        extends: true,
        test: {
          name: 'client',
          include: ['client/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          isolate: false,
          setupFiles: [here('./client/src/test/setup.ts')],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['server/**/*.test.ts', 'common/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          // A worker imports the app once and runs its files one after another (docs/decisions/053, 056):
          // each file has its own PostgreSQL database when TEST_DATABASE_URL is set, and setup.ts fails a
          // file that leaves a connection, server, socket, watcher or child process open.
          isolate: false,
          setupFiles: [here('./server/src/test/setup.ts')],
        },
      },
    ],
  },
}));
