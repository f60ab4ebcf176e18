import { wallClockAt } from '@common/admin/time-zone';
import type { EntryKind } from '@common/entries/kinds';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestPageRenderer, testPageRenderer } from '../test/page-renderer';
import { AdminClient, createStaff } from '../test/staff';
import { createTestApp, testDatabaseKinds } from '../test/test-app';

/** Swahili words that say which record they belong to, so the page can be searched for them. */
// One word: a card may break text at its last space (an office's hours keep their last word together).
const sw = (kind: string, field: string) => `Maneno-ya-${kind}-${field}`;

/**
 * One record of every kind a public page shows, written in Swahili only (no language is first:
 * docs/decisions/078), and the page that shows it. The English page shows each in Swahili, marked
 * lang="sw" on the card, its own words in it marked back lang="en".
 */
const RECORDS: { kind: EntryKind; page: string; values: (ids: Record<string, number>) => object; words: string[] }[] = [
  {
    kind: 'company',
    page: '/',
    values: () => ({
      slug: 'kijani',
      name: 'Kijani',
      icon: 'Sprout',
      colour: 'green',
      careersEmail: 'kazi@kijani.test',
    }),
    words: ['tagline', 'description', 'stat'],
  },
  {
    kind: 'partner',
    page: '/',
    values: () => ({ name: 'Mshirika', type: 'Retail Partner', sector: 'private' }),
    words: ['description'],
  },
  { kind: 'hiringCategory', page: '/', values: () => ({}), words: ['title'] },
  { kind: 'benefit', page: '/careers', values: () => ({ icon: 'Sun' }), words: ['title', 'description'] },
  {
    kind: 'leader',
    page: '/about',
    values: () => ({ name: 'Amina K.', email: 'amina@kijani.test' }),
    words: ['role', 'bio'],
  },
  { kind: 'milestone', page: '/about', values: () => ({ year: 2001 }), words: ['title', 'description'] },
  { kind: 'value', page: '/about', values: () => ({ icon: 'Leaf', colour: 'green' }), words: ['title', 'description'] },
  {
    kind: 'job',
    page: '/careers',
    values: (ids) => ({
      company: ids.company,
      category: ids.hiringCategory,
      city: 'Kampala',
      country: 'UG',
      employmentType: 'FULL_TIME',
      level: 'mid',
      postedAt: wallClockAt(new Date(Date.now() - 2 * 86_400_000), 'Africa/Johannesburg').date,
    }),
    words: ['title', 'description', 'requirements'],
  },
  {
    kind: 'internship',
    page: '/careers',
    values: (ids) => ({ company: ids.company, durationMonths: 6 }),
    words: ['title', 'description'],
  },
  {
    kind: 'office',
    page: '/contact',
    values: () => ({ phone: '+256 41 555 0100', email: 'ofisi@kijani.test', headquarters: true }),
    words: ['name', 'address', 'hours', 'departments'],
  },
  {
    kind: 'quickContact',
    page: '/contact',
    values: () => ({ phone: '+256 41 555 0101', email: 'msaada@kijani.test', icon: 'Mail' }),
    words: ['title', 'description'],
  },
  {
    kind: 'opportunity',
    page: '/investors',
    values: () => ({ range: 'R5M-R20M', returns: '15-25%', icon: 'Sprout', colour: 'green' }),
    words: ['sector', 'title', 'opportunity', 'impact', 'details'],
  },
  {
    kind: 'structure',
    page: '/investors',
    values: () => ({ minimumMillions: 10, icon: 'Target' }),
    words: ['title', 'description', 'benefits'],
  },
  { kind: 'reason', page: '/investors', values: () => ({ icon: 'Award' }), words: ['title', 'description'] },
  { kind: 'impactArea', page: '/impact', values: () => ({}), words: ['title'] },
  {
    kind: 'metric',
    page: '/impact',
    values: (ids) => ({ metricKey: 'watu', area: ids.impactArea, value: { kind: 'count', number: 7800 } }),
    words: ['label', 'description'],
  },
  {
    kind: 'story',
    page: '/impact',
    values: () => ({ name: 'Neema' }),
    words: ['title', 'category', 'story', 'impact'],
  },
  {
    kind: 'legalSection',
    page: '/privacy',
    values: () => ({ page: 'privacy', anchor: 'faragha' }),
    words: ['title', 'body'],
  },
];
const LINES = new Set(['requirements', 'address', 'departments', 'details', 'benefits']);

