import type { Page } from '@playwright/test';
import { about as en } from '../common/src/content/locales/en/about';
import { about as fr } from '../common/src/content/locales/fr/about';
import { about as sw } from '../common/src/content/locales/sw/about';
import { axeResults } from '../scripts/audit/lib/axe';
import { expect, test, waitForHydration } from './fixtures';
import { asPattern, englishOnly, englishOnlyEntries, entryTexts, pageText } from './lib/translations';

const TIMELINE = [
  ['2000', 'Foundation'],
  ['2002', 'First Expansion'],
  ['2010', 'Diversification'],
  ['2015', 'Regional Growth'],
  ['2022', 'Technology Integration'],
  ['2025', 'International Expansion'],
];
const VALUES = ['Innovation', 'Community Impact', 'Sustainable Growth', 'Excellence'];
/** SPEC §3.2: the seven leadership roles, in order. */
const ROLES = [
  /Group Chief Executive Officer/,
  /Chief Financial Officer/,
  /Chief Commercial Officer/,
  /Chief Sales and Marketing Officer/,
  /Chief Group Public Relations Officer/,
  /Chief Communication and Branding Officer/,
  /Country Manager, Uganda/,
];

/** Distance from the top of the viewport to the top of an element. */
const topOf = (page: Page, selector: string) =>
  page.locator(selector).evaluate((el) => Math.round(el.getBoundingClientRect().top));

