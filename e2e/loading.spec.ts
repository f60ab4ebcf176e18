/**
 * How a page loads its client code (docs/decisions/010, 016, 060): a page fetches one small script
 * (client/src/boot.ts) and nothing else while the visitor does nothing; at the visitor's first sign of
 * acting, the entry and every chunk the page hydrates with, all at once, as the server listed them in
 * #__APP_MODULES__; nothing is discovered late and no loader writes links of its own.
 */
import { and, eq, isNotNull } from 'drizzle-orm';
import { networkIdle } from '../scripts/audit/lib/bytes';
import { firstArticlePath, STATIC_ROUTES } from '../scripts/audit/lib/config';
import { newsArticles, newsVersions } from '../server/src/db/schema';
import { expect, test, waitForHydration } from './fixtures';

/** Scripts fetched before `data-hydrated` was set, with when they were asked for, recorded inside the page. */
declare global {
  interface Window {
    __scriptsBeforeHydration?: { url: string; start: number }[];
  }
}

function recordScriptsUntilHydrated() {
  const scripts: { url: string; start: number }[] = [];
  window.__scriptsBeforeHydration = scripts;
  let hydrated = false;
  new PerformanceObserver((list) => {
    if (hydrated) return;
    for (const entry of list.getEntries() as PerformanceResourceTiming[]) {
      if (entry.name.endsWith('.js')) scripts.push({ url: entry.name, start: entry.startTime });
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

/** The boot script (the page's only <script src>) and the modules it starts (#__APP_MODULES__). */
function announced(html: string, origin: string) {
  const boot = [...html.matchAll(/<script [^>]*src="([^"]+)"/g)].map((m) => new URL(m[1], origin).href);
  const list = /<script type="application\/json" id="__APP_MODULES__">([^<]+)<\/script>/.exec(html)?.[1];
  const modules = list ? (JSON.parse(list) as { entry: string; preload: string[] }) : { entry: '', preload: [] };
  return {
    boot,
    entry: new URL(modules.entry, origin).href,
    preload: modules.preload.map((p) => new URL(p, origin).href),
  };
}

test.describe('a page fetches one script until the visitor acts, then all it hydrates with at once', () => {
  // A phone: sections that load code when they come near (the map) stay far below the fold.
  test.use({ viewport: { width: 375, height: 700 } });

  for (const route of [...STATIC_ROUTES, '/news/{newest}']) {
    for (const lang of ['en', 'fr'] as const) {
      test(`${route} (${lang})`, async ({ page, server }) => {
        const path = route === '/news/{newest}' ? await firstArticlePath(server.origin) : route;
        const address = lang === 'en' ? path : `${path}?lang=${lang}`;
        const html = await (await fetch(`${server.origin}${address}`)).text();
        const { boot, entry, preload } = announced(html, server.origin);
        // One script in the HTML, fetched at low priority: it never competes with the stylesheet, the font
        // and the priority image for the first paint.
        expect(boot).toHaveLength(1);
        expect(html).toMatch(/<script type="module" crossorigin fetchpriority="low" src="\/assets\/index-/);
        expect(html).not.toContain('rel="modulepreload"');

        await page.addInitScript(recordScriptsUntilHydrated);
        const idle = networkIdle(page);
        await page.goto(address);
        // A visitor who does nothing: two seconds without a request, and only the boot script was fetched.
        await idle.settled;
        idle.stop();
        const beforeSign = await page.evaluate(() => window.__scriptsBeforeHydration ?? []);
        expect(beforeSign.map((f) => f.url)).toEqual(boot);
        await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');

        const signAt = await page.evaluate(() => performance.now());
        await waitForHydration(page);
        const fetched = await page.evaluate(() => window.__scriptsBeforeHydration ?? []);

        // Exactly what the HTML announced: nothing discovered late, and nothing announced in vain.
        const urls = fetched.map((f) => f.url);
        const expected = [...boot, entry, ...preload];
        expect(urls.filter((url) => !expected.includes(url))).toEqual([]);
        expect(expected.filter((url) => !urls.includes(url))).toEqual([]);
        // The app's code was asked for after the sign, not before.
        expect(fetched.filter((f) => f.url !== boot[0] && f.start < signAt).map((f) => f.url)).toEqual([]);
        // No loader wrote links of its own: the boot script's preloads are all there are, the entry's among
        // them (it is fetched and compiled first, and runs once all are in: decision 099).
        const links = page.locator('link[rel="modulepreload"]');
        await expect(links).toHaveCount(preload.length + 1);
        const hrefs = await links.evaluateAll((all) => all.map((link) => (link as HTMLLinkElement).href));
        expect(hrefs.sort()).toEqual([entry, ...preload].sort());
      });
    }
  }
});

test.describe('the first image of the news list and of an article is preloaded from the head', () => {
  for (const route of ['/news', '/news/{newest}']) {
    test(route, async ({ page, server }) => {
      // The newest article has a photo: other tests of this worker may have published newer ones without.
      const db = server.database.db;
      const [pictured] = await db.select().from(newsArticles).where(isNotNull(newsArticles.imageUrl)).limit(1);
      const [english] = await db
        .select()
        .from(newsVersions)
        .where(and(eq(newsVersions.articleId, pictured.id), eq(newsVersions.locale, 'en')));
      const slug = `pictured-${Date.now()}`;
      const [row] = await db
        .insert(newsArticles)
        .values({ ...pictured, id: undefined, featuredRank: null, publishedAt: new Date() })
        .returning();
      // Its English version at an address of its own (each version has its own, docs/decisions/079).
      await db.insert(newsVersions).values({ ...english, articleId: row.id, slug });
      try {
        await expect.poll(() => firstArticlePath(server.origin)).toBe(`/news/${slug}`);
        await page.goto(route === '/news' ? route : `/news/${slug}`);
        const preloads = page.locator('head link[rel="preload"][as="image"]');
        await expect(preloads).toHaveCount(1);
        await expect(preloads).toHaveAttribute('fetchpriority', 'high');
        // The same candidates and sizes as the picture's AVIF source, so the browser fetches the file once.
        const source = page.locator('main picture source[type="image/avif"]').first();
        expect(await preloads.getAttribute('imagesrcset')).toBe(await source.getAttribute('srcset'));
        expect(await preloads.getAttribute('imagesizes')).toBe(await source.getAttribute('sizes'));
      } finally {
        await db.delete(newsArticles).where(eq(newsArticles.id, row.id));
      }
    });
  }

  test('pages whose hero is text preload no image', async ({ page }) => {
    for (const path of ['/', '/about', '/impact']) {
      await page.goto(path);
      await expect(page.locator('head link[rel="preload"][as="image"]')).toHaveCount(0);
    }
  });
});
