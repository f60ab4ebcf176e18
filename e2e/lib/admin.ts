import type { Role } from '@common/admin/roles';
import type { Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { messages as en } from '../../client/src/admin/locales/en';
import { messages as fr } from '../../client/src/admin/locales/fr';
import { messages as sw } from '../../client/src/admin/locales/sw';
import { axeFindings } from '../../scripts/audit/lib/axe';
import { entries } from '../../server/src/db/schema';
import { currentTotp } from '../../server/src/modules/auth/totp';
import { createStaff, type TestStaff } from '../../server/src/test/staff';
import { expect, type test } from '../fixtures';

/**
 * The test server of the e2e fixtures (its database is the one the built site uses), or one a test
 * started itself (without the worker's clock).
 */
export type Server = Omit<Parameters<Parameters<typeof test>[2]>[0]['server'], 'clock'>;

/** Signs a new staff member of `role` in through the admin area's own forms; returns their details. */
export async function signIn(page: Page, server: Server, role: Role) {
  const staff = await createStaff(server.database.db, role);
  await signInAs(page, staff);
  return staff;
}

/** Signs an existing staff member in through the forms (the code from their secret when they have one). */
export async function signInAs(page: Page, staff: TestStaff) {
  await page.goto('/admin/');
  await page.getByLabel('Email').fill(staff.email);
  await page.getByLabel('Password').fill(staff.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  if (staff.totpSecret) {
    await page.getByLabel('Authentication code').fill(currentTotp(staff.totpSecret));
    await page.getByRole('button', { name: 'Verify' }).click();
  }
  // Signed in, the shell speaks the account's language, whichever it is (it may change while this waits).
  const signOut = [en, fr, sw].map((messages) => messages.common.signOut);
  await expect(page.getByRole('button', { name: new RegExp(`^(${signOut.join('|')})$`) })).toBeVisible();
}

/** Opens a section from the navigation (behind the Menu button below 1024 px). */
export async function openSection(page: Page, name: string) {
  const link = page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name });
  const menu = page.getByRole('button', { name: 'Menu' });
  await expect(async () => {
    if (!(await link.isVisible()) && (await menu.isVisible())) await menu.click();
    await expect(link).toBeVisible({ timeout: 1000 });
  }).toPass();
  await link.click();
}

/**
 * axe finds nothing, and nothing is wider than the window but what scrolls in its own region
 * (SHOTS=folder also saves a full-page screenshot to look at).
 */
export async function expectClean(page: Page, label: string) {
  expect(await axeFindings(page), label).toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${label}: page wider than the window`).toBeLessThanOrEqual(0);
  if (process.env.SHOTS) {
    const width = page.viewportSize()?.width;
    await page.screenshot({ path: `${process.env.SHOTS}/${label.replace(/\W+/g, '-')}-${width}.png`, fullPage: true });
  }
}

/** A short unique tag for test data (tests share one database). */
export const tag = () => `${Date.now()}${Math.random().toString(36).slice(2, 6)}`;

/** A company of the seed, by its address name, as stored (to put it back as it was after a test). */
export async function companyRow(server: Server, slug: string) {
  const rows = await server.database.db.select().from(entries).where(eq(entries.kind, 'company'));
  const found = rows.find((row) => row.values.slug === slug);
  if (!found) throw new Error(`no company ${slug} in the seed`);
  return found;
}
