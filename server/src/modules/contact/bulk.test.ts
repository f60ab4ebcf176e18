import { BULK_MAX, type BulkResult, type InboxList } from '@common/admin/contact';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, contactEvents, contactMessages, mailOutbox } from '../../db/schema';
import { ManualClock } from '../../lib/clock';
import { AdminClient, createStaff, type TestStaff } from '../../test/staff';
import { createTestApp, testDatabaseKinds } from '../../test/test-app';

const PUBLIC_URL = 'https://veb.example';
const BULK = '/api/admin/inbox/bulk';

describe.each(testDatabaseKinds())('inbox bulk actions and filters (%s)', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  const clock = new ManualClock();
  let inboxStaff: TestStaff;
  let colleague: TestStaff;
  let inbox: AdminClient;
  let editor: AdminClient;
  let run = 0;
  beforeAll(async () => {
    ctx = await createTestApp(kind, { seed: false, clock, env: { PUBLIC_URL } });
    inboxStaff = await createStaff(ctx.database.db, 'inbox');
    colleague = await createStaff(ctx.database.db, 'inbox');
    inbox = new AdminClient(ctx.app, PUBLIC_URL);
    await inbox.signIn(inboxStaff);
    editor = new AdminClient(ctx.app, PUBLIC_URL);
    await editor.signIn(await createStaff(ctx.database.db, 'editor'));
  });
  afterAll(() => ctx.close());

  /** `count` stored messages whose text carries a tag of their own, so a search finds exactly them. */
  async function messages(count: number, values: Partial<typeof contactMessages.$inferInsert> = {}) {
    run += 1;
    const tag = `bulk${run}x${Date.now()}`;
    const rows = await ctx.database.db
      .insert(contactMessages)
      .values(
        Array.from({ length: count }, (_, i) => ({
          name: `Sender ${i} ${tag}`,
          email: `sender${i}-${tag}@example.org`,
          phone: '+27 11 555 0100',
          subject: 'general',
          message: `About ${tag}.`,
          ...values,
        })),
      )
      .returning();
    return { tag, ids: rows.map((row) => row.id) };
  }
  const rowsOf = (ids: number[]) =>
    ctx.database.db
      .select()
      .from(contactMessages)
      .where(inArray(contactMessages.id, ids))
      .orderBy(asc(contactMessages.id));
  const auditOf = (ids: number[], action?: string) =>
    ctx.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.targetType, 'contact_message'),
          inArray(
            auditLog.targetId,
            ids.map((id) => String(id)),
          ),
          action ? eq(auditLog.action, action) : undefined,
        ),
      )
      .orderBy(asc(auditLog.id));
  const bulk = (payload: unknown, client = inbox) =>
    client.request({ method: 'POST', url: BULK, payload: payload as object });

  it('marks messages read and unread, one audit line per message that changed', async () => {
    const { ids } = await messages(3);
    await ctx.database.db.update(contactMessages).set({ readAt: clock.now() }).where(eq(contactMessages.id, ids[0]));
    const unreadBefore = (await inbox.get('/api/admin/inbox/unread')).json().unread;

    const read = await bulk({ ids, action: 'read' });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ action: 'read', ids, changed: 2 } satisfies BulkResult);
    expect((await rowsOf(ids)).every((row) => row.readAt !== null)).toBe(true);
    expect((await inbox.get('/api/admin/inbox/unread')).json().unread).toBe(unreadBefore - 2);
    const lines = await auditOf(ids, 'contact.marked_read');
    expect(lines.map((line) => Number(line.targetId))).toEqual(ids.slice(1));
    expect(lines[0]).toMatchObject({ actor: inboxStaff.email, actorId: inboxStaff.id });
    // Marking read from the list is not opening: the "opened" line stays for opening.
    expect(await auditOf(ids, 'contact.read')).toEqual([]);

    const unread = await bulk({ ids: [ids[0], ids[1]], action: 'unread' });
    expect(unread.json()).toMatchObject({ changed: 2 });
    expect((await rowsOf(ids)).map((row) => row.readAt === null)).toEqual([true, true, false]);
    expect((await auditOf(ids, 'contact.marked_unread')).map((line) => Number(line.targetId))).toEqual([
      ids[0],
      ids[1],
    ]);
  });

  it('moves messages to Spam with a history line and an audit line each, as the single status change does', async () => {
    const { ids } = await messages(2);
    await ctx.database.db.update(contactMessages).set({ status: 'answered' }).where(eq(contactMessages.id, ids[1]));
    const res = await bulk({ ids, action: 'spam' });
    expect(res.json()).toMatchObject({ changed: 2 });
    expect((await rowsOf(ids)).map((row) => row.status)).toEqual(['spam', 'spam']);
    const lines = await auditOf(ids, 'contact.status_changed');
    expect(lines.map((line) => [Number(line.targetId), line.details])).toEqual([
      [ids[0], { from: 'new', to: 'spam' }],
      [ids[1], { from: 'answered', to: 'spam' }],
    ]);
    // The message view says who marked it as spam, from the history the bulk action wrote.
    const view = (await inbox.get(`/api/admin/inbox/${ids[0]}`)).json();
    expect(view.markedSpam).toMatchObject({ by: inboxStaff.name });
  });

  it('assigns messages to a person of the inbox, or to nobody; refuses anyone else and changes nothing then', async () => {
    const { ids } = await messages(3);
    const res = await bulk({ ids, action: 'assign', assigneeId: colleague.id });
    expect(res.json()).toMatchObject({ changed: 3 });
    expect((await rowsOf(ids)).map((row) => row.assigneeId)).toEqual([colleague.id, colleague.id, colleague.id]);
    const lines = await auditOf(ids, 'contact.assigned');
    expect(lines).toHaveLength(3);
    expect(lines[0].details).toEqual({ from: null, to: { id: colleague.id, name: colleague.name } });
    const events = await ctx.database.db.select().from(contactEvents).where(inArray(contactEvents.messageId, ids));
    expect(events.map((event) => event.kind)).toEqual(['assignee', 'assignee', 'assignee']);

    // An editor cannot be assigned: 400, and the first messages of the loop keep their assignee (one transaction).
    const someoneElse = await createStaff(ctx.database.db, 'editor');
    const refused = await bulk({ ids, action: 'assign', assigneeId: someoneElse.id });
    expect(refused.statusCode).toBe(400);
    expect((await rowsOf(ids)).map((row) => row.assigneeId)).toEqual([colleague.id, colleague.id, colleague.id]);
    expect(await auditOf(ids, 'contact.assigned')).toHaveLength(3);

    const cleared = await bulk({ ids: [ids[0]], action: 'assign', assigneeId: null });
    expect(cleared.json()).toMatchObject({ changed: 1 });
    expect((await rowsOf([ids[0]]))[0].assigneeId).toBeNull();
  });

  it('deletes messages with their history and waiting mails; the audit lines keep nothing of the sender', async () => {
    const db = ctx.database.db;
    const { ids, tag } = await messages(2, { subject: 'investment' });
    const [other] = (await messages(1)).ids;
    await db.insert(contactEvents).values({ messageId: ids[0], actor: inboxStaff.email, kind: 'note', body: 'x' });
    const mail = { kind: 'contact_notification', toAddress: 'desk@veb.example', subject: 's', textBody: 't' };
    const [queued, sending, kept] = await db
      .insert(mailOutbox)
      .values([
        { ...mail, status: 'queued', contactMessageId: ids[0] },
        // Being handed to the SMTP server right now: left to finish, as the retention job leaves it.
        { ...mail, status: 'sending', contactMessageId: ids[1] },
        { ...mail, status: 'queued', contactMessageId: other },
      ])
      .returning();

    const res = await bulk({ ids, action: 'delete' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ action: 'delete', ids, changed: 2 });
    expect(await rowsOf(ids)).toEqual([]);
    expect(await rowsOf([other])).toHaveLength(1);
    expect(await db.select().from(contactEvents).where(inArray(contactEvents.messageId, ids))).toEqual([]);
    const mails = await db
      .select()
      .from(mailOutbox)
      .where(inArray(mailOutbox.id, [queued.id, sending.id, kept.id]))
      .orderBy(asc(mailOutbox.id));
    expect(mails.map((row) => [row.id, row.contactMessageId])).toEqual([
      [sending.id, null],
      [kept.id, other],
    ]);
    const lines = await auditOf(ids, 'contact.deleted');
    expect(lines.map((line) => [Number(line.targetId), line.details])).toEqual([
      [ids[0], { status: 'new', type: 'investment', mailsDeleted: 1 }],
      [ids[1], { status: 'new', type: 'investment', mailsDeleted: 0 }],
    ]);
    expect(JSON.stringify(lines)).not.toContain(tag);
    expect((await inbox.get(`/api/admin/inbox/${ids[0]}`)).statusCode).toBe(404);
  });

  it('refuses the whole request when an id names no message, naming it, and changes nothing', async () => {
    const { ids } = await messages(2);
    const gone = (await messages(1)).ids[0];
    await ctx.database.db.delete(contactMessages).where(eq(contactMessages.id, gone));
    for (const action of ['read', 'delete'] as const) {
      const res = await bulk({ ids: [...ids, gone, 2_147_483_647], action });
      expect(res.statusCode, action).toBe(404);
      expect(res.json().message).toBe(`These messages no longer exist: ${gone}, 2147483647. Nothing was changed.`);
    }
    const rows = await rowsOf(ids);
    expect(rows.map((row) => row.readAt)).toEqual([null, null]);
    expect(await auditOf(ids)).toEqual([]);
  });

  it('commits all or nothing: a failure part-way undoes the messages already changed', async () => {
    const db = ctx.database.db;
    const { ids } = await messages(3);
    // The database refuses the history line of the last message, after the first two have been moved.
    await db.execute(
      sql.raw(`create function refuse_event() returns trigger language plpgsql as $$
        begin if new.message_id = ${ids[2]} then raise exception 'refused for the test'; end if; return new; end $$`),
    );
    await db.execute(
      sql`create trigger refuse_event before insert on contact_events for each row execute function refuse_event()`,
    );
    try {
      const res = await bulk({ ids, action: 'spam' });
      expect(res.statusCode).toBe(500);
    } finally {
      await db.execute(sql`drop trigger refuse_event on contact_events`);
      await db.execute(sql`drop function refuse_event()`);
    }
    expect((await rowsOf(ids)).map((row) => row.status)).toEqual(['new', 'new', 'new']);
    expect(await auditOf(ids)).toEqual([]);
    expect(await db.select().from(contactEvents).where(inArray(contactEvents.messageId, ids))).toEqual([]);
  });

  it('answers bodies out of shape with 400 and changes nothing', async () => {
    const { ids } = await messages(1);
    const tooMany = Array.from({ length: BULK_MAX + 1 }, (_, i) => i + 1);
    for (const payload of [
      {},
      { ids, action: 'archive' },
      { ids: [], action: 'read' },
      { ids: tooMany, action: 'read' },
      { ids: [0], action: 'read' },
      { ids: [-1], action: 'read' },
      { ids: [1.5], action: 'read' },
      { ids: [2 ** 31], action: 'read' },
      { ids: [String(ids[0])], action: 'read' },
      { ids: ids[0], action: 'read' },
      { ids, action: 'assign' },
      { ids, action: 'assign', assigneeId: 2 ** 31 },
      { ids, action: 'assign', assigneeId: 'me' },
      [ids],
    ]) {
      const res = await bulk(payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
    }
    expect((await bulk({ ids: tooMany.slice(1), action: 'read' })).statusCode).toBe(404);
    expect(await auditOf(ids)).toEqual([]);
  });

  it('refuses other roles (403), no session (401) and a request without the CSRF token (403)', async () => {
    const { ids } = await messages(1);
    expect((await bulk({ ids, action: 'delete' }, editor)).statusCode).toBe(403);
    // Signed out, with a session read as the page does (so the CSRF token is there): 401.
    const signedOut = new AdminClient(ctx.app, PUBLIC_URL);
    await signedOut.session();
    expect((await bulk({ ids, action: 'delete' }, signedOut)).statusCode).toBe(401);
    const noToken = await inbox.request({ method: 'POST', url: BULK, payload: { ids, action: 'delete' }, csrf: false });
    expect(noToken.statusCode).toBe(403);
    // From another site's page, even with the token.
    const elsewhere = new AdminClient(ctx.app, 'https://evil.example');
    elsewhere.cookies = inbox.cookies;
    elsewhere.csrfToken = inbox.csrfToken;
    expect((await bulk({ ids, action: 'delete' }, elsewhere)).statusCode).toBe(403);
    expect(await rowsOf(ids)).toHaveLength(1);
    expect(await auditOf(ids)).toEqual([]);
  });

  it('filters the list by assignee: me (whoever asks), nobody, or a person; other values are 400', async () => {
    const { ids, tag } = await messages(3);
    await bulk({ ids: [ids[0]], action: 'assign', assigneeId: inboxStaff.id });
    await bulk({ ids: [ids[1]], action: 'assign', assigneeId: colleague.id });
    const found = async (query: string, client = inbox) => {
      const res = await client.get(`/api/admin/inbox?q=${tag}&${query}`);
      expect(res.statusCode, query).toBe(200);
      return (res.json() as InboxList).messages.map((message) => message.id).sort((a, b) => a - b);
    };
    expect(await found('assignee=me')).toEqual([ids[0]]);
    expect(await found(`assignee=${colleague.id}`)).toEqual([ids[1]]);
    expect(await found('assignee=none')).toEqual([ids[2]]);
    expect(await found('')).toEqual(ids);
    // The same address means the colleague's own messages when they open it.
    const theirs = new AdminClient(ctx.app, PUBLIC_URL);
    await theirs.signIn(colleague);
    expect(await found('assignee=me', theirs)).toEqual([ids[1]]);
    for (const value of ['someone', '0', '-1', '2147483648', '1e3', '']) {
      expect((await inbox.get(`/api/admin/inbox?assignee=${value}`)).statusCode, value).toBe(400);
    }
  });
});
