import { readFile } from 'node:fs/promises';
import { and, eq, like } from 'drizzle-orm';
import { mailOutbox, newsletterIssues, newsletterSubscribers } from '../server/src/db/schema';
import { expect, test } from './fixtures';
import { expectClean, openSection, signIn, tag } from './lib/admin';

for (const width of [1280, 375]) {
  test.describe(`admin newsletter screens at ${width} px`, () => {
    // The browser reports the 400 the tests provoke (a Swahili introduction without its subject).
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

    test('newsletters: compose in any language first, preview each version, test, send', async ({ page, server }) => {
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
      // A tab per language in the table's order, each named by its mark; none is required or first.
      const languages = page.getByRole('tablist', { name: 'Languages' });
      await expect(languages.getByRole('tab')).toHaveText(['English: missing', 'French: missing', 'Swahili: missing']);
      const tab = (name: string) => languages.getByRole('tab', { name: new RegExp(`^${name}: `) });
      const english = page.getByRole('group', { name: 'English' });
      const french = page.getByRole('group', { name: 'French' });
      const swahili = page.getByRole('group', { name: 'Swahili' });

      // Written in French first, saved in French alone.
      await tab('French').click();
      await french.getByLabel('Subject').fill(`Nos nouvelles ${id}`);
      await expect(tab('French')).toHaveAccessibleName('French: up to date');
      await french.getByLabel('Introduction').fill('Bonjour de la part du groupe.');
      const articles = page.getByRole('group', { name: 'Articles' });
      await articles.getByRole('checkbox').nth(0).check();
      await articles.getByRole('checkbox').nth(1).check();
      await expectClean(page, 'composing');
      await page.getByRole('button', { name: 'Save draft' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Edit newsletter' })).toBeVisible();
      await expect(page.getByText('Draft saved.')).toBeVisible();
      expect(page.url()).toMatch(/\/admin\/newsletters\/\d+$/);
      await expect(tab('French')).toHaveAccessibleName('French: up to date');
      await expect(tab('English')).toHaveAccessibleName('English: missing');

      // Then English, written from the French; a Swahili introduction without its subject is refused.
      await tab('English').click();
      await english.getByLabel('Subject').fill(`Our news ${id}`);
      await english.getByLabel('Introduction').fill('Hello from the group.');
      await tab('Swahili').click();
      await swahili.getByLabel('Introduction').fill('Habari kutoka kwa kikundi.');
      await tab('English').click();
      await page.getByRole('button', { name: 'Save draft' }).click();
      await expect(swahili.getByText('Fill in this field')).toBeVisible();
      await expect(swahili.getByLabel('Subject')).toBeFocused();
      await swahili.getByLabel('Introduction').fill('');
      await page.getByRole('button', { name: 'Save draft' }).click();
      await expect(page.getByText('Draft saved.')).toBeVisible();
      await tab('English').click();
      await expect(english.getByText('Written from the French version.')).toBeVisible();

      // The French changes: the English, written from it, is out of date as the form stands and once saved.
      await tab('French').click();
      await french.getByLabel('Introduction').fill('Bonjour de la part du groupe, et bienvenue.');
      await expect(tab('English')).toHaveAccessibleName('English: out of date');
      await expect(tab('French')).toHaveAccessibleName('French: up to date');
      await page.getByRole('button', { name: 'Save draft' }).click();
      await expect(page.getByText('Draft saved.')).toBeVisible();
      await page.reload();
      await expect(tab('English')).toHaveAccessibleName('English: out of date');
      await page.getByRole('button', { name: 'Send to subscribers' }).click();
      const outdated = page.getByRole('alertdialog', { name: 'Send this newsletter?' });
      await expect(outdated).toContainText('Out of date (the version it was written from changed after it): English.');
      await page.keyboard.press('Escape');
      await tab('English').click();
      await expect(english.getByText('The French version changed after this one was written.')).toBeVisible();
      await expectClean(page, 'english out of date');
      await english.getByLabel('The English version still says the same as the French one').check();
      await expect(tab('English')).toHaveAccessibleName('English: up to date');
      await page.getByRole('button', { name: 'Save draft' }).click();
      await expect(page.getByText('Draft saved.')).toBeVisible();
      await page.reload();
      await expect(tab('English')).toHaveAccessibleName('English: up to date');
      await expect(tab('Swahili')).toHaveAccessibleName('Swahili: missing');

      await page.getByRole('button', { name: 'Preview' }).click();
      await expect(page.getByRole('heading', { name: 'Preview', level: 2 })).toBeFocused();
      const tabs = page.getByRole('tablist', { name: 'Preview' });
      await expect(tabs.getByRole('tab')).toHaveText(['English', 'French']);
      await expect(page.getByText('Not written in Swahili: no preview.')).toBeVisible();
      await expect(page.getByRole('article', { name: 'The email in English, as formatted' }).locator('h1')).toHaveText(
        `Our news ${id}`,
      );
      await tabs.getByRole('tab', { name: 'English' }).press('ArrowRight');
      await expect(tabs.getByRole('tab', { name: 'French' })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('article', { name: 'The email in French, as formatted' }).locator('h1')).toHaveText(
        `Nos nouvelles ${id}`,
      );
      await page.getByText('Plain text version').last().click();
      await expect(
        page.locator('pre').filter({ hasText: 'Bonjour de la part du groupe, et bienvenue.' }),
      ).toBeVisible();
      await expectClean(page, 'preview');

      // A test of a version it is written in.
      const testVersion = page.getByLabel('Version to test');
      await expect(testVersion.locator('option')).toHaveText(['English', 'French']);
      await testVersion.selectOption('fr');
      await page.getByRole('button', { name: 'Send a test to me' }).click();
      await expect(page.getByText(`A test in French is on its way to ${editor.email}.`)).toBeVisible();
      const [testMail] = await db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, editor.email));
      expect(testMail.subject).toBe(`[Test] Nos nouvelles ${id}`);

      await page.getByRole('button', { name: 'Send to subscribers' }).click();
      // A confirmation dialog whose safe choice has the focus, with the audience by language.
      const question = page.getByRole('alertdialog', { name: 'Send this newsletter?' });
      await expect(question.getByRole('button', { name: 'Cancel' })).toBeFocused();
      // The written versions, each ticked; subscribers of Swahili (none written) get nothing unless chosen.
      const sendTo = question.getByRole('group', { name: 'Send to subscribers of' });
      await expect(sendTo.getByRole('checkbox')).toHaveCount(2);
      await expect(sendTo.getByRole('checkbox', { name: 'French' })).toBeChecked();
      await expect(sendTo.getByRole('checkbox', { name: 'English' })).toBeChecked();
      const others = question.getByRole('group', { name: 'Subscribers of other languages get' });
      await expect(others.getByRole('radio')).toHaveCount(3);
      await expect(others.getByRole('radio', { name: 'Nothing' })).toBeChecked();
      const audience = question.getByTestId('newsletter-audience');
      await expect(audience).toContainText(/French: \d+ subscribers?, version sent: French/);
      await expect(audience).toContainText(/Swahili: \d+ subscribers?, nothing sent/);
      await others.getByRole('radio', { name: 'The French version' }).check();
      await expect(audience).toContainText(/Swahili: \d+ subscribers?, version sent: French/);
      await expect(audience).toContainText(/English: \d+ subscribers?, version sent: English/);
      await expectClean(page, 'send question');
      await page.getByRole('button', { name: 'Send now' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Sent newsletter' })).toBeVisible();
      await expect(page.getByText(/The newsletter is on its way to (1 subscriber|\d+ subscribers)\./)).toBeVisible();
      const rows = await db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.kind, 'newsletter_issue'), like(mailOutbox.toAddress, `%-${id}@example.org`)));
      expect(rows.map((row) => [row.toAddress, row.subject, row.locale]).sort()).toEqual(
        [
          [`en-${id}@example.org`, `Our news ${id}`, 'en'],
          [`fr-${id}@example.org`, `Nos nouvelles ${id}`, 'fr'],
          [`sw-${id}@example.org`, `Nos nouvelles ${id}`, 'fr'],
        ].sort(),
      );
      await expectClean(page, 'sent issue');

      await page.getByRole('link', { name: 'All newsletters' }).click();
      const row = page.getByRole('row', { name: new RegExp(`Our news ${id}`) });
      await expect(row).toBeVisible();
      await expect(row).toContainText('English, French');
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
