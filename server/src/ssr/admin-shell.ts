import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ViteDevServer } from 'vite';

/** The admin area's HTML page (a client-side app; nothing in it is rendered on the server). */
export interface AdminShell {
  html(url: string): Promise<string>;
  /** Built assets to serve under /admin/assets/ (absent in development, where Vite serves them). */
  assetsDir?: string;
}

/** Production: dist/admin, built by `vite build --config vite.admin.config.ts`. */
export async function createBuiltAdminShell(distDir: string): Promise<AdminShell> {
  const dir = join(distDir, 'admin');
  const html = await readFile(join(dir, 'admin.html'), 'utf8');
  return { html: async () => html, assetsDir: join(dir, 'assets') };
}

/** Development: the page through Vite, which serves and hot-reloads its modules. */
export function createDevAdminShell(root: string, vite: ViteDevServer): AdminShell {
  return {
    html: async (url) => vite.transformIndexHtml(url, await readFile(join(root, 'admin.html'), 'utf8')),
  };
}
