import type { Page } from '@playwright/test';
import { LANGUAGES, type Locale } from '../common/src/locale';
import { axeFindings } from '../scripts/audit/lib/axe';
import { AdminClient, createStaff } from '../server/src/test/staff';
import { expect, startServer, test, waitForHydration } from './fixtures';

/**
 * Figures are values, the same in every language (docs/decisions/078): staff change one once, through the
 * entries API with the shared payload, and every language's page writes it its own way, and the search
 * dialog with it. Records written in one language show on the others' pages in it, marked with `lang`.
 * On a server of its own with its own records (the demo seed is not needed, and other tests' empty pages
 * stay empty).
 */
test.describe.configure({ mode: 'serial' });
// Every address below is this file's server's: the worker's seeded server (behind the default baseURL) is
// not started.
test.use({ baseURL: 'http://127.0.0.1/' });

let server: Awaited<ReturnType<typeof startServer>>;
let editor: AdminClient;
const ids: Record<string, number> = {};
const revisions: Record<string, number> = {};

const BENEFICIARIES = { en: 'Beneficiaries', fr: 'Bénéficiaires', sw: 'Wanufaika' };
const CHIP = { en: 'cooperatives supported', fr: 'coopératives soutenues', sw: 'Vyama {value} vimesaidiwa' };
const COMPANY = { slug: 'kijani', name: 'Kijani Harvest', icon: 'Sprout', colour: 'green' };
const FIGURE = 'home.hero.beneficiaries';
/**
 * A count as each language writes it: grouped its own way ("12,500", "12 500"), except a count of four
 * digits, which every language writes without a separator ("1250", as the site's "7800+": docs/SPEC.md).
 */
const written = (locale: Locale, number: number) =>
  new Intl.NumberFormat(LANGUAGES.find((l) => l.code === locale)?.numberLocale, { useGrouping: 'min2' }).format(number);
const chipIn = (locale: Locale, number: number) =>
  CHIP[locale].includes('{value}')
    ? CHIP[locale].replace('{value}', written(locale, number))
    : `${written(locale, number)} ${CHIP[locale]}`;

async function write(method: 'POST' | 'PUT', url: string, payload: object) {
  const res = await editor.request({ method, url, payload });
  expect(res.statusCode, res.body).toBe(method === 'POST' ? 201 : 200);
  return res.json() as { id: number; revision: number };
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startServer(false);
  editor = new AdminClient(server.app, server.origin);
  await editor.signIn(await createStaff(server.database.db, 'editor'));
  const figure = await write('POST', '/api/admin/entries/figure', {
    values: { place: FIGURE, value: { kind: 'count', number: 11000, plus: true } },
    words: Object.fromEntries(Object.entries(BENEFICIARIES).map(([locale, label]) => [locale, { label }])),
  });
  const company = await write('POST', '/api/admin/entries/company', {
    values: { ...COMPANY, statValue: { kind: 'count', number: 33 } },
    words: Object.fromEntries(
      Object.entries(CHIP).map(([locale, stat]) => [
        locale,
        { tagline: `Food (${locale})`, description: `Farms (${locale})`, stat },
      ]),
    ),
  });
  // Written in Swahili only: the English page shows it in Swahili.
  const swahili = await write('POST', '/api/admin/entries/company', {
    values: { slug: 'mshirika', name: 'Mshirika Ltd', icon: 'Truck', colour: 'amber' },
    words: { sw: { tagline: 'Usafiri wa mizigo', description: 'Tunasafirisha mizigo kote Afrika Mashariki.' } },
  });
  Object.assign(ids, { figure: figure.id, company: company.id, swahili: swahili.id });
  Object.assign(revisions, { figure: figure.revision, company: company.revision });
});
test.afterAll(async () => server?.close());

async function open(page: Page, path: string) {
  await page.goto(`${server.origin}${path}`);
  await waitForHydration(page);
}

async function searchFor(page: Page, text: string) {
  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.locator('input').fill(text);
  return dialog.getByRole('option');
}

test("a figure and a company's chip changed once show changed in every language, on the page and in the search", async ({
  page,
}) => {
  for (const { code } of LANGUAGES) {
    await open(page, `/?lang=${code}`);
    const before = page.locator(`[data-figure="${FIGURE}"]`);
    await expect(before).toContainText(`${written(code, 11000)}+`);
    await expect(before).toContainText(BENEFICIARIES[code]);
    await expect(page.locator('#company-kijani-harvest [data-stat="company"]')).toHaveText(chipIn(code, 33));
  }

  // Once: the figure's value, and the chip's; their words are left as they are (absent keeps them).
  await write('PUT', `/api/admin/entries/figure/${ids.figure}`, {
    values: { place: FIGURE, value: { kind: 'count', number: 12500, plus: true } },
    revision: revisions.figure,
  });
  await write('PUT', `/api/admin/entries/company/${ids.company}`, {
    values: { ...COMPANY, statValue: { kind: 'count', number: 1250 } },
    revision: revisions.company,
  });

  for (const { code } of LANGUAGES) {
    await open(page, `/?lang=${code}`);
    const figure = page.locator(`[data-figure="${FIGURE}"]`);
    await expect(figure).toContainText(`${written(code, 12500)}+`);
    await expect(figure).toContainText(BENEFICIARIES[code]);
    // Its words are in the page's language: nothing to mark.
    await expect(figure.locator('[lang]')).toHaveCount(0);
    await expect(page.locator('#company-kijani-harvest [data-stat="company"]')).toHaveText(chipIn(code, 1250));
    expect(await axeFindings(page), `/ in ${code}`).toEqual([]);

    const results = await searchFor(page, 'Kijani');
    await expect(results).toHaveCount(1);
    await expect(results.first()).toContainText(`Food (${code})`);
    await expect(results.first().locator('[data-stat="company"]')).toHaveText(chipIn(code, 1250));
    expect(await axeFindings(page), `the search dialog in ${code}`).toEqual([]);
    await page.keyboard.press('Escape');
  }
});

test('a company written only in Swahili shows on the English page in Swahili, marked lang="sw"', async ({ page }) => {
  await open(page, '/?lang=en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const card = page.locator('#company-mshirika-ltd');
  await expect(card).toHaveAttribute('lang', 'sw');
  await expect(card).toContainText('Usafiri wa mizigo');
  // The English card beside it is not marked.
  await expect(page.locator('#company-kijani-harvest')).not.toHaveAttribute('lang');
  // In the search too: the result's words are marked as Swahili.
  const results = await searchFor(page, 'Mshirika');
  await expect(results.first().locator('[lang="sw"]')).toContainText('Usafiri wa mizigo');
  await page.keyboard.press('Escape');
  expect(await axeFindings(page)).toEqual([]);

  // On the Swahili page it is in the page's language: no mark.
  await open(page, '/?lang=sw');
  await expect(page.locator('#company-mshirika-ltd')).not.toHaveAttribute('lang');
});
