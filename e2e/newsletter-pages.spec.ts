import { createHash, randomBytes } from 'node:crypto';
import { messages as en } from '@common/content/locales/en';
import { messages as fr } from '@common/content/locales/fr';
import { messages as sw } from '@common/content/locales/sw';
import type { Page } from '@playwright/test';
import { and, eq } from 'drizzle-orm';
import { axeFindings } from '../scripts/audit/lib/axe';
import { mailOutbox, newsletterSubscribers } from '../server/src/db/schema';
import { expect, test, waitForHydration } from './fixtures';

const TEXT = { en: en.newsletter, fr: fr.newsletter, sw: sw.newsletter };
const COMMON = { en: en.common, fr: fr.common, sw: sw.common };
const LANGS = ['en', 'fr', 'sw'] as const;
const DAY = 24 * 60 * 60_000;
const unique = (name: string) => `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

type Server = Parameters<Parameters<typeof test>[2]>[0]['server'];

/** A pending subscription whose confirmation link holds `token`, valid until `expires`. */
async function pending(server: Server, { expires = new Date(Date.now() + 7 * DAY) } = {}) {
  const token = randomBytes(32).toString('base64url');
  const email = unique('pending');
  await server.database.db.insert(newsletterSubscribers).values({
    email,
    status: 'pending',
    confirmTokenHash: sha256(token),
    confirmSentAt: new Date(expires.getTime() - 7 * DAY),
    confirmExpiresAt: expires,
  });
  return { email, token };
}

async function statusOf(server: Server, email: string) {
  const [row] = await server.database.db
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, email));
  return row?.status;
}

async function expectNoAxeFindings(page: Page, label: string) {
  expect(await axeFindings(page), label).toEqual([]);
}

test.describe('the confirmation page', () => {
  for (const lang of LANGS) {
    test(`in ${lang}: opening the link changes nothing; the button confirms`, async ({ page, server }) => {
      const t = TEXT[lang].confirm;
      const { email, token } = await pending(server);
      await page.goto(`/newsletter/confirm?lang=${lang}#token=${token}`);
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.heading);
      await expect(page).toHaveTitle(new RegExp(t.meta.title));
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expectNoAxeFindings(page, `confirm page ${lang}`);
      expect(await statusOf(server, email)).toBe('pending');

      await page.getByRole('button', { name: t.button }).click();
      const result = page.getByRole('heading', { name: t.done.title });
      await expect(result).toBeVisible();
      await expect(result).toBeFocused();
      await expect(page.getByText(t.done.text)).toBeVisible();
      expect(await statusOf(server, email)).toBe('confirmed');
      // The used token leaves the address bar.
      expect(page.url()).not.toContain(token);
      await expectNoAxeFindings(page, `confirmed ${lang}`);
    });
  }

  test('the whole double opt-in: the footer form, the e-mail in French, its link, confirmed', async ({
    page,
    server,
  }) => {
    await page.goto('/impact?lang=fr');
    await waitForHydration(page);
    const address = unique('optin');
    const footer = page.getByRole('contentinfo');
    await footer.getByLabel('Adresse e-mail').fill(address);
    await footer.getByRole('button', { name: 'S’abonner' }).click();
    await expect(page.getByRole('region', { name: 'Notifications (F8)' }).locator('li')).toContainText(
      'Abonnement enregistré !',
    );
    const [mail] = await server.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, address), eq(mailOutbox.kind, 'newsletter_confirmation')));
    expect(mail.subject).toBe('Confirmez votre abonnement à la lettre d’information de VEB Group');
    const link = new RegExp(`${server.origin}(/newsletter/confirm\\?lang=fr#token=[\\w-]+)`).exec(mail.textBody);
    expect(link, mail.textBody).not.toBeNull();
    await page.goto(link?.[1] ?? '');
    await waitForHydration(page);
    expect(await statusOf(server, address)).toBe('pending');
    await page.getByRole('button', { name: 'Confirmer mon abonnement' }).click();
    await expect(page.getByRole('heading', { name: 'Abonnement confirmé' })).toBeVisible();
    expect(await statusOf(server, address)).toBe('confirmed');
  });

  test('is one page for every token: nothing of the token reaches the server, and it is not in the sitemap', async ({
    page,
    request,
  }) => {
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    const token = 'z'.repeat(43);
    await page.goto(`/newsletter/unsubscribe?lang=en#token=${token}`);
    await waitForHydration(page);
    expect(requests.filter((url) => url.includes(token))).toEqual([]);
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).not.toContain('/newsletter');
  });
});

