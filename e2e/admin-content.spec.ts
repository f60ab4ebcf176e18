import type { Page } from '@playwright/test';
import { eq, inArray, sql } from 'drizzle-orm';
import { entries } from '../server/src/db/schema';
import { AdminClient, createStaff } from '../server/src/test/staff';
import { expect, test, waitForHydration } from './fixtures';
import type { Server } from './lib/admin';
import { expectClean, openSection, signIn, tag } from './lib/admin';
import { picture, uploadImage } from './lib/media';

/** A company of the test's own (tests share the worker's database), straight into the table. */
async function insertCompany(server: Server, slug: string, name: string) {
  const [row] = await server.database.db
    .insert(entries)
    .values({
      kind: 'company',
      position: 999,
      values: {
        slug,
        name,
        tagline: `${name} tagline`,
        description: `${name} description`,
        icon: 'Sprout',
        colour: 'green',
        inNavDropdown: false,
        inMobileMenu: false,
      },
    })
    .returning();
  return row;
}

const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Takes a test's own records out again: the worker's later tests (the home page's ten companies, the
 * careers page's counts) read this server's demo content.
 */
async function removeEntries(server: Server, where: ReturnType<typeof sql>) {
  const rows = await server.database.db.select({ id: entries.id }).from(entries).where(where);
  if (rows.length > 0)
    await server.database.db.delete(entries).where(
      inArray(
        entries.id,
        rows.map((row) => row.id),
      ),
    );
}

/** The search dialog's results for `query`, opened with its shortcut on the current page. */
async function search(page: Page, query: string) {
  await waitForHydration(page);
  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox').fill(query);
  return dialog.getByRole('option');
}

async function publicEntries(page: Page, kind: string, lang: string) {
  const response = await page.request.get(`/api/content/entries/${kind}?lang=${lang}`);
  return (await response.json()) as Record<string, unknown>[];
}

for (const width of [1280, 375]) {
  test.describe(`site content at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('an editor adds a company in three languages, corrects the English, and restores the first version', async ({
      page,
      server,
    }) => {
      // Three languages, a correction and a restore, each axe-checked: a long walk.
      test.setTimeout(120_000);
      const id = tag();
      const name = `Kijani Foods ${id}`;
      await signIn(page, server, 'editor');
      await openSection(page, 'Site content');
      await expect(page.getByRole('heading', { level: 1, name: 'Site content' })).toBeVisible();
      await expectClean(page, 'content overview');
      await page.getByRole('link', { name: 'Companies' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Companies' })).toBeVisible();
      await expectClean(page, 'companies list');
      await page.getByRole('link', { name: 'Add a company' }).click();

      // Refused first: nothing filled; the first field with an error has the focus.
      await page.getByRole('button', { name: 'Create' }).click();
      await expect(page.getByText('Check the highlighted fields.')).toBeVisible();
      await expect(page.getByLabel('Address name')).toBeFocused();

      await page.getByLabel('Address name').fill(`kijani-${id}`);
      await page.getByLabel('Name', { exact: true }).fill(name);
      await page.getByLabel('Tagline', { exact: true }).fill('Food from the hills');
      await page.getByLabel('Description', { exact: true }).fill('Dairy and maize from cooperatives in the hills.');
      await page.getByLabel('Icon').selectOption('Sprout');
      await page.getByLabel('Colour').selectOption('teal');
      await page.getByRole('tab', { name: /French/ }).click();
      await page.getByLabel(/Tagline.*French/).fill('Des aliments des collines');
      await page.getByLabel(/Description.*French/).fill('Lait et maïs des coopératives des collines.');
      await page.getByRole('tab', { name: /Swahili/ }).click();
      await page.getByLabel(/Tagline.*Swahili/).fill('Chakula kutoka milimani');
      await page.getByLabel(/Description.*Swahili/).fill('Maziwa na mahindi kutoka vyama vya ushirika vya milimani.');
      await expectClean(page, 'company editor');
      await page.getByRole('button', { name: 'Create' }).click();
      await expect(page.getByText('Created.')).toBeVisible();
      const row = page.getByRole('row').filter({ hasText: name });
      await expect(row).toBeVisible();

      // Each language reads its own text from the public API (through the cache the NOTIFY empties).
      await expect(async () => {
        const fr = await publicEntries(page, 'company', 'fr');
        expect(fr.find((c) => c.name === name)?.tagline).toBe('Des aliments des collines');
        const sw = await publicEntries(page, 'company', 'sw');
        expect(sw.find((c) => c.name === name)?.tagline).toBe('Chakula kutoka milimani');
      }).toPass({ timeout: 10_000 });

      // The visitor's pages show it: the home page's card in each language, and the search dialog.
      const written = {
        en: ['Food from the hills', 'Dairy and maize from cooperatives in the hills.'],
        fr: ['Des aliments des collines', 'Lait et maïs des coopératives des collines.'],
        sw: ['Chakula kutoka milimani', 'Maziwa na mahindi kutoka vyama vya ushirika vya milimani.'],
      } as const;
      for (const [lang, [tagline, description]] of Object.entries(written)) {
        await page.goto(`/?lang=${lang}`);
        const card = page.locator('#our-companies article').filter({ hasText: name });
        await expect(card).toContainText(tagline);
        await expect(card).toContainText(description);
        const found = await search(page, id);
        await expect(found).toHaveCount(1);
        await expect(found).toContainText(name);
        await expect(found).toContainText(tagline);
        await page.keyboard.press('Escape');
      }
      await page.goto('/admin/content/company');

      // A change of English marks both translations out of date, and the English pages show it at once.
      await page
        .getByRole('row')
        .filter({ hasText: name })
        .getByRole('link', { name: `Edit ${name}` })
        .click();
      await expect(page.getByRole('heading', { level: 1, name: `Edit ${name}` })).toBeVisible();
      await expect(page.getByText('every page (menu and footer)')).toBeVisible();
      await page.getByLabel('Tagline', { exact: true }).fill('Food from the green hills');
      await page.getByLabel('Description', { exact: true }).fill('Dairy, maize and beans from hill cooperatives.');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Saved. The site shows it now.')).toBeVisible();
      const back = page.url();
      // (The language chosen last is remembered: ask for English by name.)
      await page.goto('/?lang=en');
      await expect(page.locator('#our-companies article').filter({ hasText: name })).toContainText(
        'Dairy, maize and beans from hill cooperatives.',
      );
      await expect(await search(page, id)).toContainText('Food from the green hills');
      await page.goto('/?lang=fr');
      await expect(page.locator('#our-companies article').filter({ hasText: name })).toContainText(written.fr[1]);
      await page.goto(back);
      await expect(
        page
          .getByRole('row')
          .filter({ hasText: name })
          .getByText(/out of date/i),
      ).toHaveCount(2);

      // The history restores the first version, English and translations together.
      await page
        .getByRole('row')
        .filter({ hasText: name })
        .getByRole('link', { name: `Edit ${name}` })
        .click();
      const history = page.getByRole('region', { name: 'History' });
      await expect(history.getByRole('row')).toHaveCount(3);
      await expectClean(page, 'company history');
      await history.getByRole('button', { name: /Restore/ }).click();
      const dialog = page.getByRole('alertdialog');
      await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
      await dialog.getByRole('button', { name: 'Restore' }).click();
      await expect(page.getByText(/is restored/)).toBeVisible();
      await expect(page.getByLabel('Tagline', { exact: true })).toHaveValue('Food from the hills');
      await removeEntries(server, sql`${entries.values}->>'name' = ${name}`);
    });

    test('an editor reorders the leaders with the keyboard, and the About page follows', async ({ page, server }) => {
      test.setTimeout(90_000);
      await signIn(page, server, 'editor');
      await page.goto('/admin/content/leader');
      await expect(page.getByRole('heading', { level: 1, name: 'Leaders' })).toBeVisible();
      const names = async () => {
        const list = await publicEntries(page, 'leader', 'en');
        return list.map((leader) => leader.name as string);
      };
      const before = await names();
      const [first, second] = before;
      // Keyboard only: focus the first leader's "Move down" and press Enter.
      const down = page.getByRole('button', { name: `Move down ${first}` });
      await down.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByText(`${first} moved to position 2 of ${before.length}.`)).toBeAttached();
      await expectClean(page, 'leaders reordered');
      await expect(async () => expect((await names()).slice(0, 2)).toEqual([second, first])).toPass({
        timeout: 10_000,
      });
      await page.goto('/about');
      const shown = await page.getByRole('heading', { level: 3 }).allInnerTexts();
      expect(shown.indexOf(second)).toBeLessThan(shown.indexOf(first));
      // And back, with Space on "Move up" (other tests on this server read the demo's order).
      await page.goto('/admin/content/leader');
      const up = page.getByRole('button', { name: `Move up ${first}` });
      await up.focus();
      await page.keyboard.press('Space');
      await expect(page.getByText(`${first} moved to position 1 of ${before.length}.`)).toBeAttached();
      await expect(async () => expect(await names()).toEqual(before)).toPass({ timeout: 10_000 });
    });

    test('an editor replaces the chief executive and her photo; the About page shows the new leader', async ({
      page,
      server,
    }) => {
      test.setTimeout(120_000);
      test.slow();
      const id = tag();
      const [ceo] = await server.database.db
        .select()
        .from(entries)
        .where(sql`${entries.kind} = 'leader' and ${entries.values}->>'name' = 'Nomvula Mahlangu'`);
      // A portrait uploaded earlier, as a colleague would have (the library's own tests cover uploading).
      const colleague = new AdminClient(server.app, server.origin);
      await colleague.signIn(await createStaff(server.database.db, 'editor'));
      const portrait = await uploadImage(colleague, `portrait-${id}.jpg`, await picture('#7b341e'), `Portrait ${id}`);
      const name = `Amara Okafor ${id}`;
      try {
        await signIn(page, server, 'editor');
        await page.goto('/admin/content/leader');
        await page.getByRole('link', { name: 'Edit Nomvula Mahlangu' }).click();
        await expect(page.getByRole('heading', { level: 1, name: 'Edit Nomvula Mahlangu' })).toBeVisible();
        await page.getByLabel('Name', { exact: true }).fill(name);
        await page.getByRole('button', { name: 'Choose from library' }).click();
        const dialog = page.getByRole('dialog', { name: 'Choose an image from the library' });
        await dialog.getByLabel('Search file names and descriptions').fill(id);
        await dialog.getByLabel('Search file names and descriptions').press('Enter');
        await dialog.getByRole('button', { name: `Choose portrait-${id}.jpg` }).click();
        await expect(page.getByText(`Image chosen from the library: portrait-${id}.jpg`)).toBeVisible();
        await expectClean(page, 'leader editor with a new photo');
        await page.getByRole('button', { name: 'Save' }).click();
        await expect(page.getByText('Saved. The site shows it now.')).toBeVisible();

        // The About page, in each language: the new name, her role as it was, and the new photo's files.
        for (const lang of ['en', 'fr', 'sw']) {
          await page.goto(`/about?lang=${lang}`);
          const card = page.locator('#our-leadership li').filter({ hasText: name });
          await expect(card).toBeVisible();
          await expect(page.locator('#our-leadership li').filter({ hasText: 'Nomvula Mahlangu' })).toHaveCount(0);
          await expect(card.locator('img')).toHaveAttribute('src', new RegExp(portrait.hash));
        }
      } finally {
        // The demo's chief executive again, for the worker's later tests.
        await server.database.db
          .update(entries)
          .set({ values: ceo.values, translations: ceo.translations })
          .where(eq(entries.id, ceo.id));
      }
    });

    test('the careers role posts an opening that closes tomorrow, and is refused news and companies', async ({
      page,
      server,
    }) => {
      test.setTimeout(90_000);
      const id = tag();
      const company = await insertCompany(server, `hr-co-${id}`, `HR Test Co ${id}`);
      const title = `Dairy Supervisor ${id}`;
      await signIn(page, server, 'careers');
      const nav = page.getByRole('navigation', { name: 'Admin sections' });
      await expect(nav.getByRole('link', { name: 'News' })).toHaveCount(0);
      await openSection(page, 'Site content');
      const kinds = page.getByRole('navigation', { name: 'Kinds of content' }).getByRole('link');
      await expect(kinds).toHaveText(['Hiring categories', 'Job openings', 'Internships', 'Benefits']);
      await kinds.filter({ hasText: 'Job openings' }).click();
      await page.getByRole('link', { name: 'Add a job opening' }).click();
      await page.getByLabel('Title', { exact: true }).fill(title);
      await page.getByLabel('Company').selectOption({ label: company.values.name as string });
      await page.getByLabel('City').fill('Mbarara');
      await page.getByLabel('Country').selectOption('UG');
      await page.getByLabel('Type').selectOption('FULL_TIME');
      await page.getByLabel('Level').selectOption('mid');
      await page.getByLabel('Salary from').fill('2500000');
      await page.getByLabel('Salary up to').fill('3200000');
      await page.getByLabel('Currency').selectOption('UGX');
      await page.getByLabel('Salary per').selectOption('MONTH');
      await page.getByLabel('Description', { exact: true }).fill('Run the milk collection centre.');
      await page.getByLabel('Requirements', { exact: true }).fill('Three years in dairy\nA driving licence');
      await page.getByLabel('Posted on').fill(day(0));
      await page.getByLabel('Closes on').fill(day(1));
      // In three languages, as HR posts it.
      await page.getByRole('tab', { name: /French/ }).click();
      await page.getByLabel(/Title.*French/).fill(`Responsable laitier ${id}`);
      await page.getByLabel(/Description.*French/).fill('Diriger le centre de collecte du lait.');
      await page.getByRole('tab', { name: /Swahili/ }).click();
      await page.getByLabel(/Title.*Swahili/).fill(`Msimamizi wa maziwa ${id}`);
      await page.getByLabel(/Description.*Swahili/).fill('Kusimamia kituo cha kukusanya maziwa.');
      await expectClean(page, 'opening editor');
      await page.getByRole('button', { name: 'Create' }).click();
      await expect(page.getByText('Created.')).toBeVisible();
      await expect(page.getByRole('row').filter({ hasText: title }).getByText('Shown')).toBeVisible();
      await expect(async () => {
        const jobs = await publicEntries(page, 'job', 'en');
        const job = jobs.find((j) => j.title === title);
        expect(job?.requirements).toEqual(['Three years in dairy', 'A driving licence']);
        expect(job?.company).toBe(company.id);
        const fr = await publicEntries(page, 'job', 'fr');
        expect(fr.find((j) => j.id === job?.id)?.title).toBe(`Responsable laitier ${id}`);
        const sw = await publicEntries(page, 'job', 'sw');
        expect(sw.find((j) => j.id === job?.id)?.title).toBe(`Msimamizi wa maziwa ${id}`);
      }).toPass({ timeout: 10_000 });

      // The careers page shows it, with its JobPosting data for search engines.
      const postings = async () => {
        const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
        return blocks
          .flatMap((block) => [JSON.parse(block)].flat())
          .flatMap((data) => (data['@graph'] ?? [data]) as Record<string, unknown>[])
          .filter((data) => data['@type'] === 'JobPosting');
      };
      await page.goto('/careers');
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
      const posting = (await postings()).find((data) => data.title === title);
      expect(posting).toMatchObject({
        validThrough: expect.stringContaining(day(1)),
        employmentType: 'FULL_TIME',
        directApply: false,
        hiringOrganization: expect.objectContaining({ name: company.values.name }),
        baseSalary: expect.objectContaining({ currency: 'UGX' }),
      });

      // Two days on, past its closing day, it has left the page by itself: nobody saved anything.
      server.clock.moveForward(2 * 86_400_000);
      try {
        await page.goto('/careers');
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByRole('heading', { name: title })).toHaveCount(0);
        expect((await postings()).map((data) => data.title)).not.toContain(title);
        expect((await publicEntries(page, 'job', 'en')).map((job) => job.title)).not.toContain(title);
      } finally {
        // Back to today, without what was counted two days on.
        server.clock.reset();
        server.app.cache.clear();
      }

      // News is not theirs: the address says so, and the API refuses.
      await page.goto('/admin/news');
      await expect(page.getByText('Your role does not include this section.')).toBeVisible();
      await page.goto('/admin/content/company');
      await expect(page.getByText('There is no admin page at this address.')).toBeVisible();
      await removeEntries(server, sql`${entries.values}->>'title' = ${title}`);
      await removeEntries(server, sql`${entries.id} = ${company.id}`);
    });
  });
}
