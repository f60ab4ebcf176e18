import type { RecordRevision, RecordRevisionDetail } from '@common/admin/revisions';
import type { AdminEntry, EntryDependents } from '@common/entries/admin';
import type { PublicEntry } from '@common/entries/public';
import { wordsOf } from '@common/model/versions';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, entries } from '../../db/schema';
import { ManualClock } from '../../lib/clock';
import { AdminClient, createStaff } from '../../test/staff';
import { createTestApp, testDatabaseKinds } from '../../test/test-app';

const FRENCH = {
  tagline: 'Des produits frais du Vaal',
  description: 'Légumes et céréales irrigués le long du Vaal.',
  stat: 'producteurs',
};
const ENGLISH = {
  tagline: 'Fresh produce from the Vaal',
  description: 'Vegetables and grain from irrigated fields along the Vaal River.',
  stat: 'growers',
};

/**
 * A company written in French first and in English from the French (no language is first:
 * docs/decisions/078), its chip's number once for every language.
 */
const company = (over: Record<string, unknown> = {}) => ({
  values: {
    slug: 'riverbend-farms',
    name: 'Riverbend Farms',
    statValue: { kind: 'count', number: 12_000 },
    website: 'https://riverbend.example',
    careersEmail: 'jobs@riverbend.example',
    icon: 'Sprout',
    colour: 'green',
    inNavDropdown: true,
    inMobileMenu: false,
    ...over,
  },
  words: { fr: FRENCH, en: ENGLISH },
  from: { en: 'fr' },
});

/** An opening's words (its title, text and requirements are words; its company, dates and pay are not). */
const irrigation = {
  title: 'Irrigation Technician',
  description: 'Keep the pivots and drip lines running.',
  requirements: ['Two years with irrigation systems', ''],
};

