import type { APIRequestContext } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { contactMessages, entries } from '../server/src/db/schema';
import { expect, test } from './fixtures';
import { openSection, type Server, signIn, tag } from './lib/admin';

/**
 * A company's queue (docs/decisions/084): a message sent from a company's page shows whom it was sent to,
 * and the inbox's "Sent to" filter, in the address like the others, shows that company's messages and no
 * other's; "The group (no company)" shows the group's.
 */
async function companyId(server: Server, slug: string): Promise<number> {
  const rows = await server.database.db
    .select({ id: entries.id, values: entries.values })
    .from(entries)
    .where(eq(entries.kind, 'company'));
  const found = rows.find((row) => row.values.slug === slug);
  if (!found) throw new Error(`no company ${slug} in the seed`);
  return found.id;
}

/** A visitor's post from a page, through the API as the form sends it (the form's stamp, a few seconds). */
async function send(request: APIRequestContext, body: object) {
  const token = (await (await request.get('/api/contact/form-token')).json()).token as string;
  await new Promise((resolve) => setTimeout(resolve, 3200));
  const res = await request.post('/api/contact', { data: { ...body, formToken: token } });
  expect(res.status()).toBe(201);
}

for (const width of [1280, 375]) {
  test.describe(`inbox by company at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('shows whom each message was sent to, and filters by company from the address', async ({
      page,
      server,
    }, testInfo) => {
      test.setTimeout(60_000);
      const id = tag();
      const images = await companyId(server, 'ak-images');
      const message = (name: string, toCompany?: string) => ({
        name: `${name} ${id}`,
        email: `${name.toLowerCase()}-${id}@example.org`,
        phone: '+27 82 555 0123',
        company: 'Dube Media',
        subject: 'customer',
        message: 'We would like a photographer for our harvest festival.',
        ...(toCompany ? { toCompany } : {}),
      });
      await Promise.all([
        send(page.request, message('Lerato', 'ak-images')),
        send(page.request, message('Tumi', 'greenharvest')),
        send(page.request, message('Zanele')),
      ]);
      const [lerato] = await server.database.db
        .select()
        .from(contactMessages)
        .where(eq(contactMessages.email, `lerato-${id}@example.org`));
      expect(lerato.toCompanyId).toBe(images);

      await signIn(page, server, 'inbox');
      await openSection(page, 'Inbox');
      await page.getByLabel('Search name, email, company or text').fill(id);
      await page.getByLabel('Search name, email, company or text').press('Enter');
      const rows = page.getByTestId('inbox-message');
      await expect(rows).toHaveCount(3);
      await expect(rows.filter({ hasText: `Lerato ${id}` })).toContainText('To: AK Images');
      await expect(rows.filter({ hasText: `Zanele ${id}` })).toContainText('To: the group');

      const filter = page.getByRole('combobox', { name: 'Sent to' });
      await expect(filter.locator('option').first()).toHaveText('All');
      await expect(filter.locator('option').nth(1)).toHaveText('The group (no company)');
      await filter.selectOption({ label: 'AK Images' });
      await expect(page).toHaveURL(new RegExp(`[?&]company=${images}(&|$)`));
      await expect(rows).toHaveCount(1);
      await expect(rows.first()).toContainText(`Lerato ${id}`);
      await page.screenshot({ path: testInfo.outputPath(`inbox-company-${width}.png`), fullPage: true });

      await filter.selectOption({ label: 'The group (no company)' });
      await expect(page).toHaveURL(/[?&]company=none(&|$)/);
      await expect(rows).toHaveCount(1);
      await expect(rows.first()).toContainText(`Zanele ${id}`);

      // The address alone brings the filter back (a bookmark, a link).
      await page.goto(`/admin/inbox?q=${id}&company=${images}`);
      await expect(filter).toHaveValue(String(images));
      await expect(rows).toHaveCount(1);
      await rows
        .first()
        .getByRole('link', { name: new RegExp(`Lerato ${id}`) })
        .click();
      await expect(page.getByRole('heading', { level: 1 })).toContainText(`Lerato ${id}`);
      const details = page.getByRole('definition').filter({ hasText: 'AK Images' });
      await expect(details).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath(`message-company-${width}.png`), fullPage: true });
    });
  });
}
