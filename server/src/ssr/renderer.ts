import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { APP_MODULES_ID } from '@common/app-modules';
import { APP_STATE_ID } from '@common/app-state';
import { CLIENT_ENTRY, SSR_BUNDLE, SSR_ENTRY } from '@common/build-entries';
import type { RenderFn, RenderRequest, RouteOfFn } from '@common/content-api';
import type { ViteDevServer } from 'vite';
import { type AppModules, createAppModules, type ViteManifest } from './module-preloads';

export interface PageRenderer {
  render(request: RenderRequest): Promise<{ status: number; html: string }>;
  /** The route pattern a path renders, when the renderer can tell without rendering (ssr/not-found-pages.ts). */
  routeOf?(pathname: string): Promise<string>;
  /** Built client assets to serve (absent in development, where Vite serves them). */
  clientDir?: string;
  vite?: ViteDevServer;
}

/**
 * Fills the Vite-built index.html with the rendered page. `modules` (the addresses of the chunks the page
 * hydrates with) go in a JSON block (APP_MODULES_ID) that the browser's boot script reads after the first paint.
 */
function fillTemplate(
  template: string,
  locale: string,
  page: Awaited<ReturnType<RenderFn>>,
  modules?: AppModules,
): string {
  const list = modules
    ? `\n    <script type="application/json" id="${APP_MODULES_ID}">${JSON.stringify(modules)}</script>`
    : '';
  return template
    .replace('<html lang="en">', `<html lang="${locale}">`)
    .replace('<!--app-head-->', page.head)
    .replace('<!--app-html-->', page.html)
    .replace('<!--app-state-->', `<script type="application/json" id="${APP_STATE_ID}">${page.state}</script>${list}`);
}

/** Production: the template and the SSR bundle built by `npm run build`. */
export async function createBuiltRenderer(distDir: string): Promise<PageRenderer> {
  const clientDir = join(distDir, 'client');
  const template = await readFile(join(clientDir, 'index.html'), 'utf8');
  const manifest = JSON.parse(await readFile(join(clientDir, '.vite', 'manifest.json'), 'utf8')) as ViteManifest;
  const appModules = createAppModules(manifest);
  const entry = (await import(pathToFileURL(join(distDir, 'ssr', SSR_BUNDLE)).href)) as {
    render: RenderFn;
    routeOf: RouteOfFn;
  };
  return {
    clientDir,
    routeOf: async (pathname) => entry.routeOf(pathname),
    async render(request) {
      const page = await entry.render(request);
      return { status: page.status, html: fillTemplate(template, request.locale, page, appModules(page.modules)) };
    },
  };
}

/**
 * Development: Vite transforms and hot-reloads the client and the SSR entry on each request. Tests turn
 * hot reloading and its socket off (`hmr: false`): the socket has one fixed port, which two test workers
 * cannot share.
 */
export async function createDevRenderer(root: string, { hmr = true }: { hmr?: boolean } = {}): Promise<PageRenderer> {
  const vite = await createSourceVite({ hmr });
  const entry = async () => (await vite.ssrLoadModule(`/${SSR_ENTRY}`)) as { render: RenderFn; routeOf: RouteOfFn };
  return {
    vite,
    routeOf: async (pathname) => (await entry()).routeOf(pathname),
    async render(request) {
      const raw = await readFile(join(root, 'index.html'), 'utf8');
      const template = await vite.transformIndexHtml(request.url, raw);
      const page = await (await entry()).render(request);
      // Vite serves the sources as they are: the entry is its own file, its imports come as they are asked for.
      const modules = { entry: `/${CLIENT_ENTRY}`, preload: [] };
      return { status: page.status, html: fillTemplate(template, request.locale, page, modules) };
    },
  };
}

/**
 * Vite on the sources, as a middleware (no server of its own), with the project's config (aliases, React,
 * Tailwind) from the repository root: it loads client modules for server-side rendering.
 */
export async function createSourceVite({ hmr }: { hmr: boolean }): Promise<ViteDevServer> {
  const { createServer } = await import('vite');
  return createServer({
    configFile: fileURLToPath(new URL('../../../vite.config.ts', import.meta.url)),
    server: { middlewareMode: true, hmr, ...(hmr ? {} : { ws: false }) },
    appType: 'custom',
  });
}
