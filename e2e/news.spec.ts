import { newsArticles, newsVersions } from '../server/src/db/schema';
import { expect, test, waitForHydration } from './fixtures';

const cards = (page: import('@playwright/test').Page) => page.locator('main article');

test.describe('news list', () => {
  test('server-renders the first page with 9 cards and the Showing line, without fetching again', async ({
    page,
    request,
  }) => {
    const { total } = await (await request.get('/api/news?published=true&limit=9&offset=0')).json();
    const apiCalls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/')) apiCalls.push(r.url());
    });
    const response = await page.goto('/news');
    expect(response?.status()).toBe(200);
    const html = await response?.text();
    expect(html).toContain(`Showing 1 to 9 of ${total} articles`);
    expect(html).toMatch(/<title>News &amp; Insights \| VEB Group<\/title>/);
    await waitForHydration(page);
    await expect(cards(page)).toHaveCount(9);
    await expect(page.getByText(`Showing 1 to 9 of ${total} articles`)).toBeVisible();
    await expect(page.getByPlaceholder('Search articles...')).toBeVisible();
    expect(apiCalls).toEqual([]);
  });

  test('Previous and Next move between pages and are disabled at the ends', async ({ page, request }) => {
    const { total } = await (await request.get('/api/news?published=true&limit=9&offset=0')).json();
    const lastPage = Math.ceil(total / 9);
    await page.goto('/news');
    await waitForHydration(page);
    const previous = page.getByRole('button', { name: 'Previous' });
    const next = page.getByRole('button', { name: 'Next' });
    await expect(previous).toBeDisabled();
    await expect(next).toBeEnabled();
    for (let p = 2; p <= lastPage; p++) await next.click();
    await expect(page.getByRole('button', { name: `Page ${lastPage}` })).toHaveAttribute('aria-current', 'page');
    await expect(next).toBeDisabled();
    await expect(page.getByText(`Showing ${(lastPage - 1) * 9 + 1} to ${total} of ${total} articles`)).toBeVisible();
    await previous.click();
    await expect(
      page.getByText(`Showing ${(lastPage - 2) * 9 + 1} to ${(lastPage - 1) * 9} of ${total} articles`),
    ).toBeVisible();
  });

  test('a category toggles on and off and resets the page to 1', async ({ page }) => {
    await page.goto('/news?page=2');
    await waitForHydration(page);
    await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    const filter = page.getByRole('group', { name: 'Filter by category' });
    const category = filter.getByRole('button').nth(1);
    const name = (await category.textContent())?.trim() ?? '';
    await category.click();
    await expect(page).toHaveURL(/category=/);
    await expect(page).not.toHaveURL(/page=/);
    await expect(filter.getByRole('button', { name })).toHaveAttribute('aria-pressed', 'true');
    const badges = cards(page).locator('span.rounded-full');
    for (const badge of await badges.all()) await expect(badge).toHaveText(name);
    // Clicking the selected category again clears it.
    await filter.getByRole('button', { name }).click();
    await expect(page).not.toHaveURL(/category=/);
    await expect(filter.getByRole('button', { name: 'All Articles' })).toHaveAttribute('aria-pressed', 'true');
    await expect(cards(page)).toHaveCount(9);
  });

  test('search filters the loaded page and explains an empty result', async ({ page }) => {
    await page.goto('/news');
    await waitForHydration(page);
    const firstTitle = (await cards(page).first().locator('h2').textContent()) ?? '';
    const word = firstTitle.split(' ').find((w) => w.length > 5) ?? firstTitle;
    const search = page.getByPlaceholder('Search articles...');
    await search.fill(word.toUpperCase());
    await expect(cards(page).first()).toContainText(firstTitle);
    for (const card of await cards(page).all()) {
      await expect(card).toContainText(new RegExp(word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i'));
    }
    await search.fill('zzqx-nothing-matches');
    await expect(cards(page)).toHaveCount(0);
    await expect(page.getByText('No articles found.')).toBeVisible();
    await expect(page.getByText('Try a different search term.')).toBeVisible();
    await search.fill('');
    await expect(cards(page)).toHaveCount(9);
  });

  test('shows six placeholders while loading', async ({ page }) => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/news?*', async (route) => {
      await gate;
      await route.continue();
    });
    await page.goto('/news/new-benoni-manufacturing-hub');
    await waitForHydration(page);
    await page.getByRole('link', { name: 'More Articles' }).click();
    await expect(page.getByTestId('news-card-skeleton')).toHaveCount(6);
    release();
    await expect(cards(page)).toHaveCount(9);
  });

  test('says No articles found. without the search hint when there are none', async ({ page, emptyServer }) => {
    await page.goto(`${emptyServer.origin}/news`);
    await waitForHydration(page);
    await expect(page.getByText('No articles found.')).toBeVisible();
    await expect(page.getByText('Try a different search term.')).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Pagination' })).toHaveCount(0);
  });

  test('a card opens its article', async ({ page }) => {
    await page.goto('/news');
    await waitForHydration(page);
    const title = (await cards(page).first().locator('h2').textContent()) ?? '';
    // 'Read More' sits under the card-wide link; click where a visitor would.
    const readMore = cards(page).first().getByText('Read More');
    await readMore.scrollIntoViewIfNeeded();
    const box = await readMore.boundingBox();
    if (!box) throw new Error('Read More is not laid out');
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect(page).toHaveURL(/\/news\/[a-z0-9-]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  });
});

