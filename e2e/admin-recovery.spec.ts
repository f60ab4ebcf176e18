import type { Page } from '@playwright/test';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../server/src/db/client';
import { mailOutbox, staffUsers } from '../server/src/db/schema';
import { currentTotp } from '../server/src/modules/auth/totp';
import { announceSetup, prepareSetup, SETUP_MS } from '../server/src/modules/staff/setup';
import { createBuiltAdminShell } from '../server/src/ssr/admin-shell';
import { createBuiltRenderer } from '../server/src/ssr/renderer';
import { builtSiteDir } from '../server/src/test/page-renderer';
import { createStaff, type TestStaff } from '../server/src/test/staff';
import { createTestApp } from '../server/src/test/test-app';
import { expect, freePort, test } from './fixtures';
import { expectClean, openSection, type Server, signIn, signInAs, tag } from './lib/admin';

/**
 * Decision 027 in the browser: a new installation set up from the address printed at
 * start, "Forgot your password?" to a new password (two-factor still asked), and an owner helping a
 * colleague (reset link, sessions, invitations sent again and withdrawn). The e2e servers have no SMTP:
 * mail waits in the outbox, where the tests read it as it would be sent.
 */

const nameOf = (staff: TestStaff) => `Test ${staff.role} ${/^[a-z]+(\d+)-/.exec(staff.email)?.[1]}`;

/** The link of the newest mail of `kind` to `to`, from the outbox (the body that would be sent). */
async function linkInMail(db: Db, to: string, kind: 'password_reset' | 'invitation'): Promise<string> {
  let link: string | undefined;
  await expect(async () => {
    const [row] = await db
      .select({ text: mailOutbox.textBody })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, to), eq(mailOutbox.kind, kind)))
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    link = /https?:\/\/\S+\/admin\/(?:reset|invitation)\/[\w-]{43}/.exec(row?.text ?? '')?.[0];
    expect(link).toBeTruthy();
  }).toPass();
  return link as string;
}

/** Reads the key beside the QR code and confirms with its current code. */
async function enrol(page: Page) {
  const key = page.locator('code').filter({ hasText: /^[A-Z2-7 ]{16,}$/ });
  await expect(key).toBeVisible();
  const secret = ((await key.textContent()) ?? '').replace(/\s/g, '');
  await page.getByLabel('Authentication code').fill(currentTotp(secret));
  await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
}

/** A site of its own on an empty database: no owner yet. */
const fresh = test.extend<object, { newSite: Server & { origin: string } }>({
  newSite: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright requires an object pattern for fixtures without dependencies.
    async ({}, use) => {
      const dist = builtSiteDir();
      const [renderer, adminShell] = await Promise.all([createBuiltRenderer(dist), createBuiltAdminShell(dist)]);
      const port = await freePort();
      const site = await createTestApp('pglite', {
        seed: false,
        renderer,
        adminShell,
        env: { PUBLIC_URL: `http://127.0.0.1:${port}` },
      });
      const origin = await site.app.listen({ host: '127.0.0.1', port });
      await use({ ...site, origin });
      await site.close();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ newSite }, use) => use(newSite.origin),
});

