import type { AdminEntry } from '@common/entries/admin';
import type { Browser, Page } from '@playwright/test';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { entries, revisions } from '../server/src/db/schema';
import { AdminClient, createStaff } from '../server/src/test/staff';
import { expect, test, waitForHydration } from './fixtures';
import type { Server } from './lib/admin';
import { expectClean, openSection, signIn, signInAs, tag } from './lib/admin';
import { picture, uploadImage } from './lib/media';

/*
 * The content screens on the one content model (docs/decisions/078): values once, words per language in
 * tabs named by their marks, no language first, two people's edits both kept, a figure typed once and
 * written by each language's page, and "Restore as draft".
 */

/** A staff member's API session, as a colleague in another browser would have. */
async function colleague(server: Server) {
  const client = new AdminClient(server.app, server.origin);
  await client.signIn(await createStaff(server.database.db, 'editor'));
  return client;
}

/** A company of the test's own (tests share the worker's database), saved through the API: it has a history. */
async function createCompany(server: Server, id: string, { published = false } = {}) {
  const client = await colleague(server);
  const response = await client.post('/api/admin/entries/company', {
    values: {
      slug: `merge-${id}`,
      name: `Merge Co ${id}`,
      icon: 'Sprout',
      colour: 'green',
      inNavDropdown: false,
      inMobileMenu: false,
    },
    words: { en: { tagline: 'Food from the hills', description: 'Dairy and maize from hill cooperatives.' } },
    published,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as AdminEntry;
}

const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Takes a test's own records out again, with their history: the worker's later tests (the home page's ten
 * companies, the careers page's counts) read this server's demo content.
 */
async function removeEntries(server: Server, where: ReturnType<typeof sql>) {
  const rows = await server.database.db.select({ id: entries.id, kind: entries.kind }).from(entries).where(where);
  if (rows.length === 0) return;
  const ids = rows.map((row) => row.id);
  await server.database.db.delete(entries).where(inArray(entries.id, ids));
  for (const row of rows)
    await server.database.db
      .delete(revisions)
      .where(and(eq(revisions.recordType, row.kind), eq(revisions.recordId, row.id)));
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

/** A second staff session in a browser of its own (another person's computer). */
async function secondBrowser(browser: Browser, server: Server) {
  const context = await browser.newContext({ baseURL: server.origin, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signInAs(page, await createStaff(server.database.db, 'editor'));
  return { context, page };
}

const sameInEvery = (page: Page) => page.getByRole('group', { name: 'Same in every language' });

for (const width of [1280, 375]) {
  test.describe(`site content at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('an editor writes a company in Swahili first, then English and French; a change marks the versions written from it', async ({
      page,
      server,
    }) => {
      // Three languages, a change, a restore as draft, each axe-checked: a long walk.
      test.setTimeout(150_000);
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
      await expect(page.getByRole('heading', { level: 1, name: 'New company' })).toBeVisible();

      // Refused first: nothing filled; the first field with an error has the focus.
      await page.getByRole('button', { name: 'Create' }).click();
      await expect(page.getByText('Check the highlighted fields.')).toBeVisible();
      await expect(page.getByLabel('Address name')).toBeFocused();

      // What is the same in every language, once.
      const values = sameInEvery(page);
      await values.getByLabel('Address name').fill(`kijani-${id}`);
      await values.getByLabel('Name', { exact: true }).fill(name);
      await values.getByLabel('Icon').selectOption('Sprout');
      await values.getByLabel('Colour').selectOption('teal');
      // No language first: every tab is missing until written; Swahili is written first.
      const tabs = page.getByRole('tablist', { name: 'Languages' }).getByRole('tab');
      await expect(tabs).toHaveText(['English: missing', 'French: missing', 'Swahili: missing']);
      await page.getByRole('tab', { name: 'Swahili: missing' }).click();
      await page.getByLabel('Tagline (Swahili)').fill('Chakula kutoka milimani');
      await page.getByLabel('Description (Swahili)').fill('Maziwa na mahindi kutoka vyama vya ushirika vya milimani.');
      await expect(page.getByRole('tab', { name: 'Swahili: up to date' })).toBeVisible();
      // English, translated from the Swahili; French from the English.
      await page.getByRole('tab', { name: 'English: missing' }).click();
      const english = page.getByRole('tabpanel', { name: /^English/ });
      await english.getByLabel('Written from').selectOption({ label: 'Swahili' });
      await english.getByLabel('Tagline (English)').fill('Food from the hills');
      await english.getByLabel('Description (English)').fill('Dairy and maize from cooperatives in the hills.');
      await page.getByRole('tab', { name: 'French: missing' }).click();
      const french = page.getByRole('tabpanel', { name: /^French/ });
      await french.getByLabel('Written from').selectOption({ label: 'English' });
      await french.getByLabel('Tagline (French)').fill('Des aliments des collines');
      await french.getByLabel('Description (French)').fill('Lait et maïs des coopératives des collines.');
      await expect(tabs).toHaveText(['English: up to date', 'French: up to date', 'Swahili: up to date']);
      await expectClean(page, 'company editor');
      if (process.env.SHOTS_KIT) {
        await page.screenshot({ path: `${process.env.SHOTS_KIT}/company-editor-${width}.png`, fullPage: true });
      }
      await page.getByRole('button', { name: 'Create' }).click();
      await expect(page.getByText('Company created. The site shows it now.')).toBeVisible();
      const row = page.getByRole('row').filter({ hasText: name });
      await expect(row.getByRole('listitem')).toHaveText([
        'English: up to date',
        'French: up to date',
        'Swahili: up to date',
      ]);

      // Each language reads its own words from the public API (through the cache the NOTIFY empties).
      await expect(async () => {
        const fr = await publicEntries(page, 'company', 'fr');
        expect(fr.find((c) => c.name === name)).toMatchObject({ tagline: 'Des aliments des collines', lang: 'fr' });
        const sw = await publicEntries(page, 'company', 'sw');
        expect(sw.find((c) => c.name === name)).toMatchObject({ tagline: 'Chakula kutoka milimani', lang: 'sw' });
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
        await page.keyboard.press('Escape');
      }

      // The Swahili changes: the English, written from it, is out of date; the French, written from the
      // English, is not; the Swahili pages show it at once.
      await page.goto('/admin/content/company');
      await page
        .getByRole('row')
        .filter({ hasText: name })
        .getByRole('link', { name: `Edit ${name}` })
        .click();
      await expect(page.getByRole('heading', { level: 1, name: `Edit the company ${name}` })).toBeVisible();
      const visible = page.getByRole('region', { name: 'Visible on' });
      await expect(visible).toContainText('every page (menu and footer)');
      await expect(visible).toContainText('Home page');
      await expect(visible).not.toContainText('/careers');
      await page.getByRole('tab', { name: /^Swahili/ }).click();
      await page.getByLabel('Tagline (Swahili)').fill('Chakula bora kutoka milimani');
      await expect(page.getByRole('tab', { name: 'English: out of date' })).toBeVisible();
      await expect(page.getByRole('tab', { name: 'French: up to date' })).toBeVisible();
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(page.getByText('Saved. The site shows it now.')).toBeVisible();
      await expect(page.getByRole('row').filter({ hasText: name }).getByRole('listitem')).toHaveText([
        'English: out of date',
        'French: up to date',
        'Swahili: up to date',
      ]);
      await expect(async () => {
        await page.goto('/?lang=sw');
        await expect(page.locator('#our-companies article').filter({ hasText: name })).toContainText(
          'Chakula bora kutoka milimani',
          { timeout: 1000 },
        );
      }).toPass({ timeout: 10_000 });

      // The history: "Restore as draft" puts the first version in the form, saved only with Save.
      await page.goto('/admin/content/company');
      await page
        .getByRole('row')
        .filter({ hasText: name })
        .getByRole('link', { name: `Edit ${name}` })
        .click();
      const history = page.getByRole('region', { name: 'History' });
      await expect(history.getByRole('row')).toHaveCount(3);
      await expectClean(page, 'company history');
      await history.getByRole('button', { name: /^Restore as draft the version of / }).click();
      const draft = page
        .getByRole('status')
        .filter({ hasText: /^The version of .* is in the form\. Nothing is saved/ });
      await expect(draft).toBeFocused();
      await page.getByRole('tab', { name: /^Swahili/ }).click();
      await expect(page.getByLabel('Tagline (Swahili)')).toHaveValue('Chakula kutoka milimani');
      expect((await publicEntries(page, 'company', 'sw')).find((c) => c.name === name)?.tagline).toBe(
        'Chakula bora kutoka milimani',
      );
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(page.getByText('Saved. The site shows it now.')).toBeVisible();
      await expect(async () => {
        const sw = await publicEntries(page, 'company', 'sw');
        expect(sw.find((c) => c.name === name)?.tagline).toBe('Chakula kutoka milimani');
      }).toPass({ timeout: 10_000 });
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
      const client = await colleague(server);
      const portrait = await uploadImage(client, `portrait-${id}.jpg`, await picture('#7b341e'));
      // Described in English, through the media library's one write path.
      const described = await client.request({
        method: 'PATCH',
        url: `/api/admin/media/${portrait.id}`,
        payload: {
          values: {},
          words: { en: { alt: `Portrait ${id}` } },
          revision: (portrait as { revision?: number | null }).revision ?? null,
        },
      });
      expect(described.statusCode, described.body).toBe(200);
      const name = `Amara Okafor ${id}`;
      try {
        await signIn(page, server, 'editor');
        await page.goto('/admin/content/leader');
        await page.getByRole('link', { name: 'Edit Nomvula Mahlangu' }).click();
        await expect(page.getByRole('heading', { level: 1, name: 'Edit the leader Nomvula Mahlangu' })).toBeVisible();
        // A name is the same in every language: typed once.
        await sameInEvery(page).getByLabel('Name', { exact: true }).fill(name);
        await page.getByRole('button', { name: 'Choose from library' }).click();
        const dialog = page.getByRole('dialog', { name: 'Choose an image from the library' });
        await dialog.getByLabel('Search file names and descriptions').fill(id);
        await dialog.getByLabel('Search file names and descriptions').press('Enter');
        await dialog.getByRole('button', { name: `Choose portrait-${id}.jpg` }).click();
        await expect(page.getByText(`Image chosen from the library: portrait-${id}.jpg`)).toBeVisible();
        await expectClean(page, 'leader editor with a new photo');
        await page.getByRole('button', { name: 'Save', exact: true }).click();
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
          .set({ values: ceo.values, versions: ceo.versions })
          .where(eq(entries.id, ceo.id));
      }
    });

    test('the careers role posts an opening that closes tomorrow, and is refused news and companies', async ({
      page,
      server,
    }) => {
      test.setTimeout(90_000);
      const id = tag();
      // Shown, so that the opening's JobPosting names it as its hiring organisation.
      const company = await createCompany(server, id, { published: true });
      const title = `Dairy Supervisor ${id}`;
      await signIn(page, server, 'careers');
      const nav = page.getByRole('navigation', { name: 'Admin sections' });
      await expect(nav.getByRole('link', { name: 'News' })).toHaveCount(0);
      await openSection(page, 'Site content');
      const kinds = page.getByRole('navigation', { name: 'Kinds of content' }).getByRole('link');
      await expect(kinds).toHaveText(['Hiring categories', 'Job openings', 'Internships', 'Benefits']);
      await kinds.filter({ hasText: 'Job openings' }).click();
      await page.getByRole('link', { name: 'Add a job opening' }).click();
      const values = sameInEvery(page);
      await values.getByLabel('Company').selectOption({ label: company.values.name as string });
      await values.getByLabel('City').fill('Mbarara');
      await values.getByLabel('Country').selectOption('UG');
      await values.getByLabel('Type').selectOption('FULL_TIME');
      await values.getByLabel('Level').selectOption('mid');
      await values.getByLabel('Salary from').fill('2500000');
      await values.getByLabel('Salary up to').fill('3200000');
      await values.getByLabel('Currency').selectOption('UGX');
      await values.getByLabel('Salary per').selectOption('MONTH');
      await values.getByLabel('Posted on').fill(day(0));
      await values.getByLabel('Closes on').fill(day(1));
      // In three languages, as HR posts it.
      await page.getByLabel('Title (English)').fill(title);
      await page.getByLabel('Description (English)').fill('Run the milk collection centre.');
      await page.getByLabel('Requirements (English)').fill('Three years in dairy\nA driving licence');
      await page.getByRole('tab', { name: /^French/ }).click();
      await page.getByLabel('Title (French)').fill(`Responsable laitier ${id}`);
      await page.getByLabel('Description (French)').fill('Diriger le centre de collecte du lait.');
      await page.getByRole('tab', { name: /^Swahili/ }).click();
      await page.getByLabel('Title (Swahili)').fill(`Msimamizi wa maziwa ${id}`);
      await page.getByLabel('Description (Swahili)').fill('Kusimamia kituo cha kukusanya maziwa.');
      await expectClean(page, 'opening editor');
      await page.getByRole('button', { name: 'Create' }).click();
      await expect(page.getByText('Job opening created. The site shows it now.')).toBeVisible();
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
      await removeEntries(
        server,
        sql`${entries.kind} = 'job' and ${entries.versions}->'en'->'words'->>'title' = ${title}`,
      );
      await removeEntries(server, sql`${entries.id} = ${company.id}`);
    });
  });
}

test.describe('two people, one record', () => {
  test('two staff members change different fields of one company: both changes are kept, nobody is asked', async ({
    page,
    browser,
    server,
  }) => {
    test.setTimeout(90_000);
    const id = tag();
    const company = await createCompany(server, id);
    const other = await secondBrowser(browser, server);
    try {
      await signIn(page, server, 'editor');
      const path = `/admin/content/company/${company.id}`;
      // Both open the same version.
      await page.goto(path);
      await other.page.goto(path);
      await expect(
        other.page.getByRole('heading', { level: 1, name: `Edit the company Merge Co ${id}` }),
      ).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: `Edit the company Merge Co ${id}` })).toBeVisible();
      // One changes the website (the same in every language), the other the English tagline.
      await sameInEvery(page).getByLabel('Website').fill(`https://merge-${id}.example`);
      await other.page.getByLabel('Tagline (English)').fill('Food from the green hills');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(page.getByText('Saved. It is hidden: the site does not show it.')).toBeVisible();
      await other.page.getByRole('button', { name: 'Save', exact: true }).click();
      // The second save is merged, silently; the notice says exactly what happened.
      await expect(
        other.page.getByText(
          'Saved. A colleague’s changes to other fields were kept. It is hidden: the site does not show it.',
        ),
      ).toBeVisible();
      const client = await colleague(server);
      const saved = (await client.get(`/api/admin/entries/company/${company.id}`)).json() as AdminEntry;
      expect(saved.values.website).toBe(`https://merge-${id}.example`);
      expect(saved.words.en?.tagline).toBe('Food from the green hills');
    } finally {
      await other.context.close();
      await removeEntries(server, sql`${entries.id} = ${company.id}`);
    }
  });

  test('two staff members change the same field: the second sees both versions, and chooses without retyping', async ({
    page,
    browser,
    server,
  }) => {
    test.setTimeout(90_000);
    const id = tag();
    const company = await createCompany(server, id);
    const other = await secondBrowser(browser, server);
    try {
      await signIn(page, server, 'editor');
      const path = `/admin/content/company/${company.id}`;
      await page.goto(path);
      await other.page.goto(path);
      await expect(page.getByLabel('Tagline (English)')).toHaveValue('Food from the hills');
      await expect(other.page.getByLabel('Tagline (English)')).toHaveValue('Food from the hills');
      await page.getByLabel('Tagline (English)').fill('Food from the valley');
      await page.getByLabel('Description (English)').fill('Dairy from the valley’s cooperatives.');
      await other.page.getByLabel('Tagline (English)').fill('Food from the highlands');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(page.getByText('Saved. It is hidden: the site does not show it.')).toBeVisible();
      await other.page.getByRole('button', { name: 'Save', exact: true }).click();

      // The field both changed: both versions whole, side by side; the colleague's description merged without asking.
      const choice = other.page.getByRole('region', { name: 'A colleague changed the same field' });
      await expect(choice).toBeFocused();
      const field = choice.getByRole('group', { name: 'Tagline (English)' });
      await expect(field.getByLabel('Your version')).toHaveValue('Food from the highlands');
      await expect(field.getByLabel('Saved by a colleague')).toHaveValue('Food from the valley');
      await expect(choice.getByRole('group')).toHaveCount(1);
      await expectClean(other.page, 'conflict choice');
      if (process.env.SHOTS_KIT)
        await other.page.screenshot({ path: `${process.env.SHOTS_KIT}/conflict-1280.png`, fullPage: true });
      // Keyboard: the radio group's arrows move from "Keep mine" to "Keep theirs", then to "Combine".
      await field.getByRole('radio', { name: 'Keep mine' }).focus();
      await other.page.keyboard.press('ArrowRight');
      await expect(field.getByRole('radio', { name: 'Keep theirs' })).toBeChecked();
      await other.page.keyboard.press('ArrowRight');
      await expect(field.getByRole('radio', { name: 'Combine' })).toBeChecked();
      const combined = field.getByLabel('Tagline (English), combined');
      await expect(combined).toHaveValue('Food from the highlands');
      await combined.fill('Food from the highlands and the valley');
      await choice.getByRole('button', { name: 'Save with these choices' }).click();
      await expect(
        other.page.getByText(
          'Saved. A colleague’s changes to other fields were kept. It is hidden: the site does not show it.',
        ),
      ).toBeVisible();
      const client = await colleague(server);
      const saved = (await client.get(`/api/admin/entries/company/${company.id}`)).json() as AdminEntry;
      expect(saved.words.en).toMatchObject({
        tagline: 'Food from the highlands and the valley',
        description: 'Dairy from the valley’s cooperatives.',
      });
    } finally {
      await other.context.close();
      await removeEntries(server, sql`${entries.id} = ${company.id}`);
    }
  });
});

test('a figure changed once shows in all three languages on its page, each written its own way', async ({
  page,
  server,
}) => {
  test.setTimeout(90_000);
  const [figure] = await server.database.db
    .select()
    .from(entries)
    .where(sql`${entries.kind} = 'figure' and ${entries.values}->>'place' = 'home.hero.beneficiaries'`);
  try {
    await signIn(page, server, 'editor');
    await openSection(page, 'Site content');
    await page.getByRole('link', { name: 'Marketing figures' }).click();
    // Each figure by its place on the site, in words; never its key.
    const row = page.getByRole('row', { name: /Home page, top banner: beneficiaries/ });
    await expect(row).toContainText('11,000+ Beneficiaries');
    await expect(page.getByRole('main')).not.toContainText('home.hero.beneficiaries');
    await expectClean(page, 'figures list');
    await row.getByRole('link', { name: 'Edit Home page, top banner: beneficiaries' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit the figure Beneficiaries' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Visible on' })).toHaveText(/Visible on\s*Home page/);
    const value = page.getByRole('group', { name: 'Figure' });
    await expect(value.getByLabel('What it counts')).toHaveValue('count');
    await value.getByLabel('Number', { exact: true }).fill('12345');
    const preview = value.getByRole('list', { name: 'How each page writes it' }).getByRole('listitem');
    await expect(preview).toHaveText(['English: 12,345+', 'French: 12\u202f345+', 'Swahili: 12,345+']);
    await expectClean(page, 'figure editor');
    if (process.env.SHOTS_KIT)
      await page.screenshot({ path: `${process.env.SHOTS_KIT}/figure-editor-1280.png`, fullPage: true });
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Saved. The site shows it now.')).toBeVisible();

    // Changed once: each language's home page writes it its own way, beside its own label.
    const shown = {
      en: ['12,345+', 'Beneficiaries'],
      fr: ['12\u202f345+', 'Bénéficiaires'],
      sw: ['12,345+', 'Wanufaika'],
    };
    await expect(async () => {
      for (const [lang, [number, label]] of Object.entries(shown)) {
        const html = await (await page.request.get(lang === 'en' ? '/' : `/?lang=${lang}`)).text();
        const place = html.match(/data-figure="home\.hero\.beneficiaries"[\s\S]*?<\/(?:div|li)>/)?.[0] ?? '';
        expect(place, lang).toContain(number);
        expect(place, lang).toContain(label);
      }
    }).toPass({ timeout: 10_000 });
  } finally {
    await server.database.db
      .update(entries)
      .set({ values: figure.values, versions: figure.versions })
      .where(eq(entries.id, figure.id));
  }
});