/** Content changes reach the cache through the database's NOTIFY, shortly after commit. */
async function eventually<T>(read: () => Promise<T>, ok: (value: T) => boolean, ms = 3000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (ok(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const DAY = 24 * 60 * 60 * 1000;
const day = (at: Date, days = 0) => new Date(at.getTime() + days * DAY).toISOString().slice(0, 10);

describe.each(testDatabaseKinds())('content kinds in the admin area (%s)', (dbKind) => {
  // Noon in Johannesburg (the default site time zone), so "today" is the same day there and in UTC.
  const clock = new ManualClock(Date.parse('2026-11-20T10:00:00Z'));
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let editor: AdminClient;
  let careers: AdminClient;
  let careersStaff: Awaited<ReturnType<typeof createStaff>>;
  let inbox: AdminClient;
  beforeAll(async () => {
    ctx = await createTestApp(dbKind, { clock });
    editor = new AdminClient(ctx.app);
    await editor.signIn(await createStaff(ctx.database.db, 'editor'), clock.now());
    careers = new AdminClient(ctx.app);
    careersStaff = await createStaff(ctx.database.db, 'careers');
    await careers.signIn(careersStaff, clock.now());
    inbox = new AdminClient(ctx.app);
    await inbox.signIn(await createStaff(ctx.database.db, 'inbox'), clock.now());
  }, 60_000);
  afterAll(() => ctx.close());

  const send = (client: AdminClient, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    client.request({ method, url: `/api/admin${url}`, ...(payload ? { payload: payload as object } : {}) });
  const publicList = async <K extends 'company' | 'job'>(kind: K, lang = 'en') =>
    (await ctx.app.inject({ url: `/api/content/entries/${kind}?lang=${lang}` })).json() as PublicEntry<K>[];
  const audits = (action: string) => ctx.database.db.select().from(auditLog).where(eq(auditLog.action, action));
  const read = async (id: number) =>
    (await editor.get(`/api/admin/entries/company/${id}`)).json() as AdminEntry & { dependents: EntryDependents };
  let companyId = 0;

  it("creates a company in two languages; the public read shows each language, the record's original where one is missing", async () => {
    const before = await publicList('company', 'fr');
    const created = await send(editor, 'POST', '/entries/company', company());
    expect(created.statusCode, created.body).toBe(201);
    const entry = created.json() as AdminEntry;
    companyId = entry.id;
    expect(entry.status).toEqual({ en: 'current', fr: 'current', sw: 'missing' });
    expect(entry.sources).toEqual({ fr: null, en: 'fr' });
    expect(entry.words).toEqual({ fr: FRENCH, en: ENGLISH });
    expect(Object.keys(entry.changedAt).sort()).toEqual(['en', 'fr']);
    expect(entry.revision).toEqual(expect.any(Number));
    // The cached list was emptied by the row's NOTIFY.
    const fr = await eventually(
      () => publicList('company', 'fr'),
      (list) => list.length === before.length + 1,
    );
    // The chip's number is one value, written each language's way; its words are that language's.
    expect(fr.find((c) => c.id === companyId)).toMatchObject({
      tagline: FRENCH.tagline,
      stat: FRENCH.stat,
      statValue: '12\u202f000',
      lang: 'fr',
    });
    expect((await publicList('company', 'en')).find((c) => c.id === companyId)).toMatchObject({
      tagline: ENGLISH.tagline,
      stat: ENGLISH.stat,
      statValue: '12,000',
      lang: 'en',
    });
    // Not written in Swahili: the Swahili page reads it in its original, French (not English), and says so.
    const sw = await publicList('company', 'sw');
    expect(sw.find((c) => c.id === companyId)).toMatchObject({ tagline: FRENCH.tagline, lang: 'fr' });
    const [line] = await audits('entry.created');
    expect(line.details).toMatchObject({ kind: 'company', label: 'Riverbend Farms', languages: ['en', 'fr'] });
    expect(await audits('entry.created')).toHaveLength(1);
  });

  it('refuses bad input with the field named, and a slug another company uses', async () => {
    const missing = await send(editor, 'POST', '/entries/company', company({ name: '  ' }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors['values.name']).toBe('Fill in this field');
    const badSlug = await send(editor, 'POST', '/entries/company', company({ slug: 'Not A Slug' }));
    expect(badSlug.statusCode).toBe(400);
    expect(badSlug.json().errors['values.slug']).toMatch(/lowercase/);
    const badUrl = await send(
      editor,
      'POST',
      '/entries/company',
      company({ slug: 'x', website: 'javascript:alert(1)' }),
    );
    expect(badUrl.json().errors['values.website']).toMatch(/https/);
    // A language that is written needs its required words; no language at all is refused.
    const half = await send(editor, 'POST', '/entries/company', {
      ...company({ slug: 'half' }),
      words: { sw: { tagline: 'Mazao mapya' } },
    });
    expect(half.statusCode).toBe(400);
    expect(half.json().errors['words.sw.description']).toBe('Fill in this field');
    const wordless = await send(editor, 'POST', '/entries/company', { ...company({ slug: 'wordless' }), words: {} });
    expect(wordless.statusCode).toBe(400);
    expect(wordless.json()).toMatchObject({ code: 'entries.noLanguage' });
    const taken = await send(editor, 'POST', '/entries/company', company());
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors['values.slug']).toMatch(/already/);
    expect((await send(editor, 'POST', '/entries/nonsense', company())).statusCode).toBe(404);
    expect(await audits('entry.created')).toHaveLength(1);
  });

  it('marks a version out of date when the one it was written from changes, until confirmed; merges a colleague’s save', async () => {
    const opened = await read(companyId);
    // The French, which the English was written from, changes: the English is out of date, the French is not.
    const changed = await send(editor, 'PUT', `/entries/company/${companyId}`, {
      values: opened.values,
      words: { ...opened.words, fr: { ...FRENCH, tagline: 'Des produits frais du Vaal et d’ailleurs' } },
      revision: opened.revision,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const saved = changed.json() as AdminEntry;
    expect(saved.status).toEqual({ en: 'outdated', fr: 'current', sw: 'missing' });
    expect(saved.revision).toBeGreaterThan(opened.revision ?? 0);

    // A colleague who opened the same version changes the website: both changes are kept.
    const colleague = await send(editor, 'PUT', `/entries/company/${companyId}`, {
      values: { ...opened.values, website: 'https://riverbend-farms.example' },
      words: opened.words,
      revision: opened.revision,
    });
    expect(colleague.statusCode, colleague.body).toBe(200);
    const merged = colleague.json() as AdminEntry & { mergedWith: number | null };
    expect(merged.mergedWith).toBe(saved.revision);
    expect(merged.values.website).toBe('https://riverbend-farms.example');
    expect(merged.words.fr?.tagline).toBe('Des produits frais du Vaal et d’ailleurs');
    expect(merged.status.en).toBe('outdated');

    // Another, from that same version, rewrites the French tagline differently: asked, not overwritten.
    const clash = await send(editor, 'PUT', `/entries/company/${companyId}`, {
      values: opened.values,
      words: { ...opened.words, fr: { ...FRENCH, tagline: 'Des légumes du Vaal' } },
      revision: opened.revision,
    });
    expect(clash.statusCode, clash.body).toBe(409);
    expect(clash.json()).toMatchObject({ code: 'entries.conflict', detail: { revision: merged.revision } });
    expect(clash.json().detail.conflicts).toEqual([
      {
        path: 'words.fr.tagline',
        base: FRENCH.tagline,
        mine: 'Des légumes du Vaal',
        theirs: 'Des produits frais du Vaal et d’ailleurs',
      },
    ]);
    expect((await read(companyId)).words.fr?.tagline).toBe('Des produits frais du Vaal et d’ailleurs');

    // Someone checks the English against the French: still says the same, current again.
    const confirmed = await send(editor, 'PUT', `/entries/company/${companyId}`, {
      values: merged.values,
      reviewed: ['en'],
      revision: merged.revision,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const current = confirmed.json() as AdminEntry;
    expect(current.status).toEqual({ en: 'current', fr: 'current', sw: 'missing' });
    // Writing the English never marks the French, its original: nothing it was written from changed.
    const english = await send(editor, 'PUT', `/entries/company/${companyId}`, {
      values: current.values,
      words: { en: { ...ENGLISH, tagline: 'Fresh produce from the Vaal and beyond' } },
      revision: current.revision,
    });
    expect(english.statusCode, english.body).toBe(200);
    expect((english.json() as AdminEntry).status).toEqual({ en: 'current', fr: 'current', sw: 'missing' });
  });

  it('lets the careers role manage openings only', async () => {
    const job = await send(careers, 'POST', '/entries/job', {
      values: {
        company: companyId,
        city: 'Vereeniging',
        country: 'ZA',
        employmentType: 'FULL_TIME',
        level: 'mid',
        salaryMin: 20000,
        salaryMax: 26000,
        currency: 'ZAR',
        salaryPeriod: 'MONTH',
        postedAt: day(clock.now(), -2),
        closesAt: day(clock.now(), 1),
      },
      words: { en: irrigation },
    });
    expect(job.statusCode, job.body).toBe(201);
    const opening = job.json() as AdminEntry;
    expect(opening.words.en?.requirements).toEqual(['Two years with irrigation systems']);
    expect((await send(careers, 'POST', '/entries/company', company({ slug: 'other' }))).statusCode).toBe(403);
    expect((await careers.get('/api/admin/entries/leader')).statusCode).toBe(403);
    // It reads the companies, to choose an opening's, but cannot change them.
    expect((await careers.get('/api/admin/entries/company')).statusCode).toBe(200);
    expect((await send(careers, 'PUT', `/entries/company/${companyId}`, company())).statusCode).toBe(403);
    expect((await careers.get('/api/admin/news')).statusCode).toBe(403);
    expect((await inbox.get('/api/admin/entries/job')).statusCode).toBe(403);
    // A job must belong to a company that exists.
    const orphan = await send(careers, 'POST', '/entries/job', {
      values: { ...opening.values, company: 999_999 },
      words: opening.words,
    });
    expect(orphan.statusCode).toBe(400);
    expect(orphan.json().errors['values.company']).toBeDefined();
  });

  it('says what depends on a company and refuses to delete it while an opening refers to it', async () => {
    const { dependents } = await read(companyId);
    expect(dependents.records.map((r) => r.label)).toEqual(['Irrigation Technician']);
    expect(dependents.pages).toContain('/careers');
    const refused = await send(editor, 'DELETE', `/entries/company/${companyId}`);
    expect(refused.statusCode).toBe(409);
    expect(await ctx.database.db.select().from(entries).where(eq(entries.id, companyId))).toHaveLength(1);
  });

  it('keeps every version in the one history; a version loaded and saved is audited as restored', async () => {
    const history = (await editor.get(`/api/admin/entries/company/${companyId}/history`)).json() as RecordRevision[];
    // Newest first, each with what changed since the one before: the French, the website (merged), the
    // English's confirmation (its words unchanged), the English.
    expect(history.map((h) => [h.action, h.changed, h.languages])).toEqual([
      ['saved', [], ['en']],
      ['saved', [], []],
      ['saved', ['website'], []],
      ['saved', [], ['fr']],
      ['created', undefined, undefined],
    ]);
    expect(history.every((h) => h.label === 'Riverbend Farms')).toBe(true);
    const first = history[4];
    const version = (
      await editor.get(`/api/admin/entries/company/${companyId}/history/${first.id}`)
    ).json() as RecordRevisionDetail;
    expect(version.snapshot.values.website).toBe('https://riverbend.example');
    expect(version.snapshot.versions.fr?.words).toEqual(FRENCH);
    expect((await editor.get(`/api/admin/entries/company/${companyId}/history/999999`)).statusCode).toBe(404);

    // "Restore as draft": the editor loads the version into the form and saves it, naming where it came from.
    const restored = await send(editor, 'PUT', `/entries/company/${companyId}`, {
      values: version.snapshot.values,
      words: wordsOf(version.snapshot.versions),
      restoredFrom: version.id,
      revision: history[0].id,
    });
    expect(restored.statusCode, restored.body).toBe(200);
    const entry = restored.json() as AdminEntry;
    expect(entry.values.website).toBe('https://riverbend.example');
    expect(entry.words).toEqual({ fr: FRENCH, en: ENGLISH });
    expect(entry.status).toEqual({ en: 'current', fr: 'current', sw: 'missing' });
    const after = (await editor.get(`/api/admin/entries/company/${companyId}/history`)).json() as RecordRevision[];
    expect(after.map((h) => h.action).slice(0, 2)).toEqual(['restored', 'saved']);
    expect(after[0]).toMatchObject({ id: entry.revision, changed: ['website'], languages: ['en', 'fr'] });
    const lines = await ctx.database.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'entry.restored'), eq(auditLog.targetId, String(companyId))));
    expect(lines).toHaveLength(1);
    expect(lines[0].details).toMatchObject({ kind: 'company', restoredFrom: version.id, changed: ['website'] });
  });

  it('reorders with the whole list, refusing a list that is not the current one', async () => {
    await send(editor, 'POST', '/entries/company', company({ slug: 'second-co', name: 'Second Co' }));
    const list = (await editor.get('/api/admin/entries/company')).json() as AdminEntry[];
    const ids = list.map((e) => e.id).reverse();
    const ordered = await send(editor, 'PUT', '/entries/company/order', { ids });
    expect(ordered.statusCode, ordered.body).toBe(200);
    expect((ordered.json() as AdminEntry[]).map((e) => e.id)).toEqual(ids);
    expect((await send(editor, 'PUT', '/entries/company/order', { ids: ids.slice(1) })).statusCode).toBe(409);
    expect(await audits('entries.reordered')).toHaveLength(1);
  });

  it('needs the CSRF token to change anything', async () => {
    const response = await editor.request({
      method: 'POST',
      url: '/api/admin/entries/company',
      payload: company({ slug: 'no-token' }),
      csrf: false,
    });
    expect(response.statusCode).toBe(403);
  });

  it('shows an opening through its closing day and takes it off by itself after, until the date moves', async () => {
    const title = (list: PublicEntry<'job'>[]) => list.some((j) => j.title === 'Irrigation Technician');
    expect(title(await publicList('job'))).toBe(true);
    clock.advance(DAY); // the closing day: still shown
    expect(title(await publicList('job'))).toBe(true);
    clock.advance(DAY); // the day after
    expect(title(await publicList('job'))).toBe(false);
    // Two days on, the session has ended: sign in again to reopen it by moving the closing date.
    await careers.signIn(careersStaff, clock.now());
    const [job] = ((await careers.get('/api/admin/entries/job')).json() as AdminEntry[]).filter(
      (j) => j.label === 'Irrigation Technician',
    );
    const reopened = await send(careers, 'PUT', `/entries/job/${job.id}`, {
      values: { ...job.values, closesAt: day(clock.now(), 7) },
      revision: job.revision,
    });
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(title(await eventually(() => publicList('job'), title))).toBe(true);
  });

  it("moves the site's day with its time zone at once: an opening on its closing day goes when the zone is already past it", async () => {
    // 23:30 in Johannesburg: the last half hour of the closing day there, already the next day on Kiritimati (UTC+14).
    clock.advance(11.5 * 60 * 60 * 1000);
    await careers.signIn(careersStaff, clock.now());
    const created = await send(careers, 'POST', '/entries/job', {
      values: {
        company: companyId,
        city: 'Jinja',
        country: 'UG',
        employmentType: 'FULL_TIME',
        level: 'senior',
        postedAt: day(clock.now(), -1),
        closesAt: day(clock.now()),
      },
      words: { en: { title: 'Night Shift Supervisor', description: 'Run the packing line through the night.' } },
    });
    expect(created.statusCode, created.body).toBe(201);
    const shown = (list: PublicEntry<'job'>[]) => list.some((j) => j.title === 'Night Shift Supervisor');
    expect(shown(await eventually(() => publicList('job'), shown))).toBe(true);
    const owner = new AdminClient(ctx.app);
    await owner.signIn(await createStaff(ctx.database.db, 'owner'), clock.now());
    const changed = await owner.request({
      method: 'PUT',
      url: '/api/admin/settings/time-zone',
      payload: { timeZone: 'Pacific/Kiritimati' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    // No clock moved: only the change of zone, told to the cache, takes it off.
    expect(
      shown(
        await eventually(
          () => publicList('job'),
          (list) => !shown(list),
        ),
      ),
    ).toBe(false);
    expect((await ctx.app.content.calendar()).today).toBe(day(clock.now(), 1));
  });
});
