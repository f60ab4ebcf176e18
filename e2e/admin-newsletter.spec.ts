import { readFile } from 'node:fs/promises';
import { and, eq, like } from 'drizzle-orm';
import { mailOutbox, newsletterIssues, newsletterSubscribers } from '../server/src/db/schema';
import { expect, test } from './fixtures';
import { expectClean, openSection, signIn, tag } from './lib/admin';

for (const width of [1280, 375]) {
  test.describe(`admin newsletter screens at ${width} px`, () => {
    // The browser reports the 400 the tests provoke (a French subject without its introduction).
    test.use({ viewport: { width, height: 900 }, allowedConsoleErrors: [/the server responded with a status of 400/] });

    test('subscribers: list, search, filter, export, remove with the keyboard', async ({ page, server }) => {
      const id = tag();
      const db = server.database.db;
      await db.insert(newsletterSubscribers).values([
        { email: `ama-${id}@example.org`, status: 'confirmed', locale: 'fr', confirmedAt: new Date() },
        { email: `ben-${id}@example.org`, status: 'pending', locale: 'sw' },
        { email: `=cmd-${id}@example.org`, status: 'unsubscribed', unsubscribedAt: new Date() },
      ]);
      await signIn(page, server, 'inbox');
      await openSection(page, 'Subscribers');
      await expect(page.getByRole('heading', { level: 1, name: 'Subscribers' })).toBeFocused();

      await page.getByLabel('Search by email address').fill(id);
      await page.getByRole('button', { name: 'Search' }).click();
      const table = page.getByRole('table', { name: 'Subscribers, newest first' });
      await expect(table.getByRole('row')).toHaveCount(4);
      await expect(table.getByRole('row', { name: new RegExp(`ama-${id}`) })).toContainText('Confirmed');
      await expect(table.getByRole('row', { name: new RegExp(`ama-${id}`) })).toContainText('French');
      await expectClean(page, 'subscribers');

      await page.getByLabel('Status').selectOption('pending');
      await expect(table.getByRole('row')).toHaveCount(2);
      await expect(table).toContainText(`ben-${id}@example.org`);
      await page.getByLabel('Status').selectOption('');

      const download = page.waitForEvent('download');
      await page.getByRole('link', { name: 'Export CSV' }).click();
      const file = await (await download).path();
      const csv = await readFile(file, 'utf8');
      expect(csv).toContain(`'=cmd-${id}@example.org,unsubscribed,en,`);
      expect(csv.split('\r\n').filter((line) => line.includes(id))).toHaveLength(3);

      const remove = page.getByRole('button', { name: `Remove ben-${id}@example.org` });
      await remove.focus();
      await page.keyboard.press('Enter');
      // The shared confirmation dialog: the safe choice has the focus.
      const question = page.getByRole('alertdialog', { name: `Remove ben-${id}@example.org?` });
      await expect(question.getByRole('button', { name: 'Cancel' })).toBeFocused();
      await expectClean(page, 'remove question');
      await page.keyboard.press('Escape');
      await expect(remove).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(question.getByRole('button', { name: 'Cancel' })).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(question.getByRole('button', { name: 'Remove subscriber' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('status').filter({ hasText: `ben-${id}@example.org was removed.` })).toBeVisible();
      await expect(table.getByRole('row')).toHaveCount(3);
      expect(
        await db
          .select()
          .from(newsletterSubscribers)
          .where(eq(newsletterSubscribers.email, `ben-${id}@example.org`)),
      ).toEqual([]);
    });

    test('newsletters: compose, preview each language, test, send', async ({ page, server }) => {
      // Compose, three previews, a test mail and a send, with axe on nine screens: 26 s at 375 px on a
      // quiet machine, and the 30 s default ran out in the last axe check at 1280 px.
      test.setTimeout(90_000);
      const id = tag();
      const db = server.database.db;
      await db.insert(newsletterSubscribers).values([
        { email: `en-${id}@example.org`, status: 'confirmed', locale: 'en', confirmedAt: new Date() },
        { email: `fr-${id}@example.org`, status: 'confirmed', locale: 'fr', confirmedAt: new Date() },
        { email: `sw-${id}@example.org`, status: 'confirmed', locale: 'sw', confirmedAt: new Date() },
        { email: `pending-${id}@example.org`, status: 'pending', locale: 'fr' },
      ]);
      const editor = await signIn(page, server, 'editor');
      await openSection(page, 'Newsletters');
      await expect(page.getByRole('heading', { level: 1, name: 'Newsletters' })).toBeFocused();
      await expectClean(page, 'newsletter list');

      await page.getByRole('link', { name: 'Write a newsletter' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'New newsletter' })).toBeFocused();
      // The languages are the record editor's tabs, each translation's state in its name; each tab's fields
      // are a group named by its language.
      const languages = page.getByRole('tablist', { name: 'Languages' });
      const frenchTab = languages.getByRole('tab', { name: /^French/ });
      const english = page.getByRole('group', { name: 'English' });
      const french = page.getByRole('group', { name: 'French' });
      await english.getByLabel('Subject').fill(`Our news ${id}`);
      await english.getByLabel('Introduction').fill('Hello from the group.\n\nTwo stories this month.');
      await expect(frenchTab).toContainText('Missing');
      await frenchTab.click();
      await french.getByLabel('Subject').fill(`Nos nouvelles ${id}`);
      await expect(frenchTab).toContainText('Missing');
      await languages.getByRole('tab', { name: 'English' }).click();
      await page.getByRole('button', { name: 'Save draft' }).click();
      // French needs both fields or neither: its tab opens on the message, the field focused.
      await expect(french.getByText('Write both a French subject and a French introduction')).toBeVisible();
      await expect(french.getByLabel('Introduction')).toBeFocused();
      await french.getByLabel('Introduction').fill('Bonjour de la part du groupe.');
      await expect(frenchTab).toContainText('Up to date');
      const articles = page.getByRole('group', { name: 'Articles' });
      await articles.getByRole('checkbox').nth(0).check();
      await articles.getByRole('checkbox').nth(1).check();
      await expectClean(page, 'composing');
      await page.getByRole('button', { name: 'Save draft' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Edit newsletter' })).toBeVisible();
      await expect(page.getByText('Draft saved.')).toBeVisible();
      expect(page.url()).toMatch(/\/admin\/newsletters\/\d+$/);

      // The English changes: the French is out of date, as the form stands and once saved, until confirmed.
      await languages.getByRole('tab', { name: 'English' }).click();
      await english.getByLabel('Introduction').fill('Hello from the group.\n\nTwo stories this month, and a third.');
      await expect(frenchTab).toContainText('Out of date');
      await page.getByRole('button', { name: 'Save draft' }).click();
      await expect(page.getByText('Draft saved.')).toBeVisible();
      await page.reload();
      await expect(frenchTab).toContainText('Out of date');
      await page.getByRole('button', { name: 'Send to subscribers' }).click();
      const outdated = page.getByRole('alertdialog', { name: 'Send this newsletter?' });
      await expect(outdated).toContainText('The French version is out of date');
      await page.keyboard.press('Escape');
      await frenchTab.click();
      await expect(french.getByText('The English changed after this translation was saved.')).toBeVisible();
      await expectClean(page, 'french out of date');
      await french.getByLabel('The French translation still matches the English').check();
      await expect(frenchTab).toContainText('Up to date');
      await page.getByRole('button', { name: 'Save draft' }).click();
      await expect(page.getByText('Draft saved.')).toBeVisible();
      await page.reload();
      await expect(frenchTab).toContainText('Up to date');
      await expect(languages.getByRole('tab', { name: /^Swahili/ })).toContainText('Missing');

      await page.getByRole('button', { name: 'Preview' }).click();
      await expect(page.getByRole('heading', { name: 'Preview', level: 2 })).toBeFocused();
      const tabs = page.getByRole('tablist', { name: 'Preview' });
      await expect(page.getByRole('article', { name: 'The email in English, as formatted' }).locator('h1')).toHaveText(
        `Our news ${id}`,
      );
      await tabs.getByRole('tab', { name: 'French' }).click();
      await expect(page.getByRole('article', { name: 'The email in French, as formatted' }).locator('h1')).toHaveText(
        `Nos nouvelles ${id}`,
      );
      await tabs.getByRole('tab', { name: 'French' }).press('ArrowRight');
      await expect(tabs.getByRole('tab', { name: 'Swahili' })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByText('This issue has no Swahili version')).toBeVisible();
      await expect(page.getByRole('article', { name: 'The email in Swahili, as formatted' }).locator('h1')).toHaveText(
        `Our news ${id}`,
      );
      await page.getByText('Plain text version').click();
      await expect(page.locator('pre').filter({ hasText: 'Hello from the group.' })).toBeVisible();
      await expectClean(page, 'preview');

      await page.getByLabel('Language of the test').selectOption('fr');
      await page.getByRole('button', { name: 'Send a test to me' }).click();
      await expect(page.getByText(`A test in French is on its way to ${editor.email}.`)).toBeVisible();
      const [testMail] = await db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, editor.email));
      expect(testMail.subject).toBe(`[Test] Nos nouvelles ${id}`);

      await page.getByRole('button', { name: 'Send to subscribers' }).click();
      // A confirmation dialog whose safe choice has the focus, with the audience by language.
      const question = page.getByRole('alertdialog', { name: 'Send this newsletter?' });
      await expect(question.getByRole('button', { name: 'Cancel' })).toBeFocused();
      // The versions the issue has, each ticked; readers of Swahili (no version) get nothing unless chosen.
      const audience = question.getByTestId('newsletter-audience');
      await expect(question.getByRole('checkbox', { name: 'Swahili' })).toHaveCount(0);
      await expect(question.getByRole('checkbox', { name: 'French' })).toBeChecked();
      await expect(audience).toContainText(/French: \d+ subscribers?, version sent: French/);
      await expect(audience).toContainText(/Swahili: \d+ subscribers?, nothing sent/);
      await question
        .getByRole('checkbox', { name: 'Send the English version to every other confirmed subscriber' })
        .check();
      await expect(audience).toContainText(/Swahili: \d+ subscribers?, version sent: English/);
      await expectClean(page, 'send question');
      await page.getByRole('button', { name: 'Send now' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Sent newsletter' })).toBeVisible();
      await expect(page.getByText(/The newsletter is on its way to (1 subscriber|\d+ subscribers)\./)).toBeVisible();
      const rows = await db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.kind, 'newsletter_issue'), like(mailOutbox.toAddress, `%-${id}@example.org`)));
      expect(rows.map((row) => row.toAddress).sort()).toEqual(
        [`en-${id}@example.org`, `fr-${id}@example.org`, `sw-${id}@example.org`].sort(),
      );
      expect(rows.find((row) => row.toAddress.startsWith('fr-'))?.subject).toBe(`Nos nouvelles ${id}`);
      await expectClean(page, 'sent issue');

      await page.getByRole('link', { name: 'All newsletters' }).click();
      const row = page.getByRole('row', { name: new RegExp(`Our news ${id}`) });
      await expect(row).toBeVisible();
      await expectClean(page, 'list with the sent issue');
    });

    test('with no one subscribed, Send says why it cannot; a draft is deleted only when confirmed', async ({
      browser,
      emptyServer,
    }) => {
      // The empty database: no confirmed subscriber (the other server's come and go with the other tests).
      const context = await browser.newContext({ baseURL: emptyServer.origin, viewport: { width, height: 900 } });
      const page = await context.newPage();
      const db = emptyServer.database.db;
      await signIn(page, emptyServer, 'editor');
      await openSection(page, 'Newsletters');
      await page.getByRole('link', { name: 'Write a newsletter' }).click();
      const subject = `Nobody reads this ${tag()}`;
      const english = page.getByRole('group', { name: 'English' });
      await english.getByLabel('Subject').fill(subject);
      await english.getByLabel('Introduction').fill('Hello.');
      await page.getByRole('button', { name: 'Save draft' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Edit newsletter' })).toBeVisible();
      const id = Number(/\/(\d+)$/.exec(page.url())?.[1]);
      const stored = () => db.select().from(newsletterIssues).where(eq(newsletterIssues.id, id));

      const send = page.getByRole('button', { name: 'Send to subscribers' });
      await expect(send).toBeDisabled();
      await expect(send).toHaveAccessibleDescription('No one to send to: there are no confirmed subscribers yet.');
      await expect(page.getByText('No one to send to: there are no confirmed subscribers yet.')).toBeVisible();
      await expectClean(page, 'newsletter with no audience');

      // Deleting asks first, Cancel focused: Enter keeps the draft.
      const remove = page.getByRole('button', { name: 'Delete draft' });
      await remove.click();
      const question = page.getByRole('alertdialog', { name: 'Delete this draft?' });
      await expect(question).toContainText(`The draft “${subject}” and everything written in it will be gone.`);
      await expect(question.getByRole('button', { name: 'Cancel' })).toBeFocused();
      await expectClean(page, 'delete draft question');
      await page.keyboard.press('Enter');
      await expect(question).toHaveCount(0);
      await expect(remove).toBeFocused();
      expect(await stored()).toHaveLength(1);
      // Escape keeps it too.
      await remove.click();
      await expect(question.getByRole('button', { name: 'Cancel' })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(question).toHaveCount(0);
      expect(await stored()).toHaveLength(1);

      await remove.click();
      await question.getByRole('button', { name: 'Delete the draft' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Newsletters' })).toBeVisible();
      await expect(page.getByText('The draft was deleted.')).toBeVisible();
      expect(await stored()).toEqual([]);
      await context.close();
    });
  });
}

test.describe('admin subscriber list pages', () => {
  test('pages by cursor: next, the last page, previous and the first, kept in the address', async ({
    page,
    server,
  }) => {
    const id = tag();
    // 57 subscribers of this test, a minute apart: reader-1 the oldest, reader-57 the newest.
    const base = Date.now() - 60 * 60_000;
    await server.database.db.insert(newsletterSubscribers).values(
      Array.from({ length: 57 }, (_, k) => ({
        email: `reader-${k + 1}-${id}@example.org`,
        status: 'confirmed' as const,
        confirmedAt: new Date(base + k * 60_000),
        createdAt: new Date(base + k * 60_000),
      })),
    );
    await signIn(page, server, 'inbox');
    await openSection(page, 'Subscribers');
    await page.getByLabel('Search by email address').fill(id);
    await page.getByRole('button', { name: 'Search' }).click();
    const table = page.getByRole('table', { name: 'Subscribers, newest first' });
    const pages = page.getByRole('navigation', { name: 'Pages of subscribers' });
    await expect(pages).toContainText('Showing 1 to 50 of 57 subscribers');
    await expect(table.getByRole('row').nth(1)).toContainText(`reader-57-${id}@`);

    await pages.getByRole('button', { name: 'Last page' }).click();
    await expect(pages).toContainText('Showing 51 to 57 of 57 subscribers');
    await expect(page).toHaveURL(/[?&]before=end(&|$)/);
    await expect(table.getByRole('row').last()).toContainText(`reader-1-${id}@`);
    await expect(pages.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await expect(pages.getByRole('button', { name: 'Last page' })).toBeDisabled();

    await pages.getByRole('button', { name: 'Previous page' }).click();
    await expect(pages).toContainText('Showing 1 to 50 of 57 subscribers');
    await expect(page).toHaveURL(/[?&]before=\d+_\d+/);
    await expect(table.getByRole('row').nth(1)).toContainText(`reader-57-${id}@`);
    await pages.getByRole('button', { name: 'Next page' }).click();
    await expect(pages).toContainText('Showing 51 to 57 of 57 subscribers');
    await expect(page).toHaveURL(/[?&]after=\d+_\d+/);
    // Reloading keeps the page; the first page drops the cursor.
    await page.reload();
    await expect(pages).toContainText('Showing 51 to 57 of 57 subscribers');
    await pages.getByRole('button', { name: 'First page' }).click();
    await expect(pages).toContainText('Showing 1 to 50 of 57 subscribers');
    await expect(page).not.toHaveURL(/after=|before=/);
    await expect(pages.getByRole('button', { name: 'Previous page' })).toBeDisabled();
  });
});
