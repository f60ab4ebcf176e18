import type { StaffMember } from '@common/admin/auth';
import type { InboxList } from '@common/admin/contact';
import type { AdminNewsList } from '@common/admin/news';
import type { AdminEntry } from '@common/entries/admin';
import { and, desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, contactMessages, entries, media, staffUsers } from '../db/schema';
import { AdminClient, createStaff, type TestStaff } from '../test/staff';
import { createTestApp, testDatabaseKinds } from '../test/test-app';

/**
 * Staff limited to companies (docs/decisions/088): an owner limits a colleague to one company; from then
 * on the server answers every record of another company as if it did not exist, keeps their saves within
 * their company, refuses the group's sections, and counts their dashboard and inbox within it. Group-wide
 * staff are untouched.
 */
describe.each(testDatabaseKinds())('staff limited to companies (%s)', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let owner: AdminClient;
  let ownerStaff: TestStaff;
  let editor: AdminClient;
  let editorStaff: TestStaff;
  let images: number;
  let properties: number;
  const db = () => ctx.database.db;

  const companyId = async (slug: string) => {
    const rows = await db().select().from(entries).where(eq(entries.kind, 'company'));
    const row = rows.find((r) => r.values.slug === slug);
    if (!row) throw new Error(`no company ${slug}`);
    return row.id;
  };
  const call = (client: AdminClient, method: string, url: string, payload?: unknown) =>
    client.request({
      method: method as 'GET',
      url: `/api/admin${url}`,
      ...(payload ? { payload: payload as object } : {}),
    });
  const limit = (client: AdminClient, id: number, companyIds: number[]) =>
    call(client, 'PATCH', `/staff/${id}`, { companyIds });
  const recordOf = (entry: AdminEntry) => ({ values: entry.values, words: entry.words, revision: entry.revision });
  /** A record of another company than theirs. */
  const notTheirs = async (entryKind: string) => {
    const rows = await db().select().from(entries).where(eq(entries.kind, entryKind));
    const row = rows.find((r) => typeof r.values.company === 'number' && r.values.company !== images);
    if (!row) throw new Error(`no ${entryKind} of another company`);
    return row.id;
  };

  beforeAll(async () => {
    ctx = await createTestApp(kind);
    images = await companyId('ak-images');
    properties = await companyId('veb-properties');
    ownerStaff = await createStaff(db(), 'owner');
    owner = new AdminClient(ctx.app);
    await owner.signIn(ownerStaff);
    editorStaff = await createStaff(db(), 'editor', { totp: false });
    editor = new AdminClient(ctx.app);
    await editor.signIn(editorStaff);
    expect((await limit(owner, editorStaff.id, [images])).statusCode).toBe(200);
  });
  afterAll(() => ctx.close());

  it('is set by an owner, shown in the staff list and the session, and audited with the companies’ names', async () => {
    const list = (await call(owner, 'GET', '/staff')).json() as StaffMember[];
    expect(list.find((m) => m.id === editorStaff.id)?.companyIds).toEqual([images]);
    expect((await call(editor, 'GET', '/session')).json().user.companyIds).toEqual([images]);
    const [line] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'staff.companies_changed'), eq(auditLog.targetId, String(editorStaff.id))))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(line.details).toMatchObject({ from: [], to: ['AK Images'] });
  });

  it('refuses to limit an owner, and a company that does not exist', async () => {
    expect((await limit(owner, ownerStaff.id, [images])).statusCode).toBe(409);
    const other = await createStaff(db(), 'editor', { totp: false });
    const gone = await limit(owner, other.id, [images, 999_999]);
    expect(gone.statusCode).toBe(400);
    expect(gone.json().code).toBe('staff.companyGone');
    const [row] = await db().select().from(staffUsers).where(eq(staffUsers.id, other.id));
    expect(row.companyIds).toEqual([]);
  });

  it('lets the limited editor change their company’s page, and answers another company’s as unknown', async () => {
    const own = (await call(editor, 'GET', `/entries/company/${images}`)).json() as AdminEntry;
    expect(own.values.slug).toBe('ak-images');
    const saved = await call(editor, 'PUT', `/entries/company/${images}`, {
      ...recordOf(own),
      values: { ...own.values, website: 'https://ak-images.example' },
    });
    expect(saved.statusCode).toBe(200);

    for (const [method, url] of [
      ['GET', `/entries/company/${properties}`],
      ['GET', `/entries/company/${properties}/history`],
    ] as const) {
      const res = await call(editor, method, url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().code).toBe('entries.notFound');
    }
    const theirs = (await call(owner, 'GET', `/entries/company/${properties}`)).json() as AdminEntry;
    const put = await call(editor, 'PUT', `/entries/company/${properties}`, recordOf(theirs));
    expect(put.statusCode).toBe(404);
    const after = (await call(owner, 'GET', `/entries/company/${properties}`)).json() as AdminEntry;
    expect(after.revision).toBe(theirs.revision);
    // The list holds theirs alone; a group-wide editor's holds all ten.
    const listed = (await call(editor, 'GET', '/entries/company')).json() as AdminEntry[];
    expect(listed.map((e) => e.id)).toEqual([images]);
    expect(((await call(owner, 'GET', '/entries/company')).json() as AdminEntry[]).length).toBe(10);
  });

  it('keeps an opening, leader or office within their company, and refuses the group’s own kinds', async () => {
    const opening = await notTheirs('job');
    expect((await call(editor, 'GET', `/entries/job/${opening}`)).statusCode).toBe(404);
    expect((await call(editor, 'DELETE', `/entries/job/${opening}`)).statusCode).toBe(404);
    expect((await db().select().from(entries).where(eq(entries.id, opening))).length).toBe(1);
    const jobs = (await call(editor, 'GET', '/entries/job')).json() as AdminEntry[];
    expect(jobs.map((job) => job.id)).not.toContain(opening);
    expect(jobs.every((job) => job.values.company === images)).toBe(true);

    const leader = (company: number) => ({
      values: { name: 'Neema Mushi', company },
      words: { fr: { role: 'Photographe principale', bio: 'Elle dirige les reportages de l’agence.' } },
    });
    const elsewhere = await call(editor, 'POST', '/entries/leader', leader(properties));
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().errorCodes.company.code).toBe('field.ownCompany');
    const group = await call(editor, 'POST', '/entries/leader', {
      values: { name: 'Neema Mushi' },
      words: leader(images).words,
    });
    expect(group.statusCode).toBe(400);
    const created = await call(editor, 'POST', '/entries/leader', leader(images));
    expect(created.statusCode).toBe(201);
    // Moving it to another company is refused too, and leaves it where it was.
    const entry = created.json() as AdminEntry;
    const moved = await call(editor, 'PUT', `/entries/leader/${entry.id}`, {
      ...recordOf(entry),
      values: { ...entry.values, company: properties },
    });
    expect(moved.statusCode).toBe(400);
    expect((await db().select().from(entries).where(eq(entries.id, entry.id)))[0].values.company).toBe(images);

    expect((await call(editor, 'GET', '/entries/legalSection')).statusCode).toBe(404);
    expect(
      (await call(editor, 'POST', '/entries/company', { values: { slug: 'new-co', name: 'New Co' } })).statusCode,
    ).toBe(403);
    expect((await call(editor, 'DELETE', `/entries/company/${images}`)).statusCode).toBe(403);
    const order = (await call(editor, 'GET', '/entries/leader')).json() as AdminEntry[];
    expect((await call(editor, 'PUT', '/entries/leader/order', { ids: order.map((e) => e.id) })).statusCode).toBe(403);
    // An opening's hiring category is picked from the group's list: read, not changed.
    const categories = await call(editor, 'GET', '/entries/hiringCategory');
    expect(categories.statusCode).toBe(200);
    const [category] = categories.json() as AdminEntry[];
    expect((await call(editor, 'GET', `/entries/hiringCategory/${category.id}`)).statusCode).toBe(404);
  });

  it('refuses the group’s sections with a message that says why', async () => {
    for (const url of ['/newsletters', '/news/featured']) {
      const res = await call(editor, 'GET', url);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().code, url).toBe('request.groupOnly');
    }
  });

  it('keeps news within their company: their articles only, saves naming theirs only', async () => {
    const article = (companies: number[], title: string) => ({
      values: { category: 'Company News', companies },
      words: { en: { title } },
    });
    const theirs = await call(owner, 'POST', '/news', article([properties], 'Properties opens in Arusha'));
    const joint = await call(owner, 'POST', '/news', article([images, properties], 'A joint exhibition'));
    for (const res of [theirs, joint]) {
      const id = res.json().id as number;
      for (const [method, url] of [
        ['GET', `/news/${id}`],
        ['GET', `/news/${id}/history`],
        ['GET', `/news/${id}/preview`],
        ['POST', `/news/${id}/publish`],
        ['DELETE', `/news/${id}`],
      ] as const) {
        const refused = await call(editor, method, url, method === 'GET' ? undefined : {});
        expect(refused.statusCode, `${method} ${url}`).toBe(404);
      }
    }
    const refusedSave = await call(editor, 'POST', '/news', article([properties], 'Not mine'));
    expect(refusedSave.statusCode, refusedSave.body).toBe(400);
    expect(refusedSave.json().errorCodes.companies.code).toBe('field.ownCompanies');
    expect((await call(editor, 'POST', '/news', article([], 'The group’s'))).statusCode).toBe(400);
    const mine = await call(editor, 'POST', '/news', article([images], 'AK Images at the fair'));
    expect(mine.statusCode).toBe(201);
    const list = (await call(editor, 'GET', '/news?q=')).json() as AdminNewsList;
    const ids = list.items.map((item) => item.id);
    expect(ids).toContain(mine.json().id);
    expect(ids).not.toContain(theirs.json().id);
    expect(ids).not.toContain(joint.json().id);
    // Giving their article to another company is refused.
    const id = mine.json().id as number;
    const moved = await call(editor, 'PUT', `/news/${id}/draft`, {
      ...article([properties], 'AK Images at the fair'),
      revision: mine.json().revision,
    });
    expect(moved.statusCode).toBe(400);
  });

  it('shows a limited inbox person their company’s queue only, its counts, and nothing else', async () => {
    const desk = await createStaff(db(), 'inbox', { totp: false });
    expect((await limit(owner, desk.id, [images])).statusCode).toBe(200);
    const client = new AdminClient(ctx.app);
    await client.signIn(desk);
    const message = (to: number | null, email: string) => ({
      name: 'Amara Okafor',
      email,
      phone: '+27 11 555 0100',
      subject: 'customer',
      message: 'We would like a photographer for our harvest festival.',
      toCompanyId: to,
      status: 'new' as const,
      locale: 'en' as const,
    });
    const [mineRow, theirsRow, groupRow] = await db()
      .insert(contactMessages)
      .values([
        message(images, 'mine@example.org'),
        message(properties, 'theirs@example.org'),
        message(null, 'group@example.org'),
      ])
      .returning({ id: contactMessages.id });
    const list = (await call(client, 'GET', '/inbox')).json() as InboxList;
    expect(list.messages.map((m) => m.email)).toEqual(['mine@example.org']);
    expect(list.total).toBe(1);
    expect(list.unread).toBe(1);
    expect((await call(client, 'GET', '/inbox/unread')).json().unread).toBe(1);
    expect((await call(client, 'GET', `/inbox/${mineRow.id}`)).statusCode).toBe(200);
    for (const id of [theirsRow.id, groupRow.id]) {
      expect((await call(client, 'GET', `/inbox/${id}`)).statusCode).toBe(404);
      expect((await call(client, 'PUT', `/inbox/${id}/status`, { status: 'in_progress' })).statusCode).toBe(404);
    }
    // The inbox role's own group sections are refused too.
    expect((await call(client, 'GET', '/subscribers')).json().code).toBe('request.groupOnly');
    const bulk = await call(client, 'POST', '/inbox/bulk', { action: 'spam', ids: [mineRow.id, theirsRow.id] });
    expect(bulk.statusCode).toBe(404);
    const [theirsAfter] = await db().select().from(contactMessages).where(eq(contactMessages.id, theirsRow.id));
    expect(theirsAfter.status).toBe('new');
    const dashboard = (await call(client, 'GET', '/dashboard')).json() as {
      attention: { kind: string; count: number }[];
    };
    expect(dashboard.attention.find((item) => item.kind === 'inbox.unread')?.count).toBe(1);
    // The group-wide owner still reads all three.
    const all = (await call(owner, 'GET', '/inbox?q=example.org')).json() as InboxList;
    expect(all.messages.map((m) => m.email)).toEqual(
      expect.arrayContaining(['mine@example.org', 'theirs@example.org', 'group@example.org']),
    );
  });

  it('lets them pick any image and change only the ones they uploaded', async () => {
    const upload = (client: AdminClient, colour: number) =>
      sharp({ create: { width: 320, height: 200, channels: 3, background: { r: colour, g: 120, b: 60 } } })
        .png()
        .toBuffer()
        .then((payload) =>
          client.request({
            method: 'POST',
            url: '/api/admin/media',
            payload,
            headers: { 'content-type': 'image/png', 'x-file-name': 'photo.png' },
          }),
        );
    const groupUpload = await upload(owner, 10);
    expect(groupUpload.statusCode).toBe(201);
    const image = groupUpload.json() as { id: number };
    expect((await call(editor, 'GET', `/media/${image.id}`)).statusCode).toBe(200);
    const refused = await call(editor, 'DELETE', `/media/${image.id}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('media.othersImage');
    expect((await db().select().from(media).where(eq(media.id, image.id))).length).toBe(1);
    const own = await upload(editor, 200);
    expect(own.statusCode).toBe(201);
    expect((await call(editor, 'DELETE', `/media/${own.json().id}`)).statusCode).toBe(200);
  });

  it('carries the companies of an invitation to the account made from it', async () => {
    const invited = await call(owner, 'POST', '/staff/invitations', {
      email: 'writer@ak-images.example',
      role: 'editor',
      locale: 'fr',
      companyIds: [images],
    });
    expect(invited.statusCode).toBe(201);
    const token = new URL(invited.json().link).pathname.split('/').pop() as string;
    const guest = new AdminClient(ctx.app);
    await guest.session();
    const accepted = await guest.post(`/api/admin/invitations/${token}/accept`, {
      name: 'Neema Mushi',
      password: 'a long and careful passphrase',
    });
    expect(accepted.statusCode).toBe(201);
    const [row] = await db().select().from(staffUsers).where(eq(staffUsers.email, 'writer@ak-images.example'));
    expect(row.companyIds).toEqual([images]);
    const owners = await call(owner, 'POST', '/staff/invitations', {
      email: 'boss@ak-images.example',
      role: 'owner',
      companyIds: [images],
    });
    expect(owners.statusCode).toBe(409);
  });

  it('gives everything back when the owner lifts the limit', async () => {
    expect((await limit(owner, editorStaff.id, [])).statusCode).toBe(200);
    expect((await call(editor, 'GET', `/entries/company/${properties}`)).statusCode).toBe(200);
    expect((await call(editor, 'GET', '/newsletters')).statusCode).toBe(200);
    expect((await limit(owner, editorStaff.id, [images])).statusCode).toBe(200);
    expect((await call(editor, 'GET', `/entries/company/${properties}`)).statusCode).toBe(404);
  });
});
