import type { Page } from '@playwright/test';

type Box = { x: number; y: number; width: number; height: number };

import { expect, test } from './fixtures';
import { expectClean, openSection, signIn } from './lib/admin';

/** The metric labels of one category on the public Impact page, in order. */
async function publicOrder(page: Page, category: string, lang = 'en') {
  await page.goto(`/impact?lang=${lang}`);
  const group = page.getByTestId('metric-group').filter({ has: page.getByRole('heading', { name: category }) });
  return group.locator('h4').allInnerTexts();
}

for (const width of [1280, 375]) {
  test.describe(`impact metrics at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('an editor reorders metrics with the keyboard and corrects one in three languages', async ({
      page,
      server,
    }) => {
      // A long keyboard flow with six axe audits and a save: 32-33 s alone on 2026-11-28's machine.
      test.setTimeout(90_000);
      await signIn(page, server, 'editor');
      await openSection(page, 'Impact');
      await expect(page.getByRole('heading', { level: 1, name: 'Impact metrics' })).toBeFocused();
      const environmental = page.getByRole('region', { name: 'Environmental Impact' });
      const rows = environmental.getByTestId('metric-row');
      await expect(rows.first()).toBeVisible();
      await expectClean(page, 'metrics list');

      // Keyboard only: focus the first metric's "Move down", press Enter twice, then Space on "Move up".
      const labels = async () => rows.getByTestId('metric-label').allInnerTexts();
      const before = await labels();
      const first = before[0];
      const moveDown = environmental.getByRole('button', { name: `Move down ${first}` });
      await moveDown.focus();
      await page.keyboard.press('Enter');
      await expect(
        page.getByText(`${first} moved to position 2 of ${before.length} in Environmental Impact.`),
      ).toBeAttached();
      await expect(moveDown).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.getByText(`${first} moved to position 3 of ${before.length}`)).toBeAttached();
      await expect(moveDown).toBeFocused();
      await page.keyboard.press('Shift+Tab');
      await expect(environmental.getByRole('button', { name: `Move up ${first}` })).toBeFocused();
      await page.keyboard.press('Space');
      await expect(page.getByText(`${first} moved to position 2 of ${before.length}`)).toBeAttached();
      const after = await labels();
      expect(after[1]).toBe(before[0]);
      expect(after[0]).toBe(before[1]);
      await expectClean(page, 'metrics reordered');

      // The public page follows (the database's NOTIFY empties the cache).
      await expect(async () => {
        const shown = await publicOrder(page, 'Environmental Impact');
        expect(shown.indexOf(before[1])).toBeGreaterThanOrEqual(0);
        expect(shown.indexOf(before[1])).toBeLessThan(shown.indexOf(first));
      }).toPass({ timeout: 10_000 });

      // Correct a metric: the English changes, the French is then marked out of date until revised.
      await page.goto('/admin/impact');
      const metric = page.getByTestId('metric-row').filter({ hasText: 'Direct Jobs Created' });
      await metric.getByRole('link', { name: 'Edit Direct Jobs Created' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Edit Direct Jobs Created' })).toBeFocused();
      await expectClean(page, 'metric editor');
      const french = page.getByRole('tab', { name: /^French/ });
      await expect(french).toContainText('Up to date');
      await page.getByLabel('Value', { exact: true }).fill('1,250+');
      await page.getByLabel('Label', { exact: true }).fill(`Direct jobs created (${width})`);
      await page.getByRole('radio', { name: 'Award' }).check();
      // The marker follows the form before saving.
      await expect(french).toContainText('Out of date');
      await french.click();
      await expect(french).toContainText('Out of date');
      await expect(page.getByRole('tabpanel', { name: /^French/ }).getByText('You changed the English')).toBeVisible();
      await expectClean(page, 'metric editor french');
      await page.getByLabel('Label (French)').fill(`Emplois directs créés (${width})`);
      await expect(french).toContainText('Up to date');
      const swahili = page.getByRole('tab', { name: /^Swahili/ });
      await swahili.focus();
      await page.keyboard.press('Enter');
      await expect(swahili).toContainText('Out of date');
      await page.getByLabel('The Swahili translation still matches the English').check();
      await expect(swahili).toContainText('Up to date');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Changes saved. The Impact page shows them now.')).toBeVisible();
      const saved = page.getByTestId('metric-row').filter({ hasText: `Direct jobs created (${width})` });
      await expect(saved.locator('[data-translation="fr:current"]')).toBeVisible();
      await expect(saved.locator('[data-translation="sw:current"]')).toBeVisible();
      await expectClean(page, 'metrics saved');

      await expect(async () => {
        await page.goto('/impact?lang=fr');
        await expect(page.getByText(`Emplois directs créés (${width})`)).toBeVisible({ timeout: 1000 });
      }).toPass({ timeout: 10_000 });
      await expect(page.getByText('1,250+')).toBeVisible();
    });
  });
}

test('an editor drags a metric to a new place with the pointer', async ({ page, server }) => {
  await signIn(page, server, 'editor');
  await page.goto('/admin/impact');
  const group = page.getByRole('region', { name: 'Environmental Impact' });
  const rows = group.getByTestId('metric-row');
  const labels = () => rows.getByTestId('metric-label').allInnerTexts();
  await expect(rows.first()).toBeVisible();
  const before = await labels();
  // The first card's grip, dragged down past the middle of the second card (the kit's SortableList).
  // The mouse does not scroll: both cards are brought into the window first.
  await page.setViewportSize({ width: 1280, height: 900 });
  await rows.nth(1).scrollIntoViewIfNeeded();
  const grip = (await rows.first().locator('[data-drag-handle]').boundingBox()) as Box;
  const second = (await rows.nth(1).boundingBox()) as Box;
  await page.mouse.move(grip.x + grip.width / 2, grip.y + grip.height / 2);
  await page.mouse.down();
  await page.mouse.move(grip.x + grip.width / 2, second.y + second.height * 0.75, { steps: 10 });
  await page.mouse.up();
  await expect(
    page.getByText(`${before[0]} moved to position 2 of ${before.length} in Environmental Impact.`),
  ).toBeAttached();
  const after = [before[1], before[0], ...before.slice(2)];
  expect(await labels()).toEqual(after);
  await expectClean(page, 'metrics dragged');
  // Saved: the order stays after a reload.
  await page.reload();
  await expect(rows.first()).toBeVisible();
  expect(await labels()).toEqual(after);
});

test('an editor cannot reach staff accounts or settings', async ({ page, server }) => {
  await signIn(page, server, 'editor');
  const nav = page.getByRole('navigation', { name: 'Admin sections' });
  await expect(nav.getByRole('link', { name: 'Impact', exact: true })).toBeAttached();
  await expect(nav.getByRole('link', { name: 'Stories', exact: true })).toBeAttached();
  for (const name of ['Staff', 'Settings', 'Audit log', 'Outbox', 'Personal data'])
    await expect(nav.getByRole('link', { name, exact: true })).toHaveCount(0);
  for (const path of ['/admin/staff', '/admin/settings']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Not for your role' })).toBeVisible();
  }
  // The server refuses too, whatever the page shows.
  const staff = await page.request.get('/api/admin/staff');
  expect(staff.status()).toBe(403);
  const audit = await page.request.get('/api/admin/audit');
  expect(audit.status()).toBe(403);
});
