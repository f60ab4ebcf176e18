import { DEFAULT_STAFF_TIME_ZONE } from '@common/admin/time-zone';
import type { Versions } from '@common/model/versions';
import type { Page } from '@playwright/test';
import { and, asc, eq, sql } from 'drizzle-orm';
import { entries } from '../server/src/db/schema';
import { expect, test } from './fixtures';
import { expectClean, openSection, signIn } from './lib/admin';

/*
 * A legal page's "Last updated" is the latest change of its sections' words in the page's language
 * (docs/decisions/078): no date field to remember. A change in one language moves that language's page
 * only; a change marked as a correction keeps the date.
 */

/** The day a moment falls on in the site's time zone, as the page's <time datetime> writes it. */
const dayOf = (iso: string) => new Date(iso).toLocaleDateString('en-CA', { timeZone: DEFAULT_STAFF_TIME_ZONE });

async function lastUpdated(page: Page, lang: string) {
  const response = await page.goto(`/privacy?lang=${lang}`);
  expect(response?.status()).toBe(200);
  return page.locator('main time').getAttribute('datetime');
}

test('a privacy text change moves its page’s “Last updated”; a correction keeps the date', async ({ page, server }) => {
  test.setTimeout(120_000);
  const db = server.database.db;
  const [section] = await db
    .select()
    .from(entries)
    .where(and(eq(entries.kind, 'legalSection'), sql`${entries.values}->>'page' = 'privacy'`))
    .orderBy(asc(entries.position), asc(entries.id))
    .limit(1);
  expect(section, 'the demo privacy notice has sections').toBeTruthy();
  const before = { en: await lastUpdated(page, 'en'), fr: await lastUpdated(page, 'fr') };
  const title = String(section.versions.en?.words.title);
  try {
    await signIn(page, server, 'editor');
    await openSection(page, 'Site content');
    await page.getByRole('link', { name: 'Privacy and terms' }).click();
    await page.getByRole('link', { name: `Edit ${title}`, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Edit the section ${title}` })).toBeVisible();

    // The English text changes: the English page dates itself to the change, the French page does not.
    await page.getByRole('tab', { name: /^English/ }).click();
    const english = page.getByLabel('Text (English)');
    await english.fill(`${await english.inputValue()}\n\nWe answer every request about your data within 30 days.`);
    await expectClean(page, 'legal section editor');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy and terms' })).toBeVisible();
    const [saved] = await db.select().from(entries).where(eq(entries.id, section.id));
    const changedAt = (saved.versions as Versions).en?.changedAt ?? '';
    expect(dayOf(changedAt)).not.toBe(before.en);
    expect(await lastUpdated(page, 'en')).toBe(dayOf(changedAt));
    expect(await lastUpdated(page, 'fr')).toBe(before.fr);

    // A French correction (a typo) keeps the French date.
    await page.goto('/admin/');
    await openSection(page, 'Site content');
    await page.getByRole('link', { name: 'Privacy and terms' }).click();
    await page.getByRole('link', { name: `Edit ${title}`, exact: true }).click();
    await page.getByRole('tab', { name: /^French/ }).click();
    const french = page.getByLabel('Text (French)');
    await french.fill(`${await french.inputValue()} `.replace(/ $/, '.'));
    await page.getByLabel('This is a correction: keep the date of “Last updated”').check();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy and terms' })).toBeVisible();
    const [corrected] = await db.select().from(entries).where(eq(entries.id, section.id));
    expect((corrected.versions as Versions).fr?.words.body).not.toEqual(section.versions.fr?.words.body);
    expect(await lastUpdated(page, 'fr')).toBe(before.fr);
    await expectClean(page, 'privacy page after a correction');
  } finally {
    // The worker's other tests read the demo dates (legal.spec.ts): the section goes back as it was.
    await db.update(entries).set({ versions: section.versions }).where(eq(entries.id, section.id));
  }
});
