import type { Locator, Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { home as en } from '../common/src/content/locales/en/home';
import { home as fr } from '../common/src/content/locales/fr/home';
import { home as sw } from '../common/src/content/locales/sw/home';
import { axeResults } from '../scripts/audit/lib/axe';
import { newsArticles, newsVersions } from '../server/src/db/schema';
import type { SeedEntry } from '../server/src/db/seed/types';
import { expect, test, waitForHydration } from './fixtures';
import { asPattern, englishOnly, englishOnlyEntries, entryNames, entryTexts, pageText } from './lib/translations';

/** SPEC §2.3 order, by each section's heading id. */
const SECTION_ORDER = [
  'home-hero-title',
  'about-teaser-title',
  'africa-footprint-title',
  'our-companies-title',
  'featured-news-insights-title',
  'expansion-title',
  'partners-investors-title',
  'careers-teaser-title',
];

/** SPEC §2.1 slug rule applied by hand: lowercased, spaces to hyphens, '&' to 'and'. */
const COMPANY_IDS = [
  'company-veb-greenharvest',
  'company-ecocraft-interiors',
  'company-veb-cele-and-associates',
  'company-veb-law-clinic',
  'company-ak-business-enterprises',
  'company-ak-images',
  'company-samdon-real-estate',
  'company-veb-properties',
  'company-veb-global-link',
  'company-agri-extension-services',
];

const HOME_NEWS_SLUGS = [
  'veb-group-launches-uganda-operations-kampala-office',
  'handyperson-skills-programme-trains-5059-participants',
  'new-benoni-manufacturing-hub',
];

const section = (page: Page, headingId: string) => page.locator(`section[aria-labelledby="${headingId}"]`);

test.describe('home page structure', () => {
  test('has the SPEC sections in order, with their anchors, in the server HTML', async ({ page }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    const html = (await response?.text()) ?? '';
    expect(html).toMatch(/<title>VEB Group<\/title>/);
    expect(html).not.toMatch(/opacity-0/);

    const order = await page
      .locator('main section[aria-labelledby]')
      .evaluateAll((sections) => sections.map((s) => s.getAttribute('aria-labelledby')));
    expect(order).toEqual(SECTION_ORDER);
    await expect(page.locator('main h1')).toHaveCount(1);

    const ids = await page.locator('main section[id]').evaluateAll((sections) => sections.map((s) => s.id));
    expect(ids).toEqual(['africa-footprint', 'our-companies', 'featured-news-insights', 'partners-investors']);
    await expect(page.locator('#partners-investors #partner-with-veb')).toHaveCount(1);
  });

  test('shows every figure of the hero, about teaser, expansion banner and careers teaser', async ({ page }) => {
    await page.goto('/');
    const hero = section(page, 'home-hero-title');
    for (const [figure, label] of [
      ['25+', 'Years of experience'],
      ['11,000+', 'Beneficiaries'],
      ['10', 'Companies'],
      ['34', 'Countries in our footprint'],
    ]) {
      await expect(hero.locator('li').filter({ hasText: label })).toContainText(figure);
    }
    const about = section(page, 'about-teaser-title');
    await expect(about).toContainText('$1B');
    // A figure is a number, written the page's language's way (docs/decisions/078): SPEC's "7800+" in English.
    await expect(about).toContainText('7800+');
    const expansion = section(page, 'expansion-title');
    await expect(expansion).toContainText('12+');
    await expect(expansion).toContainText('$1B');
    await expect(expansion).toContainText('Valuation vision for 2030');
    await expect(expansion).toContainText('East and Southern Africa');
    const careers = section(page, 'careers-teaser-title');
    await expect(careers.getByRole('heading', { level: 3 })).toHaveCount(5); // four benefits + 'Now hiring'
    // The first four benefits of the careers page, as staff order them.
    const read = async <T>(kind: string) =>
      (await (await page.request.get(`/api/content/entries/${kind}`)).json()) as T[];
    const benefits = await read<{ title: string }>('benefit');
    await expect(careers.getByRole('heading', { level: 3 }).first()).toHaveText(benefits[0].title);
    await expect(careers.getByRole('heading', { level: 3 }).nth(3)).toHaveText(benefits[3].title);
    // SPEC's 5+, 8+ and 3+ were typed; each category's count is now the openings shown in it (2, 2, 1).
    const jobs = await read<{ category: number | null }>('job');
    const categories = await read<{ id: number; title: string }>('hiringCategory');
    expect(categories.map((c) => c.title)).toEqual([
      'Agriculture and agri-extension',
      'Manufacturing and operations',
      'Skills development and training',
    ]);
    const counted = categories.map((c) => jobs.filter((job) => job.category === c.id).length);
    expect(counted).toEqual([2, 2, 1]);
    const rows = careers.locator('li').filter({ has: page.locator('span.rounded-full') });
    await expect(rows).toHaveText(
      categories.map((c, i) => `${c.title}${counted[i]} position${counted[i] === 1 ? '' : 's'}`),
    );
    await expect(careers).toContainText('10 companies');
  });

  test('ten company cards with SPEC anchors; eight open their site in a new tab, Law Clinic and Properties none', async ({
    page,
  }) => {
    await page.goto('/');
    const cards = page.locator('#our-companies article');
    await expect(cards).toHaveCount(10);
    expect(await cards.evaluateAll((list) => list.map((card) => card.id))).toEqual(COMPANY_IDS);
    for (const card of await cards.all()) {
      await expect(card.getByRole('heading', { level: 3 })).toBeVisible();
      await expect(card.locator('svg').first()).toBeVisible();
    }

    const websites = page
      .locator('#our-companies')
      .getByRole('link', { name: /^View website: .+ \(opens in a new tab\)$/ });
    await expect(websites).toHaveCount(8);
    for (const link of await websites.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /\bnoopener\b/);
      expect(await link.getAttribute('href')).toMatch(/^https:\/\//);
    }
    await expect(
      page.getByRole('link', { name: 'View website: VEB Greenharvest (opens in a new tab)' }),
    ).toHaveAttribute('href', 'https://greenharvest.veb-group.co.za');
    // No website link on these two; every card, theirs too, links to the company's own page (decision 084).
    await expect(page.locator('#company-veb-law-clinic a[target="_blank"]')).toHaveCount(0);
    await expect(page.locator('#company-veb-properties a[target="_blank"]')).toHaveCount(0);
    await expect(page.locator('#our-companies').getByRole('link', { name: /^Company page: / })).toHaveCount(10);
    await expect(page.getByRole('link', { name: 'Company page: VEB Law Clinic' })).toHaveAttribute(
      'href',
      '/companies/law-clinic',
    );
    await expect(page.locator('#company-veb-cele-and-associates')).toContainText('11,000+ trained');
    await expect(page.locator('#company-agri-extension-services')).toContainText('7800+ beneficiaries');
    await expect(page.locator('#company-veb-greenharvest')).toContainText('33 cooperatives supported');
  });

  test('featured news shows the three stories with image, badge and date, each linking to a real article', async ({
    page,
    request,
    server,
  }) => {
    await page.goto('/');
    const cards = page.locator('#featured-news-insights article');
    await expect(cards).toHaveCount(3);
    const links = page.locator('#featured-news-insights').getByRole('link', { name: /^Read More: / });
    expect(await links.evaluateAll((list) => list.map((a) => a.getAttribute('href')))).toEqual(
      HOME_NEWS_SLUGS.map((slug) => `/news/${slug}`),
    );
    for (const [index, slug] of HOME_NEWS_SLUGS.entries()) {
      const card = cards.nth(index);
      const [found] = await server.database.db
        .select({ title: newsVersions.title, imageUrl: newsArticles.imageUrl })
        .from(newsVersions)
        .innerJoin(newsArticles, eq(newsArticles.id, newsVersions.articleId))
        .where(eq(newsVersions.slug, slug));
      expect(found, `seeded article ${slug}`).toBeTruthy();
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(found.title);
      await expect(card.locator('img')).toHaveAttribute('src', found.imageUrl ?? 'an image');
      await expect(card.locator('time')).toHaveText(/\w+ \d{1,2}, 20\d\d/);
      expect((await request.get(`/news/${slug}`)).status()).toBe(200);
    }
    await expect(cards.nth(0)).toContainText('Expansion');
    await expect(cards.nth(1)).toContainText('Skills Development');
    await expect(cards.nth(1)).toContainText('3,259 in Gauteng and 1,800 in Mpumalanga');
    await expect(cards.nth(2)).toContainText('Manufacturing');
    await expect(cards.nth(2)).toContainText('1.6-hectare');
  });

  test('partners: government and private sector partners, each with its type', async ({ page }) => {
    await page.goto('/');
    const partners = page.locator('#partners-investors');
    await expect(partners.getByRole('heading', { name: 'Government partners' })).toBeVisible();
    await expect(partners.getByRole('heading', { name: 'Private sector partners' })).toBeVisible();
    await expect(partners.getByText('Provincial Department of Agriculture')).toBeVisible();
    await expect(partners.getByText('Ubuntu Growth Capital')).toBeVisible();
    await expect(partners.getByText('Training Authority', { exact: true })).toBeVisible();
  });
});

test.describe('home page links', () => {
  test("'Read More' opens the real article", async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const title = 'Handyperson Skills Programme Trains 5,059+ Participants';
    await page.getByRole('link', { name: `Read More: ${title}` }).click();
    await expect(page).toHaveURL(/\/news\/handyperson-skills-programme-trains-5059-participants$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  });

  const destinations: [string, RegExp][] = [
    ['View All News & Insights', /\/news$/],
    ['Discover Our Future', /\/about#our-journey$/],
    ['Partner With Us', /\/investors$/],
    ['View Career Opportunities', /\/careers$/],
    ['Read Our Story', /\/about#our-story$/],
    ['Investor Relations', /\/investors$/],
  ];
  for (const [name, url] of destinations) {
    test(`'${name}' goes to ${url.source}`, async ({ page }) => {
      await page.goto('/');
      await waitForHydration(page);
      await page.getByRole('main').getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(url);
      await expect(page.locator('main h1')).toBeVisible();
    });
  }

  test("'Partner With Us' is the call to action of #partner-with-veb", async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('#partner-with-veb').getByRole('link', { name: 'Partner With Us' })).toHaveAttribute(
      'href',
      '/investors',
    );
  });

  const scrollers: [string, string][] = [
    ['10 Companies', 'our-companies'],
    ['34 Countries in our footprint', 'africa-footprint'],
    ['Explore Our Companies', 'our-companies'],
  ];
  for (const [name, anchor] of scrollers) {
    test(`hero '${name}' scrolls to #${anchor}`, async ({ page }) => {
      await page.goto('/');
      await waitForHydration(page);
      const target = page.locator(`#${anchor}`);
      await expect(target).not.toBeInViewport();
      await page.getByRole('main').getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/#${anchor}$`));
      await expect(target).toBeInViewport();
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    });
  }
});

/** A point inside the country's shape (its box centre may be sea or another country), in page pixels. */
async function pointInside(country: Locator): Promise<{ x: number; y: number }> {
  const point = await country.evaluate((group) => {
    const path = group.querySelector('path') as SVGPathElement;
    const box = path.getBBox();
    const matrix = path.getScreenCTM() as DOMMatrix;
    for (let fy = 0.3; fy <= 0.7; fy += 0.05) {
      for (let fx = 0.3; fx <= 0.7; fx += 0.05) {
        const local = new DOMPoint(box.x + box.width * fx, box.y + box.height * fy);
        if (!path.isPointInFill(local)) continue;
        const screen = local.matrixTransform(matrix);
        if (document.elementFromPoint(screen.x, screen.y)?.closest('[data-country]') === group)
          return { x: screen.x, y: screen.y };
      }
    }
    return null;
  });
  if (!point) throw new Error('no point found inside the country');
  return point;
}

test.describe('Africa footprint on home', () => {
  test('tooltip on hover and on keyboard focus: South Africa and Kenya', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.locator('#africa-footprint').scrollIntoViewIfNeeded();
    const southAfrica = page.locator('[data-country="ZAF"]');
    const kenya = page.locator('[data-country="KEN"]');
    await expect(southAfrica).toBeVisible();
    await southAfrica.scrollIntoViewIfNeeded();
    const tooltip = page.getByRole('tooltip');

    const inSouthAfrica = await pointInside(southAfrica);
    await page.mouse.move(inSouthAfrica.x, inSouthAfrica.y);
    await expect(tooltip).toHaveText('South Africa - Current Presence');
    const inKenya = await pointInside(kenya);
    await page.mouse.move(inKenya.x, inKenya.y);
    await expect(tooltip).toHaveText('Kenya - Expansion Target');
    await page.mouse.move(5, 5);
    await expect(tooltip).toHaveCount(0);

    // Keyboard: the map is one Tab stop; from it, letters move the focus (type-ahead cycles through names).
    await page.locator('[role="option"][tabindex="0"]').focus();
    await page.keyboard.press('k');
    await expect(kenya).toBeFocused();
    await expect(tooltip).toHaveText('Kenya - Expansion Target');
    for (let i = 0; i < 12 && !(await southAfrica.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press('s');
    }
    await expect(southAfrica).toBeFocused();
    await expect(tooltip).toHaveText('South Africa - Current Presence');
    await page.keyboard.press('Tab');
    await expect(tooltip).toHaveCount(0);
  });
});

for (const [lang, messages] of [
  ['fr', fr],
  ['sw', sw],
] as const) {
  test(`the home page in ${lang} shows none of the English home strings`, async ({ page }) => {
    const response = await page.goto(`/?lang=${lang}`);
    const html = (await response?.text()) ?? '';
    expect(html).toContain(`<html lang="${lang}"`);
    await waitForHydration(page);
    await page.locator('#africa-footprint').scrollIntoViewIfNeeded();
    await expect(page.locator('[data-country="KEN"]')).toBeVisible();
    const visible = await page.getByRole('main').textContent();
    const attributes = await page
      .getByRole('main')
      .locator('[aria-label], [alt]')
      .evaluateAll((list) =>
        list.map((el) => `${el.getAttribute('aria-label') ?? ''} ${el.getAttribute('alt') ?? ''}`),
      );
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    // Proper nouns stay in every language (a partner may be called '… Training Authority').
    const text = entryNames(['company', 'partner']).reduce(
      (all, name) => all.replaceAll(name, ''),
      [visible, ...attributes, description].join('\n'),
    );

    // The interface's words and the records' (companies, partners, the home page's figures).
    const english = [
      ...englishOnly(en, messages),
      ...englishOnlyEntries(
        ['company', 'partner', 'figure'],
        lang,
        (entry) => entry.kind !== 'figure' || String(entry.values.place).startsWith('home.'),
      ),
    ];
    expect(english.length).toBeGreaterThan(100);
    const leaked = english.filter((string) => asPattern(string).test(text));
    expect(leaked).toEqual([]);
    // And the translation is what is shown.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.hero.title);
    expect(description).toBe(messages.meta.description);
  });
}

test.describe('home on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });
  for (const lang of ['en', 'fr', 'sw']) {
    test(`nothing overflows sideways at 375 px in ${lang}, even while sections wait to slide in`, async ({ page }) => {
      await page.goto(`/?lang=${lang}`);
      await waitForHydration(page);
      await expect(page.locator('[data-reveal="hidden"]').first()).toBeAttached();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    });
  }
});

