import type { ContactNotifySettings } from '@common/admin/settings';
import { INQUIRY_TYPES } from '@common/contact';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, entries, mailOutbox, staffUsers } from '../../db/schema';
import { ManualClock } from '../../lib/clock';
import { AdminClient, createStaff, type TestStaff } from '../../test/staff';
import { createTestApp, testDatabaseKinds } from '../../test/test-app';

/**
 * Who is told about a contact message (docs/decisions/093): on a new install every active owner, of every
 * message; once an owner chooses, the people chosen, each for the types and companies they want and only
 * for messages they can open in the inbox; never a disabled account or one without the inbox.
 */
const PUBLIC_URL = 'https://veb.example';
const URL = '/api/admin/settings/contact-notifications';
const noAddresses = () => Object.fromEntries(INQUIRY_TYPES.map((type) => [type, [] as string[]]));

describe.each(testDatabaseKinds())('contact notifications chosen from staff accounts (%s)', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  const clock = new ManualClock();
  let owner: AdminClient;
  let first: TestStaff;
  let second: TestStaff;
  let gone: TestStaff;
  let desk: TestStaff;
  let limited: TestStaff;
  let editor: TestStaff;
  let harvest: number;
  let images: number;
  beforeAll(async () => {
    // No CONTACT_NOTIFY_TO: a new install as an owner finds it.
    ctx = await createTestApp(kind, { seed: false, clock, env: { PUBLIC_URL } });
    const db = ctx.database.db;
    const company = (slug: string, name: string, position: number) => ({
      kind: 'company',
      position,
      values: { slug, name, icon: 'camera', colour: 'green' },
    });
    [harvest, images] = (
      await db
        .insert(entries)
        .values([company('veb-greenharvest', 'VEB Greenharvest', 0), company('ak-images', 'AK Images', 1)])
        .returning({ id: entries.id })
    ).map((row) => row.id);
    first = await createStaff(db, 'owner');
    second = await createStaff(db, 'owner');
    gone = await createStaff(db, 'owner');
    await db.update(staffUsers).set({ disabledAt: clock.now() }).where(eq(staffUsers.id, gone.id));
    desk = await createStaff(db, 'inbox');
    limited = await createStaff(db, 'inbox');
    await db
      .update(staffUsers)
      .set({ companyIds: [images] })
      .where(eq(staffUsers.id, limited.id));
    editor = await createStaff(db, 'editor');
    owner = new AdminClient(ctx.app, PUBLIC_URL);
    await owner.signIn(first, clock.now());
  });
  afterAll(() => ctx.close());

  /** A visitor's message of this type, to this company's page (or the group's), and who it notified. */
  const told = async (subject: string, toCompany?: string) => {
    await ctx.database.db.delete(mailOutbox);
    const token = (await ctx.app.inject({ method: 'GET', url: '/api/contact/form-token' })).json().token as string;
    clock.advance(4000);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: {
        name: 'Amara Okafor',
        email: 'amara@example.org',
        phone: '+27 11 555 0100',
        company: 'Okafor Agri',
        subject,
        message: 'We would like to discuss a partnership in the coming season.',
        formToken: token,
        ...(toCompany ? { toCompany } : {}),
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const rows = await ctx.database.db
      .select({ to: mailOutbox.toAddress })
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, 'contact_notification'));
    return rows.map((row) => row.to).sort();
  };
  const emails = (...people: TestStaff[]) => people.map((person) => person.email).sort();
  const settings = async () => (await owner.get(URL)).json() as ContactNotifySettings;
  const save = (people: unknown, recipients = noAddresses()) =>
    owner.request({ method: 'PUT', url: URL, payload: { recipients, people } });
  const attention = async () =>
    ((await owner.get('/api/admin/dashboard')).json().attention as { kind: string; count: number }[]).find(
      (line) => line.kind === 'inbox.notifications_not_configured',
    );

  it('on a new install tells every active owner of every message, and says so', async () => {
    const current = await settings();
    expect(current.chosen).toBe(false);
    expect(current.fallback).toEqual([]);
    // The people who can open the inbox, and only them: not the disabled owner, not the editor.
    expect(current.people.map((person) => person.id).sort((a, b) => a - b)).toEqual(
      [first.id, second.id, desk.id, limited.id].sort((a, b) => a - b),
    );
    const wants = Object.fromEntries(current.people.map((person) => [person.id, person.wants]));
    expect(wants[first.id]).toEqual({ types: [...INQUIRY_TYPES], companies: null });
    expect(wants[desk.id]).toEqual({ types: [], companies: null });
    expect(current.companies.map((c) => c.name)).toEqual(['VEB Greenharvest', 'AK Images']);
    expect(await told('general')).toEqual(emails(first, second));
    expect(await told('media', 'ak-images')).toEqual(emails(first, second));
    expect(await attention()).toBeUndefined();
  });

  it('once chosen, tells each person chosen of the types and companies they want, and they can open', async () => {
    const res = await save([
      { id: first.id, types: ['investment', 'partnership'], companies: null },
      { id: second.id, types: [], companies: null },
      { id: desk.id, types: ['investment', 'customer'], companies: [harvest] },
      { id: limited.id, types: [...INQUIRY_TYPES], companies: null },
    ]);
    expect(res.statusCode).toBe(200);
    const saved = res.json() as ContactNotifySettings;
    expect(saved.chosen).toBe(true);
    expect(saved.people.find((person) => person.id === desk.id)?.wants).toEqual({
      types: ['investment', 'customer'],
      companies: [harvest],
    });

    // To the group: the owner who wants investment; the desk wants Greenharvest's only; the limited
    // person cannot open a message to the group.
    expect(await told('investment')).toEqual(emails(first));
    expect(await told('investment', 'veb-greenharvest')).toEqual(emails(first, desk));
    expect(await told('customer', 'veb-greenharvest')).toEqual(emails(desk));
    // AK Images' messages reach the person limited to it, whatever the type.
    expect(await told('customer', 'ak-images')).toEqual(emails(limited));
    expect(await told('partnership', 'ak-images')).toEqual(emails(first, limited));
    // A type nobody wants for the group: nobody, and the owners' dashboard counts those types.
    expect(await told('general')).toEqual([]);
    expect((await attention())?.count).toBe(INQUIRY_TYPES.length - 2);

    // Audited with who was told of what, before and after, by address.
    const [line] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'settings.contact_notifications_changed'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(line.details).toMatchObject({
      peopleBefore: { [first.email]: { types: [...INQUIRY_TYPES], companies: null } },
      peopleAfter: { [desk.email]: { types: ['investment', 'customer'], companies: [harvest] } },
    });
    expect(Object.keys((line.details as { peopleAfter: object }).peopleAfter)).not.toContain(second.email);
  });

  it('other addresses join the people; a disabled account is never told', async () => {
    expect(
      (
        await save([{ id: first.id, types: ['general'], companies: null }], {
          ...noAddresses(),
          general: ['desk@veb.example'],
        })
      ).statusCode,
    ).toBe(200);
    expect(await told('general')).toEqual(['desk@veb.example', first.email].sort());
    await ctx.database.db.update(staffUsers).set({ disabledAt: clock.now() }).where(eq(staffUsers.id, first.id));
    try {
      expect(await told('general')).toEqual(['desk@veb.example']);
    } finally {
      await ctx.database.db.update(staffUsers).set({ disabledAt: null }).where(eq(staffUsers.id, first.id));
    }
  });

  it('refuses someone who cannot open the inbox, a company not of the group and a type not of the list', async () => {
    const before = await settings();
    const notInbox = await save([{ id: editor.id, types: ['general'], companies: null }]);
    expect(notInbox.statusCode).toBe(400);
    expect(notInbox.json()).toMatchObject({
      code: 'settings.notInbox',
      message: `Only staff who can open the inbox can be told about messages: ${editor.name}`,
    });
    const unknown = await save([{ id: desk.id, types: ['general'], companies: [999_999] }]);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe('settings.company');
    const badType = await save([{ id: desk.id, types: ['gossip'], companies: null }]);
    expect(badType.statusCode).toBe(400);
    // Nothing of a refused save is kept.
    expect(await settings()).toEqual(before);
    // Only owners choose: an inbox person's save is refused by role.
    const deskClient = new AdminClient(ctx.app, PUBLIC_URL);
    await deskClient.signIn(desk, clock.now());
    expect(
      (await deskClient.request({ method: 'PUT', url: URL, payload: { recipients: noAddresses(), people: [] } }))
        .statusCode,
    ).toBe(403);
  });
});
