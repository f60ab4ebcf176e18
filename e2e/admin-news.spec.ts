import type { AdminArticle, ArticleDraftInput } from '@common/admin/news';
import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './fixtures';
import { expectClean, signIn, tag } from './lib/admin';

/** Calls the admin API from the signed-in page (same origin, session cookie, CSRF token), as the screens do. */
async function adminApi<T>(page: Page, method: string, path: string, body?: unknown) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const session = await (await fetch('/api/admin/session')).json();
      const response = await fetch(`/api/admin${path}`, {
        method,
        headers: { accept: 'application/json', 'content-type': 'application/json', 'x-csrf-token': session.csrfToken },
        body: body === undefined ? (method === 'GET' ? undefined : '{}') : JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, data: (text ? JSON.parse(text) : null) as unknown };
    },
    { method, path, body },
  ) as Promise<{ status: number; data: T }>;
}

const draft = (id: string, title: string, slug: string, contentHtml = '<p>Body text.</p>'): ArticleDraftInput => ({
  category: 'Expansion',
  author: 'Test Author',
  versions: { en: { title, slug, excerpt: `Excerpt ${id}`, contentHtml } },
});

/** An article made through the API (the test is about something else), published in English. */
async function publishedArticle(page: Page, id: string, title: string, slug: string) {
  const created = await adminApi<{ id: number }>(page, 'POST', '/news', draft(id, title, slug));
  expect(created.status).toBe(201);
  const published = await adminApi<AdminArticle>(page, 'POST', `/news/${created.data.id}/publish`, {
    languages: ['en'],
  });
  expect(published.status).toBe(200);
  return created.data.id;
}

/** Opens News from the navigation (behind the Menu button below 1024 px); "News" alone would also match "Newsletters". */
async function openNews(page: Page) {
  const link = page
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('link', { name: 'News', exact: true });
  const menu = page.getByRole('button', { name: 'Menu' });
  await expect(async () => {
    if (!(await link.isVisible()) && (await menu.isVisible())) await menu.click();
    await expect(link).toBeVisible({ timeout: 1000 });
  }).toPass();
  await link.click();
}

/** A picture made on the spot. */
const photo = () =>
  sharp({ create: { width: 1600, height: 900, channels: 3, background: '#2f6b3a' } })
    .jpeg()
    .toBuffer();

/** The visible language panel's editor and toolbar (the other languages' panels are hidden). */
function editorIn(page: Page) {
  const panel = page.getByRole('tabpanel');
  return {
    panel,
    text: panel.getByRole('textbox', { name: /^Article text/ }),
    tool: (name: string) =>
      panel.getByRole('toolbar', { name: 'Formatting' }).getByRole('button', { name, exact: true }),
  };
}

/** Types into the rich-text editor one key at a time, as a person does. */
async function type(locator: Locator, text: string) {
  await locator.pressSequentially(text, { delay: 5 });
}

async function fillLanguage(page: Page, language: string, title: string, excerpt: string, body: string) {
  await page.getByRole('tab', { name: new RegExp(`^${language}`) }).click();
  await page.getByLabel(`Title (${language})`).fill(title);
  await page.getByLabel(`Excerpt (${language})`).fill(excerpt);
  const { text } = editorIn(page);
  await text.click();
  await type(text, body);
}

