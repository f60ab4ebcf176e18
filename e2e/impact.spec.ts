import type { Page } from '@playwright/test';
import { and, eq } from 'drizzle-orm';
import type { ImpactMetric, SuccessStory } from '../common/src/impact';
import { axeResults } from '../scripts/audit/lib/axe';
import { entries } from '../server/src/db/schema';
import { expect, test, waitForHydration } from './fixtures';

const KNOWN_ICONS: Record<string, string> = {
  TrendingUp: 'lucide-trending-up',
  Users: 'lucide-users',
  Building2: 'lucide-building-2',
  Globe: 'lucide-globe',
  Target: 'lucide-target',
  Award: 'lucide-award',
};

/** The API's metrics grouped by their impact area, in the API's order (the staff's). */
function expectedGroups(metrics: ImpactMetric[]) {
  const groups = new Map<number, [string, ImpactMetric[]]>();
  for (const metric of metrics)
    groups.set(metric.area, [metric.category, [...(groups.get(metric.area)?.[1] ?? []), metric]]);
  return [...groups.values()];
}

/** The unpublished records of a kind: metrics and stories are content kinds (docs/decisions/078). */
const unpublished = (server: { database: { db: import('../server/src/db/client').Db } }, kind: string) =>
  server.database.db
    .select()
    .from(entries)
    .where(and(eq(entries.kind, kind), eq(entries.published, false)));

const storyCard = (page: Page, name: string) => page.getByTestId('story-card').filter({ hasText: name });

/** Initials as a reader would write them: first letters of the first and last words. */
const initials = (name: string) => {
  const words = name.split(/\s+/);
  return (words[0][0] + (words.length > 1 ? words[words.length - 1][0] : '')).toUpperCase();
};

