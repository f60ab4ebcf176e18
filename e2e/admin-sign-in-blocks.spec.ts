import { eq } from 'drizzle-orm';
import { auditLog, signInAttempts } from '../server/src/db/schema';
import { AdminClient, createStaff } from '../server/src/test/staff';
import { expect, test } from './fixtures';
import { expectClean, openSection, type Server, signIn } from './lib/admin';

/** `count` failed sign-ins from `ip` (an address of a documentation range, never this browser's). */
async function failures(server: Server, ip: string, count: number, email?: string) {
  const now = Date.now();
  await server.database.db.insert(signInAttempts).values(
    Array.from({ length: count }, (_, i) => ({
      email: email ?? `guess-${i}-${now}@nowhere.example`,
      ip,
      step: 'password',
      success: false,
      reason: 'credentials',
      createdAt: new Date(now - i * 1000),
    })),
  );
}

/** A sign-in try from `ip`, as a browser there would make it: 429 while the address is blocked. */
async function tryFrom(server: Server, ip: string) {
  const browser = new AdminClient(server.app, server.origin);
  browser.csrfToken = (
    await browser.request({ method: 'GET', url: '/api/admin/session', remoteAddress: ip })
  ).json().csrfToken;
  const res = await browser.request({
    method: 'POST',
    url: '/api/admin/sign-in',
    remoteAddress: ip,
    payload: { email: 'someone@nowhere.example', password: 'a guess' },
  });
  return res.statusCode;
}

for (const width of [1280, 375]) {
  test.describe(`sign-in blocks at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('an owner sees an address block and an account wait, and lifts each after a question', async ({
      page,
      server,
    }) => {
      test.setTimeout(90_000);
      // One address per width: both may run on one server.
      const ip = `198.51.100.${width === 375 ? 37 : 128}`;
      await failures(server, ip, 50);
      const waiting = await createStaff(server.database.db, 'inbox', { totp: false });
      await failures(server, '192.0.2.10', 10, waiting.email);
      expect(await tryFrom(server, ip)).toBe(429);

      await signIn(page, server, 'owner');
      await openSection(page, 'Audit log');
      await page.getByRole('link', { name: 'Sign-in attempts' }).click();
      const blocks = page.getByRole('list', { name: 'Blocks in force' });
      const addressItem = blocks.getByRole('listitem').filter({ hasText: `Address ${ip}` });
      await expect(addressItem).toContainText('50 failed attempts; blocked until');
      const accountItem = blocks.getByRole('listitem').filter({ hasText: waiting.email });
      await expect(accountItem).toContainText('10 failed attempts');
      await expectClean(page, 'sign-in blocks');

      // The question has the safe choice focused; Escape leaves everything as it was.
      const lift = addressItem.getByRole('button', { name: `Lift the block on address ${ip}` });
      await lift.click();
      const dialog = page.getByRole('alertdialog', { name: `Lift the block on address ${ip}?` });
      await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
      await expectClean(page, 'lift question');
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(lift).toBeFocused();
      expect(await tryFrom(server, ip)).toBe(429);

      await lift.click();
      await dialog.getByRole('button', { name: 'Lift the block' }).click();
      await expect(page.getByRole('status').filter({ hasText: `The block on address ${ip} is lifted.` })).toBeVisible();
      await expect(addressItem).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 2, name: 'Blocked now' })).toBeFocused();
      // The address may try again at once (a wrong password now, not a wait).
      expect(await tryFrom(server, ip)).toBe(401);

      await accountItem.getByRole('button', { name: /Lift the block on the account of/ }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Lift the block' }).click();
      await expect(accountItem).toHaveCount(0);

      const lines = await server.database.db.select().from(auditLog).where(eq(auditLog.targetId, ip));
      expect(lines.map((line) => line.action)).toEqual(['staff.address_block_lifted']);
      await page.getByRole('link', { name: 'Changes' }).click();
      // The audit log says it in words, naming the address.
      await expect(
        page.getByRole('cell', {
          name: new RegExp(`lifted the sign-in block on the address ${ip.replaceAll('.', '\\.')}`),
        }),
      ).toBeVisible();
    });
  });
}