test.describe('reveal without JavaScript and with reduced motion', () => {
  test('all content is visible with JavaScript disabled', async ({ browser, server }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: server.origin });
    const page = await context.newPage();
    await page.goto('/');
    for (const id of SECTION_ORDER) await expect(page.locator(`#${id}`)).toBeVisible();
    await page.locator('#careers-teaser-title').scrollIntoViewIfNeeded();
    await expect(page.getByRole('link', { name: 'View Career Opportunities' })).toBeVisible();
    await expect(page.locator('[data-reveal="hidden"]')).toHaveCount(0);
    const opacities = await page
      .locator('[data-reveal]')
      .evaluateAll((list) => list.map((el) => getComputedStyle(el).opacity));
    expect(opacities.length).toBeGreaterThan(10);
    expect(new Set(opacities)).toEqual(new Set(['1']));
    await context.close();
  });

  test('with reduced motion nothing is ever hidden', async ({ browser, server }) => {
    const context = await browser.newContext({ reducedMotion: 'reduce', baseURL: server.origin });
    const page = await context.newPage();
    await page.goto('/');
    await waitForHydration(page);
    await page.waitForTimeout(300);
    await expect(page.locator('[data-reveal="hidden"]')).toHaveCount(0);
    const styles = await page
      .locator('[data-reveal]')
      .evaluateAll((list) => list.map((el) => `${getComputedStyle(el).opacity} ${getComputedStyle(el).translate}`));
    expect(new Set(styles)).toEqual(new Set(['1 none']));
    await context.close();
  });

  test('with motion, sections below the fold fade in once as they scroll into view', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const careers = page.locator('section[aria-labelledby="careers-teaser-title"] [data-reveal]').first();
    await expect(careers).toHaveAttribute('data-reveal', 'hidden');
    await expect.poll(() => careers.evaluate((el) => getComputedStyle(el).opacity)).toBe('0');
    // The hero, in view from the start, is never hidden.
    await expect(page.locator('section[aria-labelledby="home-hero-title"] [data-reveal="hidden"]')).toHaveCount(0);

    await careers.scrollIntoViewIfNeeded();
    await expect(careers).toHaveAttribute('data-reveal', 'shown');
    await expect.poll(() => careers.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
    // Once shown it stays shown after scrolling away and back.
    await page.evaluate(() => window.scrollTo(0, 0));
    await careers.scrollIntoViewIfNeeded();
    await expect(careers).toHaveAttribute('data-reveal', 'shown');
  });
});