test.describe('impact page', () => {
  test('server-renders the metrics grouped under their category headings, with their icons, without fetching again', async ({
    page,
    request,
    server,
  }) => {
    const metrics: ImpactMetric[] = await (await request.get('/api/impact/metrics?active=true')).json();
    const groups = expectedGroups(metrics);
    expect(groups.length).toBeGreaterThanOrEqual(3);

    const apiCalls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/impact')) apiCalls.push(r.url());
    });
    const response = await page.goto('/impact');
    expect(response?.status()).toBe(200);
    const html = (await response?.text()) ?? '';
    expect(html).toContain('Building Africa&#x27;s Future');
    for (const metric of metrics) expect(html).toContain(metric.label.replace(/'/g, '&#x27;'));
    await waitForHydration(page);

    await expect(page.getByRole('heading', { level: 1 })).toHaveText("Building Africa's Future");
    const rendered = page.getByTestId('metric-group');
    await expect(rendered).toHaveCount(groups.length);
    for (const [index, [category, items]] of groups.entries()) {
      const group = rendered.nth(index);
      await expect(group.getByRole('heading', { level: 3 })).toHaveText(category);
      const cards = group.getByRole('listitem');
      await expect(cards).toHaveCount(items.length);
      for (const [i, metric] of items.entries()) {
        const card = cards.nth(i);
        await expect(card.getByRole('heading', { level: 4 })).toHaveText(metric.label);
        await expect(card).toContainText(metric.value);
        if (metric.description) await expect(card).toContainText(metric.description);
        // Unknown or missing icon names fall back to Target.
        const expectedIcon = (metric.icon && KNOWN_ICONS[metric.icon]) || 'lucide-target';
        await expect(card.getByTestId('metric-icon')).toHaveClass(new RegExp(`\\b${expectedIcon}\\b`));
      }
    }
    // The seed has metrics without an icon; they must have been drawn as Target above.
    expect(metrics.some((m) => !m.icon)).toBe(true);

    const inactive = await unpublished(server, 'metric');
    expect(inactive.length).toBeGreaterThan(0);
    for (const metric of inactive) {
      const label = String(metric.versions.en?.words.label);
      await expect(page.getByText(label, { exact: true })).toHaveCount(0);
    }

    await page.waitForLoadState('networkidle');
    expect(apiCalls).toEqual([]);
  });

  test('server-renders the published stories with badges, avatars and impact lines; the unpublished one is absent', async ({
    page,
    request,
    server,
  }) => {
    const stories: SuccessStory[] = await (await request.get('/api/impact/stories?published=true')).json();
    // A story names one of the group's companies by its record: the card shows the name that company holds.
    const companies: { id: number; name: string }[] = await (await request.get('/api/content/entries/company')).json();
    expect(stories.filter((s) => companies.some((c) => c.id === s.company)).length).toBeGreaterThan(0);
    const response = await page.goto('/impact');
    const html = (await response?.text()) ?? '';
    for (const story of stories) expect(html).toContain(story.name);
    await waitForHydration(page);

    await expect(page.getByTestId('story-card')).toHaveCount(stories.length);
    for (const story of stories) {
      const card = storyCard(page, story.name);
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(story.name);
      await expect(card).toContainText(story.title);
      await expect(card.getByTestId('story-category')).toHaveText(story.category);
      const company = companies.find((c) => c.id === story.company)?.name ?? story.organisation;
      if (company) await expect(card.getByTestId('story-company')).toHaveText(company);
      else await expect(card.getByTestId('story-company')).toHaveCount(0);
      if (story.year) await expect(card).toContainText(String(story.year));
      if (story.location) await expect(card).toContainText(story.location);
      if (story.impact) await expect(card).toContainText(story.impact);
    }
    // As the demo showed it before its stories referred to their companies (SPEC §2.10 "optional company").
    await expect(storyCard(page, 'Lindiwe Mahlangu').getByTestId('story-company')).toHaveText('VEB Greenharvest');
    await expect(storyCard(page, 'Nomsa Khoza').getByTestId('story-company')).toHaveCount(0);

    // A known category has its colour; an unknown one is grey.
    const known = stories.find((s) => s.categoryKey === 'Agriculture');
    const unknown = stories.find((s) => s.categoryKey === null);
    expect(known && unknown).toBeTruthy();
    await expect(storyCard(page, known?.name ?? '').getByTestId('story-category')).toHaveClass(/bg-green-100/);
    await expect(storyCard(page, unknown?.name ?? '').getByTestId('story-category')).toHaveClass(/bg-stone-200/);
    // In French and Swahili the badge says the category in that language, in the same colour.
    const COLOURS = {
      Agriculture: /bg-green-100/,
      Manufacturing: /bg-orange-100/,
      'Skills Development': /bg-purple-100/,
      Business: /bg-blue-100/,
      Community: /bg-rose-100/,
    };
    for (const lang of ['fr', 'sw'] as const) {
      const translated: SuccessStory[] = await (
        await request.get(`/api/impact/stories?published=true&lang=${lang}`)
      ).json();
      // A known category whose words differ in this language.
      const story = translated.find(
        (s) => s.categoryKey && s.category !== stories.find((e) => e.id === s.id)?.category,
      );
      expect(story, lang).toBeTruthy();
      await page.goto(`/impact?lang=${lang}`);
      const badge = storyCard(page, story?.name ?? '').getByTestId('story-category');
      await expect(badge).toHaveText(story?.category ?? '');
      await expect(badge).toHaveClass(COLOURS[story?.categoryKey ?? 'Agriculture']);
    }
    await page.goto('/impact');
    await waitForHydration(page);

    // No photo: the initials; with a photo: the image once it has loaded.
    const withoutImage = stories.find((s) => !s.imageUrl);
    const withImage = stories.find((s) => s.imageUrl);
    expect(withoutImage && withImage).toBeTruthy();
    const plain = storyCard(page, withoutImage?.name ?? '');
    await expect(plain.getByTestId('story-initials')).toHaveText(initials(withoutImage?.name ?? ''));
    await expect(plain.locator('img')).toHaveCount(0);
    const photo = storyCard(page, withImage?.name ?? '');
    await expect(photo.locator('img')).toBeVisible();
    await expect(photo.getByTestId('story-initials')).toHaveCount(0);

    const hidden = await unpublished(server, 'story');
    expect(hidden.length).toBeGreaterThan(0);
    for (const story of hidden) await expect(page.getByText(String(story.values.name))).toHaveCount(0);
  });

  test.describe('a story whose photo fails to load', () => {
    // The browser logs the 404 of the missing photo; that is the point of this test.
    test.use({ allowedConsoleErrors: [/Failed to load resource/] });

    test('shows the initials and no broken image', async ({ page, server }) => {
      const name = `Zodwa Photo-${Date.now()} Mkhize`;
      const [row] = await server.database.db
        .insert(entries)
        .values({
          kind: 'story',
          values: { name, imageUrl: '/images/stories/missing.webp' },
          versions: {
            en: {
              words: {
                title: 'Test entrepreneur',
                category: 'Business',
                story: 'A story whose photo is missing on the server.',
              },
              changedAt: new Date().toISOString(),
            },
          },
          position: 999,
          published: true,
        })
        .returning();
      try {
        const failed = page.waitForResponse((r) => r.url().endsWith('/images/stories/missing.webp'));
        await page.goto('/impact');
        await waitForHydration(page);
        expect((await failed).ok()).toBe(false);
        const card = storyCard(page, name);
        await expect(card.getByTestId('story-initials')).toBeVisible();
        await expect(card.getByTestId('story-initials')).toHaveText('ZM');
        await expect(card.locator('img')).toHaveCount(0);
        // No image on the page is broken. Lazy images far below (other tests' stories at the end of the
        // list) load only near the viewport: bring each into view first, so "not loaded" means broken.
        for (const image of await page.locator('main img').all()) await image.scrollIntoViewIfNeeded();
        await page.waitForLoadState('networkidle');
        const broken = await page
          .locator('main img')
          .evaluateAll((images) =>
            (images as HTMLImageElement[]).filter((img) => !img.complete || img.naturalWidth === 0).map((i) => i.src),
          );
        expect(broken).toEqual([]);
      } finally {
        await server.database.db.delete(entries).where(eq(entries.id, row.id));
      }
    });
  });

  test('shows the empty messages when there are no metrics and no stories', async ({ page, emptyServer }) => {
    await page.goto(`${emptyServer.origin}/impact`);
    await waitForHydration(page);
    await expect(page.getByText('No impact metrics available yet.')).toBeVisible();
    await expect(page.getByText('No success stories available yet.')).toBeVisible();
    await expect(page.getByTestId('metric-skeleton')).toHaveCount(0);
    await expect(page.getByTestId('story-skeleton')).toHaveCount(0);
  });

  test('shows four and three placeholders while the lists load after a client-side navigation', async ({ page }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/impact/**', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/privacy');
    await waitForHydration(page);
    await page.getByRole('banner').getByRole('link', { name: 'Impact', exact: true }).first().click();
    await expect(page).toHaveURL(/\/impact$/);
    await expect(page.getByTestId('metric-skeleton')).toHaveCount(4);
    await expect(page.getByTestId('story-skeleton')).toHaveCount(3);
    await expect(page.getByText('No impact metrics available yet.')).toHaveCount(0);
    release();
    await expect(page.getByTestId('metric-skeleton')).toHaveCount(0);
    await expect(page.getByTestId('story-skeleton')).toHaveCount(0);
    await expect(page.getByTestId('metric-group').first()).toBeVisible();
    await expect(page.getByTestId('story-card').first()).toBeVisible();
  });

  test('switching language shows placeholders, then the lists in the new language', async ({ page, request }) => {
    const french: ImpactMetric[] = await (await request.get('/api/impact/metrics?active=true&lang=fr')).json();
    const frenchStories: SuccessStory[] = await (
      await request.get('/api/impact/stories?published=true&lang=fr')
    ).json();
    await page.goto('/impact');
    await waitForHydration(page);

    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const requested: string[] = [];
    await page.route('**/api/impact/**', async (route) => {
      requested.push(route.request().url());
      await held;
      await route.continue();
    });
    await page
      .getByRole('banner')
      .getByRole('button', { name: /English/ })
      .click();
    await page.getByRole('banner').getByRole('link', { name: 'Français', exact: true }).click();
    await expect(page.getByTestId('metric-skeleton')).toHaveCount(4);
    await expect(page.getByTestId('story-skeleton')).toHaveCount(3);
    release();
    await expect(page.getByTestId('metric-group').first().getByRole('heading', { level: 3 })).toHaveText(
      french[0].category,
    );
    await expect(page.getByTestId('story-card').first().getByRole('heading', { level: 3 })).toHaveText(
      frenchStories[0].name,
    );
    await expect(page.getByTestId('story-card').first()).toContainText(frenchStories[0].title);
    expect(requested.every((url) => url.includes('lang=fr'))).toBe(true);
    expect(requested).toHaveLength(2);
  });

  test('the closing links lead to investors, careers and contact', async ({ page }) => {
    await page.goto('/impact');
    await waitForHydration(page);
    await expect(page.getByRole('link', { name: 'Invest With Us' })).toHaveAttribute('href', '/investors');
    await expect(page.getByRole('link', { name: 'Explore Careers' })).toHaveAttribute('href', '/careers');
    await expect(page.getByRole('link', { name: 'Get In Touch' })).toHaveAttribute('href', '/contact');
    await page.getByRole('link', { name: 'Explore Careers' }).click();
    await expect(page).toHaveURL(/\/careers$/);
  });
});

/** English strings of this page that must not appear on the French and Swahili pages. */
const ENGLISH = [
  "Building Africa's Future",
  'Our Impact',
  'See the numbers',
  'Meet the people',
  'Impact Metrics',
  'Success Stories',
  'Economic Impact',
  'Social Impact',
  'Environmental Impact',
  'People Trained',
  'South Africa',
  'Be Part of the Story',
  'Invest With Us',
  'Explore Careers',
  'Get In Touch',
];
const RAW_KEY = /\b(impact|legal|common)\.[a-z]+[A-Za-z.]*/;

for (const lang of ['fr', 'sw'] as const) {
  test(`/impact in ${lang} shows no English string and no raw key`, async ({ page }) => {
    await page.goto(`/impact?lang=${lang}`);
    await waitForHydration(page);
    const text = (await page.locator('main').textContent()) ?? '';
    for (const english of ENGLISH) expect(text, english).not.toContain(english);
    expect(text).not.toMatch(RAW_KEY);
    expect(await page.title()).not.toMatch(RAW_KEY);
  });
}

for (const lang of ['en', 'fr', 'sw'] as const) {
  test(`/impact in ${lang} has no axe violations`, async ({ page }) => {
    await page.goto(`/impact?lang=${lang}`);
    await waitForHydration(page);
    await expect(page.getByTestId('story-card').first()).toBeVisible();
    const results = await axeResults(page);
    expect(results.violations).toEqual([]);
  });
}