test.describe('the unsubscribe page', () => {
  for (const lang of LANGS) {
    test(`in ${lang}: one button unsubscribes, without signing in`, async ({ page, server }) => {
      const t = TEXT[lang].unsubscribe;
      const email = unique(`leaving-${lang}`);
      const [row] = await server.database.db
        .insert(newsletterSubscribers)
        .values({ email, status: 'confirmed', locale: lang, confirmedAt: new Date() })
        .returning();
      await page.goto(`/newsletter/unsubscribe?lang=${lang}#token=${row.unsubscribeToken}`);
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.heading);
      await expectNoAxeFindings(page, `unsubscribe page ${lang}`);
      expect(await statusOf(server, email)).toBe('confirmed');
      await page.getByRole('button', { name: t.button }).click();
      await expect(page.getByRole('heading', { name: t.done.title })).toBeFocused();
      expect(await statusOf(server, email)).toBe('unsubscribed');
      await expectNoAxeFindings(page, `unsubscribed ${lang}`);
    });
  }

  test('the List-Unsubscribe address opened in a browser leads to the page in the subscriber language', async ({
    page,
    server,
  }) => {
    const email = unique('header');
    const [row] = await server.database.db
      .insert(newsletterSubscribers)
      .values({ email, status: 'confirmed', locale: 'sw', confirmedAt: new Date() })
      .returning();
    await page.goto(`/api/newsletter/unsubscribe?token=${row.unsubscribeToken}`);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(sw.newsletter.unsubscribe.heading);
    expect(await statusOf(server, email)).toBe('confirmed');
    await page.getByRole('button', { name: sw.newsletter.unsubscribe.button }).click();
    await expect(page.getByRole('heading', { name: sw.newsletter.unsubscribe.done.title })).toBeVisible();
    expect(await statusOf(server, email)).toBe('unsubscribed');
  });
});

test.describe('links that no longer work', () => {
  // The browser reports the 404 and 410 answers these tests provoke.
  test.use({ allowedConsoleErrors: [/the server responded with a status of (404|410)/] });

  for (const lang of LANGS) {
    test(`in ${lang}: an expired link says so and offers the form again`, async ({ page, server }) => {
      const t = TEXT[lang];
      const { email, token } = await pending(server, { expires: new Date(Date.now() - 60_000) });
      await page.goto(`/newsletter/confirm?lang=${lang}#token=${token}`);
      await waitForHydration(page);
      await page.getByRole('button', { name: t.confirm.button }).click();
      await expect(page.getByRole('heading', { name: t.confirm.expired.title })).toBeFocused();
      await expect(page.getByRole('heading', { name: t.again.heading })).toBeVisible();
      const main = page.getByRole('main');
      await expect(main.getByRole('textbox')).toBeVisible();
      expect(await statusOf(server, email)).toBe('pending');
      await expectNoAxeFindings(page, `expired ${lang}`);

      // Subscribing again from the page sends a new link.
      await main.getByRole('textbox').fill(email);
      await main.getByRole('button', { name: COMMON[lang].newsletter.submit }).click();
      await expect
        .poll(async () => {
          const rows = await server.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
          return rows.length;
        })
        .toBe(1);
    });
  }

  test('a used or unknown link, and a link without its token, say so in the page language', async ({ page }) => {
    await page.goto(`/newsletter/confirm?lang=sw#token=${'x'.repeat(43)}`);
    await waitForHydration(page);
    await page.getByRole('button', { name: sw.newsletter.confirm.button }).click();
    await expect(page.getByRole('heading', { name: sw.newsletter.confirm.invalid.title })).toBeFocused();
    await expectNoAxeFindings(page, 'invalid sw');

    await page.goto('/newsletter/confirm?lang=fr');
    await waitForHydration(page);
    await expect(page.getByText(fr.newsletter.missing.title)).toBeVisible();
    await expect(page.getByRole('button', { name: fr.newsletter.confirm.button })).toHaveCount(0);
  });

  test('an unknown link says so and points to the contact page', async ({ page }) => {
    await page.goto(`/newsletter/unsubscribe?lang=en#token=${'q'.repeat(64)}`);
    await waitForHydration(page);
    await page.getByRole('button', { name: en.newsletter.unsubscribe.button }).click();
    await expect(page.getByRole('heading', { name: en.newsletter.unsubscribe.invalid.title })).toBeFocused();
    await expect(page.getByRole('link', { name: en.newsletter.contact })).toHaveAttribute('href', /\/contact/);
    await expectNoAxeFindings(page, 'unsubscribe invalid');
  });
});
