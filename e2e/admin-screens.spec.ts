import type { Locator, Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { sectionsFor } from '../client/src/admin/layout/sections';
import { axeFindings } from '../scripts/audit/lib/axe';
import { contactMessages, newsletterSubscribers } from '../server/src/db/schema';
import { expect, test } from './fixtures';
import { expectClean, type Server, signIn, tag } from './lib/admin';

/**
 * Every staff screen at 375 and 1280 px (axe with the experimental rules, no horizontal
 * overflow, tables that fit or scroll in a labelled region, no word broken mid-word, one current navigation
 * entry), and keyboard-only walks (page.keyboard only) of inbox triage, article writing and newsletter sending.
 * The screens come from the admin's own route list (layout/sections.ts, which AdminApp mounts the
 * features of, features/registry.ts), so a new section is checked without editing this file.
 */

/** The live region of the shell (layout/LiveRegion.tsx): the words said after an action. */
const liveRegion = (page: Page) => page.locator('[data-live-region]');

/** Presses `key` (Tab, Shift+Tab) until `target` has the focus: the keyboard's way to reach a control. */
async function pressUntilFocused(page: Page, target: Locator, key = 'Tab', max = 120) {
  await expect(target).toBeAttached();
  for (let step = 0; step < max; step++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  await expect(target, `not reached with ${key}`).toBeFocused();
}

/** The navigation entries marked current: exactly one, the expected one. */
async function expectOneCurrent(page: Page, name: string | RegExp) {
  const current = page.locator('[aria-current="page"]');
  await expect(current).toHaveCount(1);
  await expect(current).toHaveAccessibleName(name);
}

/**
 * Layout rules axe does not check: tables fit (1280 px) or scroll inside a focusable, named region
 * (375 px); no element breaks words anywhere (word-break: break-all).
 */
async function expectLayout(page: Page, label: string, tablesFit: boolean) {
  const found = await page.evaluate(() => {
    const cut: string[] = [];
    const unlabelled: string[] = [];
    for (const table of document.querySelectorAll('main table')) {
      const name = table.querySelector('caption')?.textContent ?? table.getAttribute('aria-label') ?? 'table';
      for (let box = table.parentElement; box && box.tagName !== 'MAIN'; box = box.parentElement) {
        if (box.scrollWidth <= box.clientWidth + 1) continue;
        cut.push(name);
        const named = box.hasAttribute('aria-label') || box.hasAttribute('aria-labelledby');
        if (!(box.tabIndex === 0 && named)) unlabelled.push(name);
      }
    }
    const breakAll = [...document.querySelectorAll('body *')]
      .filter((element) => getComputedStyle(element).wordBreak === 'break-all')
      .map((element) => `${element.tagName.toLowerCase()}: ${(element.textContent ?? '').slice(0, 40)}`);
    return { cut, unlabelled, breakAll };
  });
  // Soft: one run reports every screen's findings, not only the first.
  if (tablesFit) expect.soft(found.cut, `${label}: tables cut`).toEqual([]);
  expect.soft(found.unlabelled, `${label}: a scrolling table outside a focusable, named region`).toEqual([]);
  expect.soft(found.breakAll, `${label}: words broken anywhere`).toEqual([]);
}

/** The page has settled: its heading shown, nothing loading. */
async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Loading…')).toHaveCount(0);
}

/** A message in the inbox, stored as the contact form stores one (the form itself is tested in admin-inbox). */
async function seedMessage(server: Server, id: string) {
  const [message] = await server.database.db
    .insert(contactMessages)
    .values({
      name: `Amani Walk ${id}`,
      email: `amani-${id}@example.org`,
      phone: '+27 82 555 0100',
      company: `Walk Ltd ${id}`,
      subject: 'partnership',
      message: 'We would like to talk about a partnership in Benoni.',
    })
    .returning();
  return message;
}

for (const width of [1280, 375]) {
  test.describe(`every admin screen at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('each section, the account page and the screens the tests open', async ({ page, server }) => {
      // Two dozen axe runs on a shared machine.
      test.setTimeout(240_000);
      const id = tag();
      const message = await seedMessage(server, id);
      await server.database.db
        .insert(newsletterSubscribers)
        .values({ email: `screens-${id}@example.org`, status: 'confirmed', locale: 'fr', confirmedAt: new Date() });
      const owner = await signIn(page, server, 'owner');
      const screens = [
        ...sectionsFor({ role: owner.role, companyIds: [] }).map(({ section, path }) => ({
          label: section,
          path,
          current: path,
        })),
        { label: 'account', path: '/account', current: '/account' },
        { label: 'message open', path: `/inbox/${message.id}`, current: '/inbox' },
        { label: 'article editor', path: '/news/new', current: '/news' },
        { label: 'featured articles', path: '/news/featured', current: '/news' },
        { label: 'newsletter editor', path: '/newsletters/new', current: '/newsletters' },
        { label: 'metric editor', path: '/impact/metric/new', current: '/impact' },
        { label: 'impact areas', path: '/impact/impactArea', current: '/impact' },
        { label: 'story editor', path: '/stories/story/new', current: '/stories' },
        { label: 'figure editor', path: '/content/figure/new', current: '/content' },
      ];
      for (const screen of screens) {
        await test.step(screen.label, async () => {
          await page.goto(`/admin${screen.path}`);
          await settled(page);
          const current = await page
            .locator('[aria-current="page"]')
            .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
          expect.soft(current, `${screen.label}: exactly one current entry`).toEqual([`/admin${screen.current}`]);
          expect.soft(await axeFindings(page), `${screen.label}: axe`).toEqual([]);
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          expect.soft(overflow, `${screen.label}: wider than the window`).toBeLessThanOrEqual(0);
          // Tables fit at both widths: on a phone their rows are stacked cards (components/DataTable.tsx).
          await expectLayout(page, screen.label, true);
        });
      }

      await test.step('a confirmation dialog open', async () => {
        await page.goto('/admin/subscribers');
        await settled(page);
        await page.getByRole('button', { name: `Remove screens-${id}@example.org` }).click();
        const question = page.getByRole('alertdialog', { name: `Remove screens-${id}@example.org?` });
        await expect(question.getByRole('button', { name: 'Cancel' })).toBeFocused();
        await expectClean(page, `remove dialog ${width}`);
        await page.keyboard.press('Escape');
        await expect(question).toBeHidden();
      });

      if (width < 1024) {
        await test.step('the menu open', async () => {
          await page.goto('/admin/');
          await settled(page);
          await page.getByRole('button', { name: 'Menu' }).click();
          await expect(page.getByRole('navigation', { name: 'Admin sections' })).toBeVisible();
          await expectClean(page, 'menu open');
          await expectLayout(page, 'menu open', false);
        });
      }
    });
  });
}

test.describe('keyboard only, 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('Escape closes the menu and gives the focus back to its button', async ({ page, server }) => {
    await signIn(page, server, 'editor');
    await page.goto('/admin/');
    await settled(page);
    const menu = page.getByRole('button', { name: 'Menu' });
    const nav = page.getByRole('navigation', { name: 'Admin sections' });
    await pressUntilFocused(page, menu);
    await page.keyboard.press('Enter');
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(nav).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeFocused();
  });
});

test.describe('keyboard only, 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('inbox triage: open, status, assign, spam and back, note; focus and announcements', async ({ page, server }) => {
    test.setTimeout(90_000);
    const id = tag();
    const message = await seedMessage(server, id);
    await signIn(page, server, 'inbox');
    await page.goto('/admin/');
    await settled(page);
    // The page the staff area opens on keeps the focus at its start: the first Tab reaches the skip link.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();

    const nav = page.getByRole('navigation', { name: 'Admin sections' });
    await pressUntilFocused(page, nav.getByRole('link', { name: /^Inbox/ }));
    await page.keyboard.press('Enter');
    // A route change: the focus goes to the new page's heading, and Tab continues inside the main content.
    await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeFocused();
    await expectOneCurrent(page, /^Inbox/);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);

    await pressUntilFocused(page, page.getByLabel('Search name, email, company or text'));
    await page.keyboard.type(id);
    await page.keyboard.press('Enter');
    const link = page.getByRole('link', { name: `Unread: Amani Walk ${id}` });
    await pressUntilFocused(page, link);
    await page.keyboard.press('Enter');
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toContainText(`Amani Walk ${id}`);
    await expect(heading).toBeFocused();

    // Status: the select keeps the focus after its button saved it, and the change is said.
    const status = page.getByRole('combobox', { name: 'Status', exact: true });
    await pressUntilFocused(page, status);
    await page.keyboard.press('ArrowDown');
    await expect(status).toHaveValue('in_progress');
    await pressUntilFocused(page, page.getByRole('button', { name: 'Change status' }));
    await page.keyboard.press('Enter');
    await expect(liveRegion(page)).toHaveText('Status changed to In progress.');
    await expect(status).toBeFocused();
    await expect(heading).toContainText('In progress');

    // Assign.
    const assignee = page.getByRole('combobox', { name: 'Assigned to' });
    await pressUntilFocused(page, assignee);
    await page.keyboard.press('ArrowDown');
    const person = await assignee.evaluate((select: HTMLSelectElement) => select.selectedOptions[0].text);
    expect(person).not.toBe('Nobody');
    await pressUntilFocused(page, page.getByRole('button', { name: 'Assign', exact: true }));
    await page.keyboard.press('Enter');
    await expect(liveRegion(page)).toHaveText(`Assigned to ${person}.`);
    await expect(assignee).toBeFocused();

    // Spam, by hand.
    await pressUntilFocused(page, status, 'Shift+Tab');
    await page.keyboard.press('s');
    await expect(status).toHaveValue('spam');
    await pressUntilFocused(page, page.getByRole('button', { name: 'Change status' }));
    await page.keyboard.press('Enter');
    await expect(liveRegion(page)).toHaveText('Status changed to Spam.');
    await expect(status).toBeFocused();

    // Not spam: its button goes with the warning; the focus goes to the heading that shows the status.
    await pressUntilFocused(page, page.getByRole('button', { name: 'Not spam: move to New' }), 'Shift+Tab');
    await page.keyboard.press('Enter');
    await expect(liveRegion(page)).toHaveText('Moved out of Spam: the status is now New.');
    await expect(heading).toBeFocused();
    await expect(heading).toContainText('New');
    await expect(status).toHaveValue('new');

    // A note.
    const note = page.getByRole('textbox', { name: 'Note (staff only)' });
    await pressUntilFocused(page, note);
    await page.keyboard.type(`Called back ${id}.`);
    await page.keyboard.press('Tab');
    const add = page.getByRole('button', { name: 'Add note' });
    await expect(add).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(liveRegion(page)).toHaveText('Note added.');
    await expect(note).toBeFocused();
    await expect(note).toHaveValue('');
    await expect(page.getByTestId('history-event').filter({ hasText: `Called back ${id}.` })).toBeVisible();
    const [stored] = await server.database.db.select().from(contactMessages).where(eq(contactMessages.id, message.id));
    expect(stored.status).toBe('new');
    expect(stored.assigneeId).not.toBeNull();
  });

  test('writing an article: the fields of each language are named apart, the focus stays in the field', async ({
    page,
    server,
  }) => {
    test.setTimeout(90_000);
    const id = tag();
    await signIn(page, server, 'editor');
    await page.goto('/admin/');
    await settled(page);
    const nav = page.getByRole('navigation', { name: 'Admin sections' });
    await pressUntilFocused(page, nav.getByRole('link', { name: 'News', exact: true }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeFocused();
    await expectOneCurrent(page, 'News');
    await pressUntilFocused(page, page.getByRole('link', { name: 'New article' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'New article' })).toBeFocused();

    // Each language's fields have a name of their own.
    for (const language of ['English', 'French', 'Swahili']) {
      for (const field of ['Title', 'Address \\(slug\\)', 'Excerpt']) {
        await expect(
          page.getByRole('textbox', { name: new RegExp(`^${field} \\(${language}\\)`), includeHidden: true }),
        ).toHaveCount(1);
      }
    }

    const english = page.getByRole('textbox', { name: 'Title (English)' });
    await pressUntilFocused(page, english);
    await page.keyboard.type(`Keyboard article ${id}`);
    // The first change saves a draft and the heading becomes its title: the focus stays where the typing is.
    await expect(page).toHaveURL(/\/admin\/news\/\d+$/, { timeout: 20_000 });
    await expect(page.getByRole('heading', { level: 1 })).toContainText(`Keyboard article ${id}`);
    await expect(english).toBeFocused();
    await page.keyboard.type(' (more)');
    await expect(english).toHaveValue(`Keyboard article ${id} (more)`);

    // French, by the tabs' arrow keys.
    await pressUntilFocused(page, page.getByRole('tab', { name: /^English/ }), 'Shift+Tab');
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: /^French/ })).toHaveAttribute('aria-selected', 'true');
    const french = page.getByRole('textbox', { name: 'Title (French)' });
    await pressUntilFocused(page, french);
    await page.keyboard.type(`Article au clavier ${id}`);

    await pressUntilFocused(page, page.getByRole('button', { name: 'Save draft' }));
    await page.keyboard.press('Enter');
    await expect(page.getByText(/All changes saved|Draft saved at/).first()).toBeVisible({ timeout: 20_000 });
  });

  test('composing and sending a newsletter through the confirmation dialog', async ({ page, server }) => {
    test.setTimeout(90_000);
    const id = tag();
    await server.database.db.insert(newsletterSubscribers).values([
      { email: `kb-en-${id}@example.org`, status: 'confirmed', locale: 'en', confirmedAt: new Date() },
      { email: `kb-fr-${id}@example.org`, status: 'confirmed', locale: 'fr', confirmedAt: new Date() },
    ]);
    await signIn(page, server, 'editor');
    await page.goto('/admin/');
    await settled(page);
    const nav = page.getByRole('navigation', { name: 'Admin sections' });
    await pressUntilFocused(page, nav.getByRole('link', { name: 'Newsletters' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Newsletters' })).toBeFocused();
    // Newsletters only: not News as well (its address starts the same way).
    await expectOneCurrent(page, 'Newsletters');

    await pressUntilFocused(page, page.getByRole('link', { name: 'Write a newsletter' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'New newsletter' })).toBeFocused();
    await pressUntilFocused(page, page.getByRole('textbox', { name: 'Subject (English)', exact: true }));
    await page.keyboard.type(`Keyboard news ${id}`);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('textbox', { name: 'Introduction (English)' })).toBeFocused();
    await page.keyboard.type('Hello from the keyboard.');
    // French, by the language tabs' arrow keys.
    await pressUntilFocused(page, page.getByRole('tab', { name: /^English/ }), 'Shift+Tab');
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: /^French/ })).toHaveAttribute('aria-selected', 'true');
    await pressUntilFocused(page, page.getByRole('textbox', { name: 'Subject (French)', exact: true }));
    await page.keyboard.type(`Nouvelles au clavier ${id}`);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('textbox', { name: 'Introduction (French)' })).toBeFocused();
    await page.keyboard.type('Bonjour du clavier.');
    await pressUntilFocused(page, page.getByRole('button', { name: 'Save draft' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Edit newsletter' })).toBeVisible();

    const send = page.getByRole('button', { name: 'Send to subscribers' });
    await pressUntilFocused(page, send);
    await page.keyboard.press('Enter');
    const question = page.getByRole('alertdialog', { name: 'Send this newsletter?' });
    // The safe choice has the focus; the audience and its languages are stated.
    await expect(question.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await expect(question.getByTestId('newsletter-audience')).toContainText(
      /English: \d+ subscribers?, version sent: English/,
    );
    await expect(question.getByTestId('newsletter-audience')).toContainText(/Swahili: \d+ subscribers?, nothing sent/);
    await page.keyboard.press('Escape');
    await expect(question).toBeHidden();
    await expect(send).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(question.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(question.getByRole('button', { name: 'Send now' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Sent newsletter' })).toBeVisible();
    await expect(page.getByText(/The newsletter is on its way to \d+ subscribers?\./)).toBeVisible();
  });
});
