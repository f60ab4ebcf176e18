import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { buildApp } from '../server/src/app';
import { loadConfig } from '../server/src/config';
import { createDatabase } from '../server/src/db/client';
import { signInAttempts, staffSessions } from '../server/src/db/schema';
import { currentTotp } from '../server/src/modules/auth/totp';
import { createInvitation, invitationPath } from '../server/src/modules/staff/invitations';
import { createBuiltAdminShell } from '../server/src/ssr/admin-shell';
import { createBuiltRenderer } from '../server/src/ssr/renderer';
import { builtSiteDir } from '../server/src/test/page-renderer';
import { AdminClient, createStaff, type TestStaff } from '../server/src/test/staff';
import { expect, test } from './fixtures';
import { expectClean, openSection, type Server, signIn, tag } from './lib/admin';

const SESSION_COOKIE = '__Host-veb-session';

/** The name createStaff gives ("Test editor 12" for editor12-…@staff.example). */
const nameOf = (staff: TestStaff) => `Test ${staff.role} ${/^[a-z]+(\d+)-/.exec(staff.email)?.[1]}`;
const nav = (page: Page) => page.getByRole('navigation', { name: 'Admin sections' });

/** Signs in with the form (email, password and, when given, the code from the secret). */
async function signInWith(page: Page, email: string, password: string, totpSecret?: string) {
  await page.goto('/admin/');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  if (totpSecret) {
    await page.getByLabel('Authentication code').fill(currentTotp(totpSecret));
    await page.getByRole('button', { name: 'Verify' }).click();
  }
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
}

/** Ten failed sign-ins for an address, from an address of the documentation range (not this client's). */
async function throttle(server: Server, email: string) {
  const now = Date.now();
  await server.database.db.insert(signInAttempts).values(
    Array.from({ length: 10 }, (_, i) => ({
      email,
      ip: '203.0.113.9',
      step: 'password',
      success: false,
      reason: 'credentials',
      createdAt: new Date(now - i * 1000),
    })),
  );
}

/** The owner's Staff screen, filled: an invitation link shown, and a colleague waiting after failures. */
async function staffScreenWithEverything(page: Page, server: Server) {
  const waiting = await createStaff(server.database.db, 'inbox', { totp: false });
  await throttle(server, waiting.email);
  await openSection(page, 'Staff');
  await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeFocused();
  const invitee = `invitee-${tag()}@staff.example`;
  await page.getByLabel('Email', { exact: true }).fill(invitee);
  await page.getByLabel('Role', { exact: true }).selectOption('inbox');
  await page.getByRole('button', { name: 'Create the invitation' }).click();
  await expect(page.getByLabel(`Invitation link for ${invitee}`)).toHaveValue(/\/admin\/invitation\/[\w-]{20,}$/);
  await expect(page.getByRole('row', { name: new RegExp(invitee) })).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(waiting.email) });
  await expect(row.getByText(/Waiting until/)).toBeVisible();
  return { waiting, invitee, row };
}

