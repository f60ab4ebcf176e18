import type { Page } from '@playwright/test';
import { and, eq } from 'drizzle-orm';
import { contactMessages, mailOutbox, settings } from '../server/src/db/schema';
import { expect, test, waitForHydration } from './fixtures';
import { expectClean, openSection, type Server, signIn, tag } from './lib/admin';

/** A visitor sends a message through the public form, as a person does: filling it takes a few seconds. */
async function sendAsVisitor(page: Page, id: string) {
  await page.goto('/contact');
  await waitForHydration(page);
  const form = page.getByRole('form', { name: 'Send Us a Message' });
  // The form asks for its signed time stamp when a field is first used.
  const stamp = page.waitForResponse((response) => response.url().endsWith('/api/contact/form-token'));
  await form.getByLabel('Full Name').fill(`Zanele Dube ${id}`);
  expect((await stamp).status()).toBe(200);
  await form.getByLabel('Email Address').fill(`zanele-${id}@example.org`);
  await form.getByLabel('Phone Number').fill('+27 82 555 0123');
  await form.getByLabel('Company / Organisation').fill(`Dube Media ${id}`);
  await form.getByLabel('Inquiry Type').selectOption('media');
  await form.getByLabel('Message').fill('We would like to interview your CEO about the Benoni hub.');
  // A person takes longer than the 3 s the server asks for; a test has to wait for it.
  await page.waitForTimeout(3200);
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByTestId('contact-status')).toContainText('Message Sent Successfully!');
}

const stored = async (server: Server, email: string) =>
  (await server.database.db.select().from(contactMessages).where(eq(contactMessages.email, email)))[0];

