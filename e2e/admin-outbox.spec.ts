import { eq } from 'drizzle-orm';
import { mailOutbox, newsletterSubscribers } from '../server/src/db/schema';
import { expect, test } from './fixtures';
import { expectClean, openSection, type Server, signIn, tag } from './lib/admin';

/** A failed mail and a sent one, straight in the database as the worker leaves them. */
async function seed(server: Server, id: string) {
  const db = server.database.db;
  const [failed, sent] = await db
    .insert(mailOutbox)
    .values([
      {
        kind: 'contact_notification',
        toAddress: `failed-${id}@example.org`,
        subject: `New message ${id}`,
        textBody: 'A visitor wrote',
        status: 'failed',
        attempts: 14,
        lastError: `Invalid login: 535 Authentication failed ${id}`,
      },
      {
        kind: 'contact_reply',
        toAddress: `sent-${id}@example.org`,
        subject: `Re: your message ${id}`,
        textBody: 'Thank you',
        status: 'sent',
        attempts: 1,
        sentAt: new Date(),
      },
    ])
    .returning();
  return { failed, sent };
}

for (const width of [1280, 375]) {
  test.describe(`admin outbox at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('an owner sees a failed mail and its error from the dashboard and retries it with the keyboard', async ({
      page,
      server,
    }) => {
      // Five axe checks and a retry: more than the default 30 s on a busy machine.
      test.slow();
      const id = tag();
      const { failed } = await seed(server, id);
      await signIn(page, server, 'owner');

      // The e2e server has no SMTP_URL: the dashboard says so, and counts the failed mail.
      await expect(page.getByText('E-mail is not configured (SMTP_URL): mail waits in the outbox.')).toBeVisible();
      const attention = page.getByRole('link', { name: /^\d+ e-mails? failed$/ });
      await expect(attention).toBeVisible();
      await expectClean(page, 'outbox dashboard');
      await attention.focus();
      await page.keyboard.press('Enter');

      await expect(page.getByRole('heading', { level: 1, name: 'Outbox' })).toBeFocused();
      await expect(page).toHaveURL(/\/admin\/outbox\?status=failed$/);
      const failedTab = page.getByRole('tab', { name: /^Failed \(\d+\)$/ });
      await expect(failedTab).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByText('E-mail is not configured (SMTP_URL): nothing is sent')).toBeVisible();
      const failedTable = page.getByRole('table', { name: 'Failed e-mails, newest first' });
      const row = failedTable.getByRole('row', { name: new RegExp(`failed-${id}@example\\.org`) });
      await expect(row).toContainText(`Invalid login: 535 Authentication failed ${id}`);
      await expect(row).toContainText('Contact message to staff');
      await expect(row).toContainText('14');
      await expectClean(page, 'outbox failed');

      const retry = page.getByRole('button', { name: `Retry the e-mail to failed-${id}@example.org` });
      await retry.focus();
      await page.keyboard.press('Enter');
      const notice = page
        .getByRole('status')
        .filter({ hasText: `The e-mail to failed-${id}@example.org is queued again` });
      await expect(notice).toBeVisible();
      await expect(notice.locator('..')).toBeFocused();
      await expect(row).toHaveCount(0);
      const [stored] = await server.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, failed.id));
      expect(stored).toMatchObject({ status: 'queued', attempts: 0 });

      // Arrow keys move between the tabs: Failed → Sent → Queued.
      await failedTab.focus();
      await page.keyboard.press('ArrowLeft');
      await expect(page.getByRole('tab', { name: /^Sent/ })).toHaveAttribute('aria-selected', 'true');
      await expect(
        page.getByRole('table', { name: 'Sent e-mails, newest first' }).getByRole('row', {
          name: new RegExp(`sent-${id}@example\\.org`),
        }),
      ).toContainText('Sent');
      await expectClean(page, 'outbox sent');
      await page.keyboard.press('ArrowLeft');
      await expect(page.getByRole('tab', { name: /^Queued/ })).toHaveAttribute('aria-selected', 'true');
      const queuedRow = page
        .getByRole('table', { name: 'Queued e-mails, newest first' })
        .getByRole('row', { name: new RegExp(`failed-${id}@example\\.org`) });
      await expect(queuedRow).toContainText('Queued');
      await expectClean(page, 'outbox queued');
    });

    test('an owner reads a mail as it was written, its acting link masked', async ({ page, server }) => {
      test.slow();
      const id = tag();
      const email = `reader-${id}@example.org`;
      const subscribed = await page.request.post('/api/newsletter/subscribe', { data: { email, lang: 'fr' } });
      expect(subscribed.status()).toBe(201);
      const db = server.database.db;
      const [stored] = await db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
      const token = /#token=([A-Za-z0-9_-]+)/.exec(stored.textBody)?.[1] ?? '';
      expect(token).toHaveLength(43);
      try {
        await signIn(page, server, 'owner');
        await page.goto('/admin/outbox?status=queued');
        const show = page.getByRole('button', { name: `Show the e-mail to ${email}` });
        await show.focus();
        await page.keyboard.press('Enter');
        const dialog = page.getByRole('dialog', { name: stored.subject });
        await expect(dialog).toBeVisible();
        const html = dialog.getByRole('region', { name: 'The e-mail as the recipient sees it' });
        await expect(html.getByRole('link').first()).toHaveAttribute(
          'href',
          /\/newsletter\/confirm\?lang=fr#token=(•|%E2%80%A2){6}$/,
        );
        await dialog.getByText('Plain text').click();
        await expect(dialog.getByRole('region', { name: 'Plain text' })).toContainText('#token=••••••');
        expect(await dialog.innerHTML()).not.toContain(token);
        await expectClean(page, 'outbox mail content');
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
        await expect(show).toBeFocused();
      } finally {
        await db.delete(mailOutbox).where(eq(mailOutbox.toAddress, email));
        await db.delete(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
      }
    });

    test('an editor has no outbox and no e-mail warning', async ({ page, server }) => {
      await signIn(page, server, 'editor');
      await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
      await expect(page.getByText('E-mail is not configured (SMTP_URL)')).toHaveCount(0);
      await expect(page.getByRole('link', { name: /e-mails? failed/ })).toHaveCount(0);
      await openSection(page, 'Newsletters');
      await expect(
        page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Outbox' }),
      ).toHaveCount(0);
      await page.goto('/admin/outbox');
      await expect(page.getByRole('heading', { level: 1, name: 'Not for your role' })).toBeVisible();
      await expectClean(page, 'outbox forbidden');
    });
  });
}