for (const width of [1280, 375]) {
  test.describe(`staff screens at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('sign-in, code step, dashboard, Staff, Audit and Account are clean', async ({ page, server }) => {
      test.setTimeout(120_000);
      const owner = await createStaff(server.database.db, 'owner');
      await page.goto('/admin/');
      await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
      await expectClean(page, 'sign-in');
      await page.getByLabel('Email').fill(owner.email);
      await page.getByLabel('Password').fill(owner.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Enter your authentication code' })).toBeVisible();
      await expectClean(page, 'code step');
      await page.getByLabel('Authentication code').fill(currentTotp(owner.totpSecret as string));
      await page.getByRole('button', { name: 'Verify' }).click();
      await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
      await expectClean(page, 'dashboard');

      const { waiting, row } = await staffScreenWithEverything(page, server);
      await expectClean(page, 'staff');
      await row.getByRole('button', { name: `Lift the wait for ${nameOf(waiting)}` }).click();
      await expect(page.getByRole('status').filter({ hasText: 'can sign in again now' })).toBeVisible();
      await expect(page.getByRole('row', { name: new RegExp(waiting.email) }).getByText(/Waiting until/)).toHaveCount(
        0,
      );

      await openSection(page, 'Audit log');
      await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeFocused();
      await expect(page.getByRole('cell', { name: /lifted the sign-in wait of/ }).first()).toBeVisible();
      await expectClean(page, 'audit');
      await page.getByRole('link', { name: 'Sign-in attempts' }).click();
      await expect(page.getByRole('cell', { name: waiting.email }).first()).toBeVisible();
      await expectClean(page, 'sign-in attempts');

      await page.getByRole('link', { name: /Signed in as/ }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeFocused();
      await expect(page.getByText('This device')).toBeVisible();
      await expect(page.getByText('Owners must keep two-factor sign-in on.')).toBeVisible();
      await expectClean(page, 'account');
    });

    test('enrolment, recovery codes and invitation acceptance are clean', async ({ page, browser, server }) => {
      const db = server.database.db;
      const owner = await createStaff(db, 'owner', { totp: false });
      await signInStart(page, owner.email, owner.password);
      await expect(page.getByRole('heading', { level: 1, name: 'Set up two-factor sign-in' })).toBeVisible();
      await expectClean(page, 'enrolment');
      await enrol(page);
      await expect(page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
      await expectClean(page, 'recovery codes');

      const { token } = await createInvitation(db, {
        email: `new-${tag()}@staff.example`,
        role: 'editor',
        locale: 'en',
        invitedBy: owner.id,
        now: new Date(),
      });
      const fresh = await browser.newContext({ baseURL: server.origin, viewport: { width, height: 900 } });
      const guest = await fresh.newPage();
      await guest.goto(invitationPath(token));
      await expect(guest.getByRole('heading', { level: 1, name: 'Join the VEB Group admin' })).toBeVisible();
      await expectClean(guest, 'invitation acceptance');
      await fresh.close();
    });
  });
}

/** The password step only. */
async function signInStart(page: Page, email: string, password: string) {
  await page.goto('/admin/');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Reads the key shown beside the QR code and confirms with its current code; returns the key. */
async function enrol(page: Page): Promise<string> {
  const key = page.locator('code').filter({ hasText: /^[A-Z2-7 ]{16,}$/ });
  await expect(key).toBeVisible();
  const secret = ((await key.textContent()) ?? '').replace(/\s/g, '');
  await page.getByLabel('Authentication code').fill(currentTotp(secret));
  await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  return secret;
}

test.describe('an owner manages accounts', () => {
  // The browser reports the refusals the test provokes.
  test.use({ allowedConsoleErrors: [/status of 40\d/] });

  test('changes a role, disables and enables, resets two-factor, withdraws an invitation', async ({ page, server }) => {
    test.setTimeout(90_000);
    const me = await signIn(page, server, 'owner');
    const colleague = await createStaff(server.database.db, 'editor', { totp: true });
    const name = nameOf(colleague);
    await openSection(page, 'Staff');
    const row = page.getByRole('row', { name: new RegExp(colleague.email) });

    await row.getByLabel(`Role of ${name}`).selectOption('inbox');
    await expect(page.getByRole('status').filter({ hasText: `${name} is now Inbox` })).toBeVisible();
    await expect(row.getByLabel(`Role of ${name}`)).toHaveValue('inbox');

    await row.getByRole('button', { name: `Disable ${name}` }).click();
    const dialog = page.getByRole('alertdialog', { name: `Disable ${name}?` });
    // The shared dialog: its safe choice has the focus, so Enter never disables by accident.
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await expectClean(page, 'staff disable question');
    // Escape gives the focus back to the row's button, and nothing changed.
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(row.getByRole('button', { name: `Disable ${name}` })).toBeFocused();
    await expect(row.getByText('Active', { exact: true })).toBeVisible();
    await row.getByRole('button', { name: `Disable ${name}` }).click();
    await dialog.getByRole('button', { name: 'Disable the account' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'signed out everywhere' })).toBeVisible();
    await expect(row.getByText('Disabled', { exact: true })).toBeVisible();
    // The disabled colleague cannot sign in.
    const api = new AdminClient(server.app, server.origin);
    await api.session();
    const refused = await api.post('/api/admin/sign-in', { email: colleague.email, password: colleague.password });
    expect(refused.statusCode).toBe(401);

    await row.getByRole('button', { name: `Enable ${name}` }).click();
    await page.getByRole('button', { name: 'Enable the account' }).click();
    await expect(row.getByText('Active', { exact: true })).toBeVisible();

    await row.getByRole('button', { name: `Reset two-factor sign-in for ${name}` }).click();
    await page
      .getByRole('alertdialog', { name: /Reset two-factor sign-in/ })
      .getByRole('button', { name: 'Reset two-factor' })
      .click();
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: `Two-factor sign-in of ${name} is reset, and their sessions have ended.` }),
    ).toBeVisible();
    // Its button is gone with two-factor sign-in: the focus is on the message saying what happened.
    await expect(row.getByRole('button', { name: `Reset two-factor sign-in for ${name}` })).toHaveCount(0);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('is reset');
    await expect(row.getByRole('cell', { name: 'Off', exact: true })).toBeVisible();

    // Ten minutes after signing in, a role change asks for the code first (docs/decisions/094).
    await server.database.db
      .update(staffSessions)
      .set({ confirmedAt: new Date(Date.now() - 11 * 60_000) })
      .where(eq(staffSessions.userId, me.id));
    await row.getByLabel(`Role of ${name}`).selectOption('writer');
    const confirm = page.getByRole('dialog', { name: 'Confirm it is you' });
    await expect(confirm.getByLabel('Authentication code')).toBeFocused();
    await expectClean(page, 'confirm it is you');
    // Closed, it changes nothing and says so.
    await page.keyboard.press('Escape');
    await expect(confirm).toHaveCount(0);
    await expect(
      page.getByRole('alert').filter({ hasText: 'Nothing was changed: you did not confirm it was you.' }),
    ).toBeVisible();
    await expect(row.getByLabel(`Role of ${name}`)).toHaveValue('inbox');
    await row.getByLabel(`Role of ${name}`).selectOption('writer');
    // The next step's code: the one signing in used is good once.
    await confirm
      .getByLabel('Authentication code')
      .fill(currentTotp(me.totpSecret as string, new Date(Date.now() + 30_000)));
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('status').filter({ hasText: `${name} is now Writer` })).toBeVisible();
    await expect(row.getByLabel(`Role of ${name}`)).toHaveValue('writer');

    const invitee = `withdraw-${tag()}@staff.example`;
    await page.getByLabel('Email', { exact: true }).fill(invitee);
    await page.getByRole('button', { name: 'Create the invitation' }).click();
    await page.getByRole('button', { name: `Withdraw the invitation for ${invitee}` }).click();
    await page
      .getByRole('alertdialog', { name: `Withdraw the invitation for ${invitee}?` })
      .getByRole('button', { name: 'Withdraw the invitation' })
      .click();
    await expect(
      page.getByRole('status').filter({ hasText: `The invitation for ${invitee} is withdrawn` }),
    ).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(invitee) })).toHaveCount(0);

    // Inviting an address that already has an account is refused with the server's words.
    await page.getByLabel('Email', { exact: true }).fill(colleague.email);
    await page.getByRole('button', { name: 'Create the invitation' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'already has an account' })).toBeVisible();
  });
});

test.describe('one’s own account', () => {
  test.use({ allowedConsoleErrors: [/status of 40\d/] });

  test('sessions, password change, and two-factor on and off for an editor', async ({ page, browser, server }) => {
    test.setTimeout(90_000);
    const editor = await createStaff(server.database.db, 'editor', { totp: false });
    // A second session, in another browser.
    const other = await browser.newContext({ baseURL: server.origin });
    await signInWith(await other.newPage(), editor.email, editor.password);
    await signInWith(page, editor.email, editor.password);
    await page.getByRole('link', { name: /Signed in as/ }).click();
    const sessions = page.getByRole('list', { name: 'Your sessions' }).getByRole('listitem');
    await expect(sessions).toHaveCount(2);
    await expect(sessions.filter({ hasText: 'This device' })).toHaveCount(1);
    await page.getByRole('button', { name: 'Sign out everywhere else' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Every other session has ended.' })).toBeVisible();
    await expect(sessions).toHaveCount(1);
    await other.close();

    // The server's rule on length, in its words.
    await page.getByLabel('Current password').fill(editor.password);
    await page.getByLabel('New password', { exact: true }).fill('too short');
    await page.getByLabel('The same new password again').fill('too short');
    await page.getByRole('button', { name: 'Change the password' }).click();
    await expect(page.getByText('Use at least 12 characters').first()).toBeVisible();
    const newPassword = `purple elephants ${tag()} dance`;
    await page.getByLabel('Current password').fill(editor.password);
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('The same new password again').fill(newPassword);
    await page.getByRole('button', { name: 'Change the password' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your password is changed.' })).toBeVisible();

    await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
    const secret = await enrol(page);
    const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await expect(codes).toHaveCount(10);
    // While the codes are on the screen, the panel says what is true: on, with ten codes; nothing to cancel.
    const on = page.getByText('On: you sign in with your password and a code from your authenticator app.');
    await expect(on).toHaveText(/10 recovery codes left\.$/);
    await expect(page.getByText(/^Off: /)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
    const firstCode = (await codes.first().textContent()) ?? '';
    const secondCode = (await codes.nth(1).textContent())?.trim() ?? '';
    await page.getByRole('button', { name: 'I have saved them' }).click();
    await expect(on).toHaveText(/10 recovery codes left\.$/);

    // A recovery code used to sign in elsewhere leaves nine.
    const elsewhere = await browser.newContext({ baseURL: server.origin });
    const elsewherePage = await elsewhere.newPage();
    await signInStart(elsewherePage, editor.email, newPassword);
    await elsewherePage.getByLabel('Authentication code').fill(firstCode);
    await elsewherePage.getByRole('button', { name: 'Verify' }).click();
    await expect(elsewherePage.getByRole('button', { name: 'Sign out' })).toBeVisible();
    await elsewhere.close();
    await page.reload();
    await expect(on).toHaveText(/9 recovery codes left\.$/);

    // The code that confirmed the app was taken, and with it every older one (RFC 6238 §5.2): the
    // previous step's code is refused whether or not the clock moved to a new step since.
    await page.getByLabel('Authentication code').fill(currentTotp(secret, new Date(Date.now() - 30_000)));
    await page.getByRole('button', { name: 'Make new recovery codes' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'already used' })).toBeVisible();
    // A recovery code confirms it is you as well.
    await page.getByLabel('Authentication code').fill(secondCode);
    await page.getByRole('button', { name: 'Make new recovery codes' }).click();
    await expect(codes).toHaveCount(10);
    // The new codes replaced the old: ten left, said while they are shown.
    await expect(on).toHaveText(/10 recovery codes left\.$/);
    await expectClean(page, 'account new recovery codes');
    const newRecoveryCode = (await codes.first().textContent())?.trim() ?? '';
    await page.getByRole('button', { name: 'I have saved them' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your new recovery codes are saved.' })).toBeVisible();

    // Turning it off asks for the password and a code.
    await page.getByLabel('Your password', { exact: true }).fill(newPassword);
    await page.getByLabel('Authentication or recovery code').fill(newRecoveryCode);
    await page.getByRole('button', { name: 'Turn off two-factor sign-in' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Two-factor sign-in is off.' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Set up two-factor sign-in' })).toBeVisible();
  });
});

test('keyboard only: sign in and open a section', async ({ page, server }) => {
  const editor = await createStaff(server.database.db, 'editor', { totp: false });
  await page.goto('/admin/');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Email')).toBeFocused();
  await page.keyboard.type(editor.email);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password')).toBeFocused();
  await page.keyboard.type(editor.password);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  // From the page's heading back into the navigation, to Newsletters.
  const target = nav(page).getByRole('link', { name: 'Newsletters' });
  for (let i = 0; i < 15 && !(await target.evaluate((link) => link === document.activeElement)); i++) {
    await page.keyboard.press('Shift+Tab');
  }
  await expect(target).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/newsletters$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Newsletters' })).toBeFocused();
});

test('after signing out, the old session cookie is refused', async ({ page, server, playwright }) => {
  await signIn(page, server, 'editor');
  const cookie = (await page.context().cookies()).find((entry) => entry.name === SESSION_COOKIE);
  expect(cookie?.value).toBeTruthy();
  const replay = await playwright.request.newContext({
    baseURL: server.origin,
    extraHTTPHeaders: { cookie: `${SESSION_COOKIE}=${cookie?.value}` },
  });
  expect((await replay.get('/api/admin/account/sessions')).status()).toBe(200);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  expect((await replay.get('/api/admin/account/sessions')).status()).toBe(401);
  const session = await (await replay.get('/api/admin/session')).json();
  expect(session.user).toBeNull();
  await replay.dispose();
});

/**
 * The whole path of a new installation, on a server of its own whose embedded database (a folder) the
 * real command line fills first: `npm run staff -- create` makes the owner (password on stdin), the
 * site starts on that folder, the owner signs in and must set up two-factor sign-in, invites an editor,
 * who accepts in another browser and signs in; the editor sees none of the owners' sections; the audit
 * log shows it all.
 */
const fromCli = test.extend<
  object,
  { cliServer: Server & { origin: string; owner: { email: string; password: string } } }
>({
  cliServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright requires an object pattern for fixtures without dependencies.
    async ({}, use) => {
      const dataDir = mkdtempSync(join(tmpdir(), 'veb-e2e-cli-'));
      const owner = { email: `founder-${tag()}@staff.example`, password: `green mangoes ${tag()} at dawn` };
      const cli = spawnSync(
        'npm',
        [
          'run',
          '--silent',
          'staff',
          '--',
          'create',
          '--email',
          owner.email,
          '--name',
          'Thandi Founder',
          '--role',
          'owner',
        ],
        {
          cwd: resolve('.'),
          input: `${owner.password}\n`,
          encoding: 'utf8',
          env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
          timeout: 120_000,
        },
      );
      expect(cli.status, `${cli.stdout}\n${cli.stderr}`).toBe(0);
      expect(cli.stdout).toContain(`Created owner ${owner.email}`);

      const dist = builtSiteDir();
      const [renderer, adminShell] = await Promise.all([createBuiltRenderer(dist), createBuiltAdminShell(dist)]);
      const port = await freePort();
      const database = await createDatabase({ dataDir });
      await database.migrate();
      const config = loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        BACKGROUND_JOBS: 'false',
        RATE_LIMIT_WRITES_PER_MINUTE: '10000',
        CACHE_MISSES_PER_CLIENT_PER_SECOND: '100000',
        REQUESTS_PER_CLIENT_PER_SECOND: '100000',
        DATA_DIR: dataDir,
        PUBLIC_URL: `http://127.0.0.1:${port}`,
      });
      const app = await buildApp({ config, database, renderer, adminShell, logger: false });
      await app.ready();
      const origin = await app.listen({ host: '127.0.0.1', port });
      const close = async () => {
        await app.close();
        await database.close();
      };
      await use({ app, database, close, origin, owner });
      await close();
      rmSync(dataDir, { recursive: true, force: true });
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ cliServer }, use) => use(cliServer.origin),
});

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolvePort(port));
    });
  });
}