test.describe('news screens at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('write, format, save, preview, schedule and publish an article in three languages', async ({
    page,
    server,
    context,
  }) => {
    test.setTimeout(120_000);
    const id = tag();
    const title = `Kampala office opens ${id}`;
    await signIn(page, server, 'editor');
    await openNews(page);
    await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeFocused();
    await expectClean(page, 'news list');

    await page.getByRole('link', { name: 'New article' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New article' })).toBeFocused();
    await page.getByLabel('Category').fill('Expansion');
    await page.getByLabel('Title (English)').fill(title);
    // The slug follows the title until edited.
    await expect(page.getByLabel('Address (slug) (English)')).toHaveValue(`kampala-office-opens-${id}`);
    await page.getByLabel('Excerpt (English)').fill('We opened an office in Kampala.');

    // The article image: uploaded, described; the page will show its AVIF and WebP files.
    await page
      .getByRole('group', { name: 'Article image' })
      .getByLabel('Choose an image')
      .setInputFiles({ name: 'office.jpg', mimeType: 'image/jpeg', buffer: await photo() });
    await expect(page.getByText(/Image uploaded: 1600 × 900 pixels/)).toBeVisible();
    await page.getByLabel('Description in English').fill('The new office in Kampala');

    // Formatting with the toolbar's buttons and with the keyboard.
    const { text, tool } = editorIn(page);
    await text.click();
    await type(text, 'Our first paragraph.');
    await page.keyboard.press('Enter');
    await tool('Heading').click();
    await expect(tool('Heading')).toHaveAttribute('aria-pressed', 'true');
    await type(text, 'Why Kampala');
    await page.keyboard.press('Enter');
    await expect(tool('Heading')).toHaveAttribute('aria-pressed', 'false');
    await page.keyboard.press('Control+b');
    await type(text, 'Bold words');
    await expect(tool('Bold')).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('Control+b');
    await type(text, ' and ');
    await tool('Italic').click();
    await type(text, 'italic words');
    await tool('Italic').click();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Control+Shift+8');
    await expect(tool('Bulleted list')).toHaveAttribute('aria-pressed', 'true');
    await type(text, 'First point');
    await page.keyboard.press('Enter');
    await type(text, 'Second point');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await tool('Quote').click();
    await expect(tool('Quote')).toHaveAttribute('aria-pressed', 'true');
    await type(text, 'A quote from the team');
    await page.keyboard.press('Enter');
    // Enter leaves the quote for a new paragraph.
    await expect(tool('Quote')).toHaveAttribute('aria-pressed', 'false');
    await type(text, 'Read our site');
    await expect(text).toContainText('Read our site');
    // Select "our site" from the end of the line, again until the browser's selection is exactly that (keys
    // pressed while the editor still reconciles the last characters typed can be dropped).
    await expect(async () => {
      await page.keyboard.press('End');
      for (const _ of 'our site') await page.keyboard.press('Shift+ArrowLeft');
      // The editor takes the browser's selection on the next `selectionchange` (a task): let it run, as
      // it always has by the time a person reaches for Ctrl+K.
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      expect(await page.evaluate(() => window.getSelection()?.toString())).toBe('our site');
    }).toPass({ timeout: 10_000 });
    await page.keyboard.press('Control+k');
    const address = page.getByLabel('Link address');
    await expect(address).toBeFocused();
    await address.fill('javascript:alert(1)');
    await address.press('Enter');
    await expect(page.getByText('Use a web address starting with http:// or https://')).toBeVisible();
    await address.fill('https://example.org/about');
    await expectClean(page, 'article editor with the link panel');
    await address.press('Enter');
    await expect(text.locator('a[href="https://example.org/about"]')).toHaveText('our site');

    // The first autosave creates the article; the address becomes its own.
    await expect(page.getByTestId('save-status')).toHaveText(/Draft saved at \d\d:\d\d:\d\d SAST/, {
      timeout: 15_000,
    });
    await expect(page).toHaveURL(/\/admin\/news\/\d+$/);
    const articleId = Number(new URL(page.url()).pathname.split('/').pop());
    // The editor kept its text (and was not reloaded).
    await expect(text.locator('h2')).toHaveText('Why Kampala');

    await fillLanguage(page, 'French', `Bureau de Kampala ${id}`, 'Nous avons ouvert un bureau.', 'Texte français.');
    await expect(page.getByLabel('Address (slug) (French)')).toHaveValue(`bureau-de-kampala-${id}`);
    await fillLanguage(page, 'Swahili', `Ofisi ya Kampala ${id}`, 'Tumefungua ofisi.', 'Maandishi ya Kiswahili.');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByTestId('save-status')).toHaveText(/Draft saved at/);
    await expect(page.getByRole('tab', { name: 'French Present' })).toBeVisible();
    await expectClean(page, 'article editor in Swahili');

    // Preview: the draft as its public page, in a new tab, for staff only, never cached or indexed.
    const [preview] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('link', { name: /Preview in French/ }).click(),
    ]);
    await preview.waitForLoadState();
    await expect(preview.getByRole('heading', { level: 1 })).toHaveText(`Bureau de Kampala ${id}`);
    await preview.close();
    const previewResponse = await page.request.get(`/api/admin/news/${articleId}/preview?lang=en`);
    expect(previewResponse.headers()['cache-control']).toContain('no-store');
    expect(await previewResponse.text()).toContain('noindex');
    // Without a session (a plain request from outside the browser).
    const outsider = await fetch(`${server.origin}/api/admin/news/${articleId}/preview?lang=en`);
    expect([401, 403]).toContain(outsider.status);

    // Scheduled for tomorrow at 09:00 SAST, then published now.
    const tomorrow = new Date(Date.now() + 86_400_000 + 2 * 3_600_000).toISOString().slice(0, 10);
    await page.getByLabel('Date', { exact: true }).fill(tomorrow);
    await page.getByLabel('Time (SAST)').fill('09:00');
    await page.getByRole('button', { name: 'Schedule', exact: true }).click();
    await expect(page.getByText(/Scheduled for .* 09:00 SAST: English, French, Swahili\./)).toBeVisible();
    const stored = await adminApi<AdminArticle>(page, 'GET', `/news/${articleId}`);
    expect(new Date(stored.data.publishAt as string).toISOString()).toBe(`${tomorrow}T07:00:00.000Z`);
    await expectClean(page, 'scheduled article');

    await page.getByRole('button', { name: 'Publish now' }).click();
    await expect(page.getByText('Published: English, French, Swahili.')).toBeVisible();

    // On the public pages in each language.
    const slugs = { en: `kampala-office-opens-${id}`, fr: `bureau-de-kampala-${id}`, sw: `ofisi-ya-kampala-${id}` };
    const titles = { en: title, fr: `Bureau de Kampala ${id}`, sw: `Ofisi ya Kampala ${id}` };
    for (const lang of ['en', 'fr', 'sw'] as const) {
      await expect(async () => {
        await page.goto(`/news/${slugs[lang]}?lang=${lang}`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(titles[lang], { timeout: 1000 });
      }).toPass({ timeout: 15_000 });
    }
    // The language chosen last is remembered; ask for English.
    await page.goto(`/news/${slugs.en}?lang=en`);
    const body = page.locator('.article-content');
    await expect(body.locator('h2')).toHaveText('Why Kampala');
    await expect(body.locator('strong, b').first()).toHaveText('Bold words');
    await expect(body.locator('em, i').first()).toHaveText('italic words');
    await expect(body.locator('ul li')).toHaveText(['First point', 'Second point']);
    await expect(body.locator('blockquote')).toHaveText('A quote from the team');
    await expect(body.locator('a[href="https://example.org/about"]')).toHaveText('our site');
    // The image: AVIF and WebP sources, an <img> with width and height.
    const picture = page.locator('article picture').first();
    await expect(picture.locator('source[type="image/avif"]')).toHaveAttribute(
      'srcset',
      /\/media\/[0-9a-f]{64}-\d+\.avif/,
    );
    await expect(picture.locator('source[type="image/webp"]')).toHaveAttribute(
      'srcset',
      /\/media\/[0-9a-f]{64}-\d+\.webp/,
    );
    await expect(picture.locator('img')).toHaveAttribute('width', /^\d+$/);
    await expect(picture.locator('img')).toHaveAttribute('height', /^\d+$/);

    // The list shows it published, with every language present.
    await page.goto('/admin/news');
    await page.getByLabel('Search titles').fill(id);
    await page.getByRole('button', { name: 'Search' }).click();
    const row = page.getByTestId('article-row').filter({ hasText: title });
    await expect(row.locator('[data-status="published"]')).toBeVisible();
    await expect(row.locator('[data-coverage="fr:present"]')).toHaveText(/FR.*Present/);
    await expect(row.locator('[data-coverage="sw:present"]')).toBeVisible();
  });

  test('an inline image uploaded in the editor is kept with its size', async ({ page, server }) => {
    const id = tag();
    await signIn(page, server, 'editor');
    await page.goto('/admin/news/new');
    await page.getByLabel('Category').fill('Awards');
    await page.getByLabel('Title (English)').fill(`Award ${id}`);
    const { text, tool } = editorIn(page);
    await text.click();
    await type(text, 'Before the picture. ');
    await tool('Image').click();
    const panel = page.getByRole('group', { name: 'Insert an image' });
    await panel
      .getByLabel('Choose an image')
      .setInputFiles({ name: 'award.jpg', mimeType: 'image/jpeg', buffer: await photo() });
    await expect(panel.getByText(/Image uploaded/)).toBeVisible();
    await panel.getByLabel('Description in English').fill('The award on a table');
    await expectClean(page, 'article editor with the image panel');
    await panel.getByRole('button', { name: 'Insert image' }).click();
    const image = text.getByRole('img', { name: 'The award on a table' });
    await expect(image).toHaveAttribute('src', /^\/media\/[0-9a-f]{64}-960\.webp$/);
    await expect(image).toHaveAttribute('width', '960');
    await expect(image).toHaveAttribute('height', '540');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByTestId('save-status')).toHaveText(/Draft saved at/);
    const articleId = Number(new URL(page.url()).pathname.split('/').pop());
    const stored = await adminApi<AdminArticle>(page, 'GET', `/news/${articleId}`);
    expect(stored.data.versions.en.contentHtml).toMatch(/<img[^>]+src="\/media\/[0-9a-f]{64}-960\.webp"/);
  });

  test.describe('hostile paste', () => {
    // Chromium reports the pasted `style` and event handlers to the console while it parses them (even
    // inert, in DOMParser's documents): the admin page's policy refusing them. Nothing runs.
    test.use({ allowedConsoleErrors: [/violates the following Content Security Policy directive/] });

    test('a hostile paste saved through the editor renders inert', async ({ page, server }) => {
      const id = tag();
      await signIn(page, server, 'editor');
      await page.goto('/admin/news/new');
      await page.getByLabel('Category').fill(`Community ${id}`);
      await page.getByLabel('Title (English)').fill(`Pasted ${id}`);
      await page.getByLabel('Excerpt (English)').fill('Pasted from somewhere.');
      const { text } = editorIn(page);
      await text.click();
      const hostile = [
        '<style>body{display:none}</style>',
        '<p>Kept text <script>window.__pwned=1</script></p>',
        '<p><img src="x" onerror="window.__pwned=2"> after image</p>',
        '<p><a href="javascript:window.__pwned=3">bad link</a> and <b onclick="window.__pwned=4">bold</b></p>',
        '<iframe src="https://evil.example/"></iframe>',
      ].join('');
      await text.evaluate((element, html) => {
        const data = new DataTransfer();
        data.setData('text/html', html);
        data.setData('text/plain', 'Kept text');
        element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
      }, hostile);
      await expect(text).toContainText('Kept text');
      await expect(text.locator('script, style, iframe, [onerror], [onclick], a[href^="javascript:"]')).toHaveCount(0);
      await page.getByRole('button', { name: 'Save draft' }).click();
      await expect(page.getByTestId('save-status')).toHaveText(/Draft saved at/);
      await page.getByRole('button', { name: 'Publish now' }).click();
      await expect(page.getByText('Published: English.')).toBeVisible();
      const slug = `pasted-${id}`;

      // What the server stores and serves has none of it either, even when sent without the editor.
      const articleId = Number(new URL(page.url()).pathname.split('/').pop());
      const stored = await adminApi<AdminArticle>(page, 'GET', `/news/${articleId}`);
      expect(stored.data.versions.en.contentHtml).not.toMatch(/<script|<style|onerror|onclick|javascript:|<iframe/i);
      await expect(async () => {
        await page.goto(`/news/${slug}`);
        await expect(page.locator('.article-content')).toContainText('Kept text', { timeout: 1000 });
      }).toPass({ timeout: 15_000 });
      const content = page.locator('.article-content');
      await expect(content.locator('script, style, iframe, [onerror], [onclick], a[href^="javascript:"]')).toHaveCount(
        0,
      );
      expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
      await expect(page.locator('body')).toBeVisible();
    });
  });

  test('restore an old version as a draft; the site keeps what was published', async ({ page, server }) => {
    const id = tag();
    await signIn(page, server, 'editor');
    const created = await adminApi<{ id: number }>(
      page,
      'POST',
      '/news',
      draft(id, `First title ${id}`, `first-${id}`),
    );
    const articleId = created.data.id;
    const read = await adminApi<AdminArticle>(page, 'GET', `/news/${articleId}`);
    const second = draft(id, `Second title ${id}`, `first-${id}`);
    const saved = await adminApi<AdminArticle>(page, 'PUT', `/news/${articleId}/draft`, {
      ...second,
      savedAt: read.data.savedAt,
    });
    expect(saved.status).toBe(200);
    await adminApi(page, 'POST', `/news/${articleId}/publish`, { languages: ['en'] });

    await page.goto(`/admin/news/${articleId}`);
    await expect(page.getByLabel('Title (English)')).toHaveValue(`Second title ${id}`);
    const history = page.getByTestId('history');
    const oldest = history.getByTestId('revision').last();
    await oldest.getByRole('button', { name: /^View/ }).click();
    await expect(oldest.getByRole('heading', { name: `English: First title ${id}` })).toBeVisible();
    await expectClean(page, 'article history with a version open');
    await oldest.getByRole('button', { name: /^Restore as draft/ }).click();
    await expect(page.getByText(/is now the draft\. Nothing was published\./)).toBeVisible();
    await expect(page.getByLabel('Title (English)')).toHaveValue(`First title ${id}`);
    const after = await adminApi<AdminArticle>(page, 'GET', `/news/${articleId}`);
    expect(after.data.versions.en.title).toBe(`First title ${id}`);
    expect(after.data.versions.en.changed).toBe(true);
    // The public page still shows the published version.
    await page.goto(`/news/first-${id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Second title ${id}`);
  });

  test('a changed slug keeps the old address working with a permanent redirect', async ({ page, server }) => {
    const id = tag();
    await signIn(page, server, 'editor');
    const articleId = await publishedArticle(page, id, `Moving ${id}`, `old-address-${id}`);
    await page.goto(`/admin/news/${articleId}`);
    const slug = page.getByLabel('Address (slug) (English)');
    await expect(slug).toHaveValue(`old-address-${id}`);
    // A published version's slug does not follow its title.
    await page.getByLabel('Title (English)').fill(`Moved ${id}`);
    await expect(slug).toHaveValue(`old-address-${id}`);
    await slug.fill(`new-address-${id}`);
    await expect(page.getByText(`The old address /news/old-address-${id} will lead here`)).toBeVisible();
    await page.getByRole('button', { name: 'Publish now' }).click();
    await expect(page.getByText('Published: English.')).toBeVisible();

    const answer = await page.request.get(`/news/old-address-${id}`, { maxRedirects: 0 });
    expect(answer.status()).toBe(301);
    expect(answer.headers().location).toMatch(new RegExp(`/news/new-address-${id}$`));
    await page.goto(`/news/old-address-${id}`);
    await expect(page).toHaveURL(new RegExp(`/news/new-address-${id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Moved ${id}`);
  });

  test.describe('deleting', () => {
    // The refused deletion (no article chosen) and the deleted article's 410 page are logged by the browser.
    test.use({ allowedConsoleErrors: [/status of (400|410)/] });

    test('delete a published article: its address leads to another article, or answers 410 Gone', async ({
      page,
      server,
    }) => {
      test.setTimeout(90_000);
      const id = tag();
      await signIn(page, server, 'editor');
      const keptId = await publishedArticle(page, id, `Kept ${id}`, `kept-${id}`);
      const goneId = await publishedArticle(page, id, `Leaving ${id}`, `leaving-${id}`);
      const lastId = await publishedArticle(page, id, `Last ${id}`, `last-${id}`);

      await page.goto(`/admin/news/${goneId}`);
      await page.getByRole('button', { name: 'Delete article' }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Delete this article?' });
      // The safe choice has the focus; the addresses lead to the news page unless the editor says otherwise.
      await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
      await expect(dialog.getByRole('radio', { name: 'lead to the news page' })).toBeChecked();
      await dialog.getByRole('radio', { name: 'lead to another article' }).check();
      await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
      await expect(dialog.getByText('Choose the article its addresses lead to')).toBeVisible();
      await dialog.getByLabel('Find the article').fill(`Kept ${id}`);
      const target = dialog.getByRole('combobox', { name: 'Article' });
      await expect(target.getByRole('option', { name: `Kept ${id}` })).toBeAttached();
      await target.selectOption({ label: `Kept ${id}` });
      await expectClean(page, 'delete article dialog');
      await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
      await expect(page.getByText(`“Leaving ${id}” was deleted.`)).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();

      const moved = await page.request.get(`/news/leaving-${id}`, { maxRedirects: 0 });
      expect(moved.status()).toBe(301);
      await page.goto(`/news/leaving-${id}`);
      await expect(page).toHaveURL(new RegExp(`/news/kept-${id}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Kept ${id}`);

      // 410 Gone: the visitor's page says the article was removed, in the visitor's language.
      await page.goto(`/admin/news/${lastId}`);
      await page.getByRole('button', { name: 'Delete article' }).click();
      await dialog.getByRole('radio', { name: 'say that the article has been removed (410 Gone)' }).check();
      await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
      await expect(page.getByText(`“Last ${id}” was deleted.`)).toBeVisible();
      const gone = await page.goto(`/news/last-${id}?lang=fr`);
      expect(gone?.status()).toBe(410);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Article introuvable');
      expect((await page.request.get(`/api/news/last-${id}`)).status()).toBe(410);

      // The kept article goes too (its own and the leaving article's addresses then answer 410 Gone).
      expect((await adminApi(page, 'DELETE', `/news/${keptId}`, { addresses: 'gone' })).status).toBe(200);
      expect((await page.request.get(`/news/leaving-${id}`, { maxRedirects: 0 })).status()).toBe(410);
    });
  });

  test.describe('roles', () => {
    // The refused API calls the test makes are logged by the browser.
    test.use({ allowedConsoleErrors: [/status of 403/] });

    test('an editor cannot reach staff accounts or settings', async ({ page, server }) => {
      await signIn(page, server, 'editor');
      const nav = page.getByRole('navigation', { name: 'Admin sections' });
      await expect(nav.getByRole('link', { name: 'News', exact: true })).toBeAttached();
      await expect(nav.getByRole('link', { name: 'Staff', exact: true })).toHaveCount(0);
      await expect(nav.getByRole('link', { name: 'Settings', exact: true })).toHaveCount(0);
      for (const path of ['/admin/staff', '/admin/settings']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: 'Not for your role' })).toBeVisible();
      }
      expect((await adminApi(page, 'GET', '/staff')).status).toBe(403);
      expect((await adminApi(page, 'GET', '/settings/contact-notifications')).status).toBe(403);
    });
  });
});

