import type { AdminEntry } from '@common/entries/admin';
import type { Page } from '@playwright/test';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { entries, revisions, staffUsers } from '../server/src/db/schema';
import { AdminClient, createStaff, type TestStaff } from '../server/src/test/staff';
import { expect, test } from './fixtures';
import { companyRow, expectClean, openSection, type Server, signIn, signInAs, tag } from './lib/admin';

/*
 * Staff limited to companies (docs/decisions/088): an owner limits an editor to AK Images in the Staff
 * screen; the editor then keeps AK Images' page and openings through the screens, sees none of the group's
 * sections, and every other company's record is answered as if it did not exist, on the screen and by the
 * API.
 */

const nav = (page: Page) => page.getByRole('navigation', { name: 'Admin sections' });

const entryRow = async (server: Server, id: number) =>
  (await server.database.db.select().from(entries).where(eq(entries.id, id)))[0];

/**
 * The admin API from the signed-in browser's own cookies, with what the screens send beside them: the
 * session's CSRF token and the site's Origin.
 */
async function adminApi(page: Page, server: Server, method: 'GET' | 'PUT', path: string, data?: unknown) {
  const session = await (await page.request.get('/api/admin/session')).json();
  const response = await page.request.fetch(`/api/admin${path}`, {
    method,
    headers: { accept: 'application/json', origin: server.origin, 'x-csrf-token': session.csrfToken },
    ...(data === undefined ? {} : { data }),
  });
  const text = await response.text();
  return { status: response.status(), body: text ? JSON.parse(text) : null, session };
}

/** Takes the test's own records out again, with their history (the worker's later tests read the seed). */
async function removeEntries(server: Server, where: ReturnType<typeof sql>) {
  const rows = await server.database.db.select({ id: entries.id, kind: entries.kind }).from(entries).where(where);
  if (rows.length === 0) return;
  await server.database.db.delete(entries).where(
    inArray(
      entries.id,
      rows.map((row) => row.id),
    ),
  );
  for (const row of rows)
    await server.database.db
      .delete(revisions)
      .where(and(eq(revisions.recordType, row.kind), eq(revisions.recordId, row.id)));
}

