import type { Page } from '@playwright/test';
import { investors as enInvestors } from '../common/src/content/locales/en/investors';
import { investors as frInvestors } from '../common/src/content/locales/fr/investors';
import { investors as swInvestors } from '../common/src/content/locales/sw/investors';
import { LOCALES } from '../common/src/locale';
import { axeResults } from '../scripts/audit/lib/axe';
import {
  investorFigureEntries,
  opportunityEntries,
  reasonEntries,
  structureEntries,
} from '../server/src/db/seed/data/entries/investors';
import { expect, test, waitForHydration } from './fixtures';

async function open(page: Page, path = '/investors') {
  await page.goto(path);
  await waitForHydration(page);
}

/** The main content's text, its aria-labels and the page title: everything a visitor may read or hear. */
async function visibleAndAccessibleText(page: Page): Promise<string> {
  const main = page.locator('main');
  const labels = await main
    .locator('[aria-label]')
    .evaluateAll((elements) => elements.map((element) => element.getAttribute('aria-label')));
  return [await main.textContent(), ...labels, await page.title()].join('\n');
}

function decodeMailto(href: string | null) {
  const url = new URL(href ?? '');
  return { to: url.pathname, subject: url.searchParams.get('subject'), body: url.searchParams.get('body') };
}

const OPPORTUNITIES = [
  ['Agriculture Expansion', 'R5M-R20M', '15-25%'],
  ['Manufacturing Scale-Up', 'R10M-R30M', '20-30%'],
  ['Technology Logistics Platform', 'R15M-R50M', '25-40%'],
  ['Skills Development Centres', 'R8M-R25M', '12-20%'],
  ['Real Estate Development', 'R20M-R100M', '18-35%'],
  ['Legal Services Franchise', 'R5M-R15M', '20-30%'],
];

const STRUCTURES = [
  ['Equity Partnership', 'R10 Million'],
  ['Project Financing', 'R5 Million'],
  ['Joint Ventures', 'R15 Million'],
  ['Debt Financing', 'R3 Million'],
];