/** The `lang` that holds each piece of text containing `text` on the page (the nearest element with one). */
function languagesOf(document: Document, text: string): string[] {
  const walker = document.createTreeWalker(document.body, 4 /* NodeFilter.SHOW_TEXT */);
  const found: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    // Not the page's data for hydration or for search engines: what a visitor reads.
    if (node.parentElement?.closest('script, template, style')) continue;
    if (node.textContent?.includes(text)) found.push(node.parentElement?.closest('[lang]')?.getAttribute('lang') ?? '');
  }
  return found;
}

describe.each(testDatabaseKinds())('records shown in their own language (%s)', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let renderer: TestPageRenderer;
  let origin: string;
  const page = async (path: string) => {
    const res = await fetch(`${origin}${path}`);
    expect(res.status, path).toBe(200);
    return new new JSDOM('').window.DOMParser().parseFromString(await res.text(), 'text/html');
  };

  beforeAll(async () => {
    renderer = await testPageRenderer();
    ctx = await createTestApp(kind, { seed: false, renderer });
    origin = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    const editor = new AdminClient(ctx.app);
    await editor.signIn(await createStaff(ctx.database.db, 'owner'));
    const ids: Record<string, number> = {};
    for (const record of RECORDS) {
      const words = Object.fromEntries(
        record.words.map((field) => [field, LINES.has(field) ? [sw(record.kind, field)] : sw(record.kind, field)]),
      );
      const res = await editor.request({
        method: 'POST',
        url: `/api/admin/entries/${record.kind}`,
        payload: { values: record.values(ids), words: { sw: words } },
      });
      expect(res.statusCode, `${record.kind}: ${res.body}`).toBe(201);
      ids[record.kind] = res.json().id;
    }
  }, 180_000);
  afterAll(async () => {
    await ctx?.close();
    await renderer?.close();
  });

  for (const path of [...new Set(RECORDS.map((record) => record.page))]) {
    it(`${path} in English shows each record written in Swahili only, marked lang="sw"`, async () => {
      const document = await page(`${path}?lang=en`);
      expect(document.documentElement.getAttribute('lang')).toBe('en');
      for (const record of RECORDS.filter((r) => r.page === path)) {
        for (const field of record.words) {
          // The legal section's title also names it in the page's contents, each entry marked on its own.
          const langs = languagesOf(document, sw(record.kind, field));
          expect(langs.length, `${record.kind}.${field}`).toBeGreaterThan(0);
          expect(new Set(langs), `${record.kind}.${field}`).toEqual(new Set(['sw']));
        }
      }
      // The same records on the Swahili page need no mark: the page is in their language.
      const swahili = await page(`${path}?lang=sw`);
      for (const record of RECORDS.filter((r) => r.page === path))
        expect(new Set(languagesOf(swahili, sw(record.kind, record.words[0]))), record.kind).toEqual(new Set(['sw']));
      expect(swahili.querySelectorAll('main [lang]').length, 'no mark on the Swahili page').toBe(0);
    });
  }

  it("marks the page's own words inside a Swahili card back as English", async () => {
    const careers = await page('/careers?lang=en');
    for (const words of ['Apply Now', 'Learn More', 'Requirements'])
      expect(languagesOf(careers, words), words).toEqual(['en']);
    const contact = await page('/contact?lang=en');
    expect(languagesOf(contact, 'Headquarters')).toEqual(['en']);
    // The company's chip: its Swahili words (it has no figure), in its Swahili card.
    const home = await page('/?lang=en');
    expect(languagesOf(home, sw('company', 'stat'))).toContain('sw');
  });
});
