import type { MediaAlt, MediaLibraryItem } from '@common/admin/media';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { AdminClient, createStaff } from '../server/src/test/staff';
import { expect, test } from './fixtures';
import { expectClean, openSection, type Server, signIn, tag } from './lib/admin';
import { describeImage, picture, uploadImage } from './lib/media';

/**
 * The media library (docs/decisions/030, 078): an editor picks an image uploaded before for a story, replaces an
 * image two pages use and sees both change, cannot delete an image in use, deletes an unused one, and writes an
 * image's descriptions in any language while a colleague writes others.
 */

/** The admin API as a second browser would use it, to set the scene (the app in process, same database). */
async function api(server: Server) {
  const client = new AdminClient(server.app, server.origin);
  await client.signIn(await createStaff(server.database.db, 'editor'));
  const upload = (name: string, body: Buffer, alt?: string | MediaAlt) => uploadImage(client, name, body, alt);
  // A success story is a record of the content kind 'story': its photo by id, its words per language.
  const story = async (name: string, image: MediaLibraryItem) => {
    const res = await client.post('/api/admin/entries/story', {
      values: { name, photo: image.id },
      words: { en: { title: 'Founder', category: 'Business', story: `${name} grew a workshop into a business.` } },
      published: true,
    });
    expect(res.statusCode, res.body).toBe(201);
  };
  const article = async (slug: string, image: MediaLibraryItem) => {
    const created = await client.post('/api/admin/news', {
      values: { category: 'Expansion', author: 'Media Office', imageId: image.id },
      words: {
        en: {
          title: `Library ${slug}`,
          slug,
          excerpt: 'An excerpt.',
          contentHtml: '<p>Body.</p>',
          imageAlt: 'A workshop',
        },
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const published = await client.post(`/api/admin/news/${created.json().id}/publish`, { languages: ['en'] });
    expect(published.statusCode, published.body).toBe(200);
  };
  /** A colleague's change to the descriptions, from the image as it is now. */
  const colleagueDescribes = async (id: number, alt: MediaAlt) => describeImage(client, await current(id), alt);
  const current = async (id: number) => (await client.get(`/api/admin/media/${id}`)).json() as MediaLibraryItem;
  return { upload, story, article, current, colleagueDescribes };
}

/** Opens the library and shows one image's details, found by a search for its name. */
async function openImage(page: Page, name: string) {
  await openSection(page, 'Media library');
  await expect(page.getByRole('heading', { level: 1, name: 'Media library' })).toBeFocused();
  await page.getByLabel('Search file names and descriptions').fill(name);
  await page.getByLabel('Search file names and descriptions').press('Enter');
  await expect(page.getByText('1 image matches')).toBeVisible();
  await page.getByRole('link', { name: `Details ${name}` }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

/** The story's photo files on the public Impact page (its <picture> sources). */
async function storyPhoto(page: Page, name: string) {
  await page.goto('/impact');
  const card = page.getByTestId('story-card').filter({ has: page.getByRole('heading', { name }) });
  await expect(card).toBeVisible({ timeout: 1000 });
  return (await card.locator('picture source[type="image/webp"]').getAttribute('srcset')) ?? '';
}

for (const width of [1280, 375]) {
  test.describe(`the media library at ${width} px`, () => {
    // The browser logs the 409 of the refused deletion.
    test.use({ viewport: { width, height: 900 }, allowedConsoleErrors: [/status of 409 \(Conflict\)/] });
    // Images are decoded one at a time on a shared machine, and each test sets its scene through the API.
    test.slow();

    test('an editor picks an image uploaded earlier for a new story, with the keyboard', async ({ page, server }) => {
      const id = tag();
      const scene = await api(server);
      const earlier = await scene.upload(`earlier-${id}.jpg`, await picture('#2b6cb0'), {
        en: `Earlier photo ${id}`,
        sw: `Picha ya awali ${id}`,
      });
      const name = `Library Pick ${id}`;

      await signIn(page, server, 'editor');
      await openSection(page, 'Stories');
      await page.getByRole('link', { name: 'Add a story' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'New story' })).toBeVisible();
      await page.getByLabel('Name', { exact: true }).fill(name);
      await page.getByLabel('Role or title (English)', { exact: true }).fill('Founder');
      await page.getByLabel('Category (English)', { exact: true }).fill('Business');
      await page.getByLabel('Story (English)', { exact: true }).fill('A story told with a photo from the library.');

      // Keyboard only: the button, the search (focused when the dialog opens), then Tab to the image's button.
      await page.getByRole('button', { name: 'Choose from library' }).focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Choose an image from the library' });
      await expect(dialog).toBeVisible();
      const search = dialog.getByLabel('Search file names and descriptions');
      await expect(search).toBeFocused();
      await expectClean(page, 'library picker');
      await page.keyboard.type(id);
      await page.keyboard.press('Enter');
      await expect(dialog.getByText('1 image matches')).toBeVisible();
      const choose = dialog.getByRole('button', { name: `Choose earlier-${id}.jpg` });
      for (let i = 0; i < 20 && !(await choose.evaluate((el) => el === document.activeElement)); i += 1)
        await page.keyboard.press('Tab');
      await expect(choose).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(dialog).toBeHidden();
      await expect(page.getByText(`Image chosen from the library: earlier-${id}.jpg`)).toBeVisible();
      // Its descriptions came with it, each language's state too.
      await expect(page.getByLabel('Description in English')).toHaveValue(`Earlier photo ${id}`);
      await expect(page.getByLabel('Description in Swahili')).toHaveValue(`Picha ya awali ${id}`);
      await expect(page.getByLabel('Description in French')).toHaveValue('');
      const photoField = page.getByRole('group', { name: 'Photo' });
      await expect(photoField.getByText('English: described')).toBeVisible();
      await expect(photoField.getByText('French: no description')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Choose from library' })).toBeFocused();
      await expectClean(page, 'story editor with a picked image');

      await page.getByLabel('Show it on the site').check();
      await page.getByRole('button', { name: 'Create', exact: true }).click();
      await expect(page.getByText('Story created.')).toBeVisible();
      await expect(async () => expect(await storyPhoto(page, name)).toContain(earlier.hash)).toPass({
        timeout: 10_000,
      });
    });

    test('replacing an image used by a story and an article changes both public pages; the old address still answers', async ({
      page,
      server,
    }) => {
      const id = tag();
      const scene = await api(server);
      const fileName = `shared-${id}.jpg`;
      const image = await scene.upload(fileName, await picture('#c53030'), `A red workshop ${id}`);
      const person = `Shared Photo ${id}`;
      const slug = `library-shared-${id}`;
      await scene.story(person, image);
      await scene.article(slug, image);
      await expect(async () => expect(await storyPhoto(page, person)).toContain(image.hash)).toPass({
        timeout: 10_000,
      });
      await page.goto(`/news/${slug}`);
      expect(await page.content()).toContain(image.hash);

      await signIn(page, server, 'editor');
      await openImage(page, fileName);
      const uses = page.getByTestId('media-uses');
      await expect(uses.getByRole('link', { name: person })).toBeVisible();
      await expect(uses.getByRole('link', { name: `Library ${slug}` })).toBeVisible();
      await expect(uses).toContainText('Site content:');
      await expect(uses).toContainText('News article:');
      await expectClean(page, 'image details');

      await page.getByLabel('Choose the new file').setInputFiles({
        name: `blue-${id}.jpg`,
        mimeType: 'image/jpeg',
        buffer: await picture('#2c5282', 800, 600),
      });
      await expect(page.getByText('The file is replaced: 800 × 600 pixels.')).toBeVisible();
      const newHash = (await scene.current(image.id)).hash;
      expect(newHash).not.toBe(image.hash);
      // The screen shows the new file.
      await expect(page.locator(`main img[src="/media/${newHash}-960.webp"]`)).toBeVisible();
      await expectClean(page, 'image details after replacing');
      // Each use links to its record's editor: the story opens in the Stories section.
      await uses.getByRole('link', { name: person }).click();
      await expect(page.getByRole('heading', { level: 1, name: `Edit the story of ${person}` })).toBeVisible();
      await expect(page.getByRole('group', { name: 'Photo' }).locator(`img[src*="${newHash}"]`)).toBeVisible();

      // Both public pages show the new file, and no longer the old.
      await expect(async () => {
        const srcset = await storyPhoto(page, person);
        expect(srcset).toContain(newHash);
        expect(srcset).not.toContain(image.hash);
      }).toPass({ timeout: 10_000 });
      await expect(async () => {
        await page.goto(`/news/${slug}`);
        const html = await page.content();
        expect(html).toContain(newHash);
        expect(html).not.toContain(image.hash);
      }).toPass({ timeout: 10_000 });
      // The old address answers with a permanent redirect to the new, blue file.
      const old = await page.request.get(image.url, { maxRedirects: 0 });
      expect(old.status()).toBe(301);
      expect(old.headers().location).toBe(`/media/${newHash}-960.webp`);
      const followed = await page.request.get(image.url);
      expect(followed.status()).toBe(200);
      const { dominant } = await sharp(await followed.body()).stats();
      expect(dominant.b).toBeGreaterThan(dominant.r);
    });

    test('an image in use cannot be deleted, an unused one can', async ({ page, server }) => {
      const id = tag();
      const scene = await api(server);
      const usedName = `in-use-${id}.jpg`;
      const unusedName = `spare-${id}.jpg`;
      const used = await scene.upload(usedName, await picture('#276749'), `Used ${id}`);
      const unused = await scene.upload(unusedName, await picture('#975a16'));
      const person = `Keeps Photo ${id}`;
      await scene.story(person, used);

      await signIn(page, server, 'editor');
      await openImage(page, usedName);
      await page.getByRole('button', { name: 'Delete this image' }).click();
      const confirm = page.getByRole('alertdialog', { name: `Delete ${usedName}?` });
      await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
      await confirm.getByRole('button', { name: 'Delete the image' }).click();
      const refused = page.getByRole('alertdialog', { name: 'This image is used, so it cannot be deleted' });
      await expect(refused).toBeVisible();
      await expect(refused.getByRole('link', { name: person })).toBeVisible();
      await expect(refused).toContainText('Site content:');
      await expectClean(page, 'delete refused');
      await page.keyboard.press('Escape');
      await expect(refused).toBeHidden();
      await expect(page.getByRole('button', { name: 'Delete this image' })).toBeFocused();
      expect((await page.request.get(used.url)).status()).toBe(200);

      // The unused one: marked so in the library, deleted after the question.
      await openSection(page, 'Media library');
      await page.getByLabel('Use', { exact: true }).selectOption('unused');
      await page.getByLabel('Search file names and descriptions').fill(id);
      await page.getByLabel('Search file names and descriptions').press('Enter');
      await expect(page.getByText('1 image matches')).toBeVisible();
      const card = page.getByTestId('media-card');
      await expect(card).toContainText(unusedName);
      await expect(card).toContainText('Not used');
      for (const language of ['English', 'French', 'Swahili'])
        await expect(card).toContainText(`${language}: no description`);
      await expectClean(page, 'library filtered');
      await card.getByRole('link', { name: `Details ${unusedName}` }).click();
      await page.getByRole('button', { name: 'Delete this image' }).click();
      await page
        .getByRole('alertdialog', { name: `Delete ${unusedName}?` })
        .getByRole('button', { name: 'Delete the image' })
        .click();
      await expect(page.getByText(`${unusedName} is deleted.`)).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: 'Media library' })).toBeVisible();
      await page.getByLabel('Search file names and descriptions').fill(unusedName);
      await page.getByLabel('Search file names and descriptions').press('Enter');
      await expect(page.getByText('No image matches', { exact: true })).toBeVisible();
      expect((await page.request.get(unused.url)).status()).toBe(404);
    });

    test('an editor describes an image in French only, a colleague adds Swahili meanwhile, and both are kept; the same description changed by both is chosen, not retyped', async ({
      page,
      server,
    }) => {
      const id = tag();
      const scene = await api(server);
      const fileName = `market-${id}.jpg`;
      const image = await scene.upload(fileName, await picture('#2f855a'));

      await signIn(page, server, 'editor');
      await openImage(page, fileName);
      const form = page.getByRole('form', { name: 'Descriptions (alt text)' });
      /** Saves the form and waits for the server's answer to it. */
      const save = async (status = 200) => {
        const answer = page.waitForResponse(
          (response) => response.request().method() === 'PATCH' && response.url().endsWith(`/media/${image.id}`),
        );
        await form.getByRole('button', { name: 'Save the descriptions' }).click();
        expect((await answer).status()).toBe(status);
      };
      for (const language of ['English', 'French', 'Swahili']) {
        await expect(form.getByLabel(`Description in ${language}`)).toHaveValue('');
        await expect(form.getByText(`${language}: no description`)).toBeVisible();
      }
      await expectClean(page, 'descriptions, none yet');

      // Nothing in any language: refused on the spot, the first field focused.
      await form.getByRole('button', { name: 'Save the descriptions' }).click();
      await expect(form.getByRole('alert')).toHaveText(
        'Describe the image in at least one language (for people who cannot see it)',
      );

      // French only: saved.
      await form.getByLabel('Description in French').fill(`Le marché de Kisumu ${id}`);
      await expect(form.getByText('French: described')).toBeVisible();
      await save();
      await expect(page.getByText('The descriptions are saved.')).toBeAttached();
      expect((await scene.current(image.id)).alt).toEqual({ fr: `Le marché de Kisumu ${id}` });

      // A colleague writes the Swahili meanwhile; this editor, not reloading, writes the English.
      await scene.colleagueDescribes(image.id, { fr: `Le marché de Kisumu ${id}`, sw: `Soko la Kisumu ${id}` });
      await form.getByLabel('Description in English').fill(`The Kisumu market ${id}`);
      await save();
      // Both kept: the screen shows the colleague's Swahili it never had.
      await expect(form.getByLabel('Description in Swahili')).toHaveValue(`Soko la Kisumu ${id}`);
      expect((await scene.current(image.id)).alt).toEqual({
        en: `The Kisumu market ${id}`,
        fr: `Le marché de Kisumu ${id}`,
        sw: `Soko la Kisumu ${id}`,
      });

      // Both change the French: the colleague first. This editor is shown their text beside theirs.
      await scene.colleagueDescribes(image.id, { fr: `Le grand marché de Kisumu ${id}` });
      await form.getByLabel('Description in French').fill(`Le marché couvert de Kisumu ${id}`);
      await save(409);
      await expect(form.getByText(/A colleague changed the same descriptions meanwhile/)).toBeVisible();
      await expect(
        form.getByText(`A colleague saved this French description meanwhile: “Le grand marché de Kisumu ${id}”`),
      ).toBeVisible();
      await expect(form.getByLabel('Description in French')).toHaveValue(`Le marché couvert de Kisumu ${id}`);
      await expectClean(page, 'descriptions in conflict');
      await form.getByRole('button', { name: 'Use their French description' }).click();
      await expect(form.getByLabel('Description in French')).toHaveValue(`Le grand marché de Kisumu ${id}`);
      await save();

      // The French (the original) changed since the English was written from it: English is out of date,
      // and can be confirmed as still saying the same.
      await expect(form.getByText('English: out of date')).toBeVisible();
      await form.getByLabel('The English description still says the same').check();
      await expect(form.getByText('English: described')).toBeVisible();
      await save();
      expect((await scene.current(image.id)).altStatus).toEqual({ en: 'current', fr: 'current', sw: 'outdated' });
      await expectClean(page, 'descriptions saved');
    });
  });
}