/** The owner, in a browser of their own, limits `editor` to AK Images from the Staff screen's dialog. */
async function limitToImages(page: Page, server: Server, editor: TestStaff, images: number) {
  await signIn(page, server, 'owner');
  await openSection(page, 'Staff');
  await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeFocused();
  const row = page.getByRole('row', { name: new RegExp(editor.email) });
  await expect(row.getByRole('cell', { name: 'Whole group', exact: true })).toBeVisible();
  // Reached with the keyboard: Tab from the row's button before it, Enter opens the dialog.
  const open = row.getByRole('button', { name: `Companies of ${editor.name}`, exact: true });
  await row.getByRole('button', { name: `Send a reset link to ${editor.name}`, exact: true }).focus();
  await page.keyboard.press('Tab');
  await expect(open).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Companies of ${editor.name}` });
  await expect(dialog).toBeVisible();
  const box = dialog.getByRole('checkbox', { name: 'AK Images', exact: true });
  await expect(box).not.toBeChecked();
  await expect(dialog.getByRole('checkbox')).toHaveCount(10);
  await expectClean(page, 'staff companies dialog');
  await box.check();
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `${editor.name} now works for AK Images only.` }),
  ).toBeVisible();
  await expect(dialog).toHaveCount(0);
  // The dialog gives the focus back to the button that opened it; the row says whom they work for.
  await expect(open).toBeFocused();
  await expect(row.getByRole('cell', { name: 'AK Images', exact: true })).toBeVisible();
  const [stored] = await server.database.db.select().from(staffUsers).where(eq(staffUsers.id, editor.id));
  expect(stored.companyIds).toEqual([images]);
  await expectClean(page, 'staff with a limited editor');
}

for (const width of [1280, 375]) {
  test.describe(`staff limited to companies at ${width} px`, () => {
    test.use({
      viewport: { width, height: 900 },
      // The browser reports the refusals the test provokes (another company's record, the group's sections).
      allowedConsoleErrors: [/status of 40[34]/],
    });

    test('an owner limits an editor to AK Images, who keeps AK Images and reaches nothing else', async ({
      page,
      browser,
      server,
    }) => {
      test.setTimeout(150_000);
      const id = tag();
      const db = server.database.db;
      const images = await companyRow(server, 'ak-images');
      const properties = await companyRow(server, 'veb-properties');
      const editor = await createStaff(db, 'editor', { totp: false });
      const title = `Studio Photographer ${id}`;
      const tagline = `Des images qui racontent ${id}`;
      const website = `https://ak-images-${id}.example/`;

      try {
        await test.step('the owner limits the editor to AK Images from the Staff screen', async () => {
          const ownerContext = await browser.newContext({ baseURL: server.origin, viewport: { width, height: 900 } });
          try {
            await limitToImages(await ownerContext.newPage(), server, editor, images.id);
          } finally {
            await ownerContext.close();
          }
        });

        await test.step('the editor sees only the sections and kinds of their company', async () => {
          await signInAs(page, editor);
          // The menu (behind its button on a phone) holds their company's sections and none of the group's.
          const menu = page.getByRole('button', { name: 'Menu' });
          if (await menu.isVisible()) await menu.click();
          const links = nav(page).getByRole('link');
          await expect(links.first()).toBeVisible();
          await expect(links).toHaveText([/^Dashboard/, /^News/, /^Stories/, /^Site content/, /^Media library/]);
          for (const section of ['Newsletters', 'Subscribers', 'Settings', 'Impact', 'Staff']) {
            await expect(nav(page).getByRole('link', { name: section }), section).toHaveCount(0);
          }
          await openSection(page, 'Site content');
          await expect(page.getByRole('heading', { level: 1, name: 'Site content' })).toBeVisible();
          await expect(page.getByRole('navigation', { name: 'Kinds of content' }).getByRole('link')).toHaveText([
            'Companies',
            'Leaders',
            'Job openings',
            'Internships',
            'Offices',
            'Company figures',
          ]);
          await expectClean(page, 'content overview, limited');
        });

        await test.step('the editor changes AK Images’ page, and it is stored', async () => {
          await page.getByRole('link', { name: 'Companies', exact: true }).click();
          await expect(page.getByRole('heading', { level: 1, name: 'Companies' })).toBeVisible();
          const table = page.getByRole('table', { name: /^Companies/ });
          await expect(table.getByRole('link', { name: /^Edit / })).toHaveCount(1);
          await expect(table.getByRole('link', { name: 'Edit AK Images' })).toBeVisible();
          // Adding a company is the group's.
          await expect(page.getByRole('link', { name: 'Add a company' })).toHaveCount(0);
          await expectClean(page, 'companies list, limited');
          await table.getByRole('link', { name: 'Edit AK Images' }).click();
          await expect(page.getByRole('heading', { level: 1, name: 'Edit the company AK Images' })).toBeVisible();
          await page.getByRole('group', { name: 'Same in every language' }).getByLabel('Website').fill(website);
          await page.getByRole('tab', { name: /^French/ }).click();
          await page.getByLabel('Tagline (French)').fill(tagline);
          await expectClean(page, 'company editor, limited');
          await page.getByRole('button', { name: 'Save', exact: true }).click();
          await expect(page.getByText('Saved. The site shows it now.')).toBeVisible();
          const saved = await entryRow(server, images.id);
          expect(saved.values.website).toBe(website);
          expect(saved.versions.fr?.words.tagline).toBe(tagline);
          expect(saved.updatedAt.getTime()).toBeGreaterThan(images.updatedAt.getTime());
        });

        await test.step('the editor posts an opening, which is AK Images’', async () => {
          await page.goto('/admin/content/job');
          await expect(page.getByRole('heading', { level: 1, name: 'Job openings' })).toBeVisible();
          // Another company's openings are not in the list (the seed has none of AK Images').
          await expect(
            page.getByRole('table', { name: /^Job openings/ }).getByRole('link', { name: /^Edit / }),
          ).toHaveCount(0);
          await page.getByRole('link', { name: 'Add a job opening' }).click();
          const values = page.getByRole('group', { name: 'Same in every language' });
          const company = values.getByLabel('Company');
          // Theirs alone to pick from.
          await expect(company.locator('option')).toHaveCount(2);
          await expect(company.locator('option').nth(1)).toHaveText('AK Images');
          await company.selectOption({ label: 'AK Images' });
          await values.getByLabel('City').fill('Cape Town');
          await values.getByLabel('Country').selectOption('ZA');
          await values.getByLabel('Type').selectOption('FULL_TIME');
          await values.getByLabel('Level').selectOption('mid');
          await values.getByLabel('Posted on').fill(new Date().toISOString().slice(0, 10));
          await page.getByLabel('Title (English)').fill(title);
          await page.getByLabel('Description (English)').fill('Light, shoot and edit for the studio’s clients.');
          await page.getByRole('button', { name: 'Create' }).click();
          await expect(page.getByText(/^Job opening created\./)).toBeVisible();
          await expect(page.getByRole('row').filter({ hasText: title })).toBeVisible();
          const [job] = await db
            .select()
            .from(entries)
            .where(and(eq(entries.kind, 'job'), sql`${entries.versions}->'en'->'words'->>'title' = ${title}`));
          expect(job.values.company).toBe(images.id);
        });

        await test.step('another company’s record is not found, on the screen and by the API', async () => {
          const before = await entryRow(server, properties.id);
          await page.goto(`/admin/content/company/${properties.id}`);
          // The editor's answer to an unknown id: a screen of its own, with its way back.
          await expect(page.getByRole('main').getByRole('alert')).toHaveText(
            'This could not be loaded: No such record',
          );
          await expect(page.getByRole('heading', { level: 1, name: 'This record could not be opened' })).toBeVisible();
          await expect(page.getByRole('link', { name: 'Back to Companies' })).toBeVisible();
          await expectClean(page, 'record not found, limited');
          await expect(page.getByRole('heading', { level: 1, name: /VEB Properties/ })).toHaveCount(0);
          await expect(page.getByLabel('Tagline (English)')).toHaveCount(0);

          // What the owner would save, sent with the editor's session.
          const owner = new AdminClient(server.app, server.origin);
          await owner.signIn(await createStaff(db, 'owner'));
          const theirs = (await owner.get(`/api/admin/entries/company/${properties.id}`)).json() as AdminEntry;
          const read = await adminApi(page, server, 'GET', `/entries/company/${properties.id}`);
          // Signed in as the editor: the refusals below are theirs, not a missing session's.
          expect(read.session.user?.email).toBe(editor.email);
          expect(read.status).toBe(404);
          expect(read.body.code).toBe('entries.notFound');
          const put = await adminApi(page, server, 'PUT', `/entries/company/${properties.id}`, {
            values: { ...theirs.values, website: 'https://taken-over.example/' },
            words: { ...theirs.words, en: { ...theirs.words.en, tagline: `Taken over ${id}` } },
            revision: theirs.revision,
          });
          expect(put.status).toBe(404);
          expect(put.body.code).toBe('entries.notFound');
          const letters = await adminApi(page, server, 'GET', '/newsletters');
          expect(letters.status).toBe(403);
          expect(letters.body.code).toBe('request.groupOnly');
          const after = await entryRow(server, properties.id);
          expect(after.updatedAt).toEqual(before.updatedAt);
          expect(after.values).toEqual(before.values);
          expect(after.versions).toEqual(before.versions);
          // The screen at its address says why, and shows no newsletters.
          await page.goto('/admin/newsletters');
          await expect(page.getByRole('heading', { level: 1, name: 'For group-wide staff' })).toBeVisible();
          await expect(page.getByRole('heading', { level: 1, name: 'Newsletters' })).toHaveCount(0);
        });
      } finally {
        // AK Images as the seed has it, for the worker's later tests (its page, the home page's cards).
        await db
          .update(entries)
          .set({ values: images.values, versions: images.versions })
          .where(eq(entries.id, images.id));
        await removeEntries(
          server,
          sql`${entries.kind} = 'job' and ${entries.versions}->'en'->'words'->>'title' = ${title}`,
        );
        server.app.cache.clear();
      }
    });
  });
}