for (const width of [1280, 375]) {
  test.describe(`account recovery at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    // The browser reports the refusals the tests provoke (a spent link, an expired address).
    test.use({ allowedConsoleErrors: [/status of 4\d\d/] });

    fresh(
      'a new installation: the printed address sets up the first owner with two-factor',
      async ({ page, newSite }) => {
        test.setTimeout(90_000);
        const db = newSite.database.db;
        await db.delete(staffUsers);
        const printed: string[] = [];
        await announceSetup(newSite.app, (text) => printed.push(text));
        const address = /http:\/\/127\.0\.0\.1:\d+\/admin\/setup\/[\w-]{43}/.exec(printed.join(''))?.[0] as string;
        expect(address.startsWith(newSite.origin)).toBe(true);

        await page.goto(`/admin/setup/${'x'.repeat(43)}`);
        await expect(page.getByRole('heading', { level: 1, name: 'This setup address is not valid' })).toBeVisible();
        await expectClean(page, 'setup address not valid');
        const old = await prepareSetup(db, `e2e-expired-${width}`, new Date(Date.now() - SETUP_MS - 60_000));
        await page.goto(`/admin/setup/${old}`);
        await expect(page.getByRole('heading', { level: 1, name: 'This setup address has expired' })).toBeVisible();
        await expect(page.getByText('Restart the site')).toBeVisible();
        await expect(page.getByText('npm run staff -- create --email EMAIL --name NAME --role owner')).toBeVisible();
        await expectClean(page, 'setup address expired');

        await page.goto(address);
        await expect(page.getByRole('heading', { level: 1, name: 'Set up the first owner' })).toBeFocused();
        await expectClean(page, 'first owner setup');
        const password = `red earth ${tag()} after rain`;
        await page.getByLabel('Your name').fill('Zawadi Founder');
        await page.getByLabel('Email').fill(`zawadi-${width}@veb.example`);
        await page.getByLabel('Password', { exact: true }).fill(password);
        await page.getByLabel('The same password again').fill(`${password} typo`);
        await page.getByRole('button', { name: 'Create the owner account' }).click();
        await expect(page.getByText('The two passwords differ')).toBeVisible();
        await page.getByLabel('The same password again').fill(password);
        await page.getByRole('button', { name: 'Create the owner account' }).click();
        await expect(page.getByRole('heading', { level: 1, name: 'Set up two-factor sign-in' })).toBeVisible();
        await enrol(page);
        await expect(page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
        await page.getByRole('button', { name: 'I have saved them' }).click();
        await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Zawadi Founder' })).toBeVisible();

        // The address worked once: now it says an owner exists, and where to go.
        await page.goto(address);
        await expect(page.getByRole('heading', { level: 1, name: 'This site already has an owner' })).toBeVisible();
        await expectClean(page, 'setup address used');
      },
    );

    test('forgot password: a link by mail, a new password, every session ended, the code still asked', async ({
      page,
      browser,
      server,
    }) => {
      test.setTimeout(90_000);
      const db = server.database.db;
      const owner = await createStaff(db, 'owner');
      // Still signed in on another device, which the new password signs out.
      const other = await browser.newContext({ baseURL: server.origin, viewport: { width, height: 900 } });
      const otherPage = await other.newPage();
      await signInAs(otherPage, owner);

      await page.goto('/admin/');
      await page.getByRole('link', { name: 'Forgot your password?' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeFocused();
      await expectClean(page, 'forgot password');
      await page.getByLabel('Email').fill(owner.email);
      await page.getByRole('button', { name: 'Send the link' }).click();
      const sent = page.getByRole('status').filter({ hasText: 'Check your email' });
      await expect(sent).toContainText(`If ${owner.email} belongs to a staff account`);
      await expectClean(page, 'reset link asked');

      const link = await linkInMail(db, owner.email, 'password_reset');
      await page.goto(link);
      await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeFocused();
      await expect(page.getByText(`For the staff account ${owner.email}`)).toBeVisible();
      await expectClean(page, 'new password');
      await page.getByLabel('New password', { exact: true }).fill('password1234');
      await page.getByLabel('The same new password again').fill('password1234');
      await page.getByRole('button', { name: 'Set the new password' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'too common' }).first()).toBeVisible();
      const password = `quiet baobabs ${tag()} at dusk`;
      await page.getByLabel('New password', { exact: true }).fill(password);
      await page.getByLabel('The same new password again').fill(password);
      await page.getByRole('button', { name: 'Set the new password' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Your password is changed' })).toBeVisible();
      await expectClean(page, 'password changed');

      // The other device is signed out.
      await otherPage.reload();
      await expect(otherPage.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
      await other.close();

      await page.getByRole('link', { name: 'Sign in' }).click();
      await page.getByLabel('Email').fill(owner.email);
      await page.getByLabel('Password').fill(password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      // An owner still passes two-factor sign-in.
      await expect(page.getByRole('heading', { level: 1, name: 'Enter your authentication code' })).toBeVisible();
      // The other device used this time step's code, which works once: the app's next code (one step ahead
      // is accepted for clock drift).
      await page
        .getByLabel('Authentication code')
        .fill(currentTotp(owner.totpSecret as string, new Date(Date.now() + 30_000)));
      await page.getByRole('button', { name: 'Verify' }).click();
      await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();

      // The link worked once.
      await page.goto(link);
      await expect(page.getByRole('heading', { level: 1, name: 'This link no longer works' })).toBeVisible();
      await expectClean(page, 'reset link spent');
      await page.getByRole('link', { name: 'Ask for a new link' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
    });

    test('an owner sends a reset link, ends a colleague’s session, sends an invitation again and withdraws it', async ({
      page,
      browser,
      server,
    }) => {
      test.setTimeout(120_000);
      const db = server.database.db;
      await signIn(page, server, 'owner');
      const colleague = await createStaff(db, 'editor', { totp: false });
      const name = nameOf(colleague);
      const theirs = await browser.newContext({ baseURL: server.origin, viewport: { width, height: 900 } });
      const theirPage = await theirs.newPage();
      await signInAs(theirPage, colleague);

      await openSection(page, 'Staff');
      const row = page.getByRole('row', { name: new RegExp(colleague.email) });
      await row.getByRole('button', { name: `Send a reset link to ${name}` }).click();
      const question = page.getByRole('alertdialog', { name: `Send ${name} a password reset link?` });
      await expect(question.getByRole('button', { name: 'Cancel' })).toBeFocused();
      await expectClean(page, 'staff reset link question');
      await question.getByRole('button', { name: 'Send the link' }).click();
      // This server has no SMTP: the screen says the link waits in the outbox, and what to do instead.
      await expect(
        page.getByRole('status').filter({ hasText: 'E-mail is not configured on this server' }),
      ).toBeVisible();
      await expect(row.getByRole('button', { name: `Send a reset link to ${name}` })).toBeFocused();
      expect(await linkInMail(db, colleague.email, 'password_reset')).toMatch(/\/admin\/reset\//);

      // The colleague's sessions: one, in the other browser; ending it signs that browser out.
      await row.getByRole('button', { name: `Sessions of ${name}` }).click();
      const panel = page.getByRole('region', { name: `Sessions of ${name}` });
      await expect(panel.getByRole('heading', { name: `Sessions of ${name}` })).toBeFocused();
      const sessions = panel.getByRole('list', { name: `Sessions of ${name}` }).getByRole('listitem');
      await expect(sessions).toHaveCount(1);
      await expect(sessions.first()).toContainText('Chrome, Linux');
      await expect(sessions.first()).toContainText('127.0.0.1');
      await expectClean(page, 'colleague sessions');
      await sessions
        .first()
        .getByRole('button', { name: /^End the session of/ })
        .click();
      const end = page.getByRole('alertdialog', { name: `End this session of ${name}?` });
      await expect(end.getByRole('button', { name: 'Cancel' })).toBeFocused();
      await expectClean(page, 'end session question');
      await end.getByRole('button', { name: 'End the session' }).click();
      await expect(
        panel.getByRole('status').filter({ hasText: `The session of ${name} on Chrome, Linux has ended.` }),
      ).toBeVisible();
      await expect(panel.getByText(`${name} is not signed in anywhere.`)).toBeVisible();
      await theirPage.reload();
      await expect(theirPage.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
      await panel.getByRole('button', { name: `Close the sessions of ${name}` }).click();
      await expect(row.getByRole('button', { name: `Sessions of ${name}` })).toBeFocused();

      // An invitation: e-mailed (here: waiting in the outbox, and the screen says so), sent again, withdrawn.
      const invitee = `again-${tag()}@staff.example`;
      await page.getByLabel('Email', { exact: true }).fill(invitee);
      await page.getByRole('button', { name: 'Create the invitation' }).click();
      await expect(page.getByRole('status').filter({ hasText: `does not reach ${invitee}` })).toBeVisible();
      const first = await page.getByLabel(`Invitation link for ${invitee}`).inputValue();
      const invitationRow = page.getByRole('row', { name: new RegExp(invitee) });
      await expect(invitationRow).toContainText('Being sent');
      await invitationRow.getByRole('button', { name: `Send again to ${invitee}` }).click();
      const resend = page.getByRole('alertdialog', { name: `Send the invitation for ${invitee} again?` });
      await expect(resend.getByRole('button', { name: 'Cancel' })).toBeFocused();
      await expectClean(page, 'resend invitation question');
      await resend.getByRole('button', { name: 'Send again' }).click();
      await expect(
        page.getByRole('status').filter({ hasText: `The invitation for ${invitee} is sent again with a new link` }),
      ).toBeVisible();
      // One link on the screen, the new one: the old one no longer works.
      const links = page.getByLabel(`Invitation link for ${invitee}`);
      await expect(links).toHaveCount(1);
      await expect(links).not.toHaveValue(first);
      const second = await links.inputValue();
      expect(await linkInMail(db, invitee, 'invitation')).toBe(second);
      await theirPage.goto(first);
      await expect(theirPage.getByText('This invitation link has expired or was already used')).toBeVisible();
      await expectClean(page, 'invitation sent again');

      await invitationRow.getByRole('button', { name: `Withdraw the invitation for ${invitee}` }).click();
      await page
        .getByRole('alertdialog', { name: `Withdraw the invitation for ${invitee}?` })
        .getByRole('button', { name: 'Withdraw the invitation' })
        .click();
      const withdrawn = page.getByRole('status').filter({ hasText: `The invitation for ${invitee} is withdrawn` });
      await expect(withdrawn).toContainText('its e-mail was cancelled before it was sent');
      await expect(invitationRow).toHaveCount(0);
      // The dead link is no longer on the screen either.
      await expect(page.getByLabel(`Invitation link for ${invitee}`)).toHaveCount(0);
      await theirPage.goto(second);
      await expect(theirPage.getByText('This invitation link has expired or was already used')).toBeVisible();
      await theirs.close();
      await expectClean(page, 'invitation withdrawn');
    });
  });
}