fromCli(
  'a new installation: CLI owner, two-factor setup, an invited editor, the audit log',
  async ({ page, browser, cliServer }) => {
    fromCli.setTimeout(150_000);
    const { owner } = cliServer;
    await signInStart(page, owner.email, owner.password);
    // An owner must set up two-factor sign-in before anything else.
    await expect(page.getByRole('heading', { level: 1, name: 'Set up two-factor sign-in' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign out' })).toHaveCount(0);
    await enrol(page);
    await expect(page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
    await page.getByRole('button', { name: 'I have saved them' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Thandi Founder' })).toBeVisible();

    await openSection(page, 'Staff');
    const editorEmail = `editor-${tag()}@staff.example`;
    await page.getByLabel('Email', { exact: true }).fill(editorEmail);
    await page.getByLabel('Role', { exact: true }).selectOption('editor');
    await page.getByRole('button', { name: 'Create the invitation' }).click();
    const link = await page.getByLabel(`Invitation link for ${editorEmail}`).inputValue();
    expect(link.startsWith(`${cliServer.origin}/admin/invitation/`)).toBe(true);
    await expect(page.getByRole('button', { name: 'Copy the link' })).toBeVisible();

    // The colleague, in a browser of their own.
    const theirs = await browser.newContext({ baseURL: cliServer.origin });
    const editor = await theirs.newPage();
    await editor.goto(link);
    await expect(editor.getByText(`You were invited as Editor with the address ${editorEmail}`)).toBeVisible();
    const password = `quiet rivers ${tag()} run deep`;
    await editor.getByLabel('Your name').fill('Kofi Editor');
    await editor.getByLabel('Password', { exact: true }).fill(password);
    await editor.getByLabel('The same password again').fill(password);
    await editor.getByRole('button', { name: 'Create my account' }).click();
    await expect(editor.getByRole('button', { name: 'Sign out' })).toBeVisible();
    // The link works once.
    await editor.getByRole('button', { name: 'Sign out' }).click();
    await editor.goto(link);
    await expect(editor.getByText('This invitation link has expired or was already used')).toBeVisible();
    // And the new account signs in with its password.
    await signInWith(editor, editorEmail, password);
    for (const section of ['Staff', 'Audit log', 'Settings']) {
      await expect(nav(editor).getByRole('link', { name: section })).toHaveCount(0);
    }
    await expect(nav(editor).getByRole('link', { name: 'Newsletters' })).toBeVisible();
    await editor.goto('/admin/staff');
    await expect(editor.getByRole('heading', { level: 1, name: 'Not for your role' })).toBeVisible();
    expect((await editor.request.get('/api/admin/staff')).status()).toBe(403);
    await theirs.close();

    // Back as the owner: the audit log tells the story.
    await openSection(page, 'Audit log');
    const rows = page.getByRole('region', { name: 'Audit log, newest first' }).getByRole('row');
    const line = (who: string | RegExp, what: string) => rows.filter({ hasText: who }).filter({ hasText: what });
    // Each line a sentence: who, what, to what; states and roles in words.
    await expect(
      line('Command line', 'Someone at the command line created the account of Thandi Founder').filter({
        hasText: 'as Owner',
      }),
    ).toHaveCount(1);
    await expect(line(owner.email, 'Thandi Founder turned on two-factor sign-in')).toHaveCount(1);
    await expect(line(owner.email, `Thandi Founder invited ${editorEmail} as Editor`)).toHaveCount(1);
    await expect(line(editorEmail, 'Kofi Editor accepted the invitation and joined as Editor')).toHaveCount(1);
    await expect(line(owner.email, 'Thandi Founder signed in')).toHaveCount(1);
    await expect(line(owner.email, 'How: after setting up two-factor sign-in')).toHaveCount(1);
    await expect(line(editorEmail, 'Kofi Editor signed in')).toHaveCount(1);
    await expect(line(editorEmail, 'Kofi Editor signed out')).toHaveCount(1);
    // Filtered by person and by action.
    await page.getByLabel('Person').selectOption({ label: `Kofi Editor (${editorEmail})` });
    await page.getByRole('button', { name: 'Show', exact: true }).click();
    await expect(rows.filter({ hasText: owner.email })).toHaveCount(0);
    await expect(line(editorEmail, 'accepted the invitation')).toHaveCount(1);
    await page.getByLabel('Person').selectOption('');
    await page.getByLabel('Action').selectOption({ label: 'Invited a colleague' });
    await page.getByRole('button', { name: 'Show', exact: true }).click();
    await expect(rows.filter({ hasText: 'signed in' })).toHaveCount(0);
    await expect(line(owner.email, 'invited')).toHaveCount(1);
    // A whole part of the site: every staff and sign-in action, nothing else.
    await page.getByLabel('Action').selectOption({ label: 'Everything in Staff and sign-in' });
    await page.getByRole('button', { name: 'Show', exact: true }).click();
    await expect(line(editorEmail, 'Kofi Editor signed out')).toHaveCount(1);
    await expect(line(owner.email, 'invited')).toHaveCount(1);

    await page.getByRole('link', { name: 'Sign-in attempts' }).click();
    const attempts = page.getByRole('region', { name: 'Sign-in attempts, newest first' }).getByRole('row');
    await expect(attempts.filter({ hasText: owner.email }).filter({ hasText: 'Signed in' })).toHaveCount(1);
    await expect(attempts.filter({ hasText: editorEmail }).filter({ hasText: 'Signed in' })).toHaveCount(1);
  },
);
