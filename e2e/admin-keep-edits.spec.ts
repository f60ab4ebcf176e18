import type { Page } from '@playwright/test';
import { and, eq, isNull } from 'drizzle-orm';
import { contactMessages, newsDrafts, staffSessions } from '../server/src/db/schema';
import { currentTotp } from '../server/src/modules/auth/totp';
import { expect, test } from './fixtures';
import { expectClean, type Server, signIn, tag } from './lib/admin';

/*
 * Nothing typed is lost. Leaving a screen with unsaved changes by any way asks first, in a
 * dialog whose "Stay" has the focus; a new article is kept from its first title; an ended session or a
 * dropped connection keeps the edits and saves them once it can.
 */

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Admin sections' });
const leaveDialog = (page: Page) => page.getByRole('alertdialog', { name: 'Leave without saving?' });
const saveStatus = (page: Page) => page.getByTestId('save-status');

/** Ends every session of a staff member on the server, as an idle timeout or "end session" elsewhere does. */
async function endSessions(server: Server, userId: number) {
  await server.database.db
    .update(staffSessions)
    .set({ endedAt: new Date(), endedReason: 'test' })
    .where(and(eq(staffSessions.userId, userId), isNull(staffSessions.endedAt)));
}

/** The working copy the server holds for an article. */
async function storedDraft(server: Server, id: number) {
  const [row] = await server.database.db.select().from(newsDrafts).where(eq(newsDrafts.articleId, id));
  return row?.data;
}

const articleIdOf = (page: Page) => Number(new URL(page.url()).pathname.split('/').pop());

test.describe('nothing typed is lost, at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('every editing screen asks before a sidebar link leaves it, with Stay focused', async ({ page, server }) => {
    test.setTimeout(120_000);
    const id = tag();
    const [message] = await server.database.db
      .insert(contactMessages)
      .values({
        name: `Keep Edits ${id}`,
        email: `keep-${id}@example.org`,
        phone: '+27 82 555 0199',
        subject: 'general',
        message: 'A message to reply to, to see that a reply typed is not lost.',
      })
      .returning();
    await signIn(page, server, 'owner');
    // Each screen, and one change that is not saved by itself (no title, so no autosave).
    const screens: { path: string; edit: () => Promise<void> }[] = [
      { path: '/admin/news/new', edit: () => page.getByLabel('Category').fill('Expansion') },
      { path: '/admin/impact/metric/new', edit: () => page.getByLabel('Label (English)').fill('Jobs created') },
      { path: '/admin/stories/story/new', edit: () => page.getByLabel('Name', { exact: true }).fill(`Amina ${id}`) },
      {
        path: '/admin/newsletters/new',
        edit: () =>
          page
            .getByRole('group', { name: 'English' })
            .getByLabel(/^Subject/)
            .fill(`Our news ${id}`),
      },
      {
        path: '/admin/settings',
        edit: () =>
          page
            .getByRole('group', { name: 'Other addresses' })
            .getByLabel('Investment Interest')
            .fill('cfo@veb.example'),
      },
      { path: `/admin/inbox/${message.id}`, edit: () => page.getByLabel('Note (staff only)').fill('Call her back.') },
      { path: '/admin/staff', edit: () => page.getByLabel('Email', { exact: true }).fill(`new-${id}@veb.example`) },
      { path: '/admin/account', edit: () => page.getByLabel('Current password').fill('not saved') },
    ];
    for (const screen of screens) {
      await page.goto(screen.path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await screen.edit();
      await sidebar(page).getByRole('link', { name: 'Dashboard' }).click();
      const dialog = leaveDialog(page);
      await expect(dialog, screen.path).toBeVisible();
      // The safe choice has the focus: Enter keeps the person where they were.
      await expect(dialog.getByRole('button', { name: 'Stay' })).toBeFocused();
      await expectClean(page, `leave dialog on ${screen.path}`);
      await page.keyboard.press('Enter');
      await expect(dialog).toBeHidden();
      expect(new URL(page.url()).pathname, screen.path).toBe(screen.path);
      // Leaving on purpose goes where the link pointed.
      await sidebar(page).getByRole('link', { name: 'Dashboard' }).click();
      await dialog.getByRole('button', { name: 'Leave without saving' }).click();
      await expect(page).toHaveURL(/\/admin\/?$/);
      await expect(leaveDialog(page)).toBeHidden();
    }
    // Nothing typed, nothing asked.
    await page.goto('/admin/news/new');
    await sidebar(page).getByRole('link', { name: 'Dashboard' }).click();
    await expect(page).toHaveURL(/\/admin\/?$/);
  });

  test('the browser’s back button, reload, closing the tab and signing out ask too', async ({ page, server }) => {
    await signIn(page, server, 'editor');
    await page.goto('/admin/news');
    await page.getByRole('link', { name: 'New article' }).click();
    await expect(page).toHaveURL(/\/admin\/news\/new$/);
    const category = page.getByLabel('Category');
    await category.click();
    await page.keyboard.type('Agriculture');

    // Back: the address comes back, and so does everything typed.
    await page.goBack();
    await expect(leaveDialog(page)).toBeVisible();
    await expect(leaveDialog(page).getByRole('button', { name: 'Stay' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/\/admin\/news\/new$/);
    await expect(category).toHaveValue('Agriculture');

    // Reload and closing the tab: the browser's own question (beforeunload), refused here.
    const questions: string[] = [];
    page.on('dialog', (dialog) => {
      questions.push(dialog.type());
      void dialog.dismiss();
    });
    await page.evaluate(() => location.reload());
    await expect.poll(() => questions).toEqual(['beforeunload']);
    await page.close({ runBeforeUnload: true });
    await expect.poll(() => questions).toEqual(['beforeunload', 'beforeunload']);
    expect(page.isClosed()).toBe(false);
    await expect(category).toHaveValue('Agriculture');

    // Signing out asks as well.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(leaveDialog(page)).toBeVisible();
    await leaveDialog(page).getByRole('button', { name: 'Stay' }).click();
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();

    // Back, then leave: the page before.
    await page.goBack();
    await leaveDialog(page).getByRole('button', { name: 'Leave without saving' }).click();
    await expect(page).toHaveURL(/\/admin\/news$/);
    await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
  });

  test('a new article is kept from a title in one language, and found again after the tab closed', async ({
    context,
    page,
    server,
  }) => {
    const id = tag();
    const title = `Coopérative de Mpumalanga ${id}`;
    await signIn(page, server, 'editor');
    await page.goto('/admin/news/new');
    // French first, nothing else: no English, no category.
    await page.getByRole('tab', { name: /^French/ }).click();
    await page.getByLabel('Title (French)').fill(title);
    await expect(saveStatus(page)).toHaveText(/Draft saved at/, { timeout: 15_000 });
    await expect(page).toHaveURL(/\/admin\/news\/\d+$/);
    const articleId = articleIdOf(page);
    expect((await storedDraft(server, articleId))?.versions.fr?.words.title).toBe(title);

    // The tab closes by mistake; another one finds the article in the list and opens it.
    await page.close();
    const again = await context.newPage();
    await again.goto('/admin/news');
    await again.getByRole('link', { name: title }).click();
    await expect(again).toHaveURL(new RegExp(`/admin/news/${articleId}$`));
    await again.getByRole('tab', { name: /^French/ }).click();
    await expect(again.getByLabel('Title (French)')).toHaveValue(title);
    await expect(again.getByRole('heading', { level: 1 })).toContainText(title);
  });
});

