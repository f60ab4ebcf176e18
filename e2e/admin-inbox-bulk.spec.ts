import type { Locator, Page } from '@playwright/test';
import { inArray, like } from 'drizzle-orm';
import { contactMessages } from '../server/src/db/schema';
import { createStaff } from '../server/src/test/staff';
import { expect, test } from './fixtures';
import { expectClean, type Server, tag } from './lib/admin';

/**
 * An inbox member triages from a bookmarked, filtered address with bulk actions, by keyboard
 * only: the address restores the filters, the selection is made with Tab and Space, and each action is said
 * in the shell's live region.
 */

const liveRegion = (page: Page) => page.locator('[data-live-region]');

/** Presses `key` until `target` has the focus: the keyboard's way to reach a control. */
async function pressUntilFocused(page: Page, target: Locator, key = 'Tab', max = 80) {
  await expect(target).toBeAttached();
  for (let step = 0; step < max; step++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  await expect(target, `not reached with ${key}`).toBeFocused();
}

/** Messages of this test only: new ones that carry the tag, and three the filtered address must leave out. */
async function seed(server: Server, id: string) {
  const base = { phone: '+27 82 555 0100', subject: 'partnership', message: `About the Benoni hub, ref ${id}.` };
  const minute = 60_000;
  const at = (ago: number) => new Date(Date.now() - ago * minute);
  const rows = await server.database.db
    .insert(contactMessages)
    .values([
      { ...base, name: `Ada Bulk ${id}`, email: `ada-${id}@example.org`, createdAt: at(1) },
      { ...base, name: `Ben Bulk ${id}`, email: `ben-${id}@example.org`, createdAt: at(2) },
      { ...base, name: `Cy Bulk ${id}`, email: `cy-${id}@example.org`, createdAt: at(3) },
      { ...base, name: `Dee Answered ${id}`, email: `dee-${id}@example.org`, status: 'answered', createdAt: at(4) },
      { ...base, name: `Eve Spam ${id}`, email: `eve-${id}@example.org`, status: 'spam', createdAt: at(5) },
      // Nothing of it holds the tag: the search leaves it out.
      { ...base, name: 'Fay Other', email: 'fay@other.example', message: 'No tag here.', createdAt: at(6) },
    ])
    .returning();
  return rows;
}

for (const width of [1280, 375]) {
  test.describe(`inbox bulk actions at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('a bookmarked filtered address, triaged with the keyboard: read, assigned to me, one deleted', async ({
      page,
      server,
    }) => {
      test.setTimeout(120_000);
      const id = tag();
      const rows = await seed(server, id);
      const [ada, ben, cy] = rows;
      const db = server.database.db;
      try {
        // The bookmark, opened signed out: the sign-in form, then the list the address names.
        const staff = await createStaff(db, 'inbox');
        const bookmark = `/admin/inbox?status=new&q=${id}`;
        await page.goto(bookmark);
        await page.getByLabel('Email').fill(staff.email);
        await page.getByLabel('Password').fill(staff.password);
        await page.getByRole('button', { name: 'Sign in' }).click();
        await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
        expect(new URL(page.url()).search).toBe(`?status=new&q=${id}`);

        // The filters are the address's, and the list is exactly what they find.
        await expect(page.getByLabel('Status', { exact: true })).toHaveValue('new');
        await expect(page.getByLabel('Search name, email, company or text')).toHaveValue(id);
        const list = page.getByRole('list', { name: 'Messages' });
        const items = list.getByTestId('inbox-message');
        await expect(items).toHaveCount(3);
        await expect(items.getByRole('link')).toHaveText([
          `Unread: Ada Bulk ${id}`,
          `Unread: Ben Bulk ${id}`,
          `Unread: Cy Bulk ${id}`,
        ]);
        await expectClean(page, 'inbox bulk bookmarked list');

        // Select all three with Tab and Space; the toolbar says how many.
        const box = (name: string) =>
          page.getByRole('checkbox', { name: `Select the message from ${name}: Partnership Opportunity` });
        const adaBox = box(`Ada Bulk ${id}`);
        const benBox = box(`Ben Bulk ${id}`);
        const cyBox = box(`Cy Bulk ${id}`);
        for (const checkbox of [adaBox, benBox, cyBox]) {
          await pressUntilFocused(page, checkbox);
          await page.keyboard.press('Space');
          await expect(checkbox).toBeChecked();
        }
        const selectAll = page.getByRole('checkbox', { name: 'Select all on this page' });
        await expect(selectAll).toBeChecked();
        const actions = page.getByRole('group', { name: /3 selected/ });
        await expect(actions).toBeVisible();
        await expectClean(page, 'inbox bulk three selected');

        // Mark them read: said in the live region, the selection cleared, the focus back on "Select all".
        await pressUntilFocused(page, actions.getByRole('button', { name: 'Mark as read' }), 'Shift+Tab');
        await page.keyboard.press('Enter');
        await expect(liveRegion(page)).toHaveText('3 messages marked as read.');
        await expect(selectAll).toBeFocused();
        await expect(selectAll).not.toBeChecked();
        await expect(page.getByRole('group', { name: /selected/ })).toHaveCount(0);
        await expect(items.getByRole('link')).toHaveText([`Ada Bulk ${id}`, `Ben Bulk ${id}`, `Cy Bulk ${id}`]);
        const stored = async () =>
          db
            .select()
            .from(contactMessages)
            .where(
              inArray(
                contactMessages.id,
                rows.map((row) => row.id),
              ),
            );
        expect(ids((await stored()).filter((row) => row.readAt !== null))).toEqual(ids([ada, ben, cy]));

        // Assign two to themselves: their name chosen in the list by typing it, as a keyboard does.
        for (const checkbox of [adaBox, benBox]) {
          await pressUntilFocused(page, checkbox);
          await page.keyboard.press('Space');
        }
        const assignTo = page.getByRole('combobox', { name: 'Assign to' });
        await pressUntilFocused(page, assignTo, 'Shift+Tab');
        await page.keyboard.type(staff.name);
        await expect(assignTo).toHaveValue(String(staff.id));
        await page.keyboard.press('Tab');
        await expect(page.getByRole('button', { name: 'Assign', exact: true })).toBeFocused();
        await page.keyboard.press('Enter');
        await expect(liveRegion(page)).toHaveText(`2 messages assigned to ${staff.name}.`);
        await expect(selectAll).toBeFocused();
        await expect(items.filter({ hasText: `Assigned to ${staff.name}` })).toHaveCount(2);
        const byId = new Map((await stored()).map((row) => [row.id, row]));
        expect([ada, ben, cy].map((row) => byId.get(row.id)?.assigneeId)).toEqual([staff.id, staff.id, null]);

        // Delete one, after the question (whose safe answer has the focus).
        await pressUntilFocused(page, cyBox);
        await page.keyboard.press('Space');
        await pressUntilFocused(page, page.getByRole('button', { name: 'Delete…' }), 'Shift+Tab');
        await page.keyboard.press('Enter');
        const dialog = page.getByRole('alertdialog', { name: 'Delete 1 message?' });
        await expect(dialog).toBeVisible();
        await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
        await expectClean(page, 'inbox bulk delete question');
        await page.keyboard.press('Tab');
        await expect(dialog.getByRole('button', { name: 'Delete 1 message' })).toBeFocused();
        await page.keyboard.press('Enter');
        await expect(liveRegion(page)).toHaveText('1 message deleted.');
        await expect(dialog).toHaveCount(0);
        await expect(selectAll).toBeFocused();
        await expect(items).toHaveCount(2);
        expect(ids(await stored())).toEqual(ids(rows.filter((row) => row.id !== cy.id)));
        // The address still names the same list.
        expect(new URL(page.url()).search).toBe(`?status=new&q=${id}`);
        await expectClean(page, 'inbox bulk after the actions');

        // A filter changed is a new history entry; back and forward move between the lists.
        await page.getByLabel('Assigned to').selectOption('none');
        await expect(items).toHaveCount(0);
        expect(new URL(page.url()).searchParams.get('assignee')).toBe('none');
        await page.goBack();
        await expect(items).toHaveCount(2);
        await expect(page.getByLabel('Assigned to')).toHaveValue('');
        await page.goForward();
        await expect(page.getByText('No messages match.')).toBeVisible();
        await expect(page.getByLabel('Assigned to')).toHaveValue('none');

        // "Assigned to me", as the dashboard would link to it; and values no list has are ignored.
        await page.goto(`/admin/inbox?assignee=me&q=${id}`);
        await expect(items.getByRole('link')).toHaveText([`Ada Bulk ${id}`, `Ben Bulk ${id}`]);
        await page.goto(`/admin/inbox?status=lost&type=gossip&assignee=2147483647&page=x&q=${id}`);
        await expect(page.getByLabel('Status', { exact: true })).toHaveValue('');
        await expect(page.getByLabel('Inquiry type')).toHaveValue('');
        await expect(page.getByLabel('Assigned to')).toHaveValue('');
        // (A person the inbox does not have is ignored too.) Everything but Spam and Archived: the two kept and
        // the answered one.
        await expect(items).toHaveCount(3);

        // The search changes the current entry as it is typed, not one entry per key: back leaves the list.
        const search = page.getByLabel('Search name, email, company or text');
        await search.fill('');
        await search.pressSequentially(`Ada Bulk ${id}`);
        await expect(items).toHaveCount(1);
        await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(`Ada Bulk ${id}`);
        await page.goBack();
        await expect.poll(() => new URL(page.url()).search).toBe(`?assignee=me&q=${id}`);
        await expect(search).toHaveValue(id);

        // A selection belongs to its page: the next page starts with none, and so does coming back.
        await db.insert(contactMessages).values(
          Array.from({ length: 50 }, (_, i) => ({
            ...rows[0],
            id: undefined,
            name: `Filler ${i} ${id}`,
            email: `filler${i}-${id}@example.org`,
            assigneeId: staff.id,
            createdAt: new Date(Date.now() - (10 + i) * 60_000),
          })),
        );
        await page.reload();
        await expect(items).toHaveCount(50);
        await pressUntilFocused(page, adaBox);
        await page.keyboard.press('Space');
        await expect(page.getByRole('group', { name: /1 selected/ })).toBeVisible();
        // Past the fifty messages (a box and a link each).
        await pressUntilFocused(page, page.getByRole('button', { name: 'Next page' }), 'Tab', 200);
        await page.keyboard.press('Enter');
        await expect(items).toHaveCount(2);
        expect(new URL(page.url()).searchParams.get('page')).toBe('2');
        await expect(page.getByText('Showing 51 to 52 of 52 messages')).toBeVisible();
        await expect(page.getByRole('group', { name: /selected/ })).toHaveCount(0);
        await page.goBack();
        await expect(items).toHaveCount(50);
        await expect(adaBox).not.toBeChecked();
        await expect(page.getByRole('group', { name: /selected/ })).toHaveCount(0);
      } finally {
        await db.delete(contactMessages).where(
          inArray(
            contactMessages.id,
            rows.map((row) => row.id),
          ),
        );
        await db.delete(contactMessages).where(like(contactMessages.email, `filler%-${id}@example.org`));
      }
    });
  });
}

/** The rows' ids in order, to compare sets of rows. */
const ids = (rows: { id: number }[]) => rows.map((row) => row.id).sort((a, b) => a - b);
