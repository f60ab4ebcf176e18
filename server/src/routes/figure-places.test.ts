import { FIGURE_PAGES, FIGURE_PLACES, type FigurePlace } from '@common/entries/kinds';
import { LANGUAGES, LOCALES, type Locale } from '@common/locale';
import { PUBLIC_PAGES } from '@common/pages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestPageRenderer, testPageRenderer } from '../test/page-renderer';
import { AdminClient, createStaff } from '../test/staff';
import { createTestApp, testDatabaseKinds } from '../test/test-app';

/** Each figure's words: every third one in English only, every third in Swahili only, the rest in all three. */
const wordsOf = (place: FigurePlace, i: number): Partial<Record<Locale, { label: string }>> => {
  const label = (locale: Locale) => ({ label: `${place} label (${locale})` });
  if (i % 3 === 0) return { en: label('en') };
  if (i % 3 === 1) return { sw: label('sw') };
  return Object.fromEntries(LOCALES.map((locale) => [locale, label(locale)]));
};

/** The places a rendered page marks as figures, with the `lang` of each one's label when it has one. */
function figuresOf(html: string): { place: string; lang: string | null; text: string }[] {
  const found: { place: string; lang: string | null; text: string }[] = [];
  const marks = [...html.matchAll(/<(\w+)[^>]*\sdata-figure="([^"]+)"[^>]*>/g)];
  for (const mark of marks) {
    const start = mark.index ?? 0;
    // The figure's element, up to its closing tag (a figure's element holds no element of its own name).
    const end = html.indexOf(`</${mark[1]}>`, start);
    const element = html.slice(start, end);
    found.push({
      place: mark[2],
      lang: /\slang="([^"]+)"/.exec(element.slice(mark[0].length))?.[1] ?? null,
      text: element.replace(/<[^>]+>/g, ' '),
    });
  }
  return found;
}

/** The first figure's number; the others count up from it. */
const NUMBER = 10_000;

/** Any run of spaces (no-break ones too) as one plain space. */
const spaced = (text: string) => text.replace(/\s+/g, ' ');

/**
 * "Visible on" is true by test: a figure's editor says which page shows it (FIGURE_PAGES,
 * common/src/entries/kinds.ts), and every public page, rendered by the real renderer in every language,
 * marks exactly those figures (`data-figure`), each once, with its value and its label in its language.
 */
describe.each(testDatabaseKinds())('figures on the public pages (%s)', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let renderer: TestPageRenderer;
  let origin: string;
  beforeAll(async () => {
    renderer = await testPageRenderer();
    ctx = await createTestApp(kind, { seed: false, renderer });
    origin = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    const editor = new AdminClient(ctx.app);
    await editor.signIn(await createStaff(ctx.database.db, 'editor'));
    // One figure at every place, made as staff make them (the entries API, the shared payload). Five digits,
    // so every language groups them its own way (a count of four is written ungrouped: figure.ts).
    for (const [i, place] of FIGURE_PLACES.entries()) {
      const res = await editor.request({
        method: 'POST',
        url: '/api/admin/entries/figure',
        payload: {
          values: { place, value: { kind: 'count', number: NUMBER + i, plus: true } },
          words: wordsOf(place, i),
        },
      });
      expect(res.statusCode, res.body).toBe(201);
    }
  }, 180_000);
  afterAll(async () => {
    await ctx?.close();
    await renderer?.close();
  });

  for (const { path } of PUBLIC_PAGES) {
    it(`${path} shows exactly the figures placed on it, in every language`, async () => {
      const placed = FIGURE_PLACES.filter((place) => FIGURE_PAGES[place] === path).sort();
      for (const { code: locale, numberLocale } of LANGUAGES) {
        const res = await fetch(`${origin}${path}?lang=${locale}`);
        expect(res.status, `${path} ${locale}`).toBe(200);
        const figures = figuresOf(await res.text());
        expect(figures.map((figure) => figure.place).sort(), `${path} ${locale}`).toEqual(placed);
        for (const figure of figures) {
          const i = FIGURE_PLACES.indexOf(figure.place as FigurePlace);
          // The value written the page's way (French groups thousands with a narrow no-break space, English
          // and Swahili with a comma), the words in theirs.
          const value = new Intl.NumberFormat(numberLocale).format(NUMBER + i);
          expect(spaced(figure.text), figure.place).toContain(spaced(`${value}+`));
          const shown = wordsOf(figure.place as FigurePlace, i)[locale] ? locale : i % 3 === 0 ? 'en' : 'sw';
          expect(figure.text, figure.place).toContain(`${figure.place} label (${shown})`);
          expect(figure.lang, `${figure.place} on the ${locale} page`).toBe(shown === locale ? null : shown);
        }
      }
    });
  }
});
