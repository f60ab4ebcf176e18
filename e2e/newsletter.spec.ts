import type { Page, Request } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { newsletterSubscribers } from '../server/src/db/schema';
import { expect, test, waitForHydration } from './fixtures';

const form = (page: Page) => page.getByRole('contentinfo');
const email = (page: Page) => form(page).getByLabel('Email address');
const submit = (page: Page) => form(page).getByRole('button', { name: /Subscribe/ });
/** The visible toast (Radix also renders a hidden copy for screen readers). */
const toast = (page: Page) => page.getByRole('region', { name: /\(F8\)/ }).locator('li');
const unique = (name: string) => `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

function watchSubscribeRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/newsletter')) requests.push(request);
  });
  return requests;
}

test.describe('newsletter form', () => {
  // The browser logs the 409 and 500 answers the tests provoke.
  test.use({ allowedConsoleErrors: [/Failed to load resource: the server responded with a status of (409|500)/] });

  test.beforeEach(async ({ page }) => {
    await page.goto('/news');
    await waitForHydration(page);
  });

  test('a blank address shows Email Required and sends nothing', async ({ page }) => {
    const requests = watchSubscribeRequests(page);
    await email(page).fill('   ');
    await submit(page).click();
    await expect(toast(page)).toContainText('Email Required');
    await expect(toast(page)).toContainText('Please enter your email address');
    await page.waitForTimeout(300);
    expect(requests).toEqual([]);
  });

  test('a malformed address shows Invalid Email and sends nothing', async ({ page }) => {
    const requests = watchSubscribeRequests(page);
    for (const value of ['not-an-email', 'name@domain', 'two words@example.com']) {
      await email(page).fill(value);
      await email(page).press('Enter');
      await expect(toast(page)).toContainText('Invalid Email');
      await expect(toast(page)).toContainText('Please enter a valid email address');
    }
    await page.waitForTimeout(300);
    expect(requests).toEqual([]);
  });

  test('a new address is subscribed (pending, in the page language), the toast asks to confirm; a confirmed address is Already Subscribed', async ({
    page,
    server,
  }) => {
    const address = unique('reader');
    await email(page).fill(address);
    const answered = page.waitForResponse('**/api/newsletter/subscribe');
    await submit(page).click();
    expect((await answered).status()).toBe(201);
    await expect(toast(page)).toContainText('Successfully Subscribed!');
    await expect(toast(page)).toContainText(
      'Thank you for subscribing to our newsletter. Please confirm your subscription with the link we have sent to your e-mail address.',
    );
    await expect(email(page)).toHaveValue('');
    const rows = await server.database.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, address));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'pending', locale: 'en' });

    // Subscribing again while pending is fine (the e-mail goes again at most once an hour) ...
    await email(page).fill(address);
    await submit(page).click();
    await expect(toast(page).filter({ hasText: 'Successfully Subscribed!' })).toHaveCount(1);
    // ... once confirmed, it is Already Subscribed (SPEC §8).
    await server.database.db
      .update(newsletterSubscribers)
      .set({ status: 'confirmed', confirmedAt: new Date() })
      .where(eq(newsletterSubscribers.email, address));
    await email(page).fill(address.toUpperCase());
    await submit(page).click();
    await expect(toast(page)).toContainText('Already Subscribed');
    await expect(toast(page)).toContainText('This email is already subscribed to our newsletter.');
    await expect(email(page)).toHaveValue(address.toUpperCase());
  });

  for (const [lang, label, button, title, text] of [
    [
      'fr',
      'Adresse e-mail',
      'S’abonner',
      'Abonnement enregistré !',
      'Merci de vous être abonné à notre lettre d’information. Veuillez confirmer votre abonnement grâce au lien que nous venons de vous envoyer par e-mail.',
    ],
    [
      'sw',
      'Anwani ya barua pepe',
      'Jiandikishe',
      'Umejiandikisha!',
      'Asante kwa kujiandikisha kupokea jarida letu. Tafadhali thibitisha usajili wako kupitia kiungo tulichokutumia kwa barua pepe.',
    ],
  ] as const) {
    test(`in ${lang}, the toast asks to confirm and the subscription keeps the language`, async ({ page, server }) => {
      await page.goto(`/news?lang=${lang}`);
      await waitForHydration(page);
      const address = unique(`reader-${lang}`);
      await form(page).getByLabel(label).fill(address);
      await form(page).getByRole('button', { name: button }).click();
      const region = page.getByRole('region', { name: lang === 'fr' ? 'Notifications (F8)' : 'Arifa (F8)' });
      await expect(region.locator('li')).toContainText(title);
      await expect(region.locator('li')).toContainText(text);
      const [row] = await server.database.db
        .select()
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.email, address));
      expect(row).toMatchObject({ status: 'pending', locale: lang });
    });
  }

  test('a server failure shows Subscription Failed and keeps the address', async ({ page }) => {
    await page.route('**/api/newsletter/subscribe', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Internal Server Error"}' }),
    );
    const address = unique('failure');
    await email(page).fill(address);
    await submit(page).click();
    await expect(toast(page)).toContainText('Subscription Failed');
    await expect(toast(page)).toContainText('Please try again later or contact us directly.');
    await expect(email(page)).toHaveValue(address);
  });

  test('while submitting, the field and button are disabled and the button reads Subscribing...', async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/newsletter/subscribe', async (route) => {
      await held;
      await route.continue();
    });
    await email(page).fill(unique('slow'));
    await submit(page).click();
    const busy = form(page).getByRole('button', { name: 'Subscribing...' });
    await expect(busy).toBeDisabled();
    await expect(email(page)).toBeDisabled();
    release();
    await expect(toast(page)).toContainText('Successfully Subscribed!');
    await expect(submit(page)).toBeEnabled();
    await expect(email(page)).toBeEnabled();
  });

  test('speaks French and Swahili', async ({ page }) => {
    await page.goto('/news?lang=fr');
    await waitForHydration(page);
    await form(page).getByLabel('Adresse e-mail').fill('');
    await form(page).getByRole('button', { name: 'S’abonner' }).click();
    await expect(toast(page)).toContainText('E-mail requis');
    await page.goto('/news?lang=sw');
    await waitForHydration(page);
    await form(page).getByLabel('Anwani ya barua pepe').fill('si-sahihi');
    await form(page).getByRole('button', { name: 'Jiandikishe' }).click();
    await expect(page.getByRole('region', { name: 'Arifa (F8)' }).locator('li')).toContainText('Barua pepe si sahihi');
  });
});
