import type { Page } from '@playwright/test';
import { axeFindings, EXPERIMENTAL_RULES, LABEL_IN_NAME_WORDS } from '../scripts/audit/lib/axe';
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
    await expect(banner.getByRole('button', { name: 'EN – Choose a language (current: English)' })).toBeVisible();
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

  test('keyboard: Tab on an open menu enters it, Shift+Tab goes back to its button', async ({ page }) => {
    await page.goto('/news');
    await waitForHydration(page);
    const companies = mainNav(page).getByRole('button', { name: 'Companies' });
    await companies.focus();
    await page.keyboard.press('Enter');
    await expect(companies).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(mainNav(page).getByRole('link', { name: /VEB Greenharvest \(opens in a new tab\)/ })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(mainNav(page).getByRole('link', { name: /EcoCraft Interiors/ })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await expect(companies).toBeFocused();
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
    // The language choice is links to this page in each language (decision 060).
    await expect(sheet.getByRole('link', { name: 'Français' })).toHaveAttribute('href', '/news?lang=fr');

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
    // With the app in, the link switches in place: no page load (the marker of this document stays).
    await page.evaluate(() => {
      (window as unknown as { samePage?: boolean }).samePage = true;
    });
    await page.getByRole('dialog').getByRole('link', { name: 'Kiswahili' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
    await expect(page).toHaveURL(/\/\?lang=sw$/);
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
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
    for (const network of ['LinkedIn', 'X', 'Facebook']) {
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
          expect(await axeFindings(page)).toEqual([]);
        });
      }
    }
  }

  for (const [lang, code, choose] of [
    ['en', 'EN', 'Choose a language (current: English)'],
    ['fr', 'FR', 'Choisir une langue (actuelle : Français)'],
    ['sw', 'SW', 'Chagua lugha (sasa: Kiswahili)'],
  ] as const) {
    test(`axe finds no violations in ${lang} with each menu and dialog open`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.setViewportSize(desktop);
      await page.goto(`/?lang=${lang}`);
      await waitForHydration(page);
      // The language button shows its code, and its name starts with it (WCAG 2.5.3 Label in Name).
      const languageButton = page.getByRole('banner').getByRole('button', { name: `${code} – ${choose}`, exact: true });
      await expect(languageButton).toHaveText(code, { ignoreCase: false, useInnerText: true });
      await languageButton.click();
      await expect(page.getByRole('banner').getByRole('link', { name: 'Français', exact: true })).toBeVisible();
      expect(await axeFindings(page), 'language menu').toEqual([]);
      await page.keyboard.press('Escape');
      // About and Companies.
      for (const menu of [0, 1]) {
        const trigger = page.getByRole('banner').getByRole('navigation').locator('button[aria-expanded]').nth(menu);
        // By keyboard: a click can land just after a hover has opened the menu, and close it again.
        await trigger.press('Enter');
        await expect(trigger).toHaveAttribute('aria-expanded', 'true');
        const panel = page.locator(`[id="${await trigger.getAttribute('aria-controls')}"]`);
        await expect(panel.getByRole('link').first()).toBeVisible();
        expect(await axeFindings(page), `navigation menu ${menu}`).toEqual([]);
        await page.keyboard.press('Escape');
        await expect(trigger).toHaveAttribute('aria-expanded', 'false');
      }
      await page.keyboard.press('Control+k');
      await expect(page.getByRole('dialog').getByRole('option').first()).toBeVisible();
      expect(await axeFindings(page), 'search dialog').toEqual([]);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);

      await page.setViewportSize({ width: 375, height: 740 });
      await page.locator('button[aria-haspopup="dialog"]').click();
      await expect(page.getByRole('dialog')).toBeVisible();
      expect(await axeFindings(page), 'mobile menu').toEqual([]);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await page.getByRole('banner').locator('button[aria-keyshortcuts]').click();
      await expect(page.getByRole('dialog').getByRole('option').first()).toBeVisible();
      expect(await axeFindings(page), 'search dialog at 375 px').toEqual([]);
    });
  }

  test("the checks run axe's experimental rules and the word-by-word Label in Name check", async ({ page }) => {
    expect(EXPERIMENTAL_RULES).toEqual(
      expect.arrayContaining(['label-content-name-mismatch', 'p-as-heading', 'focus-order-semantics']),
    );
    // A name that lacks the visible text: axe's experimental label-content-name-mismatch.
    await page.setContent(
      '<!doctype html><html lang="en"><title>t</title><main><h1>t</h1><button aria-label="Choose a language">EN</button></main></html>',
    );
    expect((await axeFindings(page)).map((finding) => finding.id)).toContain('label-content-name-mismatch');
    // "EN" inside "English" passes axe (it compares letters); the word check catches it.
    await page.setContent(
      '<!doctype html><html lang="en"><title>t</title><main><h1>t</h1><button aria-label="Choose a language (current: English)">EN</button></main></html>',
    );
    const findings = await axeFindings(page);
    expect(findings.map((finding) => finding.id)).toEqual([LABEL_IN_NAME_WORDS]);
    expect(findings[0].targets).toEqual(['button shows "en" but is named "Choose a language (current: English)"']);
    // Visible text first, visually hidden words after: no finding.
    await page.setContent(
      '<!doctype html><html lang="en"><title>t</title><style>.sr-only{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0,0,0,0)}</style><main><h1>t</h1>' +
        '<button aria-label="EN – Choose a language (current: English)">EN</button>' +
        '<a href="/x" aria-label="Read More: Harvest">Read More<span class="sr-only">: Harvest</span></a>' +
        '<a href="/y" aria-label="Read More">Read More<span class="sr-only">: Harvest</span></a></main></html>',
    );
    expect(await axeFindings(page)).toEqual([]);
    // Another experimental rule: a bold, large paragraph styled as a heading.
    await page.setContent(
      '<!doctype html><html lang="en"><title>t</title><main><h1>t</h1><p style="font-weight:bold;font-size:2em">Title</p><p>A longer paragraph of ordinary body text.</p></main></html>',
    );
    expect((await axeFindings(page)).map((finding) => finding.id)).toContain('p-as-heading');
  });
});
