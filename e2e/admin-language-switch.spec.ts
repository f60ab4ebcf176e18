import type { Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { messages as en } from '../client/src/admin/locales/en';
import { messages as fr } from '../client/src/admin/locales/fr';
import { staffUsers } from '../server/src/db/schema';
import { createStaff, type TestStaff } from '../server/src/test/staff';
import { expect, test } from './fixtures';
import { expectClean } from './lib/admin';

/**
 * The header of every signed-in screen offers the staff area's languages, each named in itself and marked
 * as written in it; a choice is the account's (kept after a reload, and on the server). A session ended in
 * another tab is worded as what it was: a sign-out, not an expiry. No demo content is needed: the worker's
 * empty server.
 */
test.use({ baseURL: async ({ emptyServer }, use) => use(emptyServer.origin) });

/** Signs in with the form on `path` (no code: the accounts here have none), which then shows that screen. */
async function signInOn(page: Page, staff: TestStaff, path: string) {
  await page.goto(`/admin${path}`);
  await page.getByLabel('Email').fill(staff.email);
  await page.getByLabel('Password').fill(staff.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: en.common.signOut })).toBeVisible();
}

for (const width of [1280, 375]) {
  test.describe(`the staff area's language switch at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('switches the language from the header and keeps it after a reload', async ({ page, emptyServer: server }) => {
      test.setTimeout(120_000);
      const editor = await createStaff(server.database.db, 'editor', { totp: false });
      await signInOn(page, editor, '/media');
      const header = page.getByRole('banner');
      const english = header.getByRole('combobox', { name: en.common.language });
      await expect(english).toHaveValue('en');
      for (const [value, name] of [
        ['en', 'English'],
        ['fr', 'Français'],
        ['sw', 'Kiswahili'],
      ]) {
        await expect(english.locator(`option[value="${value}"]`)).toHaveAttribute('lang', value);
        await expect(english.locator(`option[value="${value}"]`)).toHaveText(name);
      }
      await english.focus();
      await english.selectOption('fr');
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
      const french = header.getByRole('combobox', { name: fr.common.language });
      await expect(french).toBeFocused();
      await expect(header.getByRole('button', { name: fr.common.signOut })).toBeVisible();
      await expect
        .poll(async () => {
          const [row] = await server.database.db.select().from(staffUsers).where(eq(staffUsers.id, editor.id));
          return row.locale;
        })
        .toBe('fr');
      await expectClean(page, `language switch fr ${width}`);

      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
      await expect(header.getByRole('combobox', { name: fr.common.language })).toHaveValue('fr');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  });
}

test.describe('an account that never chose a language', () => {
  // A French browser: navigator.languages and Accept-Language both say fr-FR first.
  test.use({ locale: 'fr-FR' });

  test('is shown in the browser’s language from the first screen, which becomes the account’s', async ({
    page,
    emptyServer: server,
  }) => {
    // As `npm run staff -- create` makes one: no language.
    const editor = await createStaff(server.database.db, 'editor', { totp: false });
    const stored = async () =>
      (await server.database.db.select().from(staffUsers).where(eq(staffUsers.id, editor.id)))[0].locale;
    expect(await stored()).toBeNull();
    await page.goto('/admin/media');
    await page.getByLabel(fr.auth.signIn.email).fill(editor.email);
    await page.getByLabel(fr.auth.signIn.password).fill(editor.password);
    await page.getByRole('button', { name: fr.auth.signIn.submit }).click();
    const header = page.getByRole('banner');
    await expect(header.getByRole('button', { name: fr.common.signOut })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(header.getByRole('combobox', { name: fr.common.language })).toHaveValue('fr');
    expect(await stored()).toBe('fr');
    await expectClean(page, 'first language from the browser');
  });
});

test.describe('after a sign-out in another tab', () => {
  // The first tab's requests after the sign-out are refused (401): that is what it learns it from.
  test.use({ allowedConsoleErrors: [/status of 401/] });
  test('the re-sign-in dialog says so', async ({ page, emptyServer: server }) => {
    test.setTimeout(120_000);
    const editor = await createStaff(server.database.db, 'editor', { totp: false });
    await signInOn(page, editor, '/media');
    const other = await page.context().newPage();
    await other.goto('/admin/media');
    await other.getByRole('button', { name: en.common.signOut }).click();
    await expect(other.getByLabel('Password')).toBeVisible();
    await other.close();

    // The first tab learns of it from its next request: the account page's.
    await page.getByRole('link', { name: new RegExp(editor.name) }).click();
    const dialog = page.getByRole('dialog', { name: en.common.reauth.titles.signedOut });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(en.common.reauth.why.signedOut);
    await expect(dialog).not.toContainText(/expired/i);
    await expectClean(page, 'reauth after a sign-out elsewhere');
  });
});
