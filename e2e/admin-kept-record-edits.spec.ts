import type { ImpactMetric } from '@common/impact';
import type { Page } from '@playwright/test';
import { impactMetrics } from '../server/src/db/schema';
import { createStaff } from '../server/src/test/staff';
import { expect, test } from './fixtures';
import { expectClean, signInAs, tag } from './lib/admin';

/*
 * Decision 036: a metric goes live when it is saved, so what an editor types and does
 * not save is kept in the browser, for them only, and offered back when they open the record again.
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

    test('an unsaved change outlives a closed tab, is not offered to a colleague, and is published once restored and saved', async ({
      page,
      context,
      server,
      request,
      problems,
    }) => {
      test.setTimeout(90_000);
      const id = tag();
      const db = server.database.db;
      // A metric of the test's own (tests share the worker's database), in a category of its own.
      const [metric] = await db
        .insert(impactMetrics)
        .values({
          metricKey: `kept-${id}`,
          category: `Kept ${id}`,
          value: '12',
          label: `Kept metric ${id}`,
          icon: 'Target',
        })
        .returning();
      const [ana, ben] = [await createStaff(db, 'editor'), await createStaff(db, 'editor')];
      const editorPath = `/admin/impact/${metric.id}`;
      const heading = (on: Page) => on.getByRole('heading', { level: 1, name: `Edit Kept metric ${id}` });

      await signInAs(page, ana);
      // Ana types in a tab of her own, in English and in French, and does not save.
      const tab = await context.newPage();
      tab.on('pageerror', (error) => problems.push(`page error in the closed tab: ${error.message}`));
      tab.on('console', (message) => {
        if (message.type() === 'error') problems.push(`console error in the closed tab: ${message.text()}`);
      });
      await tab.goto(editorPath);
      await expect(heading(tab)).toBeVisible();
      await tab.getByLabel('Label', { exact: true }).fill(`Kept and restored ${id}`);
      await tab.getByLabel('Value', { exact: true }).fill('34');
      await tab.getByRole('tab', { name: /^French/ }).click();
      await tab.getByLabel('Label (French)').fill(`Gardé et restauré ${id}`);
      // Kept about a second after the last keystroke, under her user id, this screen and this record.
      await expect.poll(() => keptKeys(tab)).toEqual([`veb:kept-edits:v1:${ana.id}:impact:${metric.id}`]);
      // The tab closes without asking (a crash, or the browser closed): nothing was saved.
      await tab.close();

      // A colleague signed in on the same browser is not offered Ana's text.
      await signOut(page);
      await signInAs(page, ben);
      await page.goto(editorPath);
      await expect(heading(page)).toBeVisible();
      await expect(page.getByLabel('Label', { exact: true })).toHaveValue(`Kept metric ${id}`);
      await expect(restoreButton(page)).toHaveCount(0);
      await signOut(page);

      // Ana, back: the notice at the top of the form offers her changes, the form is as saved until she chooses.
      await signInAs(page, ana);
      await page.goto(editorPath);
      await expect(heading(page)).toBeVisible();
      const notice = page.getByRole('status').filter({ hasText: 'This browser kept changes you made here' });
      await expect(notice).toBeVisible();
      await expect(notice.getByRole('button', { name: 'Discard them' })).toBeVisible();
      await expect(restoreButton(page)).toHaveText(
        /^Restore your unsaved changes from \d{1,2} \w+ \d{4}, \d\d:\d\d \S+$/,
      );
      await expect(page.getByLabel('Label', { exact: true })).toHaveValue(`Kept metric ${id}`);
      await expectClean(page, 'kept edits offered');

      await restoreButton(page).click();
      await expect(notice).toBeHidden();
      // The notice says what was done, and has the focus the pressed button had.
      await expect(
        page
          .getByRole('status')
          .filter({ hasText: 'Your unsaved changes are back in the form. They are not saved yet.' }),
      ).toBeFocused();
      await expect(page.getByLabel('Label', { exact: true })).toHaveValue(`Kept and restored ${id}`);
      await expect(page.getByLabel('Value', { exact: true })).toHaveValue('34');
      const french = page.getByRole('tab', { name: /^French/ });
      await french.click();
      await expect(page.getByLabel('Label (French)')).toHaveValue(`Gardé et restauré ${id}`);
      await expectClean(page, 'kept edits restored');

      // Restored is not saved: the public site still shows the saved metric until she saves.
      const publicMetric = async (lang: string) => {
        const metrics: ImpactMetric[] = await (
          await request.get(`/api/impact/metrics?active=true&lang=${lang}`)
        ).json();
        return metrics.find((m) => m.metricKey === `kept-${id}`);
      };
      expect((await publicMetric('en'))?.label).toBe(`Kept metric ${id}`);
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Changes saved. The Impact page shows them now.')).toBeVisible();
      await expect.poll(() => keptKeys(page)).toEqual([]);
      await expect(async () => {
        expect(await publicMetric('en')).toMatchObject({ label: `Kept and restored ${id}`, value: '34' });
        expect((await publicMetric('fr'))?.label).toBe(`Gardé et restauré ${id}`);
      }).toPass({ timeout: 10_000 });

      // Saved: opening the metric again offers nothing.
      await page.goto(editorPath);
      await expect(page.getByRole('heading', { level: 1, name: `Edit Kept and restored ${id}` })).toBeVisible();
      await expect(restoreButton(page)).toHaveCount(0);
    });
  });
}