for (const width of [1280, 375]) {
  test.describe(`news screens are clean at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('list with filters, editor, featured articles with keyboard reordering', async ({ page, server }) => {
      const id = tag();
      await signIn(page, server, 'editor');
      const first = await publishedArticle(page, id, `Featured one ${id}`, `featured-one-${id}`);
      await publishedArticle(page, id, `Featured two ${id}`, `featured-two-${id}`);
      await adminApi(page, 'POST', '/news', {
        ...draft(id, `Draft only ${id}`, `draft-only-${id}`),
        versions: {
          en: { title: `Draft only ${id}`, slug: `draft-only-${id}`, excerpt: 'x', contentHtml: '<p>x</p>' },
          fr: { title: `Brouillon ${id}`, slug: `brouillon-${id}`, excerpt: 'x', contentHtml: '<p>x</p>' },
        },
      });

      await openNews(page);
      await page.getByLabel('Search titles').fill(id);
      await page.getByRole('button', { name: 'Search' }).click();
      await expect(page.getByTestId('article-row')).toHaveCount(3);
      await page.getByLabel('Status').selectOption('draft');
      await expect(page.getByTestId('article-row')).toHaveCount(1);
      const row = page.getByTestId('article-row');
      await expect(row.locator('[data-coverage="fr:present"]')).toBeVisible();
      await expect(row.locator('[data-coverage="sw:missing"]')).toHaveText(/SW.*Missing/);
      await expectClean(page, `news list filtered ${width}`);
      await page.getByLabel('Status').selectOption('');
      await page.getByLabel('Translation', { exact: true }).selectOption('sw');
      await page.getByLabel('Translation state').selectOption('missing');
      await expect(page.getByTestId('article-row')).toHaveCount(3);

      await page.getByRole('link', { name: `Draft only ${id}` }).click();
      await expect(page.getByLabel('Title (English)')).toHaveValue(`Draft only ${id}`);
      await expect(page.getByRole('tab', { name: 'French Present' })).toBeVisible();
      await expect(page.getByRole('tab', { name: 'Swahili Missing' })).toBeVisible();
      // The toolbar is one Tab stop; arrow keys move along it.
      const { tool } = editorIn(page);
      await tool('Heading').focus();
      await page.keyboard.press('ArrowRight');
      await expect(tool('Subheading')).toBeFocused();
      await page.keyboard.press('End');
      await expect(tool('Redo')).toBeFocused();
      await expectClean(page, `article editor ${width}`);

      // Start from no choice (the demo content features three), and put the demo's back at the end: the
      // other tests of this worker share its database.
      type Featured = { items: { id: number; rank: number | null }[] };
      const demo = (await adminApi<Featured>(page, 'GET', '/news/featured')).data.items
        .filter((item) => item.rank !== null)
        .sort((a, b) => (a.rank ?? 0) - (b.rank ?? 0))
        .map((item) => item.id);
      await adminApi(page, 'PUT', '/news/featured', { ids: [] });
      await page.goto('/admin/news/featured');
      await expect(page.getByRole('heading', { level: 1, name: 'Featured on the home page' })).toBeFocused();
      const choose = page.getByLabel('Add a published article');
      await choose.selectOption({ label: `Featured one ${id}` });
      await page.getByRole('button', { name: 'Add', exact: true }).click();
      await choose.selectOption({ label: `Featured two ${id}` });
      await page.getByRole('button', { name: 'Add', exact: true }).click();
      const up = page.getByRole('button', { name: `Move up Featured two ${id}` });
      await up.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByTestId('featured-picks').getByRole('listitem').first()).toContainText(
        `Featured two ${id}`,
      );
      // The keyboard stays on the moved item.
      await expect(page.getByRole('button', { name: `Move down Featured two ${id}` })).toBeFocused();
      await expectClean(page, `featured ${width}`);
      await page.getByRole('button', { name: 'Save the choice' }).click();
      await expect(page.getByText('The home page shows the new choice.')).toBeVisible();
      const featured = await adminApi<Featured>(page, 'GET', '/news/featured');
      expect(featured.data.items.slice(0, 2).map((item) => item.rank)).toEqual([1, 2]);
      expect(featured.data.items[1].id).toBe(first);
      await adminApi(page, 'PUT', '/news/featured', { ids: demo });
    });
  });
}
