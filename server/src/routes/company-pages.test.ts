import { LOCALES, type Locale, languageOf } from '@common/locale';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedSiteIdentity } from '../db/seed/data/site-identity';
import { saveSiteIdentity } from '../modules/settings';
import { eventually } from '../test/eventually';
import { type TestPageRenderer, testPageRenderer } from '../test/page-renderer';
import { AdminClient, createStaff } from '../test/staff';
import { createTestApp, testDatabaseKinds } from '../test/test-app';

/** The client's search index (client/src/features/search/search-index.ts), loaded the way the pages are. */
type SearchItems = (
  t: (key: string) => string,
  content: { companies: unknown[]; partners: unknown[]; featured: unknown[] },
) => { category: string; title: string; description: string; path: string; chip?: string }[];

const TAGLINE = { en: 'Food from our own fields', fr: 'Des champs à votre table', sw: 'Chakula kutoka mashamba yetu' };
const OLD = {
  en: 'Farming for food security',
  fr: 'Cultiver la sécurité alimentaire',
  sw: 'Kilimo kwa usalama wa chakula',
};
/** The chip's words in each language: the figure first, or placed by `{value}`. */
const STAT = { en: 'cooperatives supported', fr: 'coopératives soutenues', sw: 'Vyama {value} vimesaidiwa' };
const chipIn = (locale: Locale, number: number) => {
  const value = new Intl.NumberFormat(languageOf(locale).numberLocale).format(number);
  return STAT[locale].includes('{value}') ? STAT[locale].replace('{value}', value) : `${value} ${STAT[locale]}`;
};
const VALUES = {
  slug: 'greenharvest',
  name: 'VEB Greenharvest',
  icon: 'Sprout',
  colour: 'green',
  statValue: { kind: 'count', number: 33 },
};
const wordsWith = (taglines: Record<Locale, string>) =>
  Object.fromEntries(
    LOCALES.map((locale) => [
      locale,
      { tagline: taglines[locale], description: `About (${locale})`, stat: STAT[locale] },
    ]),
  );

/**
 * Companies are database records (docs/decisions/034, 078): a change staff make once, through the entries
 * API with the shared payload, reaches the home page in every language, the menus and footer of every page,
 * and the search, with no copy left in code; the chip's figure is one value, written each language's way.
 * Pages are rendered by the real renderer (test/page-renderer.ts) and read over real HTTP, after being
 * cached with the old text, so the change must also empty those cached pages.
 */
describe.each(testDatabaseKinds())('a company changed in the database (%s)', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let renderer: TestPageRenderer;
  let origin: string;
  let editor: AdminClient;
  let id: number;
  const write = async (method: 'POST' | 'PUT', url: string, payload: object) => {
    const res = await editor.request({ method, url, payload });
    expect(res.statusCode, res.body).toBe(method === 'POST' ? 201 : 200);
    return res.json().id as number;
  };
  beforeAll(async () => {
    renderer = await testPageRenderer();
    ctx = await createTestApp(kind, { seed: false, renderer });
    origin = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    // The group's identity: the Organization that names the companies for search engines.
    await saveSiteIdentity(ctx.database.db, seedSiteIdentity, new Date());
    editor = new AdminClient(ctx.app);
    await editor.signIn(await createStaff(ctx.database.db, 'editor'));
    id = await write('POST', '/api/admin/entries/company', { values: VALUES, words: wordsWith(OLD) });
    for (const [slug, name] of [
      ['ecocraft', 'EcoCraft Interiors'],
      ['ak-images', 'AK Images'],
    ])
      await write('POST', '/api/admin/entries/company', {
        values: { slug, name, icon: 'Camera', colour: 'amber' },
        words: { en: { tagline: `${name} tagline`, description: `${name} description` } },
      });
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
  const chipOf = (html: string) => `<p ${part(html, 'data-stat="company"', '</p>')}`.replace(/<[^>]+>/g, '');
  const searchIndex = async (lang: string) => {
    const { searchItems } = await renderer.clientModule<{ searchItems: SearchItems }>(
      '/src/features/search/search-index.ts',
    );
    const res = await fetch(`${origin}/api/content/entries/company?lang=${lang}`);
    expect(res.status).toBe(200);
    return searchItems((key) => key, { companies: await res.json(), partners: [], featured: [] });
  };

  it('shows the new name, taglines and chip on the home page in English, French and Swahili, and in the search', async () => {
    // Rendered and cached first, with the old text.
    for (const lang of LOCALES) {
      const card = cardOf(await page(`/?lang=${lang}`), 'company-veb-greenharvest');
      expect(card).toContain(OLD[lang]);
      expect(chipOf(card), lang).toBe(chipIn(lang, 33));
    }
    expect(footerOf(await page('/about'))).toContain('>VEB Greenharvest<');

    // One save: a new name, new taglines, and a new figure (one value for every language).
    await write('PUT', `/api/admin/entries/company/${id}`, {
      values: { ...VALUES, name: 'Kijani Harvest', statValue: { kind: 'count', number: 11000 } },
      words: wordsWith(TAGLINE),
    });

    // The change notification empties the cached pages (PostgreSQL's NOTIFY arrives after the commit).
    await eventually(async () => expect(await page('/')).toContain('id="company-kijani-harvest"'));
    for (const lang of LOCALES) {
      const home = await page(`/?lang=${lang}`);
      const card = cardOf(home, 'company-kijani-harvest');
      expect(card, lang).toContain('>Kijani Harvest<');
      expect(card, lang).toContain(TAGLINE[lang]);
      expect(chipOf(card), lang).toBe(chipIn(lang, 11000));
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
        id: `company-${id}`,
        category: 'company',
        icon: 'Building2',
        title: 'Kijani Harvest',
        description: TAGLINE[lang],
        chip: chipIn(lang, 11000),
        lang,
        path: '/#company-kijani-harvest',
      });
    }
    // Every page's frame reads the companies: another page, cached before, shows the new name.
    const about = await page('/about?lang=fr');
    expect(footerOf(about)).toContain('>Kijani Harvest<');
    expect(footerOf(about)).not.toContain('>VEB Greenharvest<');
  });

  it('counts the published companies in the hero, and an unpublished one leaves every list', async () => {
    const hero = (html: string) => part(html, 'data-stat="companies"', '</li>');
    expect(hero(await page('/'))).toContain('>3<');
    await write('PUT', `/api/admin/entries/company/${id}`, {
      values: { ...VALUES, name: 'Kijani Harvest' },
      published: false,
    });
    await eventually(async () => expect(hero(await page('/'))).toContain('>2<'));
    const home = await page('/?lang=sw');
    expect(home).not.toContain('Kijani Harvest');
    expect(home.match(/<article id="company-/g)).toHaveLength(2);
    expect(footerOf(await page('/careers'))).not.toContain('Kijani Harvest');
    expect((await searchIndex('en')).filter((entry) => entry.category === 'company')).toHaveLength(2);
  });
});
