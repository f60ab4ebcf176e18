import type { AdminEntry } from '@common/entries/admin';
import type { Page } from '@playwright/test';
import { and, eq, sql } from 'drizzle-orm';
import { entries, revisions } from '../server/src/db/schema';
import { AdminClient, createStaff } from '../server/src/test/staff';
import { expect, test } from './fixtures';
import { expectClean, signInAs, tag } from './lib/admin';

/*
 * Decision 036, on the one content model (078): a record goes live when it is saved, so what an editor types
 * and does not save is kept in the browser, for them only, with the revision it began from, and offered back
 * when they open the record again. Restored after a colleague's save, it is merged with it, not refused.
 */

/** The keys of kept edits in this browser's storage. */
const keptKeys = (page: Page) =>
  page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('veb:kept-edits:')));

/** Signs out from the shell's header, and waits for the sign-in form. */
async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
}

const restoreButton = (page: Page) => page.getByRole('button', { name: /^Restore your unsaved changes from / });

for (const width of [1280, 375]) {
  test.describe(`kept edits at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('an unsaved change outlives a closed tab, is not offered to a colleague, and once restored is merged with a colleague’s save', async ({
      page,
      context,
      server,
      request,
      problems,
    }) => {
      test.setTimeout(120_000);
      const id = tag();
      const db = server.database.db;
      const [ana, ben, cleo] = [
        await createStaff(db, 'editor'),
        await createStaff(db, 'editor'),
        await createStaff(db, 'editor'),
      ];
      // A metric of the test's own (tests share the worker's database), created through the API.
      const api = new AdminClient(server.app, server.origin);
      await api.signIn(cleo);
      const [area] = await db
        .select({ id: entries.id })
        .from(entries)
        .where(sql`${entries.kind} = 'impactArea'`)
        .limit(1);
      const created = await api.post('/api/admin/entries/metric', {
        values: { metricKey: `kept-${id}`, area: area.id, value: { kind: 'count', number: 12 }, icon: 'Target' },
        words: { en: { label: `Kept metric ${id}` } },
        published: true,
      });
      expect(created.statusCode, created.body).toBe(201);
      const metric = created.json() as AdminEntry;
      const editorPath = `/admin/impact/metric/${metric.id}`;
      const heading = (on: Page, label = `Kept metric ${id}`) =>
        on.getByRole('heading', { level: 1, name: `Edit the metric ${label}` });
      const publicMetric = async (lang: string) => {
        const metrics: Record<string, unknown>[] = await (
          await request.get(`/api/content/entries/metric?lang=${lang}`)
        ).json();
        return metrics.find((m) => m.metricKey === `kept-${id}`);
      };

      try {
        await signInAs(page, ana);
        // Ana types in a tab of her own, in English and French and the figure, and does not save.
        const tab = await context.newPage();
        tab.on('pageerror', (error) => problems.push(`page error in the closed tab: ${error.message}`));
        tab.on('console', (message) => {
          if (message.type() === 'error') problems.push(`console error in the closed tab: ${message.text()}`);
        });
        await tab.goto(editorPath);
        await expect(heading(tab)).toBeVisible();
        await tab.getByLabel('Label (English)').fill(`Kept and restored ${id}`);
        await tab.getByRole('group', { name: 'Figure' }).getByLabel('Number', { exact: true }).fill('34');
        await tab.getByRole('tab', { name: /^French/ }).click();
        await tab.getByLabel('Label (French)').fill(`Gardé et restauré ${id}`);
        // Kept about a second after the last keystroke, under her user id, this screen and this record.
        await expect.poll(() => keptKeys(tab)).toEqual([`veb:kept-edits:v2:${ana.id}:content/metric:${metric.id}`]);
        // The tab closes without asking (a crash, or the browser closed): nothing was saved.
        await tab.close();

        // A colleague signed in on the same browser is not offered Ana's text.
        await signOut(page);
        await signInAs(page, ben);
        await page.goto(editorPath);
        await expect(heading(page)).toBeVisible();
        await expect(page.getByLabel('Label (English)')).toHaveValue(`Kept metric ${id}`);
        await expect(restoreButton(page)).toHaveCount(0);
        await signOut(page);

        // Meanwhile another colleague saves a description, on the metric as it is.
        const current = (await api.get(`/api/admin/entries/metric/${metric.id}`)).json() as AdminEntry;
        const saved = await api.request({
          method: 'PUT',
          url: `/api/admin/entries/metric/${metric.id}`,
          payload: {
            values: current.values,
            words: { en: { ...current.words.en, description: `Counted by Cleo ${id}` } },
            revision: current.revision,
          },
        });
        expect(saved.statusCode, saved.body).toBe(200);

        // Ana, back: the notice offers her changes and says a colleague saved since; the form is as saved.
        await signInAs(page, ana);
        await page.goto(editorPath);
        await expect(heading(page)).toBeVisible();
        const notice = page.getByRole('status').filter({ hasText: 'This browser kept changes you made here' });
        await expect(notice).toBeVisible();
        await expect(notice).toContainText('A colleague saved this record since');
        await expect(notice.getByRole('button', { name: 'Discard them' })).toBeVisible();
        await expect(restoreButton(page)).toHaveText(
          /^Restore your unsaved changes from \d{1,2} \w+ \d{4}, \d\d:\d\d \S+$/,
        );
        await expect(page.getByLabel('Label (English)')).toHaveValue(`Kept metric ${id}`);
        await expectClean(page, 'kept edits offered');

        await restoreButton(page).click();
        await expect(notice).toBeHidden();
        // The notice says what was done, and has the focus the pressed button had.
        await expect(
          page
            .getByRole('status')
            .filter({ hasText: 'Your unsaved changes are back in the form. They are not saved yet.' }),
        ).toBeFocused();
        await expect(page.getByLabel('Label (English)')).toHaveValue(`Kept and restored ${id}`);
        await page.getByRole('tab', { name: /^French/ }).click();
        await expect(page.getByLabel('Label (French)')).toHaveValue(`Gardé et restauré ${id}`);
        await expectClean(page, 'kept edits restored');

        // Restored is not saved: the site shows the saved metric until she saves; then both changes are kept.
        expect((await publicMetric('en'))?.label).toBe(`Kept metric ${id}`);
        await page.getByRole('button', { name: 'Save', exact: true }).click();
        await expect(
          page.getByText('Saved. A colleague’s changes to other fields were kept. The site shows it now.'),
        ).toBeVisible();
        await expect.poll(() => keptKeys(page)).toEqual([]);
        await expect(async () => {
          expect(await publicMetric('en')).toMatchObject({
            label: `Kept and restored ${id}`,
            value: '34',
            description: `Counted by Cleo ${id}`,
          });
          expect((await publicMetric('fr'))?.label).toBe(`Gardé et restauré ${id}`);
        }).toPass({ timeout: 10_000 });

        // Saved: opening the metric again offers nothing.
        await page.goto(editorPath);
        await expect(heading(page, `Kept and restored ${id}`)).toBeVisible();
        await expect(restoreButton(page)).toHaveCount(0);
      } finally {
        await db.delete(entries).where(eq(entries.id, metric.id));
        await db.delete(revisions).where(and(eq(revisions.recordType, 'metric'), eq(revisions.recordId, metric.id)));
      }
    });
  });
}
