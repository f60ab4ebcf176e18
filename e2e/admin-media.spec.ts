import { API_ERRORS } from '@common/admin/api-errors';
import { mediaMessages } from '@common/admin/media';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './fixtures';
import { expectClean, openSection, signIn } from './lib/admin';

/** A small portrait-like picture made on the spot, with a camera and GPS position in its EXIF. */
async function photo(colour: string, format: 'jpeg' | 'png' = 'jpeg') {
  const image = sharp({ create: { width: 640, height: 480, channels: 3, background: colour } }).composite([
    { input: Buffer.from('<svg width="640" height="480"><circle cx="320" cy="200" r="120" fill="#f1c27d"/></svg>') },
  ]);
  return format === 'png'
    ? image.png().toBuffer()
    : image
        .jpeg()
        .withExif({ IFD0: { Make: 'PhoneCo' }, IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '26/1 12/1 3/1' } })
        .toBuffer();
}

/** Drops a file on the drop zone as a browser does (a DataTransfer carrying a File). */
async function dropFile(page: Page, name: string, type: string, bytes: Buffer) {
  const dataTransfer = await page.evaluateHandle(
    ({ name, type, data }) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([new Uint8Array(data)], name, { type }));
      return transfer;
    },
    { name, type, data: [...bytes] },
  );
  const zone = page.getByTestId('image-drop-zone');
  await zone.dispatchEvent('dragenter', { dataTransfer });
  await expect(zone).toContainText('Drop the image to upload it');
  await zone.dispatchEvent('dragover', { dataTransfer });
  await zone.dispatchEvent('drop', { dataTransfer });
}

/** The story's avatar on the public Impact page: its <picture> sources and image. */
async function publicPhoto(page: Page, name: string) {
  const card = page.getByTestId('story-card').filter({ has: page.getByRole('heading', { name }) });
  const picture = card.locator('picture');
  return {
    avif: await picture.locator('source[type="image/avif"]').getAttribute('srcset'),
    webp: await picture.locator('source[type="image/webp"]').getAttribute('srcset'),
    img: await picture.locator('img').evaluate((img: HTMLImageElement) => ({
      src: img.getAttribute('src'),
      width: img.getAttribute('width'),
      height: img.getAttribute('height'),
      loaded: img.complete && img.naturalWidth > 0,
      current: img.currentSrc,
    })),
  };
}

/** An upload is decoded into nine files in turn with the other uploads: on a shared machine, seconds. */
const decoded = { timeout: 20_000 };

