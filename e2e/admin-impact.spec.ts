import type { Page } from '@playwright/test';
import { eq, sql } from 'drizzle-orm';
import { entries } from '../server/src/db/schema';
import { expect, test } from './fixtures';
import { expectClean, openSection, signIn } from './lib/admin';

type Box = { x: number; y: number; width: number; height: number };

/*
 * Impact metrics, their areas and success stories are content kinds (docs/decisions/078): the Impact and
 * Stories sections keep their place in the menu and show the content screens for those kinds.
 */

/** The public metrics, in the site's order. */
async function publicLabels(page: Page, lang = 'en') {
  const metrics: Record<string, unknown>[] = await (
    await page.request.get(`/api/content/entries/metric?lang=${lang}`)
  ).json();
  return metrics.map((metric) => String(metric.label));
}

/** The metric list's names, in its order. */
const listed = (page: Page) => page.getByRole('table').getByRole('rowheader').allInnerTexts();

for (const width of [1280, 375]) {
  test.describe(`impact metrics at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('an editor reorders metrics with the keyboard and corrects one: its figure once, its label in three languages', async ({
      page,
      server,
    }) => {
      test.setTimeout(120_000);
      const [jobs] = await server.database.db
        .select()
        .from(entries)
        .where(sql`${entries.kind} = 'metric' and ${entries.values}->>'metricKey' = 'jobs-created'`);
      try {
        await signIn(page, server, 'editor');
        await openSection(page, 'Impact');
        await expect(page.getByRole('heading', { level: 1, name: 'Impact metrics' })).toBeFocused();
        // The metrics, each with its area and its figure; their areas one link away.
        const row = page.getByRole('row', { name: /^Direct Jobs Created/ });
        await expect(row).toContainText('Economic Impact');
        await expect(row.getByRole('listitem')).toHaveText([
          'English: up to date',
          'French: up to date',
          'Swahili: up to date',
        ]);
        await expect(
          page.getByRole('navigation', { name: 'Also in this section' }).getByRole('link', { name: 'Impact areas' }),
        ).toBeVisible();
        await expectClean(page, 'metrics list');

        // Keyboard only: the first metric's "Move down", Enter; the site's order follows; Space on "Move up".
        const before = await listed(page);
        const first = before[0];
        const moveDown = page.getByRole('button', { name: `Move down ${first}` });
        await moveDown.focus();
        await page.keyboard.press('Enter');
        await expect(page.getByText(`${first} moved to position 2 of ${before.length}.`)).toBeAttached();
        await expect(moveDown).toBeFocused();
        expect((await listed(page)).slice(0, 2)).toEqual([before[1], first]);
        await expect(async () => {
          const shown = await publicLabels(page);
          expect(shown.indexOf(before[1])).toBeLessThan(shown.indexOf(first));
        }).toPass({ timeout: 10_000 });
        await page.keyboard.press('Shift+Tab');
        await expect(page.getByRole('button', { name: `Move up ${first}` })).toBeFocused();
        await page.keyboard.press('Space');
        await expect(page.getByText(`${first} moved to position 1 of ${before.length}.`)).toBeAttached();
        expect(await listed(page)).toEqual(before);

        // Correct a metric (a count of five digits: four are written ungrouped, SPEC §2.3): the figure once for every language, the English label, and its translations.
        await row.getByRole('link', { name: 'Edit Direct Jobs Created' }).click();
        await expect(
          page.getByRole('heading', { level: 1, name: 'Edit the metric Direct Jobs Created' }),
        ).toBeFocused();
        await expect(page.getByRole('region', { name: 'Visible on' })).toContainText('Impact');
        await expectClean(page, 'metric editor');
        const figure = page.getByRole('group', { name: 'Figure' });
        await figure.getByLabel('Number', { exact: true }).fill('12500');
        await expect(figure.getByRole('listitem')).toHaveText([
          'English: 12,500+',
          'French: 12\u202f500+',
          'Swahili: 12,500+',
        ]);
        await page.getByLabel('Label (English)').fill(`Direct jobs created (${width})`);
        // The marks follow the form before saving: the translations made from the English are out of date.
        const french = page.getByRole('tab', { name: /^French/ });
        await expect(french).toHaveText('French: out of date');
        await french.click();
        await expect(
          page.getByRole('tabpanel', { name: /^French/ }).getByText('You changed the English version'),
        ).toBeVisible();
        await expectClean(page, 'metric editor french');
        await page.getByLabel('Label (French)').fill(`Emplois directs créés (${width})`);
        await expect(french).toHaveText('French: up to date');
        const swahili = page.getByRole('tab', { name: /^Swahili/ });
        await swahili.focus();
        await page.keyboard.press('Enter');
        await expect(swahili).toHaveText('Swahili: out of date');
        await page.getByLabel('Still says the same as English').check();
        await expect(swahili).toHaveText('Swahili: up to date');
        await page.getByRole('button', { name: 'Save', exact: true }).click();
        await expect(page.getByText('Saved. The site shows it now.')).toBeVisible();
        const saved = page.getByRole('row', { name: new RegExp(`^Direct jobs created \\(${width}\\)`) });
        await expect(saved.getByRole('listitem')).toHaveText([
          'English: up to date',
          'French: up to date',
          'Swahili: up to date',
        ]);
        await expectClean(page, 'metrics saved');

        // The Impact page in French: the French label, and the figure written the French way.
        await expect(async () => {
          await page.goto('/impact?lang=fr');
          await expect(page.getByText(`Emplois directs créés (${width})`)).toBeVisible({ timeout: 1000 });
        }).toPass({ timeout: 10_000 });
        await expect(page.getByText('12\u202f500+')).toBeVisible();
      } finally {
        await server.database.db
          .update(entries)
          .set({ values: jobs.values, versions: jobs.versions })
          .where(eq(entries.id, jobs.id));
      }
    });
  });
}

test('an editor drags a metric to a new place with the pointer', async ({ page, server }) => {
  test.setTimeout(60_000);
  await signIn(page, server, 'editor');
  await page.goto('/admin/impact');
  const rows = page.getByRole('table').locator('tbody > tr');
  await expect(rows.first()).toBeVisible();
  const before = await listed(page);
  // The first row's grip, dragged down past the middle of the second row (the kit's sortable table).
  await rows.nth(1).scrollIntoViewIfNeeded();
  const grip = (await rows.first().locator('[data-drag-handle]').boundingBox()) as Box;
  const second = (await rows.nth(1).boundingBox()) as Box;
  await page.mouse.move(grip.x + grip.width / 2, grip.y + grip.height / 2);
  await page.mouse.down();
  await page.mouse.move(grip.x + grip.width / 2, second.y + second.height * 0.75, { steps: 10 });
  await page.mouse.up();
  await expect(page.getByText(`${before[0]} moved to position 2 of ${before.length}.`)).toBeAttached();
  const after = [before[1], before[0], ...before.slice(2)];
  expect(await listed(page)).toEqual(after);
  await expectClean(page, 'metrics dragged');
  // Saved: the order stays after a reload; then back as it was, for the worker's other tests.
  await page.reload();
  await expect(rows.first()).toBeVisible();
  expect(await listed(page)).toEqual(after);
  await page.getByRole('button', { name: `Move up ${before[0]}` }).click();
  await expect(page.getByText(`${before[0]} moved to position 1 of ${before.length}.`)).toBeAttached();
});

test('the impact areas and the stories are lists of their own, in their sections', async ({ page, server }) => {
  test.setTimeout(60_000);
  await signIn(page, server, 'editor');
  await openSection(page, 'Impact');
  await page
    .getByRole('navigation', { name: 'Also in this section' })
    .getByRole('link', { name: 'Impact areas' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Impact areas' })).toBeVisible();
  await expect(page.getByRole('rowheader')).toHaveText(['Economic Impact', 'Environmental Impact', 'Social Impact']);
  await expect(page.getByRole('link', { name: 'Back to Impact metrics' })).toBeVisible();
  await expectClean(page, 'impact areas');
  await openSection(page, 'Stories');
  await expect(page.getByRole('heading', { level: 1, name: 'Success stories' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add a story' })).toBeVisible();
  await expect(page.getByRole('row', { name: /^Lindiwe Mahlangu/ })).toBeVisible();
  await expectClean(page, 'stories list');
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
