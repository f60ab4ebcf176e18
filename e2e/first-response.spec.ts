/**
 * Decision 060: a public page answers the first use of its menu, search, language choice and
 * forms with the browser's own means, before the app's code is there; what the visitor did meanwhile is
 * handed to React once it is (typed text, a press, a form sent). The app's code is held back here (every
 * script but the boot script waits for `release`), so each answer is shown to come without it.
 */
import type { Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { newsletterSubscribers } from '../server/src/db/schema';
import { expect, test } from './fixtures';

/** Holds every request to `url` until `release` is called. */
async function holdRequests(page: Page, url: string | RegExp): Promise<{ release: () => void; held: () => number }> {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  let held = 0;
  await page.route(url, async (route) => {
    held++;
    await gate;
    await route.continue();
  });
  return { release, held: () => held };
}

/** Holds every script of the app but the boot script (`/assets/index-*`) until `release` is called. */
const holdApp = (page: Page) => holdRequests(page, /\/assets\/(?!index-)[^/]+\.js$/);

const hydrated = (page: Page) => page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');

test.describe('on a phone, before the app is in', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

  test('the menu opens, keeps focus inside, and closes on Escape and on a tap outside', async ({ page }) => {
    const app = await holdApp(page);
    await page.goto('/about');
    const button = page.getByRole('button', { name: 'Open menu' });
    await button.tap();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    // The tap was the first sign: the app's code was asked for, and is held.
    await expect.poll(app.held).toBeGreaterThan(0);
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
    // A modal dialog: focus is inside, the page behind is inert.
    expect(await menu.evaluate((dialog) => dialog.matches(':modal') && dialog.contains(document.activeElement))).toBe(
      true,
    );
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
    await button.tap();
    await expect(menu).toBeVisible();
    // The backdrop to the left of the sheet.
    await page.touchscreen.tap(10, 400);
    await expect(menu).toBeHidden();
    app.release();
  });

  test("the menu's search closes the menu and opens the search", async ({ page }) => {
    await holdApp(page);
    await page.goto('/about');
    await page.getByRole('button', { name: 'Open menu' }).tap();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('button', { name: 'Search companies, pages, news...' }).tap();
    const search = page.getByRole('dialog', { name: 'Search the site' });
    await expect(search).toBeVisible();
    await expect(search.getByRole('textbox', { name: 'Search the site' })).toBeFocused();
    await expect(menu).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('the search opens with focus in its box, and what was typed stays when the results come', async ({ page }) => {
    const app = await holdApp(page);
    await page.goto('/');
    await page.getByRole('button', { name: /^Search/ }).tap();
    const search = page.getByRole('dialog', { name: 'Search the site' });
    await expect(search).toBeVisible();
    const box = search.getByRole('textbox', { name: 'Search the site' });
    await expect(box).toBeFocused();
    await page.keyboard.type('law');
    // The results for what was typed, before the app: the server's list, filtered as the visitor types.
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
    const results = search.getByRole('link').filter({ visible: true });
    await expect(results).toHaveCount(1);
    await expect(results.first()).toContainText('VEB Law Clinic');
    await page.keyboard.type('zzz');
    await expect(results).toHaveCount(0);
    await expect(search.getByText('No results found.')).toBeVisible();
    for (let i = 0; i < 3; i++) await page.keyboard.press('Backspace');
    await expect(results).toHaveCount(1);
    app.release();
    await hydrated(page);
    const combobox = search.getByRole('combobox', { name: 'Search the site' });
    await expect(combobox).toHaveValue('law');
    await expect(combobox).toBeFocused();
    await expect(search.getByRole('option', { name: /VEB Law Clinic/ })).toBeVisible();
    // Typing goes on in the same box.
    await page.keyboard.type(' clinic');
    await expect(combobox).toHaveValue('law clinic');
    await expect(search.getByRole('option')).toHaveCount(1);
  });

  test('Enter in the box before the results are there opens the first result once they are', async ({ page }) => {
    const app = await holdApp(page);
    await page.goto('/news');
    await page.getByRole('button', { name: /^Search/ }).tap();
    await page.keyboard.type('investment opportunities');
    await page.keyboard.press('Enter');
    await page.waitForTimeout(300);
    await expect(page).toHaveURL(/\/news$/);
    app.release();
    await expect(page).toHaveURL(/\/investors$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test("a result of the search opens before the app is in, in the page's language", async ({ page }) => {
    await holdApp(page);
    await page.goto('/about?lang=fr');
    await page.getByRole('button', { name: /^Rechercher/ }).tap();
    await page.keyboard.type('carri');
    const search = page.getByRole('dialog');
    const result = search.getByRole('link').filter({ visible: true }).first();
    await expect(result).toBeVisible();
    await result.tap();
    await expect(page).toHaveURL(/\/careers\?lang=fr$/);
  });

  test("the language choice is this page's address in each language", async ({ page }) => {
    await holdApp(page);
    await page.goto('/about');
    await page.getByRole('button', { name: 'Open menu' }).tap();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true');
    await expect(menu.getByRole('link', { name: 'Kiswahili' })).toHaveAttribute('href', '/about?lang=sw');
    // The other languages' pages are fetched as the menu opens (speculation rules), so the tap waits for no
    // request.
    const rules = page.locator('head script[type="speculationrules"]');
    await expect(rules).toHaveCount(1);
    const origin = new URL(page.url()).origin;
    expect(JSON.parse((await rules.textContent()) ?? '{}')).toEqual({
      prefetch: [{ source: 'list', urls: [`${origin}/about?lang=fr`, `${origin}/about?lang=sw`] }],
    });
    await menu.getByRole('link', { name: 'Français' }).tap();
    await expect(page).toHaveURL(/\/about\?lang=fr$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/About/);
  });

  test('the contact form checks its fields, then a valid message waits for the app and is sent', async ({ page }) => {
    const app = await holdApp(page);
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/contact') sent.push(request.url());
    });
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Send Us a Message' });
    await form.getByRole('button', { name: 'Send Message' }).tap();
    // SPEC §5's five messages under their fields, not the browser's bubble; the first field has focus.
    const five = [
      ['Full Name', 'Name must be at least 2 characters'],
      ['Email Address', 'Please enter a valid email address'],
      ['Phone Number', 'Please enter a valid phone number'],
      ['Inquiry Type', 'Please select an inquiry type'],
      ['Message', 'Message must be at least 10 characters'],
    ] as const;
    for (const [label, message] of five) {
      const field = form.getByLabel(new RegExp(`^${label}`));
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(message);
    }
    await expect(form.getByText(/must be at least|Please (enter|select)/).filter({ visible: true })).toHaveCount(5);
    await expect(form.getByLabel('Full Name')).toBeFocused();
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
    // Then each change checks again: a name long enough loses its message, a short one has it back.
    await form.getByLabel('Full Name').fill('Thandiwe Mokoena');
    await expect(form.getByText('Name must be at least 2 characters')).toBeHidden();
    await expect(form.getByLabel('Full Name')).not.toHaveAttribute('aria-invalid', 'true');
    await form.getByLabel('Email Address').fill('thandiwe@example');
    await form.getByRole('button', { name: 'Send Message' }).tap();
    await expect(form.getByLabel('Email Address')).toBeFocused();
    await expect(form.getByText('Please enter a valid email address')).toBeVisible();
    await form.getByLabel('Full Name').fill('Thandiwe Mokoena');
    await form.getByLabel('Email Address').fill('thandiwe@example.com');
    await form.getByLabel('Phone Number').fill('+27 82 555 0199');
    await form.getByLabel('Inquiry Type').selectOption('supplier');
    await form.getByLabel('Message').fill('We supply packaging and would like to introduce our products.');
    await form.getByRole('button', { name: 'Send Message' }).tap();
    // Held: nothing sent, and the page did not navigate with the message in its address.
    await page.waitForTimeout(300);
    expect(sent).toEqual([]);
    expect(new URL(page.url()).search).toBe('');
    app.release();
    await expect(page.getByTestId('contact-status')).toContainText('Message Sent Successfully!', { timeout: 20_000 });
    expect(sent).toHaveLength(1);
  });

  test('a refused contact form keeps its messages when the app arrives, and the app checks on from there', async ({
    page,
  }) => {
    const app = await holdApp(page);
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Send Us a Message' });
    await form.getByLabel('Full Name').fill('T');
    await form.getByRole('button', { name: 'Send Message' }).tap();
    await expect(form.getByText(/must be at least|Please (enter|select)/).filter({ visible: true })).toHaveCount(5);
    app.release();
    await hydrated(page);
    // The app shows the same five, and a change checks again with the app's own code.
    await expect(form.getByText(/must be at least|Please (enter|select)/).filter({ visible: true })).toHaveCount(5);
    await form.getByLabel('Full Name').fill('Thandiwe Mokoena');
    await expect(form.getByText(/must be at least|Please (enter|select)/).filter({ visible: true })).toHaveCount(4);
    await form.getByLabel('Full Name').fill('T');
    await expect(form.getByText('Name must be at least 2 characters')).toBeVisible();
  });

  test("the newsletter's address gets SPEC's toasts before the app, and no request is sent", async ({ page }) => {
    const app = await holdApp(page);
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/api/newsletter')) sent.push(request.url());
    });
    await page.goto('/about?lang=fr');
    const footer = page.getByRole('contentinfo');
    const box = footer.getByRole('textbox');
    const subscribe = footer.getByRole('button', { name: 'S’abonner' });
    await subscribe.tap();
    const toast = page.getByRole('alert').filter({ hasText: 'E-mail requis' });
    await expect(toast).toBeVisible();
    await box.fill('nom@exemple');
    await subscribe.tap();
    await expect(page.getByRole('alert').filter({ hasText: 'E-mail invalide' })).toBeVisible();
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
    expect(sent).toEqual([]);
    app.release();
  });

  test.describe('with an address already subscribed', () => {
    // Its second send is answered 409, which Chromium logs.
    test.use({ allowedConsoleErrors: [/status of 409 \(Conflict\)/] });

    test("an address autofilled and sent before the app is subscribed, in the page's language, with SPEC's notice", async ({
      page,
      server,
    }) => {
      await holdApp(page);
      const bodies: unknown[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST' && request.url().includes('/api/newsletter/subscribe')) {
          bodies.push(request.postDataJSON());
        }
      });
      await page.goto('/about?lang=fr');
      const footer = page.getByRole('contentinfo');
      const email = `avant-app-${Date.now()}@example.org`;
      // Autofill: the value and an `input` event, no key or focus.
      await footer.getByRole('textbox').evaluate((box, value) => {
        (box as HTMLInputElement).value = value;
        box.dispatchEvent(new Event('input', { bubbles: true }));
      }, email);
      await footer.getByRole('button', { name: 'S’abonner' }).tap();
      const notice = page.getByRole('status').filter({ hasText: 'Abonnement enregistré !' });
      await expect(notice).toBeVisible();
      await expect(notice).toContainText('Merci de vous être abonné');
      await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
      expect(bodies).toEqual([{ email, lang: 'fr' }]);
      await expect(footer.getByRole('textbox')).toHaveValue('');
      // Committed: the subscriber is pending confirmation, in French.
      const rows = await server.database.db
        .select()
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.email, email));
      expect(rows.map(({ locale, status }) => ({ locale, status }))).toEqual([{ locale: 'fr', status: 'pending' }]);
      // Once confirmed, the same address is SPEC §8's Already Subscribed, still before the app.
      await server.database.db
        .update(newsletterSubscribers)
        .set({ status: 'confirmed', confirmedAt: new Date() })
        .where(eq(newsletterSubscribers.email, email));
      await footer.getByRole('textbox').fill(email);
      await footer.getByRole('button', { name: 'S’abonner' }).tap();
      await expect(page.getByRole('alert').filter({ hasText: 'Déjà abonné' })).toBeVisible();
      await expect(footer.getByRole('textbox')).toHaveValue(email);
      await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
    });
  });

  test("the app's code, arriving during the newsletter's send, runs only once the send's notice is shown", async ({
    page,
  }) => {
    // Decision 099: on a slow phone the app's evaluation and hydration held the boot script's notice back.
    const app = await holdApp(page);
    const send = await holdRequests(page, '**/api/newsletter/subscribe');
    await page.goto('/about');
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('textbox').fill(`pendant-envoi-${Date.now()}@example.org`);
    await expect.poll(app.held).toBeGreaterThan(0);
    await footer.getByRole('button', { name: 'Subscribe' }).tap();
    await expect(page.locator('form[aria-busy="true"]')).toHaveCount(1);
    // The app's code arrives while the send waits for its answer: fetched, not run.
    app.release();
    await expect
      .poll(() =>
        page.evaluate(() =>
          [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].every((link) =>
            performance
              .getEntriesByName(link.href)
              .some((entry) => (entry as PerformanceResourceTiming).responseEnd > 0),
          ),
        ),
      )
      .toBe(true);
    await page.waitForTimeout(500);
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
    send.release();
    await expect(page.getByRole('status').filter({ hasText: 'Successfully Subscribed!' })).toBeVisible();
    await hydrated(page);
  });

  test('a browser without modulepreload still starts the app, its entry fetching its own imports', async ({ page }) => {
    // Safari before 17: the links would fetch nothing and never fire load, so nothing may wait for them.
    await page.addInitScript(() => {
      const supports = DOMTokenList.prototype.supports;
      DOMTokenList.prototype.supports = function (token: string) {
        return token === 'modulepreload' ? false : supports.call(this, token);
      };
    });
    await page.goto('/about');
    await page.getByRole('contentinfo').getByRole('textbox').focus();
    await hydrated(page);
    await expect(page.locator('link[rel="modulepreload"]')).toHaveCount(0);
  });

  test('an address autofilled into the news search before the app filters the list once it is in', async ({ page }) => {
    await page.goto('/news', { waitUntil: 'commit' });
    // Autofill sets the value and fires `input`, with no key, focus or touch.
    await page.waitForSelector('input[type="search"]');
    await page.evaluate(() => {
      const box = document.querySelector<HTMLInputElement>('main input[type="search"]');
      if (!box) throw new Error('no search box');
      box.value = 'zzzz-nothing-matches';
      box.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await hydrated(page);
    await expect(page.getByRole('searchbox')).toHaveValue('zzzz-nothing-matches');
    await expect(page.getByText('Try a different search term')).toBeVisible();
  });
});

