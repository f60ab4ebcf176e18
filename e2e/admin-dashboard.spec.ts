import { AdminClient, createStaff } from '../server/src/test/staff';
import { expect, test } from './fixtures';
import { expectClean, signIn, tag } from './lib/admin';

/**
 * The dashboard shows what needs someone, each line a link to the list filtered so: an editor
 * follows "draft articles" and "French translation" to the news list with those filters chosen, in the
 * address (so back returns to the dashboard, and the list can be bookmarked).
 */
test('an editor goes from the dashboard to the news list filtered by status and by translation', async ({
  page,
  server,
}) => {
  test.slow();
  // A draft of our own, English only: it is a draft, and its French and Swahili are missing.
  const client = new AdminClient(server.app, server.origin);
  await client.signIn(await createStaff(server.database.db, 'editor'));
  const slug = `dashboard-${tag()}`;
  const created = await client.post('/api/admin/news', {
    values: { category: 'Expansion', author: 'Media Office', imageId: null, imageUrl: null },
    words: { en: { title: `Dashboard ${slug}`, slug, excerpt: 'An excerpt.', contentHtml: '<p>Body.</p>' } },
  });
  expect(created.statusCode, created.body).toBe(201);

  await signIn(page, server, 'editor');
  await expect(page.getByRole('heading', { name: 'Needs your attention' })).toBeVisible();
  await expectClean(page, 'dashboard editor');
  // The inbox is not the editor's: no line about messages.
  await expect(page.getByRole('link', { name: /message/ })).toHaveCount(0);

  await page.getByRole('link', { name: /^\d+ draft articles?$/ }).click();
  await expect(page).toHaveURL(/\/admin\/news\?status=draft$/);
  await expect(page.getByLabel('Status')).toHaveValue('draft');
  await expect(page.getByRole('link', { name: `Dashboard ${slug}` })).toBeVisible();
  await expectClean(page, 'news drafts from the dashboard');

  await page.goBack();
  await page
    .getByRole('link', { name: /^\d+ articles? needs? (its|their) French translation written or updated$/ })
    .click();
  await expect(page).toHaveURL(/\/admin\/news\?language=fr&coverage=stale$/);
  await expect(page.getByLabel('Translation state')).toHaveValue('stale');
  await expect(page.getByRole('link', { name: `Dashboard ${slug}` })).toBeVisible();
});
