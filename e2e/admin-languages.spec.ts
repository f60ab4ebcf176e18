import { CONTACT_MIN_FILL_MS } from '@common/contact';
import type { Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { sectionsFor } from '../client/src/admin/layout/sections';
import { messages as en } from '../client/src/admin/locales/en';
import { messages as fr } from '../client/src/admin/locales/fr';
import { messages as sw } from '../client/src/admin/locales/sw';
import { mailOutbox, staffUsers } from '../server/src/db/schema';
import { readNotifyLists, saveNotifyLists } from '../server/src/modules/contact/notify-lists';
import { createStaff } from '../server/src/test/staff';
import { expect, test, waitForHydration } from './fixtures';
import { expectClean, signInAs } from './lib/admin';

/**
 * A French-speaking and a Swahili-speaking staff member meet no English sentence on any screen, the
 * server's errors included (docs/decisions/041). Two checks on every screen an owner has (the same list
 * the navigation is made of, so a new section is walked without editing this file) and the screens the
 * other tests open:
 *   - no text of the English dictionary that the other language writes differently is shown;
 *   - no English word that a sentence cannot do without ("the", "your", "with"…) is shown outside what the
 *     staff typed (records' text, names, addresses: table cells, form fields and anything marked with a
 *     lang of its own), which catches English written in components rather than in the dictionary.
 */

type Tree = { readonly [key: string]: string | Tree };

/** Every leaf of a dictionary by its dotted key. */
function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of leaves(value, path)) out.set(k, v);
  }
  return out;
}

/** The English texts (placeholders and plural syntax removed) another dictionary translates: none may show. */
function englishTexts(other: Tree): string[] {
  const theirs = leaves(other);
  const texts: string[] = [];
  for (const [key, english] of leaves(en as unknown as Tree)) {
    if (theirs.get(key) === english) continue;
    // The words between placeholders: "Signed in as {email}, role {role}." gives "Signed in as", ", role".
    for (const part of english.split(/\{[^{}]*\}|[{}]/)) {
      const words = part.trim().replace(/[.:,;!?…]+$/, '');
      if (words.split(/\s+/).length >= 2 && words.length >= 8) texts.push(words);
    }
  }
  return [...new Set(texts)];
}

/** English words no French or Swahili sentence uses, looked for as whole words. */
const ENGLISH_WORDS =
  /\b(the|your|you|with|this|that|have|has|are|from|will|been|there|their|which|when|what|please|loading|save|cancel|delete|edit|close|sign out)\b/i;

/** What the screen says in its own words: not what staff typed (cells, fields) nor text marked as another language. */
async function interfaceText(page: Page, lang: string): Promise<string[]> {
  return page.evaluate((lang) => {
    const out: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const element = node.parentElement;
      if (!text || !element) continue;
      if (element.closest('td, tbody th, input, textarea, select, option, script, style, code, [data-user-content]'))
        continue;
      const marked = element.closest('[lang]')?.getAttribute('lang');
      if (marked && marked !== lang) continue;
      const style = getComputedStyle(element);
      if (style.display === 'none' || style.visibility === 'hidden') continue;
      out.push(text);
    }
    // Names given to controls without visible text are read out too.
    for (const element of document.querySelectorAll('[aria-label], [title], [placeholder]')) {
      if (element.closest('td, tbody th')) continue;
      const marked = element.closest('[lang]')?.getAttribute('lang');
      if (marked && marked !== lang) continue;
      for (const name of ['aria-label', 'title', 'placeholder']) {
        const value = element.getAttribute(name)?.trim();
        if (value) out.push(value);
      }
    }
    return out;
  }, lang);
}