test.describe('news article', () => {
  test('is server-rendered with its own title, description and image tags', async ({ page }) => {
    const response = await page.goto('/news/new-benoni-manufacturing-hub');
    expect(response?.status()).toBe(200);
    const html = (await response?.text()) ?? '';
    const h1 = await page.getByRole('heading', { level: 1 }).textContent();
    expect(html).toContain(`<h1`);
    expect(html).toContain(`<meta property="og:title" content="${h1}"`);
    expect(html).toMatch(/<meta name="description" content="[^"]+"/);
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/[^"]+\/news\/new-benoni-manufacturing-hub"/);
    expect(html).toContain('/og/news/new-benoni-manufacturing-hub.png"');
    await waitForHydration(page);
    await expect(page.getByRole('link', { name: 'Back to News' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Share this article' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Share Article' })).toBeVisible();
    await expect(page.locator('.article-content h2').first()).toBeVisible();
  });

  test('Share copies the address when the device cannot share', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await page.addInitScript(() => {
      // Force the fallback even on platforms where Chromium has a share sheet.
      Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
    });
    await page.goto('/news/new-benoni-manufacturing-hub');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    await expect(page.getByText('Link copied', { exact: true })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${baseURL}/news/new-benoni-manufacturing-hub`,
    );
  });

  test('Share falls back to the clipboard when the share sheet fails', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', {
        value: () => Promise.reject(new DOMException('Share failed', 'NotAllowedError')),
        configurable: true,
      });
    });
    await page.goto('/news/new-benoni-manufacturing-hub');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Share Article' }).click();
    await expect(page.getByText('Link copied', { exact: true })).toBeVisible();
  });

  test('an unknown slug answers 404 with Article Not Found', async ({ page }) => {
    const response = await page.goto('/news/this-article-does-not-exist');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Article Not Found' })).toBeVisible();
    await expect(page.getByText("The article you're looking for doesn't exist or has been removed.")).toBeVisible();
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Back to News' }).click();
    await expect(page).toHaveURL(/\/news$/);
    await expect(cards(page)).toHaveCount(9);
  });

  test('stored script, handlers, javascript: links and iframes never run', async ({ page, server }) => {
    // Written straight to the table, as a careless import tool might, bypassing the write-time sanitiser.
    const slug = `xss-${Date.now()}`;
    const [article] = await server.database.db
      .insert(newsArticles)
      .values({ category: 'Awards', author: 'Mallory', status: 'published', publishedAt: new Date('2020-01-01') })
      .returning();
    await server.database.db.insert(newsVersions).values({
      articleId: article.id,
      locale: 'en',
      slug,
      title: 'Harmless looking',
      excerpt: 'Nothing to see',
      content: `<p>Text</p><script>window.__xss = 'script'; alert(1)</script>
        <img src="/nope.png" onerror="window.__xss = 'onerror'; alert(2)">
        <a id="bad" href="javascript:window.__xss='link';alert(3)">click me</a>
        <iframe src="/"></iframe><p style="position:fixed;inset:0">overlay</p>
        <svg><script>alert(4)</script></svg>`,
    });
    const dialogs: string[] = [];
    page.on('dialog', async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.dismiss();
    });
    await page.goto(`/news/${slug}`);
    await waitForHydration(page);
    await expect(page.locator('.article-content')).toContainText('Text');
    await expect(
      page.locator('.article-content script, .article-content iframe, .article-content img, .article-content svg'),
    ).toHaveCount(0);
    await expect(page.locator('.article-content [style], .article-content [onerror]')).toHaveCount(0);
    const link = page.locator('.article-content a', { hasText: 'click me' });
    if (await link.count()) {
      expect(await link.getAttribute('href')).toBeNull();
      await link.click();
    }
    expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss)).toBeUndefined();
    expect(dialogs).toEqual([]);
  });
});

test('an unknown route answers 404 with the not-found screen', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
});
