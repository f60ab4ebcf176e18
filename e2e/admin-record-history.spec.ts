import type { ImpactMetric } from '@common/impact';
import type { APIRequestContext } from '@playwright/test';
import { and, eq } from 'drizzle-orm';
import { impactMetrics, recordRevisions, successStories } from '../server/src/db/schema';
import { expect, test } from './fixtures';
import { expectClean, signIn, tag } from './lib/admin';

/*
 * Decision 039: a metric's every save is a version in its history, in the kit's history
 * panel under the editor; restoring one asks first, saves it as the current version and the public site
 * shows it.
 */

const publicMetric = async (request: APIRequestContext, key: string, lang: string) => {
  const metrics: ImpactMetric[] = await (await request.get(`/api/impact/metrics?active=true&lang=${lang}`)).json();
  return metrics.find((m) => m.metricKey === key);
};

for (const width of [1280, 375]) {
  test.describe(`record history at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('an editor changes a metric twice and restores the first version, which the public site shows', async ({
      page,
      server,
      request,
    }) => {
      test.setTimeout(90_000);
      const id = tag();
      const key = `history-${id}`;
      const db = server.database.db;
      // A metric of the test's own (tests share the worker's database), in a category of its own.
      const [metric] = await db
        .insert(impactMetrics)
        .values({
          metricKey: key,
          category: `History ${id}`,
          value: '12',
          label: `History metric ${id}`,
          icon: 'Target',
          translations: { fr: { category: `Historique ${id}`, value: '12', label: `Indicateur ${id}` } },
        })
        .returning();
      try {
        await signIn(page, server, 'editor');
        const editorPath = `/admin/impact/${metric.id}`;
        const label = page.getByLabel('Label', { exact: true });
        const value = page.getByLabel('Value', { exact: true });

        // Two saves: the value, then the value and the French label.
        await page.goto(editorPath);
        await expect(page.getByRole('heading', { level: 1, name: `Edit History metric ${id}` })).toBeVisible();
        await value.fill('20');
        await page.getByRole('button', { name: 'Save' }).click();
        await expect(page.getByText('Changes saved. The Impact page shows them now.')).toBeVisible();
        await page.goto(editorPath);
        await expect(value).toHaveValue('20');
        await value.fill('30');
        await page.getByRole('tab', { name: /^French/ }).click();
        await page.getByLabel('Label (French)').fill(`Indicateur changé ${id}`);
        await page.getByLabel('Value (French)').fill('30');
        await page.getByRole('button', { name: 'Save' }).click();
        await expect(page.getByText('Changes saved. The Impact page shows them now.')).toBeVisible();
        await expect.poll(async () => (await publicMetric(request, key, 'fr'))?.label).toBe(`Indicateur changé ${id}`);

        // The history: newest first, the metric as it was before the first save at the bottom.
        await page.goto(editorPath);
        const history = page.getByRole('region', { name: 'History' });
        const rows = history.getByRole('row');
        await expect(rows).toHaveCount(4);
        await expect(rows.nth(1)).toContainText('Current');
        await expect(rows.nth(1)).toContainText(/Saved: .*(Value.*French|French.*Value)/);
        await expect(rows.nth(3)).toContainText('Before the history was kept');
        await expectClean(page, 'metric history');

        // Restoring asks first (the safe choice focused), then the editor shows the restored version.
        await rows
          .nth(3)
          .getByRole('button', { name: /^Restore the version of / })
          .click();
        const dialog = page.getByRole('alertdialog');
        await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
        await expectClean(page, 'metric restore question');
        await dialog.getByRole('button', { name: 'Restore' }).click();
        await expect(page.getByRole('status').filter({ hasText: /^The version of .* is restored\.$/ })).toBeVisible();
        await expect(dialog).toBeHidden();
        await expect(value).toHaveValue('12');
        await expect(label).toHaveValue(`History metric ${id}`);
        await page.getByRole('tab', { name: /^French/ }).click();
        await expect(page.getByLabel('Label (French)')).toHaveValue(`Indicateur ${id}`);
        await expect(rows).toHaveCount(5);
        await expect(rows.nth(1)).toContainText('Restored');
        await expectClean(page, 'metric restored');
        // Nothing unsaved is left behind: no kept edits offered, and leaving does not ask.
        await expect(page.getByText('This browser kept changes you made here')).toHaveCount(0);
        await page.getByRole('link', { name: 'Back to the metrics' }).click();
        await expect(page.getByRole('heading', { level: 1, name: 'Impact metrics' })).toBeVisible();
        await expect(page.getByRole('alertdialog')).toHaveCount(0);

        // The public site shows the restored version, in English and in French.
        await expect.poll(async () => (await publicMetric(request, key, 'en'))?.value).toBe('12');
        await expect.poll(async () => (await publicMetric(request, key, 'fr'))?.label).toBe(`Indicateur ${id}`);
      } finally {
        await db.delete(impactMetrics).where(eq(impactMetrics.id, metric.id));
        await db
          .delete(recordRevisions)
          .where(and(eq(recordRevisions.recordType, 'metric'), eq(recordRevisions.recordId, metric.id)));
      }
    });
  });
}

test('a story keeps its versions in the same panel, and one is restored', async ({ page, server }) => {
  test.setTimeout(60_000);
  const id = tag();
  const db = server.database.db;
  // A story of the test's own, not published, so no other test sees it on the public page.
  const [story] = await db
    .insert(successStories)
    .values({ name: `Neema ${id}`, title: 'Founder', category: 'Business', story: 'A dairy.', published: false })
    .returning();
  try {
    await signIn(page, server, 'editor');
    const editorPath = `/admin/stories/${story.id}`;
    await page.goto(editorPath);
    const title = page.getByLabel('Role or title', { exact: true });
    await title.fill('Owner');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Changes saved. The Impact page shows them now.')).toBeVisible();
    await page.goto(editorPath);
    const rows = page.getByRole('region', { name: 'History' }).getByRole('row');
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(1)).toContainText('Saved: Role or title');
    await expectClean(page, 'story history');
    await rows
      .nth(2)
      .getByRole('button', { name: /^Restore the version of / })
      .click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Restore' }).click();
    await expect(page.getByRole('status').filter({ hasText: /is restored\.$/ })).toBeVisible();
    await expect(title).toHaveValue('Founder');
  } finally {
    await db.delete(successStories).where(eq(successStories.id, story.id));
    await db
      .delete(recordRevisions)
      .where(and(eq(recordRevisions.recordType, 'story'), eq(recordRevisions.recordId, story.id)));
  }
});