test.describe('home accessibility', () => {
  test.use({ reducedMotion: 'reduce' });
  for (const lang of ['en', 'fr', 'sw']) {
    test(`axe finds no violations on / in ${lang}`, async ({ page }) => {
      await page.goto(`/?lang=${lang}`);
      await waitForHydration(page);
      // Load the map so it is checked too.
      await page.locator('#africa-footprint').scrollIntoViewIfNeeded();
      await expect(page.locator('[data-country="ZAF"]')).toBeVisible();
      const results = await axeResults(page);
      expect(results.violations).toEqual([]);
    });
  }
});

test.describe('home without content records', () => {
  test.use({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });

  test('says there are no companies or partners yet, shows no demo copy and passes axe', async ({
    page,
    emptyServer,
  }) => {
    const response = await page.goto(`${emptyServer.origin}/`);
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.hero.title);
    await expect(page.locator('#our-companies')).toContainText('No companies available yet.');
    await expect(page.locator('#our-companies article')).toHaveCount(0);
    await expect(page.locator('#partners-investors')).toContainText('No partners available yet.');
    // No figure is typed in code: without records the hero, the teaser and the banner show none.
    await expect(page.locator('[data-stat]')).toHaveCount(0);
    const text = await pageText(page);
    // The home page's own figures: another page's label ("Countries" on /careers) is an ordinary word here.
    const onHome = (entry: SeedEntry) => entry.kind !== 'figure' || String(entry.values.place).startsWith('home.');
    const demo = entryTexts(['company', 'partner', 'figure'], onHome);
    expect(demo.length).toBeGreaterThan(40);
    expect(demo.filter((string) => text.includes(string))).toEqual([]);

    // The frame: no company in the footer or the Companies menu (which still leads to the section).
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('heading', { name: 'Our companies' })).toHaveCount(0);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('button', { name: 'Companies' }).click();
    await expect(nav.getByRole('link', { name: 'All companies' })).toBeVisible();
    await expect(nav.locator('ul.grid')).toHaveCount(0);
    await page.keyboard.press('Escape');

    // The search lists the pages and careers only.
    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog');
    const groups = dialog.getByRole('group');
    await expect(groups).toHaveCount(2);
    await expect(groups.nth(0)).toHaveAccessibleName('Pages');
    await expect(groups.nth(1)).toHaveAccessibleName('Careers');

    const results = await axeResults(page);
    expect(results.violations).toEqual([]);
  });

  test('says so in French and Swahili too', async ({ page, emptyServer }) => {
    for (const [lang, messages] of [
      ['fr', fr],
      ['sw', sw],
    ] as const) {
      await page.goto(`${emptyServer.origin}/?lang=${lang}`);
      await expect(page.locator('#our-companies')).toContainText(messages.companies.empty);
      await expect(page.locator('#partners-investors')).toContainText(messages.partners.empty);
    }
  });
});