test.describe('saving once the session or the connection is back, at 1280 px', () => {
  test.use({
    viewport: { width: 1280, height: 900 },
    // Chromium logs the refused save (401) and the requests made while offline: expected here.
    allowedConsoleErrors: [/status of 401 \(Unauthorized\)|net::ERR_INTERNET_DISCONNECTED/],
  });

  test('an ended session keeps the edits, signs in again in place, and the save goes through', async ({
    page,
    server,
  }) => {
    test.setTimeout(90_000);
    const id = tag();
    const staff = await signIn(page, server, 'owner');
    await page.goto('/admin/news/new');
    const title = page.getByLabel('Title (English)');
    await title.fill(`Benoni hub ${id}`);
    await expect(saveStatus(page)).toHaveText(/Draft saved at/, { timeout: 15_000 });
    const articleId = articleIdOf(page);

    // The session ends elsewhere (idle timeout, or "end session" from another device).
    await endSessions(server, staff.id);
    await title.fill(`Benoni hub opens ${id}`);
    await expect(saveStatus(page)).toHaveText(/Not saved yet: your session has ended/, { timeout: 15_000 });
    // Ended on the server, not signed out nor expired: the dialog says so (the session's 401 tells it).
    const dialog = page.getByRole('dialog', { name: 'Your session was ended' });
    await expect(dialog).toBeVisible();
    await expectClean(page, 'sign in again in place');
    // The screen under the dialog still holds the edit; the address is the account's own.
    await expect(title).toHaveValue(`Benoni hub opens ${id}`);
    await expect(dialog.getByLabel('Email')).toHaveValue(staff.email);
    await dialog.getByLabel('Password').fill(staff.password);
    await dialog.getByRole('button', { name: 'Sign in again' }).click();
    // The code of the next time step (the one used to sign in first cannot be used twice).
    await dialog
      .getByLabel('Authentication code')
      .fill(currentTotp(staff.totpSecret as string, new Date(Date.now() + 30_000)));
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await expect(dialog).toBeHidden();
    await expect(saveStatus(page)).toHaveText(/Draft saved at/, { timeout: 15_000 });
    expect((await storedDraft(server, articleId))?.versions.en?.words.title).toBe(`Benoni hub opens ${id}`);
    await expect(page).toHaveURL(new RegExp(`/admin/news/${articleId}$`));
  });

  test('a dropped connection says “not saved yet, retrying”, then saves by itself', async ({
    context,
    page,
    server,
  }) => {
    const id = tag();
    await signIn(page, server, 'editor');
    await page.goto('/admin/news/new');
    const title = page.getByLabel('Title (English)');
    await title.fill(`Skills week ${id}`);
    await expect(saveStatus(page)).toHaveText(/Draft saved at/, { timeout: 15_000 });
    const articleId = articleIdOf(page);

    await context.setOffline(true);
    await title.fill(`Skills week in Gauteng ${id}`);
    await expect(saveStatus(page)).toHaveText(/Not saved yet: the server cannot be reached\. Retrying/, {
      timeout: 15_000,
    });
    await expectClean(page, 'editor while offline');
    await context.setOffline(false);
    await expect(saveStatus(page)).toHaveText(/Draft saved at/, { timeout: 15_000 });
    expect((await storedDraft(server, articleId))?.versions.en?.words.title).toBe(`Skills week in Gauteng ${id}`);
  });
});