for (const width of [1280, 375]) {
  test.describe(`admin inbox at ${width} px`, () => {
    // The settings test provokes a 400 (an invalid address), which the browser reports.
    test.use({ viewport: { width, height: 900 }, allowedConsoleErrors: [/the server responded with a status of 400/] });

    test('a message from /contact: unread in the inbox, opened, noted, assigned, answered, filed; filters and search', async ({
      page,
      server,
    }) => {
      test.setTimeout(90_000);
      const id = tag();
      await sendAsVisitor(page, id);
      const email = `zanele-${id}@example.org`;
      expect(await stored(server, email)).toMatchObject({ status: 'new', spamReason: null, subject: 'media' });
      // A bot's post (no time stamp, honeypot filled) gets the same answer and goes to Spam.
      const bot = await page.request.post('/api/contact', {
        data: {
          name: `Bot ${id}`,
          email: `bot-${id}@example.org`,
          phone: '+27 82 555 0000',
          subject: 'other',
          message: 'Cheap followers for your company page!',
          website: 'https://spam.example',
        },
      });
      expect(bot.status()).toBe(201);
      expect(await stored(server, `bot-${id}@example.org`)).toMatchObject({ status: 'spam', spamReason: 'honeypot' });

      const staff = await signIn(page, server, 'inbox');
      // The navigation counts unread messages.
      const nav = page.getByRole('navigation', { name: 'Admin sections', includeHidden: true });
      await openSection(page, 'Inbox');
      await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeFocused();
      await expect(nav.getByRole('link', { name: /^Inbox \d+$/, includeHidden: true })).toBeAttached();
      const before = Number(
        (await nav.getByRole('link', { name: /^Inbox/, includeHidden: true }).textContent())?.replace(/\D/g, ''),
      );
      expect(before).toBeGreaterThanOrEqual(1);

      // Search (keyboard: type, Enter).
      await page.getByLabel('Search name, email, company or text').fill(id);
      await page.getByLabel('Search name, email, company or text').press('Enter');
      const list = page.getByRole('list', { name: 'Messages' });
      await expect(list.getByTestId('inbox-message')).toHaveCount(1);
      const link = list.getByRole('link', { name: `Unread: Zanele Dube ${id}` });
      await expect(link).toBeVisible();
      expect(await link.evaluate((element) => getComputedStyle(element).fontWeight)).toBe('700');
      await expect(list).not.toContainText(`Bot ${id}`);
      await expectClean(page, 'inbox list');

      // Filters: type and status.
      await page.getByLabel('Inquiry type').selectOption('investment');
      await expect(page.getByText('No messages match.')).toBeVisible();
      await page.getByLabel('Inquiry type').selectOption('media');
      await expect(list.getByTestId('inbox-message')).toHaveCount(1);
      await page.getByLabel('Inquiry type').selectOption('');
      await page.getByLabel('Status', { exact: true }).selectOption('spam');
      await expect(list.getByTestId('inbox-message')).toHaveCount(1);
      await expect(list).toContainText(`Bot ${id}`);
      await page.getByLabel('Status', { exact: true }).selectOption('');

      // Open it with the keyboard.
      await link.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('heading', { level: 1 })).toContainText(`Zanele Dube ${id}`);
      await expect(page.getByText('We would like to interview your CEO about the Benoni hub.')).toBeVisible();
      await expect(page.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
      // Opening marks it read: the count goes down.
      await expect
        .poll(async () =>
          Number(
            (await nav.getByRole('link', { name: /^Inbox/, includeHidden: true }).textContent())?.replace(/\D/g, '') ||
              0,
          ),
        )
        .toBe(before - 1);
      expect((await stored(server, email)).readAt).not.toBeNull();
      await expectClean(page, 'inbox message');

      // A note, with the keyboard.
      await page.getByLabel('Note (staff only)').fill('Press office says yes for next week.');
      await page.getByLabel('Note (staff only)').press('Tab');
      await expect(page.getByRole('button', { name: 'Add note' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('status').filter({ hasText: 'Note added.' })).toBeVisible();
      const history = page.getByTestId('history-event');
      await expect(history.filter({ hasText: 'added a note' })).toContainText('Press office says yes for next week.');

      // Assign to themselves.
      await page
        .getByLabel('Assigned to')
        .selectOption({ label: `Test inbox ${staff.email.match(/inbox(\d+)/)?.[1]}` });
      await page.getByRole('button', { name: 'Assign' }).click();
      await expect(history.filter({ hasText: 'assigned it to' })).toBeVisible();

      // Reply: through the outbox, on the history, and the message is answered.
      await expect(page.getByLabel('Subject')).toHaveValue('Re: Media & Press');
      await page.getByLabel('Reply', { exact: true }).fill('Dear Zanele,\n\nNext Tuesday at 10:00 suits us.');
      await page.getByRole('button', { name: 'Send reply' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Reply queued for sending.' })).toBeVisible();
      await expect(history.filter({ hasText: 'replied: Re: Media & Press' })).toContainText('Next Tuesday at 10:00');
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Answered');
      const mails = await server.database.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.kind, 'contact_reply')));
      expect(mails).toHaveLength(1);
      expect(mails[0].replyTo).toBe(staff.email);

      // File it.
      await page.getByLabel('Status', { exact: true }).selectOption('archived');
      await page.getByRole('button', { name: 'Change status' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Archived');
      await expect(history.filter({ hasText: 'changed the status from Answered to Archived' })).toBeVisible();
      await expectClean(page, 'inbox message handled');

      // Back in the list it is found under Archived only.
      await page.getByRole('link', { name: 'Back to the inbox' }).click();
      await page.getByLabel('Search name, email, company or text').fill(`Dube Media ${id}`);
      await page.getByRole('button', { name: 'Search' }).click();
      await expect(page.getByText('No messages match.')).toBeVisible();
      await page.getByLabel('Status', { exact: true }).selectOption('archived');
      await expect(list.getByTestId('inbox-message')).toHaveCount(1);
      await expect(list.getByRole('link', { name: `Zanele Dube ${id}`, exact: true })).toBeVisible();
    });

    test('a message in Spam is moved out by staff', async ({ page, server }) => {
      const id = tag();
      const [row] = await server.database.db
        .insert(contactMessages)
        .values({
          name: `Hasty Person ${id}`,
          email: `hasty-${id}@example.org`,
          phone: '+27 82 555 0101',
          subject: 'careers',
          message: 'I typed quickly, but I am a person looking for an internship.',
          status: 'spam',
          spamReason: 'too_fast',
        })
        .returning();
      await signIn(page, server, 'owner');
      await page.goto(`/admin/inbox/${row.id}`);
      await expect(
        page.getByText(
          'Filed as spam on arrival: it was sent within seconds of opening the form. Nobody was notified.',
        ),
      ).toBeVisible();
      await expect(page.getByText(/Marked as spam by/)).toHaveCount(0);
      await expect(page.getByText('Move this message out of Spam before replying.')).toBeVisible();
      await expectClean(page, 'inbox spam message');
      await page.getByRole('button', { name: 'Not spam: move to New' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toContainText('New');
      await expect(page.getByRole('button', { name: 'Send reply' })).toBeVisible();
      expect((await stored(server, `hasty-${id}@example.org`)).status).toBe('new');
    });

    test('a message marked as spam by hand says who did it and when', async ({ page, server }) => {
      const id = tag();
      const [row] = await server.database.db
        .insert(contactMessages)
        .values({
          name: `Persistent Seller ${id}`,
          email: `seller-${id}@example.org`,
          phone: '+27 82 555 0102',
          subject: 'partnership',
          message: 'We sell backlinks in bulk. Reply for our price list.',
        })
        .returning();
      const staff = await signIn(page, server, 'inbox');
      const name = `Test inbox ${staff.email.match(/inbox(\d+)/)?.[1]}`;
      await page.goto(`/admin/inbox/${row.id}`);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('New');
      await page.getByLabel('Status', { exact: true }).selectOption('spam');
      await page.getByRole('button', { name: 'Change status' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Spam');
      // The note and the history show the same moment, as the feature formats it.
      const event = page.getByTestId('history-event').filter({ hasText: 'changed the status from New to Spam' });
      const when = (await event.locator('span').last().textContent())?.replace(/^·\s*/, '') ?? '';
      expect(when).toMatch(/\d{4}/);
      const note = page.getByText(/^Marked as spam by /);
      await expect(note).toHaveText(`Marked as spam by ${name} on ${when}.`);
      await expect(page.getByText(/Filed as spam on arrival|Nobody was notified/)).toHaveCount(0);
      await expectClean(page, 'inbox message marked as spam');
      // Out of Spam and back: still the truth.
      await page.getByRole('button', { name: 'Not spam: move to New' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toContainText('New');
      await expect(note).toHaveCount(0);
      await page.getByLabel('Status', { exact: true }).selectOption('spam');
      await page.getByRole('button', { name: 'Change status' }).click();
      await expect(page.getByTestId('history-event').filter({ hasText: 'from New to Spam' })).toHaveCount(2);
      await expect(note).toHaveText(new RegExp(`^Marked as spam by ${name} on .+\\d{4}.+\\.$`));
    });

    test('settings: who is told of what, from staff accounts and other addresses, checked and saved', async ({
      page,
      server,
    }) => {
      // Two axe runs per step, and the page at 375 px, on a shared machine.
      test.setTimeout(90_000);
      const db = server.database.db;
      // A new install: nobody chosen (a choice another test saved is not this one's).
      await db.delete(settings).where(eq(settings.key, 'contact.notify.people'));
      const me = await signIn(page, server, 'owner');
      try {
        await openSection(page, 'Settings');
        await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeFocused();
        await expect(
          page.getByText('Nobody has been chosen yet, so every owner is told of every message.', { exact: false }),
        ).toBeVisible();
        // No operator's variable is named to an owner.
        await expect(page.getByText('CONTACT_NOTIFY_TO')).toHaveCount(0);
        const mine = page.getByRole('group', { name: `${me.name}, Owner` });
        const told = mine.getByRole('group', { name: 'Told about' });
        await expect(told.getByRole('checkbox')).toHaveCount(8);
        for (const box of await told.getByRole('checkbox').all()) await expect(box).toBeChecked();
        await expectClean(page, 'settings');

        // A bad address is named under its field; nothing is saved.
        const field = page.getByRole('group', { name: 'Other addresses' }).getByLabel('Investment Interest');
        await field.fill('investors@veb.example, not an address');
        await page.getByRole('button', { name: 'Save notifications' }).click();
        await expect(page.getByRole('alert')).toContainText('Please correct the highlighted fields.');
        await expect(field).toHaveAttribute('aria-invalid', 'true');
        await expect(field).toHaveAccessibleDescription(/Enter a valid email address/);
        await expectClean(page, 'settings with an error');
        await field.fill('investors@veb.example; CFO@veb.example');

        // Only some companies, none ticked: said under the choice, not sent.
        await told.getByRole('checkbox', { name: 'General Inquiry' }).uncheck();
        const reach = mine.getByRole('group', { name: 'Messages to' });
        await reach.getByRole('radio', { name: 'Only these companies' }).check();
        await page.getByRole('button', { name: 'Save notifications' }).click();
        await expect(reach).toHaveAccessibleDescription('Choose at least one company, or the group and every company.');
        await reach.getByRole('checkbox', { name: 'AK Images' }).check();
        await field.press('Enter');
        await expect(page.getByRole('status').filter({ hasText: 'Notifications saved.' })).toBeVisible();
        await expect(field).toHaveValue('investors@veb.example, cfo@veb.example');
        await expect(page.getByText('Nobody has been chosen yet', { exact: false })).toHaveCount(0);

        // Kept: after a reload the choice is the one saved, and the server tells by it.
        await page.reload();
        await expect(told.getByRole('checkbox', { name: 'General Inquiry' })).not.toBeChecked();
        await expect(told.getByRole('checkbox', { name: 'Investment Interest' })).toBeChecked();
        await expect(reach.getByRole('checkbox', { name: 'AK Images' })).toBeChecked();
        await page.setViewportSize({ width: 375, height: 800 });
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
        await expectClean(page, 'settings at 375 px');
        await page.setViewportSize({ width: 1280, height: 800 });
      } finally {
        await db.delete(settings).where(eq(settings.key, 'contact.notify.people'));
      }
      // Editors do not see Settings or the inbox.
      await page.getByRole('button', { name: 'Sign out' }).click();
      await signIn(page, server, 'editor');
      const nav = page.getByRole('navigation', { name: 'Admin sections', includeHidden: true });
      await expect(nav.getByRole('link', { name: 'Settings', includeHidden: true })).toHaveCount(0);
      await expect(nav.getByRole('link', { name: /^Inbox/, includeHidden: true })).toHaveCount(0);
      await expect(nav.getByRole('link', { name: 'Dashboard', includeHidden: true })).toHaveCount(1);
    });
  });
}
