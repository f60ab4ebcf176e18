import type { AdminEntry } from '@common/entries/admin';
import type { APIRequestContext } from '@playwright/test';
import { and, eq, sql } from 'drizzle-orm';
import { entries, revisions } from '../server/src/db/schema';
import { AdminClient, createStaff } from '../server/src/test/staff';
import { expect, test } from './fixtures';
import type { Server } from './lib/admin';
import { expectClean, signIn, tag } from './lib/admin';

/*
 * Decision 078: one history for every record. Each save is a version; "Restore as draft" puts an older one in
 * the editor's form as unsaved edits, nothing is saved until Save, and the save is a version of its own.
 */

async function colleague(server: Server) {
  const client = new AdminClient(server.app, server.origin);
  await client.signIn(await createStaff(server.database.db, 'editor'));
  return client;
}

/** A record of the test's own (tests share the worker's database), created through the API: it has a history. */
async function createEntry(server: Server, kind: string, input: Record<string, unknown>) {
  const client = await colleague(server);
  const response = await client.post(`/api/admin/entries/${kind}`, input);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as AdminEntry;
}

async function removeEntry(server: Server, kind: string, id: number) {
  const db = server.database.db;
  await db.delete(entries).where(eq(entries.id, id));
  await db.delete(revisions).where(and(eq(revisions.recordType, kind), eq(revisions.recordId, id)));
}

const publicMetric = async (request: APIRequestContext, key: string, lang: string) => {
  const metrics: Record<string, unknown>[] = await (
    await request.get(`/api/content/entries/metric?lang=${lang}`)
  ).json();
  return metrics.find((m) => m.metricKey === key);
};

