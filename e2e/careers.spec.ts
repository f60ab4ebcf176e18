import type { Page } from '@playwright/test';
import { careers as en } from '../common/src/content/locales/en/careers';
import { careers as fr } from '../common/src/content/locales/fr/careers';
import { careers as sw } from '../common/src/content/locales/sw/careers';
import { axeBuilder } from '../scripts/audit/lib/axe';
import { expect, test, waitForHydration } from './fixtures';
import { asPattern, englishOnly, pageText } from './lib/translations';

const COMPANIES = [
  'VEB Greenharvest',
  'EcoCraft Interiors',
  'VEB Cele & Associates',
  'VEB Law Clinic',
  'AK Business Enterprises',
  'AK Images',
  'SAMDON Real Estate',
  'VEB Properties',
  'VEB Global Link',
  'Agri-Extension Services',
];
const LOCATIONS = [
  'Johannesburg, South Africa',
  'Cape Town, South Africa',
  'Benoni, South Africa',
  'Pretoria, South Africa',
  'Kampala, Uganda',
];
const BENEFITS = [
  'Health & Wellness',
  'Career Growth',
  'Performance Rewards',
  'Collaborative Culture',
  'Learning Opportunities',
  'Work-Life Balance',
];
const STEPS = ['Apply Online', 'Initial Review', 'Interview Process', 'Welcome Aboard'];

const topOf = (page: Page, selector: string) =>
  page.locator(selector).evaluate((el) => Math.round(el.getBoundingClientRect().top));
const amount = (text: string) => Number(text.replace(/,/g, ''));

/** Replaces window.open so a test can see what would have opened, without leaving the page. */
async function recordWindowOpen(page: Page) {
  await page.addInitScript(() => {
    const opened: string[][] = [];
    Object.assign(window, { __opened: opened });
    window.open = (...args: unknown[]) => {
      opened.push(args.map(String));
      return null;
    };
  });
  return () => page.evaluate(() => (window as unknown as { __opened: string[][] }).__opened);
}