/** Opens a new story's editor in the Stories section and fills its required fields (English words). */
async function newStory(page: Page, name: string) {
  await openSection(page, 'Stories');
  await expect(page.getByRole('heading', { level: 1, name: 'Success stories' })).toBeVisible();
  await page.getByRole('link', { name: 'Add a story' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New story' })).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Year', { exact: true }).fill('2025');
  await page.getByLabel('Role or title (English)', { exact: true }).fill('Founder, Nakato Tailoring');
  // The company is one of the group's, chosen once for every language (decision 084).
  await page.getByLabel('Company of the group', { exact: true }).selectOption({ label: 'AK Business Enterprises' });
  await page.getByLabel('Category (English)', { exact: true }).fill('Business');
  await page.getByLabel('Location (English)', { exact: true }).fill('Kampala, Uganda');
  await page
    .getByLabel('Story (English)', { exact: true })
    .fill('Amina grew a two-machine workshop into a business of nine.');
}

for (const width of [1280, 375]) {
  test.describe(`story photos at ${width} px`, () => {
    // The browser logs the 415 the test provokes (a file that is not an image), and the 400 of a photo
    // with no description.
    test.use({
      viewport: { width, height: 900 },
      allowedConsoleErrors: [/the server responded with a status of 4(15|00)/],
    });
    // Three uploads decoded on a shared machine, the library and the public page: more than the default time.
    test.slow();

    test('an editor uploads a photo by button and by drag and drop, describes it in French only, and the Impact page shows its AVIF and WebP files', async ({
      page,
      server,
    }) => {
      const name = `Amina Nakato ${width}`;
      // Files of their own at each width (the tests share one server): the same file would be one image,
      // whose descriptions both tests would write.
      const shade = width === 1280 ? 'a' : 'b';
      await signIn(page, server, 'editor');
      await newStory(page, name);
      await expectClean(page, 'story editor');
      const photoField = page.getByRole('group', { name: 'Photo' });

      // Not an image: refused with the server's message, announced.
      const chooser = page.getByLabel('Choose an image');
      await chooser.setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not a picture') });
      await expect(page.getByRole('alert')).toContainText('This file is not a JPEG, PNG, WebP or AVIF image');

      // By the button (a real file input, reached with the keyboard).
      await chooser.focus();
      await expect(chooser).toBeFocused();
      await chooser.setInputFiles({ name: 'amina.jpg', mimeType: 'image/jpeg', buffer: await photo(`#7c4a${shade}e`) });
      await expect(page.getByText('Image uploaded: 640 × 480 pixels. Now describe it.')).toBeVisible(decoded);
      const preview = page.getByRole('img', { name: 'Preview of the uploaded image' });
      await expect(preview).toBeVisible();
      expect(await preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

      // Each language's field is named with its language, and marked with its state in words; none is
      // required by itself, none comes first.
      for (const language of ['English', 'French', 'Swahili']) {
        const field = photoField.getByLabel(`Description in ${language}`);
        await expect(field).toBeVisible();
        await expect(field).not.toHaveAttribute('required');
        await expect(photoField.getByText(`${language}: no description`)).toBeVisible();
      }
      await expect(photoField.getByText(/English is used|optional/)).toHaveCount(0);

      // Described in no language: the story is not saved.
      await page.getByLabel('Show it on the site').check();
      await page.getByRole('button', { name: 'Create', exact: true }).click();
      await expect(
        photoField.getByText('Describe the image in at least one language (for people who cannot see it)'),
      ).toBeVisible();
      await expect(page.getByText('Story created.')).toBeHidden();
      await expectClean(page, 'story editor with photo');

      // Replaced by drag and drop.
      await dropFile(page, 'amina-2.png', 'image/png', await photo(`#1e4${shade}7c`, 'png'));
      await expect(page.getByText('Image uploaded: 640 × 480 pixels. Now describe it.')).toBeVisible(decoded);
      // In French only: enough.
      await photoField.getByLabel('Description in French').fill(`Amina à sa machine à coudre, ${width} px`);
      await expect(photoField.getByText('French: described')).toBeVisible();
      await expect(photoField.getByText('English: no description')).toBeVisible();
      await expect(
        photoField.getByText('Describe the image in at least one language (for people who cannot see it)'),
      ).toBeHidden();
      await page.getByRole('button', { name: 'Create', exact: true }).click();
      await expect(page.getByText('Story created.')).toBeVisible();
      await expectClean(page, 'story saved');

      // The image keeps its French description as the only one, in the library too.
      await openSection(page, 'Media library');
      await page.getByLabel('Search file names and descriptions').fill(`machine à coudre, ${width} px`);
      await page.getByLabel('Search file names and descriptions').press('Enter');
      const card = page.getByTestId('media-card').filter({ hasText: 'amina-2.png' });
      await expect(card).toBeVisible();
      await expect(card.getByText('French: described')).toBeVisible();
      await expect(card.getByText('English: no description')).toBeVisible();
      await expect(card.getByText('Swahili: no description')).toBeVisible();
      await expect(card.getByText('Used in 1 place')).toBeVisible();

      // On the public page: AVIF and WebP sources with width and height, and files that load.
      let shown: Awaited<ReturnType<typeof publicPhoto>> | undefined;
      await expect(async () => {
        await page.goto('/impact');
        await expect(page.getByRole('heading', { name })).toBeVisible({ timeout: 1000 });
      }).toPass({ timeout: 10_000 });
      await page.getByRole('heading', { name }).scrollIntoViewIfNeeded();
      await expect(async () => {
        shown = await publicPhoto(page, name);
        expect(shown.img.loaded).toBe(true);
      }).toPass({ timeout: 10_000 });
      const files = shown as NonNullable<typeof shown>;
      if (process.env.SHOTS)
        await page
          .getByTestId('story-card')
          .filter({ has: page.getByRole('heading', { name }) })
          .screenshot({ path: `${process.env.SHOTS}/public-story-${width}.png` });
      expect(files.avif).toMatch(/^\/media\/[0-9a-f]{64}-96\.avif 96w, \/media\/[0-9a-f]{64}-192\.avif 192w$/);
      expect(files.webp).toMatch(/^\/media\/[0-9a-f]{64}-96\.webp 96w, \/media\/[0-9a-f]{64}-192\.webp 192w$/);
      expect(files.img).toMatchObject({ width: '96', height: '96' });
      // Chromium picks the AVIF source.
      expect(files.img.current).toMatch(/\.avif$/);
      for (const url of [...(files.avif as string).split(', '), ...(files.webp as string).split(', ')]) {
        const response = await page.request.get(url.split(' ')[0]);
        expect(response.status()).toBe(200);
        expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(response.headers()['content-type']).toBe(url.includes('.avif') ? 'image/avif' : 'image/webp');
        // Metadata stripped: no EXIF in the served file.
        expect((await sharp(await response.body()).metadata()).exif).toBeUndefined();
      }
      // The drag-and-dropped photo (blue) replaced the first one (brown).
      const file = await page.request.get((files.img.src as string).replace('-96.', '-192.'));
      const { dominant } = await sharp(await file.body()).stats();
      expect(dominant.b).toBeGreaterThan(dominant.r);
    });
  });
}

test.describe('a busy server', () => {
  // The browser logs the 503 the test answers with.
  test.use({ allowedConsoleErrors: [/the server responded with a status of 503/] });

  test("an editor sees the server's message when the image queue is full, and can upload again", async ({
    page,
    server,
  }) => {
    await signIn(page, server, 'editor');
    await newStory(page, 'Busy Server');
    // The queue's refusal exactly as the server words it (decode-queue.ts; its own test, decode-queue.test.ts,
    // makes the real one): filling the queue from a browser would take gigabytes of images.
    await page.route('**/api/admin/media', (route) =>
      route.fulfill({
        status: 503,
        headers: { 'retry-after': '15', 'content-type': 'application/json; charset=utf-8' },
        body: JSON.stringify({
          success: false,
          message: API_ERRORS.media.busy,
          code: mediaMessages.busy,
          errors: { file: API_ERRORS.media.busy },
          errorCodes: { file: { code: mediaMessages.busy } },
        }),
      }),
    );
    const chooser = page.getByLabel('Choose an image');
    await chooser.setInputFiles({ name: 'busy.jpg', mimeType: 'image/jpeg', buffer: await photo('#7c4a1e') });
    await expect(page.getByRole('alert')).toHaveText(`The image was not uploaded: ${API_ERRORS.media.busy}`);
    await page.unroute('**/api/admin/media');
    await chooser.setInputFiles({ name: 'later.jpg', mimeType: 'image/jpeg', buffer: await photo('#1e4a7c') });
    await expect(page.getByText('Image uploaded: 640 × 480 pixels. Now describe it.')).toBeVisible(decoded);
  });
});
