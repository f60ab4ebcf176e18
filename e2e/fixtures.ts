import { mkdtempSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { startApp } from '../scripts/audit/lib/hydration';
import type { Clock } from '../server/src/lib/clock';
import { createBuiltAdminShell } from '../server/src/ssr/admin-shell';
import { createBuiltRenderer } from '../server/src/ssr/renderer';
import { builtSiteDir } from '../server/src/test/page-renderer';
import { createTestApp } from '../server/src/test/test-app';

// Chromium writes its profile and caches under XDG folders; keep them out of the home directory.
const xdg = mkdtempSync(join(tmpdir(), 'veb-e2e-'));
process.env.XDG_CONFIG_HOME ??= join(xdg, 'config');
process.env.XDG_CACHE_HOME ??= join(xdg, 'cache');

/**
 * The server's time: the real time, moved forward by a test that needs a later day (an opening past its
 * closing date), which puts it back when done (the worker's later tests share the server).
 */
class ShiftedClock implements Clock {
  private shift = 0;
  now(): Date {
    return new Date(this.ms());
  }
  ms(): number {
    return Date.now() + this.shift;
  }
  moveForward(ms: number): void {
    this.shift += ms;
  }
  reset(): void {
    this.shift = 0;
  }
}

type TestServer = Awaited<ReturnType<typeof createTestApp>> & { origin: string; clock: ShiftedClock };

/** A port nobody listens on now, so PUBLIC_URL (canonical links, sitemap) can name it up front. */
export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolvePort(port));
    });
  });
}

/** A server of the built site on its own database (seeded or empty), as the worker fixtures start them. */
export async function startServer(seed: boolean): Promise<TestServer> {
  const dist = builtSiteDir();
  const [renderer, adminShell] = await Promise.all([createBuiltRenderer(dist), createBuiltAdminShell(dist)]);
  const port = await freePort();
  const clock = new ShiftedClock();
  const server = await createTestApp('pglite', {
    seed,
    clock,
    renderer,
    adminShell,
    env: { PUBLIC_URL: `http://127.0.0.1:${port}` },
  });
  const origin = await server.app.listen({ host: '127.0.0.1', port });
  return { ...server, origin, clock };
}

interface Fixtures {
  /** Every console error and every request to another host, collected for the after-test check. */
  problems: string[];
  /** Console errors a test expects (for example the browser's note about a 404 it provoked). */
  allowedConsoleErrors: RegExp[];
}

interface WorkerFixtures {
  server: TestServer;
  emptyServer: TestServer;
}

export const test = base.extend<Fixtures, WorkerFixtures>({
  // One server with demo content per worker; tests that write use their own unique data.
  server: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright requires an object pattern for fixtures without dependencies.
    async ({}, use) => {
      const server = await startServer(true);
      await use(server);
      await server.close();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  // An empty database, for the empty states.
  emptyServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright requires an object pattern for fixtures without dependencies.
    async ({}, use) => {
      const server = await startServer(false);
      await use(server);
      await server.close();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ server }, use) => use(server.origin),
  allowedConsoleErrors: [[], { option: true }],
  problems: [
    async ({ page, allowedConsoleErrors }, use) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = message.text();
        // A page answered with 404 on purpose (unknown route or article) makes Chromium log it.
        const documentStatus = text.startsWith('Failed to load resource') && message.location().url === page.url();
        if (documentStatus || allowedConsoleErrors.some((pattern) => pattern.test(text))) return;
        problems.push(`console error: ${text}`);
      });
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (
          !['127.0.0.1', 'localhost'].includes(url.hostname) &&
          !url.protocol.startsWith('data') &&
          url.protocol !== 'blob:'
        ) {
          problems.push(`request to another host: ${request.url()}`);
        }
      });
      await use(problems);
      expect(problems, 'no console errors and no outside requests').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Starts the app as a visitor does (a first sign of acting, decision 060) and waits until React has
 * hydrated the page, so clicks reach React handlers.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await startApp(page);
}
