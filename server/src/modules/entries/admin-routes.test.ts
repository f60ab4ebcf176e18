import type { AdminEntry, EntryDependents, EntryRevision } from '@common/entries/admin';
import type { PublicEntry } from '@common/entries/public';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, entries } from '../../db/schema';
import { ManualClock } from '../../lib/clock';
import { AdminClient, createStaff } from '../../test/staff';
import { createTestApp, testDatabaseKinds } from '../../test/test-app';

const company = (over: Record<string, unknown> = {}) => ({
  values: {
    slug: 'riverbend-farms',
    name: 'Riverbend Farms',
    tagline: 'Fresh produce from the Vaal',
    description: 'Vegetables and grain from irrigated fields along the Vaal River.',
    stat: '40 growers',
    website: 'https://riverbend.example',
    careersEmail: 'jobs@riverbend.example',
    icon: 'Sprout',
    colour: 'green',
    inNavDropdown: true,
    inMobileMenu: false,
    ...over,
  },
  translations: {
    fr: { tagline: 'Des produits frais du Vaal', description: 'Légumes et céréales irrigués le long du Vaal.' },
  },
});

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
  let companyId = 0;

  it('creates a company in two languages; the public read shows each language, English where one is missing', async () => {
    const before = await publicList('company', 'fr');
    const created = await send(editor, 'POST', '/entries/company', company());
    expect(created.statusCode, created.body).toBe(201);
    const entry = created.json() as AdminEntry;
    companyId = entry.id;
    expect(entry.status).toEqual({ fr: 'current', sw: 'missing' });
    // The cached list was emptied by the row's NOTIFY.
    const fr = await eventually(
      () => publicList('company', 'fr'),
      (list) => list.length === before.length + 1,
    );
    expect(fr.find((c) => c.id === companyId)?.tagline).toBe('Des produits frais du Vaal');
    const sw = await publicList('company', 'sw');
    expect(sw.find((c) => c.id === companyId)?.tagline).toBe('Fresh produce from the Vaal');
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
    const taken = await send(editor, 'POST', '/entries/company', company());
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors['values.slug']).toMatch(/already/);
    expect((await send(editor, 'POST', '/entries/nonsense', company())).statusCode).toBe(404);
  });

  it('marks a translation out of date when the English changes, and current when confirmed', async () => {
    const [current] = ((await editor.get('/api/admin/entries/company')).json() as AdminEntry[]).filter(
      (e) => e.id === companyId,
    );
    const changed = await send(editor, 'PUT', `/entries/company/${companyId}`, {
      values: { ...current.values, tagline: 'Fresh produce from the Vaal and beyond' },
      translations: current.translations,
      updatedAt: current.updatedAt,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const saved = changed.json() as AdminEntry;
    expect(saved.status.fr).toBe('outdated');
    // A save from the version read before is refused rather than overwriting it.
    const stale = await send(editor, 'PUT', `/entries/company/${companyId}`, {
      values: current.values,
      updatedAt: current.updatedAt,
    });
    expect(stale.statusCode).toBe(409);
    const confirmed = await send(editor, 'PUT', `/entries/company/${companyId}`, {
      values: saved.values,
      translations: saved.translations,
      reviewed: ['fr'],
      updatedAt: saved.updatedAt,
    });
    expect((confirmed.json() as AdminEntry).status.fr).toBe('current');
  });

  it('lets the careers role manage openings only', async () => {
    const job = await send(careers, 'POST', '/entries/job', {
      values: {
        title: 'Irrigation Technician',
        company: companyId,
        city: 'Vereeniging',
        country: 'ZA',
        employmentType: 'FULL_TIME',
        level: 'mid',
        salaryMin: 20000,
        salaryMax: 26000,
        currency: 'ZAR',
        salaryPeriod: 'MONTH',
        description: 'Keep the pivots and drip lines running.',
        requirements: ['Two years with irrigation systems', ''],
        postedAt: day(clock.now(), -2),
        closesAt: day(clock.now(), 1),
      },
    });
    expect(job.statusCode, job.body).toBe(201);
    expect((job.json() as AdminEntry).values.requirements).toEqual(['Two years with irrigation systems']);
    expect((await send(careers, 'POST', '/entries/company', company({ slug: 'other' }))).statusCode).toBe(403);
    expect((await careers.get('/api/admin/entries/leader')).statusCode).toBe(403);
    // It reads the companies, to choose an opening's, but cannot change them.
    expect((await careers.get('/api/admin/entries/company')).statusCode).toBe(200);
    expect((await send(careers, 'PUT', `/entries/company/${companyId}`, company())).statusCode).toBe(403);
    expect((await careers.get('/api/admin/news')).statusCode).toBe(403);
    expect((await inbox.get('/api/admin/entries/job')).statusCode).toBe(403);
    // A job must belong to a company that exists.
    const orphan = await send(careers, 'POST', '/entries/job', {
      values: { ...(job.json() as AdminEntry).values, company: 999_999 },
    });
    expect(orphan.statusCode).toBe(400);
    expect(orphan.json().errors['values.company']).toBeDefined();
  });

  it('says what depends on a company and refuses to delete it while an opening refers to it', async () => {
    const read = (await editor.get(`/api/admin/entries/company/${companyId}`)).json() as {
      dependents: EntryDependents;
    };
    expect(read.dependents.records.map((r) => r.label)).toEqual(['Irrigation Technician']);
    expect(read.dependents.pages).toContain('/careers');
    const refused = await send(editor, 'DELETE', `/entries/company/${companyId}`);
    expect(refused.statusCode).toBe(409);
    expect(await ctx.database.db.select().from(entries).where(eq(entries.id, companyId))).toHaveLength(1);
  });

  it('keeps every version, restores one, and audits it', async () => {
    const history = (await editor.get(`/api/admin/entries/company/${companyId}/history`)).json() as EntryRevision[];
    expect(history.map((h) => h.action)).toEqual(['saved', 'saved', 'created']);
    const first = history[2];
    const restored = await send(editor, 'POST', `/entries/company/${companyId}/history/${first.id}/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    expect((restored.json() as AdminEntry).values.tagline).toBe('Fresh produce from the Vaal');
    expect(await audits('entry.restored')).toHaveLength(1);
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
      updatedAt: job.updatedAt,
    });
    expect(reopened.statusCode).toBe(200);
    expect(title(await eventually(() => publicList('job'), title))).toBe(true);
  });
  it("moves the site's day with its time zone at once: an opening on its closing day goes when the zone is already past it", async () => {
    // 23:30 in Johannesburg: the last half hour of the closing day there, already the next day on Kiritimati (UTC+14).
    clock.advance(11.5 * 60 * 60 * 1000);
    await careers.signIn(careersStaff, clock.now());
    const created = await send(careers, 'POST', '/entries/job', {
      values: {
        title: 'Night Shift Supervisor',
        company: companyId,
        city: 'Jinja',
        country: 'UG',
        employmentType: 'FULL_TIME',
        level: 'senior',
        description: 'Run the packing line through the night.',
        postedAt: day(clock.now(), -1),
        closesAt: day(clock.now()),
      },
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
