import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entries } from '../db/schema';
import { eventually } from '../test/eventually';
import { type TestPageRenderer, testPageRenderer } from '../test/page-renderer';
import { createTestApp, testDatabaseKinds } from '../test/test-app';

/** The client's search index (client/src/features/search/search-index.ts), loaded the way the pages are. */
type SearchItems = (
  t: (key: string) => string,
  content: { companies: unknown[]; partners: unknown[]; featured: unknown[] },
) => { category: string; title: string; description: string; path: string }[];

const TAGLINE = { en: 'Food from our own fields', fr: 'Des champs à votre table', sw: 'Chakula kutoka mashamba yetu' };
const OLD = {
  en: 'Farming for food security',
  fr: 'Cultiver la sécurité alimentaire',
  sw: 'Kilimo kwa usalama wa chakula',
};

/**
 * Companies are database records (docs/decisions/034): a change staff make reaches the home page in every
 * language, the menus and footer of every page, and the search, with no copy left in code. Pages are
 * rendered by the real renderer (test/page-renderer.ts) and read over real HTTP, after
 * being cached with the old text, so the change must also empty those cached pages.
 */
describe.each(testDatabaseKinds())('a company changed in the database (%s)', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let renderer: TestPageRenderer;
  let origin: string;
  beforeAll(async () => {
    renderer = await testPageRenderer();
    ctx = await createTestApp(kind, { renderer });
    origin = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  }, 120_000);
  afterAll(async () => {
    await ctx?.close();
    await renderer?.close();
  });

  const page = async (path: string) => {
    const res = await fetch(`${origin}${path}`);
    expect(res.status, path).toBe(200);
    return res.text();
  };
  const part = (html: string, open: string, close: string) => {
    const start = html.indexOf(open);
    expect(start, open).toBeGreaterThanOrEqual(0);
    return html.slice(start, html.indexOf(close, start));
  };
  const footerOf = (html: string) => part(html, '<footer', '</footer>');
  const cardOf = (html: string, anchor: string) => part(html, `id="${anchor}"`, '</article>');
  const greenharvest = async () => {
    const rows = await ctx.database.db
      .select()
      .from(entries)
      .where(and(eq(entries.kind, 'company'), sql`${entries.values}->>'slug' = 'greenharvest'`));
    expect(rows).toHaveLength(1);
    return rows[0];
  };
  const searchIndex = async (lang: string) => {
    const { searchItems } = await renderer.clientModule<{ searchItems: SearchItems }>(
      '/src/features/search/search-index.ts',
    );
    const res = await fetch(`${origin}/api/content/entries/company?lang=${lang}`);
    expect(res.status).toBe(200);
    return searchItems((key) => key, { companies: await res.json(), partners: [], featured: [] });
  };

  it('shows the new name and taglines on the home page in English, French and Swahili, and in the search', async () => {
    // Rendered and cached first, with the demo's text.
    for (const lang of ['en', 'fr', 'sw'] as const) {
      const home = await page(`/?lang=${lang}`);
      expect(cardOf(home, 'company-veb-greenharvest')).toContain(OLD[lang]);
    }
    expect(footerOf(await page('/about'))).toContain('>VEB Greenharvest<');

    const row = await greenharvest();
    await ctx.database.db
      .update(entries)
      .set({
        values: { ...row.values, name: 'Kijani Harvest', tagline: TAGLINE.en, stat: '40 cooperatives supported' },
        translations: {
          fr: { ...row.translations.fr, tagline: TAGLINE.fr },
          sw: { ...row.translations.sw, tagline: TAGLINE.sw },
        },
      })
      .where(eq(entries.id, row.id));

    // The change notification empties the cached pages (PostgreSQL's NOTIFY arrives after the commit).
    await eventually(async () => expect(await page('/')).toContain('id="company-kijani-harvest"'));
    for (const lang of ['en', 'fr', 'sw'] as const) {
      const home = await page(`/?lang=${lang}`);
      const card = cardOf(home, 'company-kijani-harvest');
      expect(card, lang).toContain('>Kijani Harvest<');
      expect(card, lang).toContain(TAGLINE[lang]);
      expect(home, lang).not.toContain(OLD[lang]);
      expect(home, lang).not.toContain('id="company-veb-greenharvest"');
      // The footer names it too (the menus read the same list when opened), and so does the search
      // engines' description of the group.
      expect(footerOf(home), lang).toContain('>Kijani Harvest<');
      expect(home, lang).toContain('"subOrganization":[{"@type":"Organization","name":"Kijani Harvest"');

      const item = (await searchIndex(lang)).find(
        (entry) => entry.category === 'company' && entry.title === 'Kijani Harvest',
      );
      expect(item, lang).toEqual({
        id: `company-${row.id}`,
        category: 'company',
        icon: 'Building2',
        title: 'Kijani Harvest',
        description: TAGLINE[lang],
        path: '/#company-kijani-harvest',
      });
    }
    // English has the new stat chip; French keeps its own translation until staff update it.
    expect(cardOf(await page('/'), 'company-kijani-harvest')).toContain('40 cooperatives supported');
    // Every page's frame reads the companies: another page, cached before, shows the new name.
    const about = await page('/about?lang=fr');
    expect(footerOf(about)).toContain('>Kijani Harvest<');
    expect(footerOf(about)).not.toContain('>VEB Greenharvest<');
  });

  it('counts the published companies in the hero, and an unpublished one leaves every list', async () => {
    const hero = (html: string) => part(html, 'data-stat="companies"', '</li>');
    expect(hero(await page('/'))).toContain('>10<');
    const row = await greenharvest();
    await ctx.database.db.update(entries).set({ published: false }).where(eq(entries.id, row.id));
    await eventually(async () => expect(hero(await page('/'))).toContain('>9<'));
    const home = await page('/?lang=sw');
    expect(home).not.toContain('Kijani Harvest');
    expect(home.match(/<article id="company-/g)).toHaveLength(9);
    expect(footerOf(await page('/careers'))).not.toContain('Kijani Harvest');
    expect((await searchIndex('en')).filter((entry) => entry.category === 'company')).toHaveLength(9);
  });
});
