/**
 * How a page loads its client code (docs/decisions/010): every script a page fetches before it hydrates
 * is announced in its HTML, so the browser fetches them all at once instead of discovering route chunks
 * one round trip after the entry script, and no loader has to write preload links while the page starts.
 */
import { firstArticlePath, STATIC_ROUTES } from '../scripts/audit/lib/config';
import { expect, test, waitForHydration } from './fixtures';

/** Scripts fetched before `data-hydrated` was set, recorded inside the page (no race with the test). */
declare global {
  interface Window {
    __scriptsBeforeHydration?: string[];
  }
}

function recordScriptsUntilHydrated() {
  const scripts: string[] = [];
  window.__scriptsBeforeHydration = scripts;
  let hydrated = false;
  new PerformanceObserver((list) => {
    if (hydrated) return;
    for (const entry of list.getEntries() as PerformanceResourceTiming[]) {
      if (entry.name.endsWith('.js')) scripts.push(entry.name);
    }
  }).observe({ type: 'resource', buffered: true });
  new MutationObserver((_, observer) => {
    if (document.documentElement.dataset.hydrated === 'true') {
      hydrated = true;
      observer.disconnect();
    }
    // The document, not <html>: an init script runs before <html> exists.
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });
}

const announced = (html: string, origin: string) =>
  new Set(
    [...html.matchAll(/<script [^>]*src="([^"]+)"|<link rel="modulepreload" [^>]*href="([^"]+)"/g)].map(
      (m) => new URL(m[1] ?? m[2], origin).href,
    ),
  );

test.describe('every script a page needs before it hydrates is announced in its HTML', () => {
  // A phone: sections that load code when they come near (the map) stay far below the fold.
  test.use({ viewport: { width: 375, height: 700 } });

  for (const route of [...STATIC_ROUTES, '/news/{newest}']) {
    for (const lang of ['en', 'fr'] as const) {
      test(`${route} (${lang})`, async ({ page, server }) => {
        const path = route === '/news/{newest}' ? await firstArticlePath(server.origin) : route;
        const address = lang === 'en' ? path : `${path}?lang=${lang}`;
        const html = await (await fetch(`${server.origin}${address}`)).text();
        const inHtml = announced(html, server.origin);
        const preloadsInHtml = html.match(/<link rel="modulepreload" /g)?.length ?? 0;
        // Scripts never compete with the stylesheet, the font and the priority image for the first paint.
        expect(html).toMatch(/<script type="module" crossorigin fetchpriority="low" src="\/assets\/index-/);
        expect(html.match(/<link rel="modulepreload" crossorigin fetchpriority="low" /g)?.length).toBe(preloadsInHtml);

        await page.addInitScript(recordScriptsUntilHydrated);
        await page.goto(address);
        await waitForHydration(page);
        const fetched = await page.evaluate(() => window.__scriptsBeforeHydration ?? []);

        // Exactly what the HTML announced: nothing discovered late, and nothing announced in vain.
        expect(fetched.filter((url) => !inHtml.has(url))).toEqual([]);
        expect([...inHtml].filter((url) => !fetched.includes(url))).toEqual([]);
        // Vite's loader found every chunk already announced and wrote no link of its own.
        await expect(page.locator('link[rel="modulepreload"]')).toHaveCount(preloadsInHtml);
      });
    }
  }
});

test.describe('the first image of the news list and of an article is preloaded from the head', () => {
  for (const route of ['/news', '/news/{newest}']) {
    test(route, async ({ page, server }) => {
      const path = route === '/news' ? route : await firstArticlePath(server.origin);
      await page.goto(path);
      const preloads = page.locator('head link[rel="preload"][as="image"]');
      await expect(preloads).toHaveCount(1);
      await expect(preloads).toHaveAttribute('fetchpriority', 'high');
      // The same candidates and sizes as the picture's AVIF source, so the browser fetches the file once.
      const source = page.locator('main picture source[type="image/avif"]').first();
      expect(await preloads.getAttribute('imagesrcset')).toBe(await source.getAttribute('srcset'));
      expect(await preloads.getAttribute('imagesizes')).toBe(await source.getAttribute('sizes'));
    });
  }

  test('pages whose hero is text preload no image', async ({ page }) => {
    for (const path of ['/', '/about', '/impact']) {
      await page.goto(path);
      await expect(page.locator('head link[rel="preload"][as="image"]')).toHaveCount(0);
    }
  });
});