for (const [lang, dictionary] of [
  ['fr', fr],
  ['sw', sw],
] as const) {
  test(`every staff screen in ${lang} shows no English sentence`, async ({ page, server }) => {
    test.setTimeout(240_000);
    const owner = await createStaff(server.database.db, 'owner');
    await server.database.db.update(staffUsers).set({ locale: lang }).where(eq(staffUsers.id, owner.id));
    await signInAs(page, owner);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    const forbidden = englishTexts(dictionary as unknown as Tree);
    expect(forbidden.length).toBeGreaterThan(200);
    const screens = [
      ...sectionsFor({ role: 'owner', companyIds: [] }).map(({ section, path }) => ({ label: section, path })),
      { label: 'account', path: '/account' },
      { label: 'article editor', path: '/news/new' },
      { label: 'newsletter editor', path: '/newsletters/new' },
      { label: 'metric editor', path: '/impact/metric/new' },
      { label: 'story editor', path: '/stories/story/new' },
      { label: 'companies', path: '/content/company' },
      { label: 'company editor', path: '/content/company/new' },
    ];
    for (const screen of screens) {
      await test.step(screen.label, async () => {
        await page.goto(`/admin${screen.path}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        const texts = await interfaceText(page, lang);
        const joined = texts.join('\n');
        expect
          .soft(
            forbidden.filter((english) => joined.includes(english)),
            `${screen.label}: English dictionary text`,
          )
          .toEqual([]);
        expect
          .soft(
            texts.filter((text) => ENGLISH_WORDS.test(text)),
            `${screen.label}: English words`,
          )
          .toEqual([]);
        await expectClean(page, `${screen.label} in ${lang}`);
      });
    }
  });
}

test.describe('choosing the language', () => {
  // A French-speaking browser.
  test.use({ locale: 'fr-FR', viewport: { width: 375, height: 800 } });

  test('the sign-in screen follows the browser and offers a switch; an account page change applies at once', async ({
    page,
    server,
  }) => {
    await page.goto('/admin/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(fr.auth.signIn.title);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expectClean(page, 'sign-in in French');
    // The switch names each language in itself, and is remembered in this browser.
    await page.getByLabel(fr.common.language).selectOption({ label: 'Kiswahili' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(sw.auth.signIn.title);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(sw.auth.signIn.title);

    // An account whose language is English: once signed in, its own language, whatever the screen before
    // said (an account that never chose one takes the screen's: e2e/admin-language-switch.spec.ts).
    const staff = await createStaff(server.database.db, 'editor', { totp: false });
    await server.database.db.update(staffUsers).set({ locale: 'en' }).where(eq(staffUsers.id, staff.id));
    await page.getByLabel(sw.auth.signIn.email).fill(staff.email);
    await page.getByLabel(sw.auth.signIn.password).fill(staff.password);
    await page.getByRole('button', { name: sw.auth.signIn.submit }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.goto('/admin/account');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.account.title);

    // Keyboard only: choose French on the account page and save; the screen changes, the account keeps it.
    const select = page.getByLabel(en.account.language.label);
    await select.focus();
    await select.selectOption('fr');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: en.account.language.save })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(fr.account.title);
    await expect(page.getByText(fr.account.language.saved)).toBeVisible();
    await expectClean(page, 'account in French');
    const [row] = await server.database.db.select().from(staffUsers).where(eq(staffUsers.id, staff.id));
    expect(row.locale).toBe('fr');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(fr.account.title);
  });
});

test('a Swahili-speaking owner is told of a contact message in Swahili, and invites a colleague in French', async ({
  page,
  server,
}) => {
  test.setTimeout(90_000);
  const db = server.database.db;
  const owner = await createStaff(db, 'owner');
  await db.update(staffUsers).set({ locale: 'sw' }).where(eq(staffUsers.id, owner.id));
  const outbox = (to: string) => db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to));
  // She hears of supplier messages (the worker's other tests keep the lists they had).
  const lists = await readNotifyLists(db);
  await saveNotifyLists(db, { ...lists, supplier: [...lists.supplier, owner.email] }, new Date());
  try {
    // A visitor writes, in English.
    const visitor = `supplier-${Date.now()}@example.com`;
    await page.goto('/contact?lang=en');
    await waitForHydration(page);
    const form = page.getByRole('form', { name: 'Send Us a Message' });
    await form.getByLabel('Full Name').fill('Baraka Mwangi');
    await form.getByLabel('Email Address').fill(visitor);
    await form.getByLabel('Phone Number').fill('+254 20 555 0142');
    await form.getByLabel('Inquiry Type').selectOption('supplier');
    await form.getByLabel('Message').fill('We grow sisal and would like to supply your packaging plant.');
    // As long as a person takes at least: a form sent faster is kept as spam and notifies nobody.
    await page.waitForTimeout(CONTACT_MIN_FILL_MS + 500);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByTestId('contact-status')).toBeVisible();
    await expect(async () => {
      const [mail] = await outbox(owner.email);
      expect(mail?.subject).toMatch(/^Ujumbe mpya: .+ kutoka kwa Baraka Mwangi$/);
      expect(mail?.textBody).toContain('Ujumbe mpya umefika kupitia fomu ya mawasiliano ya tovuti.');
      expect(mail?.textBody).toContain(visitor);
    }).toPass({ timeout: 10_000 });
  } finally {
    await saveNotifyLists(db, lists, new Date());
  }

  // In her staff area, in Swahili, she invites a colleague whose language is French.
  await signInAs(page, owner);
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
  await page.goto('/admin/staff');
  const colleague = `aline-${Date.now()}@veb.example`;
  await page.getByLabel(sw.staff.invite.email, { exact: true }).fill(colleague);
  await page.getByLabel(sw.staff.invite.language).selectOption('fr');
  await expectClean(page, 'invitation form in Swahili');
  await page.getByRole('button', { name: sw.staff.invite.submit }).click();
  await expect(async () => {
    const [mail] = await outbox(colleague);
    expect(mail?.subject).toMatch(/VEB Group/);
    expect(mail?.textBody).toMatch(/vous invite/);
    expect(mail?.textBody).not.toMatch(/\b(the|you|your)\b/i);
  }).toPass({ timeout: 10_000 });
});