test.describe('about page', () => {
  test('is server-rendered with the story, the 30+ badge and every anchored section', async ({ page }) => {
    const response = await page.goto('/about');
    expect(response?.status()).toBe(200);
    const html = (await response?.text()) ?? '';
    for (const id of ['our-story', 'our-journey', 'our-values', 'our-leadership']) expect(html).toContain(`id="${id}"`);
    expect(html).toContain('<title>Our Story | VEB Group</title>');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Story');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    const story = page.locator('#our-story');
    await expect(story.getByText('30+ Years of Impact', { exact: true })).toBeVisible();
    await expect(story).toContainText('1994');
    await expect(story).toContainText('skills-development arm');
    await expect(story).toContainText('farms');
    await expect(story).toContainText('manufacturing');
    await expect(story).toContainText('women-led');
    await expect(story).toContainText('Uganda');
  });

  test('the timeline is an ordered list of the six milestones, oldest first', async ({ page }) => {
    await page.goto('/about');
    const entries = page.locator('#our-journey ol > li');
    await expect(entries).toHaveCount(6);
    for (const [index, [year, title]] of TIMELINE.entries()) {
      await expect(entries.nth(index).locator('time')).toHaveText(year);
      await expect(entries.nth(index).getByRole('heading', { level: 3 })).toHaveText(title);
      await expect(entries.nth(index).locator('p').last()).not.toBeEmpty();
    }
  });

  test('the Vision 2030 band shows $1B, 12+ and 50K+', async ({ page }) => {
    await page.goto('/about');
    const band = page.getByRole('region', { name: 'A billion-dollar African group by 2030' });
    await expect(band).toContainText('Vision 2030');
    const figures = await band
      .locator('dl > div')
      .evaluateAll((list) =>
        list.map((el) => `${el.querySelector('dd')?.textContent} ${el.querySelector('dt')?.textContent}`),
      );
    expect(figures).toEqual(['$1B Valuation target', '12+ African countries', '50K+ Lives impacted']);
  });

  test('four values, governance cards and the call to action to /careers', async ({ page }) => {
    await page.goto('/about');
    const values = page.locator('#our-values li');
    await expect(values).toHaveCount(4);
    await expect(values.getByRole('heading', { level: 3 })).toHaveText(VALUES);
    const governance = page.getByRole('region', { name: 'Governance & Compliance' });
    await expect(governance.getByRole('heading', { level: 3 })).toHaveText(['Board Structure', 'Compliance Framework']);
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Explore Careers' }).click();
    await expect(page).toHaveURL(/\/careers$/);
    await expect(page.locator('#job-openings')).toBeAttached();
  });

  test('seven leaders, each with initials, role, bio, a mail link and a LinkedIn link in a new tab', async ({
    page,
  }) => {
    await page.goto('/about');
    const cards = page.locator('#our-leadership li');
    await expect(cards).toHaveCount(7);
    const emails = new Set<string>();
    for (const [index, role] of ROLES.entries()) {
      const card = cards.nth(index);
      const name = (await card.getByRole('heading', { level: 3 }).textContent()) ?? '';
      expect(name).toMatch(/^\S+ \S+/);
      const initials = name
        .split(' ')
        .map((part) => part[0])
        .join('');
      await expect(card.getByText(initials, { exact: true })).toBeAttached();
      await expect(card).toContainText(role);

      const mail = card.getByRole('link', { name: new RegExp(`Contact ${name}`) });
      const href = (await mail.getAttribute('href')) ?? '';
      expect(href).toMatch(/^mailto:[a-z.]+@veb-group\.co\.za$/);
      emails.add(href);

      const linkedin = card.getByRole('link', { name: new RegExp(`${name} on LinkedIn`) });
      expect(await linkedin.getAttribute('href')).toMatch(/^https:\/\/www\.linkedin\.com\/in\/[a-z0-9-]+$/);
      await expect(linkedin).toHaveAttribute('target', '_blank');
      const rel = (await linkedin.getAttribute('rel')) ?? '';
      expect(rel.split(' ')).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
    }
    expect(emails.size).toBe(7);
  });

  for (const anchor of ['our-journey', 'our-story', 'our-values', 'our-leadership']) {
    test(`arriving at /about#${anchor} lands on it and stays there after hydration`, async ({ page }) => {
      await page.goto(`/about#${anchor}`);
      await waitForHydration(page);
      // Let effects, fonts and any late layout settle, then check nothing moved the page away.
      await page.waitForTimeout(400);
      const top = await topOf(page, `#${anchor}`);
      expect(top).toBeGreaterThanOrEqual(-2);
      expect(top).toBeLessThan(150);
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    });
  }

  test('the About menu reaches each section by client-side navigation, from another page and on the page', async ({
    page,
  }) => {
    await page.goto('/careers');
    await waitForHydration(page);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('button', { name: 'About' }).click();
    await nav.getByRole('link', { name: /Our Journey/ }).click();
    await expect(page).toHaveURL(/\/about#our-journey$/);
    await expect.poll(() => topOf(page, '#our-journey')).toBeLessThan(150);
    expect(await topOf(page, '#our-journey')).toBeGreaterThanOrEqual(-2);

    await nav.getByRole('button', { name: 'About' }).click();
    await nav.getByRole('link', { name: /Our Leadership/ }).click();
    await expect(page).toHaveURL(/\/about#our-leadership$/);
    await expect.poll(() => topOf(page, '#our-leadership')).toBeLessThan(150);
    expect(await topOf(page, '#our-leadership')).toBeGreaterThanOrEqual(-2);
  });

  test('the in-page links of the hero scroll to their section', async ({ page }) => {
    await page.goto('/about');
    await waitForHydration(page);
    await page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'Our Values' }).click();
    await expect(page).toHaveURL(/#our-values$/);
    await expect.poll(() => topOf(page, '#our-values')).toBeLessThan(150);
    expect(await topOf(page, '#our-values')).toBeGreaterThanOrEqual(-2);
  });
});

for (const [lang, messages] of [
  ['fr', fr],
  ['sw', sw],
] as const) {
  test(`the about page in ${lang} shows no English string and no raw key`, async ({ page }) => {
    const response = await page.goto(`/about?lang=${lang}`);
    expect((await response?.text()) ?? '').toContain(`<html lang="${lang}"`);
    await waitForHydration(page);
    const text = await pageText(page);

    // The interface's words and the records' (milestones, values, leaders, the about page's figures).
    const english = [
      ...englishOnly(en, messages),
      ...englishOnlyEntries(
        ['milestone', 'value', 'leader', 'figure'],
        lang,
        (entry) => entry.kind !== 'figure' || String(entry.values.place).startsWith('about.'),
      ),
    ];
    expect(english.length).toBeGreaterThan(60);
    expect(english.filter((string) => asPattern(string).test(text))).toEqual([]);
    expect(text).not.toMatch(/\b(about|careers)\.[a-z]/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.hero.title);
    await expect(page.locator('#our-journey ol > li')).toHaveCount(6);
    await expect(page.locator('#our-leadership li')).toHaveCount(7);
  });
}

test.describe('about accessibility', () => {
  test.use({ reducedMotion: 'reduce' });
  for (const lang of ['en', 'fr', 'sw']) {
    test(`axe finds no violations on /about in ${lang}`, async ({ page }) => {
      await page.goto(`/about?lang=${lang}`);
      await waitForHydration(page);
      const results = await axeResults(page);
      expect(results.violations).toEqual([]);
    });
  }
});

test.describe('about without content records', () => {
  test.use({ reducedMotion: 'reduce' });

  test('says there are no milestones, values or leaders yet, shows no demo copy and passes axe', async ({
    page,
    emptyServer,
  }) => {
    const response = await page.goto(`${emptyServer.origin}/about`);
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Story');
    await expect(page.locator('#our-journey')).toContainText('No milestones available yet.');
    await expect(page.locator('#our-journey ol')).toHaveCount(0);
    await expect(page.locator('#our-values')).toContainText('No values available yet.');
    await expect(page.locator('#our-leadership')).toContainText('No leaders available yet.');
    await expect(page.locator('#our-leadership article')).toHaveCount(0);
    // No badge and no figures: they are records too.
    await expect(page.locator('#our-story aside')).toHaveCount(0);
    await expect(page.getByRole('region', { name: en.vision.heading }).locator('dl')).toHaveCount(0);
    const text = await pageText(page);
    const demo = entryTexts(['milestone', 'value', 'leader', 'figure']);
    expect(demo.length).toBeGreaterThan(40);
    expect(demo.filter((string) => text.includes(string))).toEqual([]);
    expect(text).not.toContain('30+ Years of Impact');
    const results = await axeResults(page);
    expect(results.violations).toEqual([]);
  });

  test('says so in French and Swahili too', async ({ page, emptyServer }) => {
    for (const [lang, messages] of [
      ['fr', fr],
      ['sw', sw],
    ] as const) {
      await page.goto(`${emptyServer.origin}/about?lang=${lang}`);
      await expect(page.locator('#our-journey')).toContainText(messages.journey.empty);
      await expect(page.locator('#our-values')).toContainText(messages.values.empty);
      await expect(page.locator('#our-leadership')).toContainText(messages.leadership.empty);
    }
  });
});
