import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';

const desktop = { width: 1280, height: 800 };
const mainNav = (page: Page) => page.getByRole('banner').getByRole('navigation', { name: 'Main navigation' });
const scrollTo = (page: Page, y: number) => page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);

test.describe('top navigation (desktop)', () => {
  test.use({ viewport: desktop });

  test('lists the SPEC items in order', async ({ page }) => {
    await page.goto('/news');
    await waitForHydration(page);
    const items = mainNav(page).locator(':scope > div > ul > li');
    await expect(items).toHaveText(['Home', 'About', 'Companies', 'News', 'Impact', 'Partners', 'Careers', 'Contact']);
    await expect(mainNav(page).getByRole('link', { name: 'News' })).toHaveAttribute('aria-current', 'page');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('button', { name: 'Search (Ctrl+K)' })).toBeVisible();
    await expect(banner.getByRole('button', { name: /Choose a language/ })).toBeVisible();
    // Sticky: still on screen after scrolling.
    await scrollTo(page, 1500);
    await expect(page.getByRole('banner')).toBeInViewport();
  });

  test('keyboard: Tab reaches the menus, Enter opens About, arrows move into it', async ({ page }) => {
    await page.goto('/news');
    await waitForHydration(page);
    const about = mainNav(page).getByRole('button', { name: 'About' });
    for (let i = 0; i < 8 && !(await about.evaluate((el) => el === document.activeElement)); i++)
      await page.keyboard.press('Tab');
    await expect(about).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(about).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('link', { name: /Our Journey/ })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('link', { name: /Our Values/ })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(about).toHaveAttribute('aria-expanded', 'false');
    await expect(about).toBeFocused();
    // Companies opens with Space after Tab moves to it.
    await page.keyboard.press('Tab');
    const companies = mainNav(page).getByRole('button', { name: 'Companies' });
    await expect(companies).toBeFocused();
    await page.keyboard.press('Space');
    await expect(companies).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(mainNav(page).getByRole('link', { name: /VEB Greenharvest \(opens in a new tab\)/ })).toBeFocused();
    await page.keyboard.press('Enter');
    // (Opens the company site in a new tab; the menu closes.)
    await expect(companies).toHaveAttribute('aria-expanded', 'false');
  });

  test('About links go to the /about anchors', async ({ page }) => {
    await page.goto('/news');
    await waitForHydration(page);
    await mainNav(page).getByRole('button', { name: 'About' }).hover();
    await page.getByRole('link', { name: /Our Leadership/ }).click();
    await expect(page).toHaveURL(/\/about#our-leadership$/);
    await expect(page.locator('#our-leadership')).toBeInViewport();
  });

  test('Companies menu: 8 companies, external sites in a new tab, the others scroll to their card', async ({
    page,
    context,
  }) => {
    await context.route(/veb-group\.co\.za/, (route) => route.fulfill({ body: 'company site' }));
    await page.goto('/careers');
    await waitForHydration(page);
    await mainNav(page).getByRole('button', { name: 'Companies' }).hover();
    const menu = page.locator('nav[aria-label="Main navigation"] ul.grid');
    await expect(menu.getByRole('link')).toHaveCount(8);
    await expect(menu).not.toContainText('SAMDON');
    await expect(menu).not.toContainText('VEB Properties');
    const external = menu.getByRole('link', { name: /EcoCraft Interiors/ });
    await expect(external).toHaveAttribute('target', '_blank');
    await expect(external).toHaveAttribute('rel', /noopener/);
    await expect(external).toHaveAccessibleName(/opens in a new tab/);
    const lawClinic = menu.getByRole('link', { name: 'VEB Law Clinic' });
    await expect(lawClinic).not.toHaveAttribute('target', /.*/);
    await lawClinic.click();
    await expect(page).toHaveURL(/\/#company-veb-law-clinic$/);
    await expect(page.locator('#company-veb-law-clinic')).toBeInViewport();
  });

  test('Partners goes to /#partners-investors from another page and scrolls on home', async ({ page }) => {
    await page.goto('/impact');
    await waitForHydration(page);
    await mainNav(page).getByRole('link', { name: 'Partners' }).click();
    await expect(page).toHaveURL(/\/#partners-investors$/);
    await expect(page.locator('#partners-investors')).toBeInViewport();
    await scrollTo(page, 0);
    await page.goto('/');
    await waitForHydration(page);
    await mainNav(page).getByRole('link', { name: 'Partners' }).click();
    await expect(page.locator('#partners-investors')).toBeInViewport();
    expect(new URL(page.url()).hash).toBe('');
  });
});

test.describe('mobile menu at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('lists the items without Global Link, SAMDON and VEB Properties, and closes on a choice', async ({ page }) => {
    await page.goto('/news');
    await waitForHydration(page);
    await expect(mainNav(page)).toBeHidden();
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    await menuButton.click();
    const sheet = page.getByRole('dialog', { name: 'Menu' });
    await expect(sheet).toBeVisible();
    const nav = sheet.getByRole('navigation', { name: 'Main navigation' });
    for (const name of ['Home', 'About', 'Companies', 'News', 'Impact', 'Partners', 'Careers', 'Contact'])
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    for (const name of ['Our Journey', 'Our Values', 'Our Leadership'])
      await expect(nav.getByRole('link', { name })).toBeVisible();
    for (const name of ['VEB Greenharvest', 'EcoCraft Interiors', 'VEB Law Clinic', 'Agri-Extension Services'])
      await expect(nav.getByRole('link', { name: new RegExp(name) })).toBeVisible();
    await expect(nav).not.toContainText('Global Link');
    await expect(nav).not.toContainText('SAMDON');
    await expect(nav).not.toContainText('VEB Properties');
    await expect(sheet.getByRole('button', { name: 'Français' })).toBeVisible();

    await nav.getByRole('link', { name: 'Careers', exact: true }).click();
    await expect(sheet).toHaveCount(0);
    await expect(page).toHaveURL(/\/careers$/);
    await expect(menuButton).toBeFocused();

    await menuButton.click();
    await page.getByRole('dialog').getByRole('link', { name: 'VEB Law Clinic' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.locator('#company-veb-law-clinic')).toBeInViewport();

    await menuButton.click();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('reaches search and the language switcher', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Kiswahili' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
    await page.getByRole('button', { name: 'Fungua menyu' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Tafuta kampuni, kurasa, habari...' }).click();
    await expect(page.getByPlaceholder('Tafuta kampuni, kurasa, habari...')).toBeFocused();
  });
});

test.describe('scroll progress and back-to-top', () => {
  test.use({ viewport: { width: 1280, height: 700 } });

  test('appear only past 100 px and 400 px; back-to-top returns to the top', async ({ page }) => {
    await page.goto('/news');
    await waitForHydration(page);
    const bar = page.getByTestId('scroll-progress');
    const backToTop = page.getByRole('button', { name: 'Back to top' });
    await expect(bar).toHaveCount(0);
    await expect(backToTop).toHaveCount(0);
    await scrollTo(page, 90);
    await page.waitForTimeout(150);
    await expect(bar).toHaveCount(0);
    await scrollTo(page, 120);
    await expect(bar).toBeVisible();
    await expect(backToTop).toHaveCount(0);
    await scrollTo(page, 390);
    await page.waitForTimeout(150);
    await expect(backToTop).toHaveCount(0);
    await scrollTo(page, 420);
    await expect(backToTop).toBeVisible();

    // The bar's width follows the scroll position: half-way down it is half wide.
    const half = await page.evaluate(() => (document.documentElement.scrollHeight - window.innerHeight) / 2);
    await scrollTo(page, half);
    await expect
      .poll(() => bar.evaluate((el) => el.getBoundingClientRect().width / window.innerWidth))
      .toBeCloseTo(0.5, 1);

    await backToTop.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(backToTop).toHaveCount(0);
    await expect(bar).toHaveCount(0);
  });
});

test.describe('footer', () => {
  test.use({ viewport: desktop });

  test('contacts, quick links, 8 companies, social links, legal links and the year', async ({ page }) => {
    await page.goto('/news');
    await waitForHydration(page);
    const footer = page.getByRole('contentinfo');
    await expect(footer.locator('address')).toContainText('Johannesburg');
    await expect(footer.getByRole('link', { name: /^\+27/ })).toHaveAttribute('href', /^tel:\+27\d+$/);
    await expect(footer.getByRole('link', { name: /@veb-group\.co\.za/ })).toHaveAttribute('href', /^mailto:/);
    const companies = footer.getByRole('heading', { name: 'Our companies' }).locator('xpath=..').getByRole('link');
    await expect(companies).toHaveText([
      'VEB Greenharvest',
      'EcoCraft Interiors',
      'VEB Cele & Associates',
      'VEB Law Clinic',
      'AK Business Enterprises',
      'AK Images',
      'SAMDON Real Estate',
      'VEB Properties',
    ]);
    for (const network of ['LinkedIn', 'Twitter', 'Facebook']) {
      const link = footer.getByRole('link', { name: new RegExp(`VEB Group on ${network}`) });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('href', /^https:\/\//);
    }
    await expect(footer.getByRole('link', { name: 'Privacy Notice' })).toHaveAttribute('href', '/privacy');
    await expect(footer.getByRole('link', { name: 'Terms of Use' })).toHaveAttribute('href', '/terms');
    await expect(footer).toContainText(`© ${new Date().getFullYear()} VEB Group`);
  });

  test('anchor links go home from other pages and scroll on home', async ({ page }) => {
    await page.goto('/contact');
    await waitForHydration(page);
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Our Companies' })).toHaveAttribute('href', '/#our-companies');
    await expect(footer.getByRole('link', { name: 'News & Insights' })).toHaveAttribute(
      'href',
      '/#featured-news-insights',
    );
    await expect(footer.getByRole('link', { name: 'Investors' })).toHaveAttribute('href', '/#partners-investors');
    await footer.getByRole('link', { name: 'AK Images' }).click();
    await expect(page).toHaveURL(/\/#company-ak-images$/);
    await expect(page.locator('#company-ak-images')).toBeInViewport();

    await page.getByRole('contentinfo').getByRole('link', { name: 'News & Insights' }).click();
    await expect(page.locator('#featured-news-insights')).toBeInViewport();
    // On home it scrolls without navigating.
    expect(new URL(page.url()).hash).toBe('#company-ak-images');
  });

  test('arriving at a server-rendered URL with a hash shows that section', async ({ page }) => {
    await page.goto('/#company-agri-extension-services');
    await waitForHydration(page);
    await expect(page.locator('#company-agri-extension-services')).toBeInViewport();
  });

  test('other pages open at the top', async ({ page }) => {
    await page.goto('/news');
    await waitForHydration(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Careers' }).click();
    await expect(page).toHaveURL(/\/careers$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('accessibility', () => {
  for (const lang of ['en', 'fr', 'sw']) {
    for (const path of ['/', '/news']) {
      for (const viewport of [desktop, { width: 375, height: 740 }]) {
        test(`axe finds no violations on ${path} in ${lang} at ${viewport.width} px`, async ({ page }) => {
          // Without reveal animations: axe would measure sections half-way through their fade-in.
          await page.emulateMedia({ reducedMotion: 'reduce' });
          await page.setViewportSize(viewport);
          await page.goto(`${path}?lang=${lang}`);
          await waitForHydration(page);
          const results = await new AxeBuilder({ page }).analyze();
          expect(results.violations).toEqual([]);
        });
      }
    }
  }

  test('axe finds no violations with the Companies menu and the mobile menu open', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize(desktop);
    await page.goto('/');
    await waitForHydration(page);
    await mainNav(page).getByRole('button', { name: 'Companies' }).click();
    await expect(page.getByRole('link', { name: /VEB Greenharvest/ }).first()).toBeVisible();
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    await page.setViewportSize({ width: 375, height: 740 });
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  });
});