for (const width of [1280, 375]) {
  test.describe(`record history at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('an editor changes a metric twice, restores the first version as a draft and saves it; the site shows it', async ({
      page,
      server,
      request,
    }) => {
      test.setTimeout(120_000);
      const id = tag();
      const key = `history-${id}`;
      const [area] = await server.database.db
        .select({ id: entries.id })
        .from(entries)
        .where(sql`${entries.kind} = 'impactArea'`)
        .limit(1);
      const metric = await createEntry(server, 'metric', {
        values: { metricKey: key, area: area.id, value: { kind: 'count', number: 12 }, icon: 'Target' },
        words: { en: { label: `History metric ${id}` }, fr: { label: `Indicateur ${id}` } },
        from: { fr: 'en' },
        published: true,
      });
      try {
        await signIn(page, server, 'editor');
        const editorPath = `/admin/impact/metric/${metric.id}`;
        const number = page.getByRole('group', { name: 'Figure' }).getByLabel('Number', { exact: true });
        const save = page.getByRole('button', { name: 'Save', exact: true });

        // Two saves: the figure, then the figure and the French label.
        await page.goto(editorPath);
        await expect(
          page.getByRole('heading', { level: 1, name: `Edit the metric History metric ${id}` }),
        ).toBeVisible();
        await number.fill('20');
        await save.click();
        await expect(page.getByText('Saved. The site shows it now.')).toBeVisible();
        await page.goto(editorPath);
        await expect(number).toHaveValue('20');
        await number.fill('30');
        await page.getByRole('tab', { name: /^French/ }).click();
        await page.getByLabel('Label (French)').fill(`Indicateur changé ${id}`);
        await save.click();
        await expect(page.getByText('Saved. The site shows it now.')).toBeVisible();
        await expect.poll(async () => (await publicMetric(request, key, 'fr'))?.label).toBe(`Indicateur changé ${id}`);

        // The history: newest first, who and what changed in each, the metric as created at the bottom.
        await page.goto(editorPath);
        const history = page.getByRole('region', { name: 'History' });
        const rows = history.getByRole('row');
        await expect(rows).toHaveCount(4);
        await expect(rows.nth(1)).toContainText('Current');
        await expect(rows.nth(1)).toContainText('Saved: Figure, French');
        await expect(rows.nth(2)).toContainText('Saved: Figure');
        await expect(rows.nth(3)).toContainText('Created');
        await expectClean(page, 'metric history');

        // Nothing typed: the version goes into the form without a question, and says so.
        await rows
          .nth(3)
          .getByRole('button', { name: /^Restore as draft the version of / })
          .click();
        await expect(page.getByRole('alertdialog')).toHaveCount(0);
        const draft = page
          .getByRole('status')
          .filter({ hasText: /^The version of .* is in the form\. Nothing is saved until you press Save\./ });
        await expect(draft).toBeFocused();
        await expect(number).toHaveValue('12');
        await page.getByRole('tab', { name: /^French/ }).click();
        await expect(page.getByLabel('Label (French)')).toHaveValue(`Indicateur ${id}`);
        await expectClean(page, 'metric restored as draft');
        // A draft: the site and the history are as they were until Save.
        expect((await publicMetric(request, key, 'en'))?.value).toBe('30');
        await expect(rows).toHaveCount(4);

        // Typed over, another version asks first: what was typed would be replaced.
        await number.fill('13');
        await rows
          .nth(2)
          .getByRole('button', { name: /^Restore as draft the version of / })
          .click();
        const dialog = page.getByRole('alertdialog');
        await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
        await expectClean(page, 'metric restore question');
        await dialog.getByRole('button', { name: 'Cancel' }).click();
        await expect(number).toHaveValue('13');
        await number.fill('12');

        await save.click();
        await expect(page.getByText('Saved. The site shows it now.')).toBeVisible();
        await expect.poll(async () => (await publicMetric(request, key, 'en'))?.value).toBe('12');
        await expect.poll(async () => (await publicMetric(request, key, 'fr'))?.label).toBe(`Indicateur ${id}`);
        await page.goto(editorPath);
        await expect(rows).toHaveCount(5);
        await expect(rows.nth(1)).toContainText('Restored');
        // Nothing unsaved is left behind: no kept edits offered, and leaving does not ask.
        await expect(page.getByText('This browser kept changes you made here')).toHaveCount(0);
        await page.getByRole('link', { name: 'Back to Impact metrics' }).click();
        await expect(page.getByRole('heading', { level: 1, name: 'Impact metrics' })).toBeVisible();
        await expect(page.getByRole('alertdialog')).toHaveCount(0);
      } finally {
        await removeEntry(server, 'metric', metric.id);
      }
    });
  });
}

test('a story keeps its versions in the same history; one is restored as a draft, and its demo portrait is kept', async ({
  page,
  server,
}) => {
  test.setTimeout(60_000);
  const id = tag();
  // A story of the test's own, hidden, so no other test sees it on the public page.
  const story = await createEntry(server, 'story', {
    values: { name: `Neema ${id}`, year: 2024, imageUrl: '/images/stories/lindiwe-mahlangu.webp' },
    words: { en: { title: 'Founder', category: 'Business', story: 'A dairy.' } },
    published: false,
  });
  try {
    await signIn(page, server, 'editor');
    const editorPath = `/admin/stories/story/${story.id}`;
    await page.goto(editorPath);
    await expect(page.getByRole('heading', { level: 1, name: `Edit the story of Neema ${id}` })).toBeVisible();
    // The portrait shipped with the demo is not a field anyone edits.
    await expect(page.getByLabel('Portrait shipped with the site')).toHaveCount(0);
    const title = page.getByLabel('Role or title (English)');
    await title.fill('Owner');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Saved. It is hidden: the site does not show it.')).toBeVisible();
    await page.goto(editorPath);
    const rows = page.getByRole('region', { name: 'History' }).getByRole('row');
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(1)).toContainText('Saved: English');
    await expectClean(page, 'story history');
    await rows
      .nth(2)
      .getByRole('button', { name: /^Restore as draft the version of / })
      .click();
    await expect(title).toHaveValue('Founder');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Saved. It is hidden: the site does not show it.')).toBeVisible();
    const client = await colleague(server);
    const saved = (await client.get(`/api/admin/entries/story/${story.id}`)).json() as AdminEntry;
    expect(saved.words.en?.title).toBe('Founder');
    expect(saved.values.imageUrl).toBe('/images/stories/lindiwe-mahlangu.webp');
  } finally {
    await removeEntry(server, 'story', story.id);
  }
});
