import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SSR_BUNDLE } from '@common/build-entries';
import type { ViteDevServer } from 'vite';
import { createBuiltRenderer, createDevRenderer, createSourceVite, type PageRenderer } from '../ssr/renderer';

/** The build the tests run: OUT_DIR as for `npm run build` (default dist), from the repository root. */
export function builtSiteDir(): string {
  return resolve(process.env.OUT_DIR ?? 'dist');
}

/** The build folder, once it holds a build (the server-side renderer's bundle); a clear error otherwise. */
export function requireBuild(): string {
  const dist = builtSiteDir();
  if (!existsSync(resolve(dist, 'ssr', SSR_BUNDLE))) throw new Error(`No build in ${dist}: run npm run build first`);
  return dist;
}

/**
 * Set by `npm test` (scripts/test-suites.ts) once it has built the site from this tree: the build is the
 * sources' own, so a test may read pages from it.
 */
export const SITE_BUILT_ENV = 'TEST_SITE_BUILT';

/** The page renderer a test reads pages from, closed with `close()`. */
export type TestPageRenderer = PageRenderer & {
  /**
   * A client source module (path from client/, as `/src/...`), loaded through Vite's SSR loader as the
   * development renderer loads pages: the server never imports client code.
   */
  clientModule<T>(path: string): Promise<T>;
  close(): Promise<void>;
};

/**
 * The real page renderer for tests that read rendered pages over HTTP. Under `npm test`, the build it has
 * just made (what production serves): loaded in about a second. Run alone (`npx vitest run FILE`),
 * Vite's development renderer on the sources, so an edit is seen without a build. Vite transforms the
 * client for each file that starts one: the six files that read pages took 110 CPU s with it, 88 with
 * the build (decision 074).
 */
export async function testPageRenderer(): Promise<TestPageRenderer> {
  if (process.env[SITE_BUILT_ENV]) {
    const dist = requireBuild();
    // Vite only when a test asks for a client module: it then transforms that module and its imports.
    let vite: Promise<ViteDevServer> | undefined;
    return {
      ...(await createBuiltRenderer(dist)),
      clientModule: async <T>(path: string) => {
        vite ??= createSourceVite({ hmr: false });
        return (await (await vite).ssrLoadModule(path)) as T;
      },
      close: async () => (await vite)?.close(),
    };
  }
  const client = fileURLToPath(new URL('../../../client', import.meta.url));
  const renderer = await createDevRenderer(client, { hmr: false });
  const vite = renderer.vite as ViteDevServer;
  return {
    ...renderer,
    clientModule: async <T>(path: string) => (await vite.ssrLoadModule(path)) as T,
    close: () => vite.close(),
  };
}