test.describe('careers page', () => {
  test('hero figures: 10 companies, 50+ open positions, 2 countries', async ({ page }) => {
    const response = await page.goto('/careers');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    const figures = await page
      .locator('main > section')
      .first()
      .locator('dl > div')
      .evaluateAll((list) =>
        list.map((el) => `${el.querySelector('dd')?.textContent} ${el.querySelector('dt')?.textContent}`),
      );
    expect(figures).toEqual(['10 Companies', '50+ Open positions', '2 Countries']);
  });

  test('six benefits, four application steps and the call to action to /contact', async ({ page }) => {
    await page.goto('/careers');
    const benefits = page.getByRole('region', { name: 'Why Work With Us' }).getByRole('listitem');
    await expect(benefits).toHaveCount(6);
    await expect(benefits.getByRole('heading', { level: 3 })).toHaveText(BENEFITS);
    const steps = page.getByRole('region', { name: 'How to Apply' }).locator('ol > li');
    await expect(steps).toHaveCount(4);
    await expect(steps.getByRole('heading', { level: 3 })).toHaveText(STEPS);
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Contact Us' }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });

  test('six job cards with ids 1-6 and the facts of SPEC §3.2', async ({ page }) => {
    await page.goto('/careers');
    const cards = page.locator('#job-openings article');
    await expect(cards).toHaveCount(6);
    const locations = new Set<string>();
    for (let id = 1; id <= 6; id++) {
      const card = page.locator(`#job-${id}`);
      await expect(card.getByRole('heading', { level: 3 })).not.toBeEmpty();
      const text = (await card.textContent()) ?? '';
      expect(
        COMPANIES.some((company) => text.includes(company)),
        `company of job ${id}`,
      ).toBe(true);
      const location = LOCATIONS.find((place) => text.includes(place));
      expect(location, `location of job ${id}`).toBeDefined();
      locations.add(location as string);
      expect(text).toContain('Full-time');
      expect(text).toMatch(/Level: (Entry|Mid-level|Senior)/);
      expect(text).toMatch(/\d+ (day|week)s? ago/);
      expect(await card.locator('ul li').count()).toBeGreaterThan(0);
      if (location === 'Kampala, Uganda') {
        expect(text).toContain('UGX 3,000,000 – 4,500,000 per month');
      } else {
        const [, min, max] = text.match(/R([\d,]+) – R([\d,]+) per month/) ?? [];
        expect(amount(min)).toBeGreaterThanOrEqual(18000);
        expect(amount(max)).toBeLessThanOrEqual(65000);
        expect(amount(min)).toBeLessThan(amount(max));
      }
    }
    expect(locations.has('Kampala, Uganda')).toBe(true);
  });

  test('every Apply Now link is a mail draft to the careers mailbox with the exact subject and body', async ({
    page,
  }) => {
    await page.goto('/careers');
    for (let id = 1; id <= 6; id++) {
      const card = page.locator(`#job-${id}`);
      const title = (await card.getByRole('heading', { level: 3 }).textContent()) ?? '';
      const link = card.getByRole('link', { name: /Apply Now/ });
      await expect(link).toHaveAttribute('target', '_blank');
      const url = new URL((await link.getAttribute('href')) ?? '');
      expect(url.protocol).toBe('mailto:');
      expect(url.pathname).toBe('careers@veb-group.co.za');
      expect(url.searchParams.get('subject')).toBe(`Application for Job ID ${id}`);
      const body = url.searchParams.get('body') ?? '';
      expect(body).toContain(`I am interested in the ${title} position (Job ID ${id})`);
      expect(body).toContain('My details are below');
      // Encoded properly: spaces as %20, not '+', so every mail client shows them as spaces.
      expect((await link.getAttribute('href')) ?? '').not.toContain('+');
    }
  });

  test('three internships of 12, 6 and 8 months, each applied for by mail with the exact subject', async ({ page }) => {
    await page.goto('/careers');
    const programs = page.getByRole('region', { name: 'Internship Programs' }).locator('article');
    await expect(programs).toHaveCount(3);
    for (const [index, months] of [12, 6, 8].entries()) {
      const program = programs.nth(index);
      await expect(program).toContainText(`${months} months`);
      const title = (await program.getByRole('heading', { level: 3 }).textContent()) ?? '';
      const text = (await program.textContent()) ?? '';
      expect(COMPANIES.some((company) => text.includes(company))).toBe(true);
      const link = program.getByRole('link', { name: /Apply for Program/ });
      const url = new URL((await link.getAttribute('href')) ?? '');
      expect(url.pathname).toBe('internships@veb-group.co.za');
      expect(url.searchParams.get('subject')).toBe(`Internship Application - ${title}`);
      expect(url.searchParams.get('body')).toContain(`apply for the ${title} programme`);
    }
  });

  test('Apply Now and Apply for Program open the mail draft in a new window', async ({ page }) => {
    const opened = await recordWindowOpen(page);
    await page.goto('/careers');
    await waitForHydration(page);
    const apply = page.locator('#job-3').getByRole('link', { name: /Apply Now/ });
    const href = await apply.getAttribute('href');
    await apply.click();
    await expect.poll(opened).toHaveLength(1);
    expect((await opened())[0].slice(0, 2)).toEqual([href, '_blank']);

    const program = page.getByRole('link', { name: /Apply for Program/ }).first();
    const programHref = await program.getAttribute('href');
    await program.click();
    await expect.poll(opened).toHaveLength(2);
    expect((await opened())[1].slice(0, 2)).toEqual([programHref, '_blank']);
    // The page itself stays where it was.
    expect(new URL(page.url()).pathname).toBe('/careers');
  });

  test('Learn More scrolls its job card into view', async ({ page }) => {
    await page.goto('/careers');
    await waitForHydration(page);
    const learnMore = page.locator('#job-4').getByRole('link', { name: /Learn More/ });
    // Put the button at the bottom edge of the view, so the card's top is far from the top.
    await learnMore.evaluate((el) => {
      window.scrollBy({ top: el.getBoundingClientRect().bottom - window.innerHeight + 10, behavior: 'instant' });
    });
    expect(await topOf(page, '#job-4')).toBeGreaterThan(200);
    await learnMore.click();
    await expect.poll(() => topOf(page, '#job-4')).toBeLessThan(150);
    expect(await topOf(page, '#job-4')).toBeGreaterThanOrEqual(-2);
  });

  test('the hero button scrolls to the job openings', async ({ page }) => {
    await page.goto('/careers');
    await waitForHydration(page);
    expect(await topOf(page, '#job-openings')).toBeGreaterThan(400);
    await page.getByRole('link', { name: 'View Open Positions' }).click();
    await expect.poll(() => topOf(page, '#job-openings')).toBeLessThan(150);
    expect(await topOf(page, '#job-openings')).toBeGreaterThanOrEqual(-2);
  });

  test.describe('with reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });
    test('Learn More jumps to the card at once', async ({ page }) => {
      await page.goto('/careers');
      await waitForHydration(page);
      const learnMore = page.locator('#job-2').getByRole('link', { name: /Learn More/ });
      await learnMore.evaluate((el) => {
        window.scrollBy({ top: el.getBoundingClientRect().bottom - window.innerHeight + 10, behavior: 'instant' });
      });
      await learnMore.click();
      const top = await topOf(page, '#job-2');
      expect(top).toBeLessThan(150);
      expect(top).toBeGreaterThanOrEqual(-2);
    });
  });
});

for (const [lang, messages, subject] of [
  ['fr', fr, 'Candidature pour le poste n° 1'],
  ['sw', sw, 'Maombi ya Kazi Namba 1'],
] as const) {
  test(`the careers page in ${lang} shows no English string and no raw key, and translates the mail`, async ({
    page,
  }) => {
    const response = await page.goto(`/careers?lang=${lang}`);
    expect((await response?.text()) ?? '').toContain(`<html lang="${lang}"`);
    await waitForHydration(page);
    const text = await pageText(page);

    const english = englishOnly(en, messages);
    expect(english.length).toBeGreaterThan(80);
    expect(english.filter((string) => asPattern(string).test(text))).toEqual([]);
    expect(text).not.toMatch(/\b(about|careers)\.[a-z]/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.hero.title);

    const href = (await page.locator('#job-1').getByRole('link').first().getAttribute('href')) ?? '';
    const url = new URL(href);
    expect(url.searchParams.get('subject')).toBe(subject);
    expect(url.searchParams.get('body')).not.toContain('interested');
  });
}

test.describe('careers accessibility', () => {
  test.use({ reducedMotion: 'reduce' });
  for (const lang of ['en', 'fr', 'sw']) {
    test(`axe finds no violations on /careers in ${lang}`, async ({ page }) => {
      await page.goto(`/careers?lang=${lang}`);
      await waitForHydration(page);
      const results = await axeBuilder(page).analyze();
      expect(results.violations).toEqual([]);
    });
  }
});
