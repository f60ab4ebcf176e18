import { legal as en } from '../common/src/content/locales/en/legal';
import { legal as fr } from '../common/src/content/locales/fr/legal';
import { legal as sw } from '../common/src/content/locales/sw/legal';
import { axeResults } from '../scripts/audit/lib/axe';
import { legalSectionEntries } from '../server/src/db/seed/data/entries/legal';
import { seedSiteIdentity as identity } from '../server/src/db/seed/data/site-identity';
import { expect, test, waitForHydration } from './fixtures';

const dictionaries = { en, fr, sw };
/** The demo's sections of a document (what the test server shows), anchor and title in `lang`. */
const demoSections = (page: 'privacy' | 'terms', lang: 'en' | 'fr' | 'sw') =>
  legalSectionEntries
    .filter((entry) => entry.values.page === page)
    .map((entry) => ({
      anchor: String(entry.values.anchor),
      title: String(entry.words[lang].title),
    }));
const DATES = { en: 'November 21, 2026', fr: '21 novembre 2026', sw: '21 Novemba 2026' };
const pages = ['privacy', 'terms'] as const;

for (const kind of pages) {
  test.describe(`/${kind}`, () => {
    for (const lang of ['en', 'fr', 'sw'] as const) {
      test(`answers 200 in ${lang} with its heading, last-updated date and a working table of contents`, async ({
        page,
      }) => {
        const doc = dictionaries[lang][kind];
        const response = await page.goto(`/${kind}?lang=${lang}`);
        expect(response?.status()).toBe(200);
        const html = (await response?.text()) ?? '';
        expect(html).toContain(`<title>${doc.meta.title.replace(/'/g, '&#x27;')} | VEB Group</title>`);
        expect(html).not.toContain('404 Page Not Found');
        await waitForHydration(page);

        await expect(page.getByRole('heading', { level: 1 })).toHaveText(doc.heading);
        await expect(page.locator('main time')).toHaveText(DATES[lang]);
        await expect(page.locator('main time')).toHaveAttribute('datetime', '2026-11-21');
        await expect(page.getByText(dictionaries[lang].lastUpdated)).toBeVisible();

        const sections = demoSections(kind, lang);
        expect(sections.length).toBeGreaterThan(5);
        const toc = page.getByRole('navigation', { name: dictionaries[lang].contents });
        await expect(toc.getByRole('link')).toHaveCount(sections.length);
        for (const [index, { anchor, title }] of sections.entries()) {
          await expect(toc.getByRole('link').nth(index)).toHaveAttribute('href', `#${anchor}`);
          await expect(toc.getByRole('link').nth(index)).toHaveText(`${index + 1}. ${title}`);
          await expect(page.locator(`section#${anchor} h2`)).toHaveText(`${index + 1}.${title}`);
        }
        // Following a contents link brings its section into view.
        const last = sections[sections.length - 1].anchor;
        await toc.getByRole('link').last().click();
        await expect(page).toHaveURL(new RegExp(`#${last}$`));
        await expect(page.locator(`section#${last} h2`)).toBeInViewport();
      });
    }
  });
}

test('the privacy notice covers the forms, retention, cookies, POPIA, the Uganda act and the Information Officer', async ({
  page,
}) => {
  await page.goto('/privacy');
  await waitForHydration(page);
  const main = page.locator('main');
  for (const text of [
    'POPIA',
    'Protection of Personal Information Act 4 of 2013',
    'Data Protection and Privacy Act, 2019',
    'Information Regulator',
    'Personal Data Protection Office',
    'phone number',
    'inquiry',
    '24 months',
    'until you unsubscribe',
    'veb-lang',
    'veb-language',
    'do not sell',
  ]) {
    await expect(main, text).toContainText(text);
  }
  // Who and where, as Settings → Site identity has them (the demo's identity).
  const officer = main.locator('address');
  await expect(officer).toContainText(`Information Officer${identity.privacyOfficer}`);
  await expect(officer).toContainText([identity.legalName, ...identity.addressLines, identity.country].join(''));
  await expect(officer.getByRole('link', { name: identity.privacyEmail })).toHaveAttribute(
    'href',
    `mailto:${identity.privacyEmail}`,
  );
});

test('the terms cover forward-looking figures and South African law, and link to the privacy notice', async ({
  page,
}) => {
  await page.goto('/terms');
  await waitForHydration(page);
  const main = page.locator('main');
  await expect(main).toContainText('forward-looking');
  await expect(main).toContainText('Republic of South Africa');
  await expect(main.locator('address').getByRole('link', { name: identity.legalEmail })).toBeVisible();
  await expect(main.locator('address')).not.toContainText('Information Officer');
  await main.getByRole('link', { name: 'Read our privacy notice' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Notice');
});

/** English strings of these pages that must not appear on the French and Swahili pages. */
const ENGLISH = [
  'Privacy Notice',
  'Terms of Use',
  'Last updated',
  'Contents',
  'Who we are',
  'What we collect',
  'How long we keep it',
  'Your rights',
  'Information Officer',
  'Postal address',
  'South Africa',
  'newsletter',
  'Using our content',
  'Figures and forecasts',
  'Governing law',
  'Read our privacy notice',
  'November',
];
const RAW_KEY = /\b(legal|common)\.[a-z]+[A-Za-z.]*/;

for (const kind of pages) {
  for (const lang of ['fr', 'sw'] as const) {
    test(`/${kind} in ${lang} shows no English string and no raw key`, async ({ page }) => {
      await page.goto(`/${kind}?lang=${lang}`);
      await waitForHydration(page);
      const text = (await page.locator('main').textContent()) ?? '';
      // Official names of laws and regulators stay in English, in brackets, as they are legally cited.
      const prose = text.replace(/\([^)]*\)/g, '');
      for (const english of ENGLISH) expect(prose, english).not.toContain(english);
      expect(text).not.toMatch(RAW_KEY);
      if (kind === 'privacy') {
        expect(text).toContain('POPIA');
        expect(text).toContain('Data Protection and Privacy Act');
      }
    });
  }
  for (const lang of ['en', 'fr', 'sw'] as const) {
    test(`/${kind} in ${lang} has no axe violations`, async ({ page }) => {
      await page.goto(`/${kind}?lang=${lang}`);
      await waitForHydration(page);
      const results = await axeResults(page);
      expect(results.violations).toEqual([]);
    });
  }
}

for (const kind of pages) {
  for (const lang of ['en', 'fr', 'sw'] as const) {
    test(`/${kind} in ${lang} with no sections says so in words, with no demo copy and no date`, async ({
      page,
      emptyServer,
    }) => {
      const words = dictionaries[lang];
      const response = await page.goto(`${emptyServer.origin}/${kind}?lang=${lang}`);
      expect(response?.status()).toBe(200);
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(words[kind].heading);
      await expect(page.getByText(words.empty)).toBeVisible();
      await expect(page.locator('main time')).toHaveCount(0);
      await expect(page.getByRole('navigation', { name: words.contents })).toHaveCount(0);
      await expect(page.locator('main section[id]')).toHaveCount(0);
      const text = (await page.locator('main').textContent()) ?? '';
      for (const { title } of demoSections(kind, lang)) expect(text, title).not.toContain(title);
      // Nor the contact card that closes a document: it belongs to a document that is not there.
      expect(text).not.toMatch(/@veb-group\.co\.za|POPIA/);
      expect((await axeResults(page)).violations).toEqual([]);
    });
  }
}
