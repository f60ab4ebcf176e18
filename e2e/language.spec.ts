import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';

const switcher = (page: Page) =>
  page
    .getByRole('banner')
    .getByRole('button', { name: /^(EN|FR|SW) – (Choose a language|Choisir une langue|Chagua lugha)/ });
const storedLanguage = (page: Page) => page.evaluate(() => localStorage.getItem('veb-language'));

test.describe('language', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const [lang, name, home, news, title] of [
    ['fr', 'Français', 'Accueil', 'Actualités', 'Actualités et analyses | VEB Group'],
    ['sw', 'Kiswahili', 'Nyumbani', 'Habari', ''],
  ] as const) {
    test(`switching to ${name} translates the interface, persists after reload and is server-rendered`, async ({
      page,
    }) => {
      await page.goto('/news');
      await waitForHydration(page);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      const englishTitle = await page.title();
      await switcher(page).click();
      await page.getByRole('banner').getByRole('link', { name, exact: true }).click();

      const nav = page.getByRole('banner').getByRole('navigation');
      await expect(nav.getByRole('link', { name: home, exact: true })).toBeVisible();
      await expect(nav.getByRole('link', { name: news, exact: true })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('contentinfo').getByRole('button').last()).not.toHaveText(/Subscribe/);
      await expect.poll(() => page.title()).not.toBe(englishTitle);
      if (title) await expect(page).toHaveTitle(title);
      expect(await storedLanguage(page)).toBe(lang);

      // The server reads the cookie: the HTML is already in that language, before any script runs.
      const response = await page.reload();
      const html = (await response?.text()) ?? '';
      expect(html).toContain(`<html lang="${lang}"`);
      expect(html).toContain(`>${home}</a>`);
      expect(html).not.toContain('>Home</a>');
      await waitForHydration(page);
      await expect(nav.getByRole('link', { name: home, exact: true })).toBeVisible();
      await expect(switcher(page)).toContainText(lang);

      // And back to English.
      await switcher(page).click();
      await page.getByRole('banner').getByRole('link', { name: 'English', exact: true }).click();
      await expect(nav.getByRole('link', { name: 'Home', exact: true })).toBeVisible();
      expect(await storedLanguage(page)).toBe('en');
    });
  }

  test('?lang=sw renders Swahili on the server, saves the choice and keeps it on the next visit', async ({ page }) => {
    const response = await page.goto('/careers?lang=sw');
    const html = (await response?.text()) ?? '';
    expect(html).toContain('<html lang="sw"');
    expect(html).toContain('>Nyumbani</a>');
    await waitForHydration(page);
    await expect.poll(() => storedLanguage(page)).toBe('sw');
    const next = await page.goto('/news');
    expect(await next?.text()).toContain('<html lang="sw"');
    await waitForHydration(page);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Habari', exact: true })).toBeVisible();
  });

  test('a choice saved in the browser wins when the cookie is gone', async ({ page, context }) => {
    await page.goto('/news');
    await waitForHydration(page);
    await page.evaluate(() => localStorage.setItem('veb-language', 'fr'));
    await context.clearCookies();
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Accueil', exact: true })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    // ...and the cookie is restored, so the next page is rendered in French by the server.
    const next = await page.goto('/impact');
    expect(await next?.text()).toContain('<html lang="fr"');
  });

  test('the language menu works from the keyboard', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const link = (name: string) => page.getByRole('banner').getByRole('link', { name, exact: true });
    await switcher(page).focus();
    await page.keyboard.press('Enter');
    // The current language is marked as the current one (aria-current), the others are links to go to.
    await expect(link('English')).toBeVisible();
    await expect(link('English')).toHaveAttribute('aria-current', 'true');
    await expect(link('Français')).not.toHaveAttribute('aria-current');
    await page.keyboard.press('Escape');
    await expect(link('English')).toBeHidden();
    await expect(switcher(page)).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(link('Français')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(link('Français')).toBeHidden();
    // The switch happened in place (the app is in): focus is back on the menu's button.
    await expect(switcher(page)).toBeFocused();
  });

  test('the language menu closes when the keyboard leaves it', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await switcher(page).focus();
    await page.keyboard.press('Enter');
    const english = page.getByRole('banner').getByRole('link', { name: 'English', exact: true });
    await expect(english).toBeVisible();
    for (let i = 0; i < 4; i++) await page.keyboard.press('Tab');
    await expect(english).toBeHidden();
  });

  // Decision 043: the address names the language, so a reloaded or shared address shows what the visitor saw.
  test('the address follows the language: switching rewrites it, links keep it, an article takes its version slug', async ({
    page,
  }) => {
    const choose = async (name: string) => {
      await switcher(page).click();
      await page.getByRole('banner').getByRole('link', { name, exact: true }).click();
    };
    const address = () => {
      const url = new URL(page.url());
      return `${url.pathname}${url.search}`;
    };
    await page.goto('/news/ecocraft-wins-design-award-school-furniture');
    await waitForHydration(page);
    await choose('Français');
    await expect.poll(address).toBe('/news/ecocraft-interiors-primee-pour-son-mobilier-scolaire-modulable?lang=fr');
    await page.getByRole('main').getByRole('link', { name: 'Retour aux actualités' }).click();
    await expect.poll(address).toBe('/news?lang=fr');
    await choose('Kiswahili');
    await expect.poll(address).toBe('/news?lang=sw');
    await choose('English');
    await expect.poll(address).toBe('/news');
  });
});