test.describe('investors page', () => {
  test('hero "Invest in Africa\'s Future" with its four figures', async ({ page }) => {
    await open(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("Invest in Africa's Future");
    const stats = page.getByTestId('investor-stats');
    await expect(stats.locator('dd')).toHaveText(['25+', '10', '2030', '11K+']);
    await expect(stats.locator('dt')).toHaveText([
      'Years of experience',
      'Business sectors',
      'Billion-dollar target',
      'Lives impacted',
    ]);
  });

  test('six opportunities with the SPEC ranges and returns, badge, text, impact and details', async ({ page }) => {
    await open(page);
    const cards = page.getByTestId('opportunity');
    await expect(cards).toHaveCount(6);
    for (const [i, [title, range, returns]] of OPPORTUNITIES.entries()) {
      const card = cards.nth(i);
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(title);
      await expect(card.getByTestId('opportunity-range')).toHaveText(range);
      await expect(card.getByTestId('opportunity-returns')).toHaveText(returns);
      await expect(card.getByText('Impact', { exact: true })).toBeVisible();
      expect(await card.locator('ul > li').count()).toBeGreaterThanOrEqual(3);
    }
  });

  test('four structures with their minimums; only Debt Financing shows fixed returns of 12-18%', async ({ page }) => {
    await open(page);
    const cards = page.getByTestId('structure');
    await expect(cards).toHaveCount(4);
    for (const [i, [title, minimum]] of STRUCTURES.entries()) {
      const card = cards.nth(i);
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(title);
      await expect(card.getByTestId('structure-minimum')).toHaveText(minimum);
      expect(await card.locator('ul > li').count()).toBeGreaterThanOrEqual(2);
    }
    await expect(cards.nth(3)).toContainText('Fixed returns of 12-18%');
    for (const i of [0, 1, 2]) await expect(cards.nth(i)).not.toContainText('%');
  });

  test('six reasons to invest', async ({ page }) => {
    await open(page);
    const reasons = page.getByTestId('reason');
    await expect(reasons).toHaveCount(6);
    await expect(reasons.getByRole('heading')).toHaveText([
      'Proven Track Record',
      'Diversified Portfolio',
      'Billion-Dollar Vision',
      'Social Impact',
      'Government Support',
      'Pan-African Growth',
    ]);
    await expect(reasons.nth(0)).toContainText('25');
    await expect(reasons.nth(1)).toContainText('Ten companies');
    await expect(reasons.nth(2)).toContainText('2030');
    await expect(reasons.nth(4)).toContainText('South Africa and Uganda');
  });

  test('both Schedule Meeting links draft "Investment Meeting Request" to the investment team', async ({ page }) => {
    await open(page);
    const links = page.getByRole('link', { name: 'Schedule Meeting' });
    await expect(links).toHaveCount(2);
    for (const link of await links.all()) {
      const mail = decodeMailto(await link.getAttribute('href'));
      expect(mail.to).toBe('investments@veb-group.co.za');
      expect(mail.subject).toBe('Investment Meeting Request');
      expect(mail.body).toContain('would like to schedule a meeting');
      expect(mail.body).toContain('\n\n');
    }
  });

  test('the closing call to action gives the investment team e-mail, phone and Johannesburg address', async ({
    page,
  }) => {
    await open(page);
    const cta = page.getByRole('region', { name: 'Ready to Invest in Africa’s Future?' });
    await expect(cta.getByRole('link', { name: 'Explore Investments' })).toHaveAttribute(
      'href',
      '/contact?subject=investment',
    );
    await expect(cta.getByRole('link', { name: 'Schedule Meeting' })).toBeVisible();
    await expect(cta.locator('a[href="mailto:investments@veb-group.co.za"]')).toBeVisible();
    await expect(cta.locator('a[href^="tel:+27"]')).toBeVisible();
    await expect(cta.locator('address')).toContainText('Johannesburg');
  });

  test('Explore Investments lands on the contact form with Investment Interest selected', async ({ page }) => {
    await open(page);
    await page.getByRole('link', { name: 'Explore Investments' }).first().click();
    await expect(page).toHaveURL(/\/contact\?subject=investment$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
    const select = page.getByLabel('Inquiry Type');
    await expect(select).toHaveValue('investment');
    await expect(select.locator('option:checked')).toHaveText('Investment Interest');
  });
});

const ENGLISH = [
  "Invest in Africa's Future",
  'Investor Relations',
  'Years of experience',
  'Business sectors',
  'Lives impacted',
  'Explore Investments',
  'Schedule Meeting',
  'Investment Opportunities',
  'Expected returns',
  'Agriculture Expansion',
  'Manufacturing Scale-Up',
  'Investment Structures',
  'Equity Partnership',
  'Project Financing',
  'Joint Ventures',
  'Debt Financing',
  'Million',
  'Fixed returns',
  'Benefits',
  'Why Invest',
  'Proven Track Record',
  'Social Impact',
  'Government Support',
  'Investment team',
  'South Africa',
];

for (const lang of ['fr', 'sw'] as const) {
  test(`the ${lang} investors page shows no English string and no raw key`, async ({ page }) => {
    await open(page, `/investors?lang=${lang}`);
    const text = await visibleAndAccessibleText(page);
    for (const english of ENGLISH) expect(text, english).not.toContain(english);
    expect(text).not.toMatch(/\b(?:contact|investors|common)\.[a-zA-Z]+\.[a-zA-Z.]+/);
    const mail = decodeMailto(
      await page.locator('main a[href^="mailto:"][href*="subject"]').first().getAttribute('href'),
    );
    expect(mail.subject).not.toBe('Investment Meeting Request');
    expect(mail.body).not.toContain('schedule a meeting');
  });
}

for (const lang of ['en', 'fr', 'sw'] as const) {
  test(`axe finds no violation on /investors in ${lang}`, async ({ page }) => {
    await open(page, `/investors?lang=${lang}`);
    expect((await axeResults(page)).violations).toEqual([]);
  });
}

const DICTIONARIES = { en: enInvestors, fr: frInvestors, sw: swInvestors };
/**
 * The demo's titles, ranges, returns and figure labels in every language: none may show without records.
 * (A figure's value such as '2030' is left out: the hero's introduction names that year too.)
 */
const DEMO_TEXT = [...opportunityEntries, ...structureEntries, ...reasonEntries, ...investorFigureEntries]
  .flatMap((entry) => [entry.values as Record<string, unknown>, ...Object.values(entry.words)])
  .flatMap((fields: Record<string, unknown>) => [fields.title, fields.range, fields.returns, fields.label])
  .filter((text): text is string => typeof text === 'string' && text.length > 2);

for (const lang of LOCALES) {
  test(`/investors in ${lang} with no records says so in words, with no demo copy`, async ({ page, emptyServer }) => {
    const words = DICTIONARIES[lang];
    await open(page, `${emptyServer.origin}/investors?lang=${lang}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.hero.title);
    for (const empty of [words.opportunities.empty, words.structures.empty, words.why.empty]) {
      await expect(page.getByText(empty)).toBeVisible();
    }
    for (const id of ['opportunity', 'structure', 'reason', 'investor-stats']) {
      await expect(page.getByTestId(id)).toHaveCount(0);
    }
    // Without an investment team there is no mail to draft; the contact form is still one click away.
    await expect(page.locator('main').locator('a[href^="mailto:"], a[href^="tel:"]')).toHaveCount(0);
    await expect(page.getByRole('link', { name: words.actions.explore })).toHaveCount(2);
    await expect(page.getByRole('heading', { name: words.cta.contactHeading })).toHaveCount(0);
    const text = await visibleAndAccessibleText(page);
    for (const demo of DEMO_TEXT) expect(text, demo).not.toContain(demo);
    expect((await axeResults(page)).violations).toEqual([]);
  });
}
