import { readFile } from 'node:fs/promises';
import type { PersonalData } from '@common/admin/privacy';
import { eq, sql } from 'drizzle-orm';
import {
  auditLog,
  contactEvents,
  contactMessages,
  mailOutbox,
  newsletterIssues,
  newsletterSubscribers,
} from '../server/src/db/schema';
import { enqueueMail } from '../server/src/modules/mail';
import { issueVersions } from '../server/src/modules/newsletter/test-fixtures';
import { expect, test } from './fixtures';
import { expectClean, signIn } from './lib/admin';

for (const width of [1280, 375]) {
  test.describe(`personal data at ${width} px`, () => {
    // The browser reports the 400 the test provokes (a mistyped confirmation).
    test.use({ viewport: { width, height: 900 }, allowedConsoleErrors: [/the server responded with a status of 400/] });

    test('an owner sees, exports and erases what is stored about an address', async ({ page, server }) => {
      const db = server.database.db;
      const email = `person-${width}-${Date.now()}@example.org`;
      const [message] = await db
        .insert(contactMessages)
        .values({
          name: 'Amara Okafor',
          email: email.toUpperCase(),
          phone: '+27 11 555 0101',
          subject: 'investment',
          message: 'I would like to invest in the Benoni hub.',
        })
        .returning();
      await db
        .insert(contactEvents)
        .values({ messageId: message.id, actor: 'staff@veb.example', kind: 'note', body: 'Called back' });
      await enqueueMail(db, {
        kind: 'contact_reply',
        language: 'en',
        to: email,
        subject: 'Re: your message',
        text: 'Thank you',
        contactMessageId: message.id,
      });
      await db.insert(newsletterSubscribers).values({ email, status: 'confirmed', locale: 'sw' });

      await signIn(page, server, 'owner');
      const link = page
        .getByRole('navigation', { name: 'Admin sections' })
        .getByRole('link', { name: 'Personal data' });
      const menu = page.getByRole('button', { name: 'Menu' });
      // Below 1024 px the sections are behind the Menu button.
      await expect(async () => {
        if (!(await link.isVisible()) && (await menu.isVisible())) await menu.click();
        await expect(link).toBeVisible({ timeout: 1000 });
      }).toPass();
      await link.click();
      await expect(page.getByRole('heading', { level: 1, name: 'Personal data' })).toBeFocused();
      await expectClean(page, 'personal data');

      await page.getByLabel('Email address').fill(email);
      await page.getByLabel('Email address').press('Enter');
      await expect(page.getByRole('heading', { name: `Stored about ${email}` })).toBeFocused();
      await expect(page.getByText('I would like to invest in the Benoni hub.')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Contact messages (1)' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Emails to or about this address (1)' })).toBeVisible();
      await expect(
        page.getByText(/^Confirmed, in Swahili; subscribed \d{1,2} \w{3} \d{4}, \d\d:\d\d SAST\.$/),
      ).toBeVisible();
      // Words, never codes: the inquiry type, the status, the history, the e-mail's kind and status.
      await expect(page.getByText(/^\d{1,2} \w{3} \d{4}, \d\d:\d\d SAST · Investment Interest · New$/)).toBeVisible();
      await page.getByText('History and notes').click();
      await expect(page.getByText(/ · staff@veb\.example added an internal note: Called back$/)).toBeVisible();
      const mails = page.getByRole('region', { name: 'Emails, oldest first' });
      await expect(mails.getByRole('cell', { name: 'Reply to a contact message' })).toBeVisible();
      await expect(mails.getByRole('cell', { name: 'Queued', exact: true })).toBeVisible();
      await expect(page.getByText(/\b(investment|contact_reply|queued|new)\b/)).toHaveCount(0);
      await expectClean(page, 'person found');

      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Export as JSON' }).click();
      const file = JSON.parse(await readFile(await (await download).path(), 'utf8')) as PersonalData;
      expect(file.email).toBe(email);
      expect(file.contactMessages[0].events[0].body).toBe('Called back');
      expect(file.subscription?.locale).toBe('sw');

      await page.getByRole('button', { name: 'Erase everything' }).click();
      await expect(page.getByRole('heading', { name: `Erase everything stored about ${email}?` })).toBeFocused();
      await expectClean(page, 'erase question');
      await page.getByLabel('Type the email address again to confirm').fill('someone-else@example.org');
      await page.getByRole('button', { name: 'Erase', exact: true }).click();
      await expect(page.getByText('Type the same address to confirm')).toBeVisible();
      await page.getByLabel('Type the email address again to confirm').fill(email);
      await page.getByRole('button', { name: 'Erase', exact: true }).click();
      await expect(
        page.getByText(/^Erased: 1 contact message with 1 history entry, 1 subscription and 1 email\./),
      ).toBeVisible();
      await expectClean(page, 'erased');

      const left = (await db.select().from(contactMessages).where(eq(contactMessages.id, message.id))).length;
      expect(left).toBe(0);
      expect(await db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email))).toEqual([]);
      expect(await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email))).toEqual([]);
      expect(
        await db
          .select()
          .from(auditLog)
          .where(sql`${auditLog.details}::text ilike ${`%${email}%`}`),
      ).toEqual([]);
    });

    test('erasing a subscriber leaves what a past newsletter reports', async ({ page, server }) => {
      const db = server.database.db;
      const email = `reader-${width}-${Date.now()}@example.org`;
      const subject = `Sent to one reader ${width} ${Date.now()}`;
      const [subscriber] = await db
        .insert(newsletterSubscribers)
        .values({ email, status: 'confirmed', locale: 'en', confirmedAt: new Date() })
        .returning();
      // An issue as sending it leaves it (server tests send through SMTP): sent, its one mail delivered.
      const [issue] = await db
        .insert(newsletterIssues)
        .values({
          versions: issueVersions({ en: { subject, intro: 'Hello' } }),
          articleIds: [],
          status: 'sent',
          sentAt: new Date(),
          recipients: 1,
        })
        .returning();
      const [mailId] = await enqueueMail(db, {
        kind: 'newsletter_issue',
        language: 'en',
        to: email,
        subject,
        text: 'Hello',
        subscriberId: subscriber.id,
        issueId: issue.id,
      });
      await db.update(mailOutbox).set({ status: 'sent', sentAt: new Date() }).where(eq(mailOutbox.id, mailId));

      await signIn(page, server, 'owner');
      const report = page.getByText(/ sent, \d+ waiting, /);
      await page.goto(`/admin/newsletters/${issue.id}`);
      await expect(report).toHaveText('1 sent, 0 waiting, 0 failed, 0 withdrawn, of 1 recipient.');

      await page.goto('/admin/privacy');
      await page.getByLabel('Email address').fill(email);
      await page.getByLabel('Email address').press('Enter');
      await page.getByRole('button', { name: 'Erase everything' }).click();
      await page.getByLabel('Type the email address again to confirm').fill(email);
      await page.getByRole('button', { name: 'Erase', exact: true }).click();
      await expect(
        page.getByText(/^Erased: 0 contact messages with 0 history entries, 1 subscription and 1 email\./),
      ).toBeVisible();
      expect(await db.select().from(mailOutbox).where(eq(mailOutbox.id, mailId))).toEqual([]);

      await page.goto(`/admin/newsletters/${issue.id}`);
      await expect(report).toHaveText('1 sent, 0 waiting, 0 failed, 0 withdrawn, of 1 recipient.');
      await expectClean(page, 'sent issue after erasure');
      await page.getByRole('link', { name: 'All newsletters' }).click();
      const row = page.getByRole('row', { name: new RegExp(subject) });
      // Its languages, status and date, then recipients, waiting, sent, failed, withdrawn.
      await expect(row.getByRole('cell')).toHaveText(['English', 'Sent', /./, '1', '0', '1', '0', '0']);
      await expectClean(page, 'newsletter list after erasure');
    });
  });
}
