import type { AdminArticle } from '@common/admin/news';
import type { Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { settings } from '../server/src/db/schema';
import { TIME_ZONE_KEY } from '../server/src/modules/settings/time-zone';
import { expect, test } from './fixtures';
import { expectClean, openSection, signIn, tag } from './lib/admin';

/** Calls the admin API from the signed-in page, as the screens do. */
async function adminApi<T>(page: Page, method: string, path: string, body?: unknown) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const session = await (await fetch('/api/admin/session')).json();
      const response = await fetch(`/api/admin${path}`, {
        method,
        headers: { accept: 'application/json', 'content-type': 'application/json', 'x-csrf-token': session.csrfToken },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, data: (text ? JSON.parse(text) : null) as T };
    },
    { method, path, body },
  );
}

/**
 * Each field shows all it holds: nothing of "09:00 AM" or "mm/dd/yyyy" is cut off. A date or time input
 * clips what does not fit without scrolling (its scrollWidth says nothing), so it is compared with the
 * width the browser gives the same input left to its own size.
 */
async function expectUnclipped(page: Page, label: string | RegExp) {
  const { width, natural } = await page.getByLabel(label, { exact: true }).evaluate((input) => {
    const probe = input.cloneNode() as HTMLInputElement;
    probe.removeAttribute('id');
    probe.style.width = 'auto';
    probe.style.position = 'absolute';
    probe.style.visibility = 'hidden';
    input.parentElement?.append(probe);
    const natural = probe.getBoundingClientRect().width;
    probe.remove();
    return { width: input.getBoundingClientRect().width, natural };
  });
  expect(width, `${label}: narrower than its content`).toBeGreaterThanOrEqual(natural - 0.5);
}

for (const width of [1280, 375]) {
  test.describe(`the staff area's time zone at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    // The server is shared by the tests of a worker: put the default zone back.
    test.afterEach(async ({ server }) => {
      await server.database.db.delete(settings).where(eq(settings.key, TIME_ZONE_KEY));
    });

    test('an owner chooses it in Settings; the audit log and the schedule field follow it', async ({
      page,
      server,
    }) => {
      test.setTimeout(120_000);
      const owner = await signIn(page, server, 'owner');
      await openSection(page, 'Settings');
      const select = page.getByLabel('Time zone of the staff area');
      await expect(select).toHaveValue('Africa/Johannesburg');
      await expect(page.getByText(/^Now in Africa\/Johannesburg: \d{1,2} \w{3} \d{4}, \d\d:\d\d SAST$/)).toBeVisible();
      // Africa's zones come first.
      await expect(select.locator('optgroup').first()).toHaveAttribute('label', 'Africa');
      await expectClean(page, 'settings time zone');

      await select.selectOption('Africa/Cairo');
      await expect(page.getByText(/^Now in Africa\/Cairo: .* EES?T$/)).toBeVisible();
      await page.getByRole('button', { name: 'Save the time zone' }).click();
      await expect(page.getByText('The time zone is now Africa/Cairo.')).toBeVisible();

      // The audit log says it in words, at a time of Cairo's zone.
      await openSection(page, 'Audit log');
      const row = page
        .getByRole('region', { name: 'Audit log, newest first' })
        .getByRole('row')
        .filter({ hasText: 'changed the staff area’s time zone from Africa/Johannesburg to Africa/Cairo' })
        // This owner's line: the other width's test may share this server.
        .filter({ hasText: owner.email });
      await expect(row).toHaveCount(1);
      await expect(row.locator('time')).toHaveText(/^\d{1,2} \w{3} \d{4}, \d\d:\d\d EES?T$/);
      // This owner's Settings lines only (tests on this server save other settings at the same time).
      await page.getByLabel('Person').selectOption({ label: `${owner.name} (${owner.email})` });
      await page.getByLabel('Action').selectOption({ label: 'Everything in Settings' });
      await page.getByRole('button', { name: 'Show', exact: true }).click();
      await expect(page.getByRole('region', { name: 'Audit log, newest first' }).getByRole('row')).toHaveCount(2);
      await expectClean(page, 'audit in Cairo');

      // A time typed for July is read as Cairo's summer time (EEST, UTC+3): 09:00 is 06:00 UTC.
      const id = tag();
      const created = await adminApi<{ id: number }>(page, 'POST', '/news', {
        values: { category: 'Expansion', author: 'Test Author', imageId: null, imageUrl: null },
        words: { en: { title: `Cairo ${id}`, slug: `cairo-${id}`, excerpt: 'Excerpt', contentHtml: '<p>Body</p>' } },
      });
      expect(created.status).toBe(201);
      await page.goto(`/admin/news/${created.data.id}`);
      const year = new Date().getUTCFullYear() + 1;
      await page.getByLabel('Date', { exact: true }).fill(`${year}-07-15`);
      await page.getByLabel(/^Time \(EES?T\)$/).fill('09:00');
      await expectUnclipped(page, 'Date');
      await expectUnclipped(page, /^Time \(EES?T\)$/);
      await page.getByRole('button', { name: 'Schedule', exact: true }).click();
      await expect(page.getByText(`Scheduled for 15 Jul ${year}, 09:00 EEST: English.`)).toBeVisible();
      const stored = await adminApi<AdminArticle>(page, 'GET', `/news/${created.data.id}`);
      expect(stored.data.publishAt).toBe(`${year}-07-15T06:00:00.000Z`);
      await expectClean(page, 'schedule in Cairo');
    });
  });
}
