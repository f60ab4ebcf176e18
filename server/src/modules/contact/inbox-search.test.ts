import { INBOX_COUNT_CAP, INBOX_PAGE_SIZE, type InboxList } from '@common/admin/contact';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../../db/schema';
import { AdminClient, createStaff } from '../../test/staff';
import { createTestApp, testDatabaseKinds } from '../../test/test-app';

/**
 * The inbox at 1,000,000 messages (docs/decisions/054): a search is words looked up in a GIN
 * index, its count stops at INBOX_COUNT_CAP, and pages after the first are read from a cursor.
 */
describe.each(testDatabaseKinds())('inbox search and cursors (%s)', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let inbox: AdminClient;
  beforeAll(async () => {
    ctx = await createTestApp(kind, { seed: false });
    inbox = new AdminClient(ctx.app);
    await inbox.signIn(await createStaff(ctx.database.db, 'inbox'));
  });
  afterAll(() => ctx.close());

  const base = Date.parse('2026-06-01T08:00:00Z');
  let minutes = 0;
  /** A stored message, a minute newer than the last unless given its time. */
  async function add(values: Partial<typeof contactMessages.$inferInsert> = {}) {
    minutes += 1;
    const [row] = await ctx.database.db
      .insert(contactMessages)
      .values({
        name: 'Visitor',
        email: `visitor${minutes}@example.org`,
        phone: '+27 11 555 0100',
        subject: 'general',
        message: 'A question about the group.',
        createdAt: new Date(base + minutes * 60_000),
        ...values,
      })
      .returning();
    return row;
  }
  const list = async (query: string) => {
    const res = await inbox.get(`/api/admin/inbox${query}`);
    expect(res.statusCode, `${query}: ${res.body}`).toBe(200);
    return res.json() as InboxList;
  };
  const found = async (q: string, more = '') =>
    (await list(`?q=${encodeURIComponent(q)}${more}`)).messages.map((message) => message.id);

  describe('search', () => {
    let english: number;
    let french: number;
    let swahili: number;
    let address: number;
    beforeAll(async () => {
      english = (
        await add({
          name: 'Amina Okafor',
          company: 'Delta Cassava Mills',
          message: 'We grow cassava near the river and would like to talk about processing.',
          subject: 'partnership',
        })
      ).id;
      french = (
        await add({
          name: 'Élodie Moreau',
          message: 'Bonjour, nos élèves visitent l’école d’été en juillet.',
          locale: 'fr',
        })
      ).id;
      swahili = (
        await add({
          name: 'Juma Mwangi',
          message: 'Habari, ninaandika kuhusu mradi wa mihogo huko Morogoro.',
          locale: 'sw',
          subject: 'investment',
        })
      ).id;
      address = (await add({ name: 'Someone Else', email: 'k.adeyemi-office@harbour.example.net' })).id;
    });

    it('finds a word of the name, company or text, whatever its case', async () => {
      expect(await found('okafor')).toEqual([english]);
      expect(await found('MILLS')).toEqual([english]);
      expect(await found('river processing')).toEqual([english]);
      expect(await found('Juma')).toEqual([swahili]);
    });

    it('finds words in English, French and Swahili text', async () => {
      expect(await found('cassava')).toEqual([english]);
      expect(await found('élèves')).toEqual([french]);
      expect(await found('École')).toEqual([french]);
      expect(await found('mihogo')).toEqual([swahili]);
      expect(await found('ninaandika Morogoro')).toEqual([swahili]);
    });

    it('finds a word by its beginning (three letters or more); shorter must be a whole word', async () => {
      expect(await found('okaf')).toEqual([english]);
      expect(await found('ninaan')).toEqual([swahili]);
      expect(await found('Élo')).toEqual([french]);
      // Two letters: whole words only ("ok" is no word of any message; "wa" is one of the Swahili one).
      expect(await found('ok')).toEqual([]);
      expect(await found('wa')).toEqual([swahili]);
    });

    it('finds a message by its address: whole, its start, a part of it or its domain', async () => {
      expect(await found('k.adeyemi-office@harbour.example.net')).toEqual([address]);
      expect(await found('k.adeyemi-office@')).toEqual([address]);
      expect(await found('adeyemi')).toEqual([address]);
      expect(await found('harbour.example.net')).toEqual([address]);
      expect(await found('harbour')).toEqual([address]);
    });

    it('reads the search as a search box: "a phrase", or, -word', async () => {
      expect(await found('"the river"')).toEqual([english]);
      expect(await found('"river the"')).toEqual([]);
      expect(await found('okafor or mihogo')).toEqual([swahili, english]);
      expect(await found('cassava -river')).toEqual([]);
      // Only punctuation: no word to look for, nothing found (not an error).
      expect(await found('%_%')).toEqual([]);
    });

    it('keeps to the filters', async () => {
      const spam = (await add({ name: 'Tarakimu Spam', message: 'Cheap mihogo offer', status: 'spam' })).id;
      expect(await found('mihogo')).toEqual([swahili]);
      expect(await found('mihogo', '&status=spam')).toEqual([spam]);
      expect(await found('mihogo', '&type=investment')).toEqual([swahili]);
      expect(await found('mihogo', '&type=general')).toEqual([]);
      await ctx.database.db.update(contactMessages).set({ readAt: new Date() }).where(eq(contactMessages.id, swahili));
      expect(await found('mihogo', '&unread=1')).toEqual([]);
    });

    it('counts exactly up to the cap, then says there are more', async () => {
      const insertMatching = (n: number) =>
        ctx.database.db.execute(sql`
          insert into contact_messages (name, email, phone, subject, message, created_at)
          select 'Filler ' || i, 'filler' || i || '@example.org', '+27 11 555 0100', 'general',
            'About the zebracount programme.', timestamptz '2020-01-01' + i * interval '1 second'
          from generate_series(1, ${n}) as i`);
      await insertMatching(3);
      expect(await list('?q=zebracount')).toMatchObject({ total: 3, more: false, from: 1, next: null });
      await insertMatching(INBOX_COUNT_CAP - 3);
      const atCap = await list('?q=zebracount');
      expect(atCap).toMatchObject({ total: INBOX_COUNT_CAP, more: false });
      expect(atCap.messages).toHaveLength(INBOX_PAGE_SIZE);
      await insertMatching(1);
      const capped = await list('?q=zebracount');
      expect(capped).toMatchObject({ total: INBOX_COUNT_CAP, more: true, from: 1, previous: null });
      // Past the cap the list is read in its order: its next page by cursor is the one by offset.
      const second = await list(`?q=zebracount&after=${capped.next}`);
      expect(second.messages.map((m) => m.id)).toEqual(
        (await list(`?q=zebracount&offset=${INBOX_PAGE_SIZE}`)).messages.map((m) => m.id),
      );
      expect(second).toMatchObject({ from: INBOX_PAGE_SIZE + 1, total: INBOX_COUNT_CAP, more: true });
      // The list without a search still has its exact total (kept counts).
      const all = await list('');
      expect(all).toMatchObject({ more: false });
      expect(all.total).toBeGreaterThan(INBOX_COUNT_CAP);
      // A filter by type counts its rows too: capped the same way.
      expect(await list('?type=general')).toMatchObject({ total: INBOX_COUNT_CAP, more: true });
      await ctx.database.db.execute(sql`delete from contact_messages where message like '%zebracount%'`);
    });
  });

  it('counts a common word past the cap by walking the newest messages, and never more than there are', async () => {
    // 5,000 messages newer than the rest: 'kapokfield' in the newest 1,000 (half the sample, and more in
    // the index than the walk would read: walked, then found exact by the index), 'jacaranda' in nine of
    // ten (walked, past the cap after about 1,100 messages).
    await ctx.database.db.execute(sql`
      insert into contact_messages (name, email, phone, subject, message, created_at)
      select 'Walked ' || i, 'walked' || i || '@example.org', '+27 11 555 0100', 'general',
        case when i > 4000 then 'kapokfield' else 'baobab' end || case when i % 10 <> 0 then ' jacaranda' else '' end,
        timestamptz '2031-01-01' + i * interval '1 second'
      from generate_series(1, 5000) as i`);
    const newest = async (word: string, n: number) =>
      (
        await ctx.database.db
          .select({ id: contactMessages.id })
          .from(contactMessages)
          .where(sql`${contactMessages.message} like ${`%${word}%`}`)
          .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
          .limit(n)
      ).map((row) => row.id);
    const exact = await list('?q=kapokfield');
    expect(exact).toMatchObject({ total: INBOX_COUNT_CAP, more: false, from: 1 });
    expect(exact.messages.map((m) => m.id)).toEqual(await newest('kapokfield', INBOX_PAGE_SIZE));
    const common = await list('?q=jacaranda');
    expect(common).toMatchObject({ total: INBOX_COUNT_CAP, more: true, from: 1, previous: null });
    expect(common.messages.map((m) => m.id)).toEqual(await newest('jacaranda', INBOX_PAGE_SIZE));
    const second = await list(`?q=jacaranda&after=${common.next}`);
    expect(second.messages.map((m) => m.id)).toEqual(
      (await newest('jacaranda', 2 * INBOX_PAGE_SIZE)).slice(INBOX_PAGE_SIZE),
    );
    // One fewer than the cap, in a smaller share: still exact.
    await ctx.database.db.execute(
      sql`delete from contact_messages where message = 'kapokfield jacaranda' and name = 'Walked 4001'`,
    );
    expect(await list('?q=kapokfield')).toMatchObject({ total: INBOX_COUNT_CAP - 1, more: false });
    await ctx.database.db.execute(sql`delete from contact_messages where name like 'Walked %'`);
  });

  describe('cursors', () => {
    /** The list's order as the database has it: newest first, the higher id first on a tie. */
    const ordered = async (tag: string) =>
      (
        await ctx.database.db
          .select({ id: contactMessages.id })
          .from(contactMessages)
          .where(sql`${contactMessages.message} like ${`%${tag}%`}`)
          .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      ).map((row) => row.id);
    /** `n` messages tagged, three at a time sharing the same arrival to the microsecond. */
    const fill = (tag: string, n: number, from = '2025-01-01', type = 'general') =>
      ctx.database.db.execute(sql`
        insert into contact_messages (name, email, phone, subject, message, created_at)
        select 'Paged ' || i, 'paged' || i || '@example.org', '+27 11 555 0100', ${type},
          ${`Paging ${tag}.`}, ${from}::timestamptz + (i / 3) * interval '1.000001 seconds'
        from generate_series(1, ${n}) as i`);
    const drop = (tag: string) =>
      ctx.database.db.execute(sql`delete from contact_messages where message like ${`%${tag}%`}`);
    /**
     * Each walk twice: a search (its matches ordered by the server, under the cap) and a list by type only
     * (the rows read from the index in the list's order, from the cursor), the messages of the walk being
     * the only ones of that type.
     */
    const ways = [
      { way: 'a search', list: (tag: string) => `?q=${tag}` },
      { way: 'a list by type', list: () => '?type=media' },
    ];

    it.each(ways)('walks every message once, in order, across ties, forward and back ($way)', async (way) => {
      const tag = `walkone${way.way.length}`;
      await fill(tag, 3 * INBOX_PAGE_SIZE - 10, '2025-01-01', 'media');
      const expected = await ordered(tag);
      const q = way.list(tag);
      const pages: InboxList[] = [await list(q)];
      // At most a page more than there are: a cursor that never ends fails here, not by hanging.
      while (pages[pages.length - 1].next && pages.length <= 3) {
        pages.push(await list(`${q}&after=${pages[pages.length - 1].next}`));
      }
      expect(pages.map((page) => page.messages.length)).toEqual([50, 50, 40]);
      expect(pages.flatMap((page) => page.messages.map((m) => m.id))).toEqual(expected);
      expect(pages.map((page) => [page.from, page.total, page.more])).toEqual([
        [1, 140, false],
        [51, 140, false],
        [101, 140, false],
      ]);
      expect(pages[0].previous).toBeNull();
      // Back from the last page: the same pages, in the same order.
      const back = await list(`${q}&before=${pages[2].previous}`);
      expect(back.messages.map((m) => m.id)).toEqual(expected.slice(50, 100));
      expect(back).toMatchObject({ from: 51, next: pages[1].next });
      const top = await list(`${q}&before=${back.previous}`);
      expect(top.messages.map((m) => m.id)).toEqual(expected.slice(0, 50));
      expect(top).toMatchObject({ from: 1, previous: null, next: pages[0].next });
      // A page of an offset (an address from before cursors: page=2) gives the same cursors.
      expect(await list(`${q}&offset=50`)).toMatchObject({ from: 51, next: pages[1].next, previous: back.previous });
      await drop(tag);
    });

    it.each(ways)(
      'neither repeats nor skips a message when some arrive or leave between two pages ($way)',
      async (way) => {
        const tag = `walktwo${way.way.length}`;
        await fill(tag, 120, '2025-01-01', 'media');
        const expected = await ordered(tag);
        const q = way.list(tag);
        const first = await list(q);
        // Five newer messages arrive, and the last message of the first page is deleted.
        await fill(tag, 5, '2030-01-01', 'media');
        const lastShown = first.messages[first.messages.length - 1].id;
        await ctx.database.db.delete(contactMessages).where(eq(contactMessages.id, lastShown));
        const second = await list(`${q}&after=${first.next}`);
        expect(second.messages.map((m) => m.id)).toEqual(expected.slice(50, 100));
        // Its place is counted as the list is now: five newer, one fewer.
        expect(second).toMatchObject({ from: 55, total: 124 });
        // Back: the fifty before it now, and the five newer still above them.
        const back = await list(`${q}&before=${second.previous}`);
        expect(back.messages.map((m) => m.id)).toEqual((await ordered(tag)).slice(4, 54));
        expect(back.from).toBe(5);
        expect(back.previous).not.toBeNull();
        await drop(tag);
      },
    );

    it('pages the whole list and each status from cursors; past the cap, the place is not counted', async () => {
      await fill('walkthree', INBOX_COUNT_CAP + 100);
      const whole = await list('');
      const total = whole.total;
      const deep = await list(`?offset=${INBOX_COUNT_CAP}`);
      expect(deep.from).toBe(INBOX_COUNT_CAP + 1);
      const after = await list(`?after=${deep.next}`);
      expect(after).toMatchObject({ from: null, total, more: false });
      expect(after.messages.map((m) => m.id)).toEqual(
        (await list(`?offset=${INBOX_COUNT_CAP + INBOX_PAGE_SIZE}`)).messages.map((m) => m.id),
      );
      // A status's list, by its own index.
      const fresh = await list('?status=new');
      const next = await list(`?status=new&after=${fresh.next}`);
      expect(next.messages.map((m) => m.id)).toEqual(
        (await list(`?status=new&offset=${INBOX_PAGE_SIZE}`)).messages.map((m) => m.id),
      );
      expect(next.from).toBe(INBOX_PAGE_SIZE + 1);
    });

    it('refuses a cursor it did not make, or two places at once, with a 400 that says so', async () => {
      for (const query of ['after=abc', 'after=12_', 'before=-5_3', 'after=1_2147483648', 'after=1.5_3']) {
        const res = await inbox.get(`/api/admin/inbox?${query}`);
        expect(res.statusCode, query).toBe(400);
        expect(res.json(), query).toMatchObject({ code: 'inbox.cursor' });
      }
      for (const query of ['after=1_1&before=1_1', 'offset=50&after=1_1', 'offset=0&before=1_1']) {
        const res = await inbox.get(`/api/admin/inbox?${query}`);
        expect(res.statusCode, query).toBe(400);
        expect(res.json(), query).toMatchObject({ code: 'inbox.onePlace' });
      }
      // A well-made cursor to a place nothing is past: an empty page, not an error.
      expect(await list('?after=1_1')).toMatchObject({ messages: [], next: null });
    });
  });
});
