import type { Page } from '@playwright/test';
import { withFigure } from '../common/src/entries/figure-words';
import { LOCALES } from '../common/src/locale';
import { type FigureValue, formatFigure } from '../common/src/model/figure';
import { axeResults } from '../scripts/audit/lib/axe';
import { companyEntries } from '../server/src/db/seed/data/entries/companies';
import { expect, test, waitForHydration } from './fixtures';

const dialog = (page: Page) => page.getByRole('dialog');
const input = (page: Page) => page.getByPlaceholder('Search companies, pages, news...');

async function openWithShortcut(page: Page) {
  await page.keyboard.press('Control+k');
  await expect(dialog(page)).toBeVisible();
}

test.describe('search dialog', () => {
  test('Ctrl+K opens it with every group of the index, and closes with Escape', async ({ page }) => {
    await page.goto('/news');
    await waitForHydration(page);
    await expect(dialog(page)).toHaveCount(0);
    await openWithShortcut(page);
    await expect(input(page)).toBeFocused();
    // SPEC §3.2: 10 companies, 4 pages, 3 news items, 4 partners and 1 career entry, in this order.
    const groups = dialog(page).getByRole('group');
    await expect(groups).toHaveCount(5);
    const expected = [
      ['Companies', 10],
      ['Pages', 4],
      ['News & Updates', 3],
      ['Partners', 4],
      ['Careers', 1],
    ] as const;
    for (const [index, [name, count]] of expected.entries()) {
      await expect(groups.nth(index)).toHaveAccessibleName(name);
      await expect(groups.nth(index).getByRole('option')).toHaveCount(count);
    }
    await expect(dialog(page).getByRole('option')).toHaveCount(22);
    const list = page.locator('[cmdk-list]');
    expect(await list.evaluate((el) => getComputedStyle(el).maxHeight)).toBe('300px');
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);
  });

  test('Cmd+K and the header search button open it too', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await waitForHydration(page);
    await page.keyboard.press('Meta+k');
    await expect(dialog(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByRole('banner').getByRole('button', { name: 'Search (Ctrl+K)' }).click();
    await expect(input(page)).toBeFocused();
  });

  test('filters by case-insensitive substring and shows the empty state', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await openWithShortcut(page);
    await input(page).fill('MATTRESS');
    // The news group holds the home page's featured articles, read from the database: the
    // Benoni article's excerpt speaks of mattresses too.
    await expect(dialog(page).getByRole('option')).toHaveText([
      /EcoCraft Interiors/,
      /New Benoni Manufacturing Hub/,
      /Mzansi Home & Living Stores/,
    ]);
    await expect(dialog(page).getByRole('group', { name: 'Pages' })).toHaveCount(0);
    await input(page).fill('zzqx nothing');
    await expect(dialog(page).getByText('No results found.')).toBeVisible();
    await expect(dialog(page).getByRole('option')).toHaveCount(0);
  });

  test('choosing a company from /careers lands on home at its card, closes and clears the query', async ({ page }) => {
    await page.goto('/careers');
    await waitForHydration(page);
    await openWithShortcut(page);
    await input(page).fill('law clinic');
    await expect(dialog(page).getByRole('option')).toHaveCount(1);
    await page.keyboard.press('Enter');
    await expect(dialog(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/#company-veb-law-clinic$/);
    await expect(page.locator('#company-veb-law-clinic')).toBeInViewport();
    await openWithShortcut(page);
    await expect(input(page)).toHaveValue('');
    await expect(dialog(page).getByRole('option')).toHaveCount(22);
  });

  test('a company chosen on home scrolls there without leaving the page', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await openWithShortcut(page);
    await input(page).fill('Agri-Extension');
    // (A partner's description names it too: the company's option is the one its name starts.)
    await dialog(page)
      .getByRole('option', { name: /^Agri-Extension Services/ })
      .click();
    await expect(dialog(page)).toHaveCount(0);
    await expect(page.locator('#company-agri-extension-services')).toBeInViewport();
    expect(new URL(page.url()).pathname).toBe('/');
  });

  test('a page, a news item and a partner go to their paths', async ({ page }) => {
    await page.goto('/news');
    await waitForHydration(page);
    await openWithShortcut(page);
    await input(page).fill('investment opportunities');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/investors$/);

    await openWithShortcut(page);
    await input(page).fill('Benoni manufacturing hub');
    await dialog(page)
      .getByRole('option', { name: /New Benoni Manufacturing Hub/ })
      .click();
    await expect(page).toHaveURL(/\/news\/new-benoni-manufacturing-hub$/);

    await openWithShortcut(page);
    await input(page).fill('Ubuntu');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/#partners-investors$/);
    await expect(page.locator('#partners-investors')).toBeInViewport();
  });

  test('is usable with the arrow keys', async ({ page }) => {
    await page.goto('/contact');
    await waitForHydration(page);
    await openWithShortcut(page);
    await input(page).fill('job openings');
    await expect(dialog(page).getByRole('option')).toHaveCount(1);
    await input(page).fill('');
    // The first option is selected; ArrowUp wraps to the last one (the career entry).
    await page.keyboard.press('ArrowUp');
    await expect(dialog(page).getByRole('option', { selected: true })).toContainText('Job openings');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/careers$/);
  });

  test('is translated', async ({ page }) => {
    await page.goto('/?lang=fr');
    await waitForHydration(page);
    await openWithShortcut(page);
    await expect(page.getByPlaceholder('Rechercher des entreprises, des pages, des actualités...')).toBeVisible();
    await expect(dialog(page).getByRole('group', { name: 'Actualités et nouveautés' })).toBeVisible();
    await page.getByPlaceholder('Rechercher des entreprises, des pages, des actualités...').fill('zzqx');
    await expect(dialog(page).getByText('Aucun résultat.')).toBeVisible();
  });

  test("a company's result shows its tagline and its chip, the figure written each language's way", async ({
    page,
  }) => {
    // VEB Cele & Associates: "11,000+ trained", grouped with a space in French.
    const company = companyEntries.find((entry) => entry.values.slug === 'cele');
    if (!company?.values.statValue) throw new Error('the demo needs the Cele company with its figure');
    for (const lang of LOCALES) {
      const words = company.words[lang];
      const value = formatFigure(company.values.statValue as FigureValue, lang);
      await page.goto(`/careers?lang=${lang}`);
      await waitForHydration(page);
      await openWithShortcut(page);
      await dialog(page).locator('input').fill(String(company.values.name));
      const result = dialog(page)
        .getByRole('option')
        .filter({ hasText: String(company.values.name) });
      await expect(result).toHaveCount(1);
      await expect(result).toContainText(String(words.tagline));
      await expect(result.locator('[data-stat="company"]')).toHaveText(withFigure(words.stat, value));
      await page.keyboard.press('Escape');
    }
  });

  for (const lang of ['en', 'fr', 'sw']) {
    for (const path of ['/', '/news']) {
      test(`axe finds no violations on ${path} in ${lang} with the dialog open`, async ({ page }) => {
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await page.goto(`${path}?lang=${lang}`);
        await waitForHydration(page);
        await openWithShortcut(page);
        await expect(dialog(page).getByRole('option').first()).toBeVisible();
        const results = await axeResults(page);
        expect(results.violations).toEqual([]);
      });
    }
  }
});