test.describe('on a computer, before the app is in', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('Ctrl+K opens and closes the search, and what was typed stays when the results come', async ({ page }) => {
    const app = await holdApp(page);
    await page.goto('/');
    const search = page.getByRole('dialog', { name: 'Search the site' });
    // The shortcut as the very first sign: it starts the app and opens the search.
    await page.keyboard.press('Control+k');
    await expect(search).toBeVisible();
    await expect.poll(app.held).toBeGreaterThan(0);
    await page.keyboard.press('Control+k');
    await expect(search).toBeHidden();
    await page.keyboard.press('Meta+k');
    await expect(search.getByRole('textbox', { name: 'Search the site' })).toBeFocused();
    await page.keyboard.type('law');
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
    app.release();
    await hydrated(page);
    const combobox = search.getByRole('combobox', { name: 'Search the site' });
    await expect(combobox).toHaveValue('law');
    await expect(search.getByRole('option', { name: /VEB Law Clinic/ })).toBeVisible();
    // With the app in, the same shortcut closes it.
    await page.keyboard.press('Control+k');
    await expect(search).toBeHidden();
  });

  test('a press on a button only React answers is held and handed over', async ({ page }) => {
    const app = await holdApp(page);
    await page.goto('/news');
    // A category toggle: only React filters the list.
    const toggle = page.locator('main button[aria-pressed="false"]').first();
    const name = (await toggle.textContent()) ?? '';
    await toggle.click();
    await expect(page).not.toHaveURL(/category=/);
    app.release();
    await expect(page.locator('main').getByRole('button', { name, exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page).toHaveURL(/category=/);
  });

  test("the header's language menu opens, closes on Escape, and its choice loads the page in French", async ({
    page,
  }) => {
    await holdApp(page);
    await page.goto('/about');
    const switcher = page.getByRole('banner').getByRole('button', { name: /^EN – Choose a language/ });
    await switcher.click();
    const french = page.getByRole('banner').getByRole('link', { name: 'Français', exact: true });
    await expect(french).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(french).toBeHidden();
    // The keyboard reaches the menu's links right after its button.
    await switcher.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('banner').getByRole('link', { name: 'English', exact: true })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(french).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/about\?lang=fr$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  });
});
