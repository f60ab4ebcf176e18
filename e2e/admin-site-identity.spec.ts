import { settings } from '../server/src/db/schema';
import { seedSiteIdentity } from '../server/src/db/seed/data/site-identity';
import { SITE_IDENTITY_KEY } from '../server/src/modules/settings/site-identity';
import { expect, test } from './fixtures';
import { expectClean, openSection, signIn } from './lib/admin';

const OLD_PHONE = '+27 11 555 0140';
const NEW_PHONE = '+27 11 555 0199';

/** Decision 029: the site's identity is an owner's screen, and the public pages follow it at once. */
for (const width of [1280, 375]) {
  test.describe(`the site identity at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    // The server is shared by the tests of a worker: put the demo identity back (its trigger empties the cache).
    test.afterEach(async ({ server }) => {
      await server.database.db
        .insert(settings)
        .values({ key: SITE_IDENTITY_KEY, value: seedSiteIdentity })
        .onConflictDoUpdate({ target: settings.key, set: { value: seedSiteIdentity } });
    });

    test('an owner changes the contact phone number and sees it on /contact and in the footer', async ({
      page,
      server,
    }) => {
      test.setTimeout(120_000);
      // The old number, as visitors see it before the change (and as the page cache keeps it).
      await page.goto('/contact');
      await expect(page.getByRole('contentinfo').getByRole('link', { name: OLD_PHONE })).toBeVisible();

      await signIn(page, server, 'owner');
      await openSection(page, 'Settings');
      await expect(page.getByRole('heading', { level: 2, name: 'Site identity' })).toBeVisible();
      const phone = page.getByLabel('Phone number');
      await expect(phone).toHaveValue(OLD_PHONE);
      await expect(page.getByLabel('Group name')).toHaveValue('VEB Group');
      await expect(page.getByLabel('Careers mailbox')).toHaveValue('careers@veb-group.co.za');
      await expectClean(page, 'site identity');

      // A mistake is named under its field, and nothing is saved.
      await phone.fill('call reception');
      await page.getByLabel('LinkedIn page').fill('http://www.linkedin.com/company/veb-group');
      await page.getByRole('button', { name: 'Save the site identity' }).click();
      await expect(page.getByText('Please correct the highlighted fields.')).toBeVisible();
      await expect(phone).toHaveAttribute('aria-invalid', 'true');
      await expect(phone).toHaveAccessibleDescription(/Enter a phone number such as \+27 11 555 0140/);
      await expect(page.getByLabel('LinkedIn page')).toHaveAccessibleDescription(
        'Enter an address that starts with https://',
      );
      await expectClean(page, 'site identity errors');

      // Leaving with the changes unsaved asks first.
      await openSection(page, 'Audit log');
      const leave = page.getByRole('alertdialog', { name: 'Leave without saving?' });
      await expect(leave).toBeVisible();
      await leave.getByRole('button', { name: 'Stay' }).click();
      await expect(phone).toHaveValue('call reception');

      await phone.fill(NEW_PHONE);
      await page.getByLabel('LinkedIn page').fill('https://www.linkedin.com/company/veb-group');
      await page.getByRole('button', { name: 'Save the site identity' }).click();
      await expect(page.getByText('Site identity saved. The website shows it now.')).toBeVisible();
      await expect(phone).not.toHaveAttribute('aria-invalid');

      // The audit log says it in words.
      await openSection(page, 'Audit log');
      await expect(
        page
          .getByRole('region', { name: 'Audit log, newest first' })
          .getByRole('row')
          .filter({ hasText: 'changed the site’s identity' })
          .first(),
      ).toBeVisible();

      // The public pages show the new number at once: on /contact (above the form and in the footer).
      await page.goto('/contact');
      await expect(page.getByRole('main').getByRole('link', { name: NEW_PHONE })).toHaveAttribute(
        'href',
        'tel:+27115550199',
      );
      const footer = page.getByRole('contentinfo');
      await expect(footer.getByRole('link', { name: NEW_PHONE })).toHaveAttribute('href', 'tel:+27115550199');
      await expect(footer.getByText(OLD_PHONE)).toHaveCount(0);
      await expectClean(page, 'contact with the new phone');
      // In every language, on every page.
      await page.goto('/about?lang=sw');
      await expect(page.getByRole('contentinfo').getByRole('link', { name: NEW_PHONE })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toContainText('Afrika Kusini');
    });

    test.describe('roles', () => {
      // The refused API call the test makes is logged by the browser.
      test.use({ allowedConsoleErrors: [/status of 403/] });

      test('an editor is refused the screen and its API', async ({ page, server }) => {
        await signIn(page, server, 'editor');
        await expect(
          page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Settings' }),
        ).toHaveCount(0);
        await page.goto('/admin/settings');
        await expect(page.getByRole('heading', { level: 1, name: 'Not for your role' })).toBeVisible();
        await expect(page.getByLabel('Phone number')).toHaveCount(0);
        await expectClean(page, 'site identity forbidden');
        const status = await page.evaluate(async () => {
          const session = await (await fetch('/api/admin/session')).json();
          const response = await fetch('/api/admin/settings/site-identity', {
            method: 'PUT',
            headers: { 'content-type': 'application/json', 'x-csrf-token': session.csrfToken },
            body: JSON.stringify({ groupName: 'Taken over' }),
          });
          return response.status;
        });
        expect(status).toBe(403);
      });
    });
  });
}
