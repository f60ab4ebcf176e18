import { SUBSCRIBER_COUNT_CAP, type Subscriber, type SubscriberList } from '@common/admin/newsletter';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterSubscribers } from '../../db/schema';
import { AdminClient, createStaff } from '../../test/staff';
import { createTestApp, testDatabaseKinds } from '../../test/test-app';
import { subscriberFilters } from './admin-subscribers';

/**
 * The subscriber list at 100,000 subscribers (docs/decisions/059): pages read from a cursor
 * (the inbox's rule), the last page read backwards from the end, and a search (a part of the address) served
 * by a trigram index with the same results as the substring it always was.
 */
describe.each(testDatabaseKinds())('subscriber list: cursors and search (%s)', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let staff: AdminClient;
  let all: { id: number; email: string; status: string; createdAt: Date }[];
  beforeAll(async () => {
    ctx = await createTestApp(kind, { seed: false });
    staff = new AdminClient(ctx.app);
    await staff.signIn(await createStaff(ctx.database.db, 'inbox'));
    // 130 subscribers, three at a time in the same microsecond (the order's tie is the id), among them
    // addresses with the search's special characters.
    await ctx.database.db.execute(sql`
      insert into newsletter_subscribers (email, status, created_at)
      select case when i % 10 = 3 then 'under_score' || i || '@Example.org'
                  when i % 10 = 7 then 'pct%' || i || '@list.example.net'
                  else 'reader' || i || '@example.org' end,
        (array['pending','confirmed','unsubscribed'])[1 + i % 3],
        timestamptz '2026-03-01 10:00:00.123456+00' + (i / 3) * interval '1 minute'
      from generate_series(1, 130) as i`);
    all = (await ctx.database.db.select().from(newsletterSubscribers)).toSorted(
      (a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id,
    );
  });
  afterAll(() => ctx.close());

  const list = async (query: string) => {
    const res = await staff.get(`/api/admin/subscribers${query}`);
    expect(res.statusCode, `${query}: ${res.body}`).toBe(200);
    return res.json() as SubscriberList;
  };
  const emails = (answer: SubscriberList) => answer.subscribers.map((s: Subscriber) => s.email);

  it('walks the list by cursor forward and back, the same pages as by offset, none repeated or missed', async () => {
    const size = 7;
    const forward: SubscriberList[] = [await list(`?limit=${size}`)];
    while (forward[forward.length - 1].next) {
      forward.push(await list(`?limit=${size}&after=${forward[forward.length - 1].next}`));
    }
    expect(forward.flatMap(emails)).toEqual(all.map((row) => row.email));
    expect(forward.map((page) => page.from)).toEqual(forward.map((_, k) => k * size + 1));
    expect(forward[0].previous).toBeNull();
    for (const [k, page] of forward.entries()) {
      expect(emails(page)).toEqual(emails(await list(`?limit=${size}&offset=${k * size}`)));
      expect(page.total).toBe(all.length);
    }
    // Back from the last page to the first by `before`.
    const back: SubscriberList[] = [forward[forward.length - 1]];
    while (back[back.length - 1].previous) {
      back.push(await list(`?limit=${size}&before=${back[back.length - 1].previous}`));
    }
    expect(back.length).toBe(forward.length);
    expect(back.toReversed().flatMap(emails)).toEqual(all.map((row) => row.email));
    expect(back[back.length - 1]).toMatchObject({ from: 1, previous: null });
  });

  it('reads the last page from the end, the same page as the offset gives, and the pages before it by cursor', async () => {
    const size = 20;
    const last = await list(`?limit=${size}&before=end`);
    const lastOffset = Math.floor((all.length - 1) / size) * size;
    // What is left after the full pages from the top (130 = 6 x 20 + 10): the offset's last page.
    expect(emails(last)).toEqual(all.slice(lastOffset).map((row) => row.email));
    expect(emails(last)).toEqual(emails(await list(`?limit=${size}&offset=${lastOffset}`)));
    expect(last).toMatchObject({ from: lastOffset + 1, next: null, total: all.length, more: false });
    const before = await list(`?limit=${size}&before=${last.previous}`);
    expect(emails(before)).toEqual(all.slice(lastOffset - size, lastOffset).map((row) => row.email));
    expect(before.from).toBe(lastOffset - size + 1);
    expect(emails(await list(`?limit=${size}&after=${before.next}`))).toEqual(emails(last));
    // With a status, and with a search (its matches ordered in the server): the end of that list.
    for (const query of ['status=confirmed', 'q=reader', 'q=reader&status=pending']) {
      const rows = all.filter(
        (row) =>
          (!query.includes('status=') || query.endsWith(`status=${row.status}`)) &&
          (!query.includes('q=reader') || row.email.includes('reader')),
      );
      const end = Math.floor((rows.length - 1) / size) * size;
      const page = await list(`?limit=${size}&${query}&before=end`);
      expect(emails(page), query).toEqual(rows.slice(end).map((row) => row.email));
      expect(page, query).toMatchObject({ from: end + 1, next: null, total: rows.length });
      const previous = await list(`?limit=${size}&${query}&before=${page.previous}`);
      expect(emails(previous), query).toEqual(rows.slice(end - size, end).map((row) => row.email));
    }
    // Before a place fewer than a page from the top: only the rows before it, for the list and a search alike.
    for (const query of ['', '&q=reader']) {
      const rows = all.filter((row) => !query || row.email.includes('reader'));
      // The cursor of the fourth row: three before it.
      const fourth = (await list(`?limit=4${query}`)).next;
      const top = await list(`?limit=${size}${query}&before=${fourth}`);
      expect(emails(top), query).toEqual(rows.slice(0, 3).map((row) => row.email));
      expect(top, query).toMatchObject({ from: 1, previous: null });
    }
    // A list shorter than a page: the last page is the first.
    expect(await list('?q=reader1@&before=end')).toMatchObject({ from: 1, next: null, previous: null, total: 1 });
  });

  it('finds what the substring rule finds, any case, % and _ literal', async () => {
    for (const q of ['reader1', 'EXAMPLE.ORG', 'r_', '_', '%', 'pct%1', 'e', '12@', 'list.example', 'nobody', 'o']) {
      const expected = all.filter((row) => row.email.toLowerCase().includes(q.toLowerCase())).map((row) => row.email);
      const answer = await list(`?limit=200&q=${encodeURIComponent(q)}`);
      expect(emails(answer), q).toEqual(expected);
      expect(answer.total, q).toBe(expected.length);
      // Paged by cursor, the same.
      const pages = [await list(`?limit=9&q=${encodeURIComponent(q)}`)];
      while (pages[pages.length - 1].next) {
        pages.push(await list(`?limit=9&q=${encodeURIComponent(q)}&after=${pages[pages.length - 1].next}`));
      }
      expect(pages.flatMap(emails), q).toEqual(expected);
    }
    // With a status as well.
    const pending = all.filter((row) => row.status === 'pending' && row.email.includes('under_score'));
    expect(emails(await list('?limit=200&q=under_score&status=pending'))).toEqual(pending.map((row) => row.email));
  });

  it('asks the trigram index for a search, as written by the list', async () => {
    const plan = await ctx.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const query = tx
        .select({ id: newsletterSubscribers.id })
        .from(newsletterSubscribers)
        .where(subscriberFilters({ q: 'reader12@' }));
      const { rows } = (await tx.execute(sql`explain ${query}`)) as unknown as { rows: Record<string, string>[] };
      return rows.map((row) => Object.values(row)[0]).join('\n');
    });
    expect(plan).toContain('newsletter_subscribers_email_trgm_idx');
  });

  it('counts a search up to the cap, and pages past it by cursor in the list order', async () => {
    await ctx.database.db.execute(sql`
      insert into newsletter_subscribers (email, status, created_at)
      select 'many' || i || '@crowd.example', 'confirmed', timestamptz '2025-01-01' + i * interval '1 second'
      from generate_series(1, ${SUBSCRIBER_COUNT_CAP + 5}) as i`);
    const first = await list('?q=crowd');
    expect(first).toMatchObject({ total: SUBSCRIBER_COUNT_CAP, more: true, from: 1, previous: null });
    expect(first.subscribers[0].email).toBe(`many${SUBSCRIBER_COUNT_CAP + 5}@crowd.example`);
    const second = await list(`?q=crowd&after=${first.next}`);
    expect(second.subscribers[0].email).toBe(`many${SUBSCRIBER_COUNT_CAP + 5 - 50}@crowd.example`);
    expect(second.from).toBe(51);
    // Past the cap the total is not known: the last page is the last 50, its place counted (955 newer).
    const last = await list('?q=crowd&before=end');
    expect(emails(last).at(-1)).toBe('many1@crowd.example');
    expect(last.subscribers).toHaveLength(50);
    expect(last).toMatchObject({ next: null, from: SUBSCRIBER_COUNT_CAP + 5 - 50 + 1, total: SUBSCRIBER_COUNT_CAP });
    await ctx.database.db.execute(sql`delete from newsletter_subscribers where email like '%@crowd.example'`);
  });

  it('refuses a cursor it did not make, after=end, or two places at once, with a 400 that says so', async () => {
    for (const query of ['after=abc', 'before=12_', 'after=1_2147483648', 'after=end', 'before=END', 'before=']) {
      const res = await staff.get(`/api/admin/subscribers?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toMatchObject({ code: 'newsletter.subscriberCursor' });
    }
    for (const query of ['after=1_1&before=1_1', 'offset=50&after=1_1', 'offset=0&before=end']) {
      const res = await staff.get(`/api/admin/subscribers?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toMatchObject({ code: 'newsletter.subscriberOnePlace' });
    }
    expect(await list('?after=1_1')).toMatchObject({ subscribers: [], next: null });
  });

  it('stays for owners and the inbox role only, never stored', async () => {
    const editor = new AdminClient(ctx.app);
    await editor.signIn(await createStaff(ctx.database.db, 'editor'));
    for (const query of ['', '?before=end', '?q=reader']) {
      expect((await editor.get(`/api/admin/subscribers${query}`)).statusCode, query).toBe(403);
      expect((await new AdminClient(ctx.app).get(`/api/admin/subscribers${query}`)).statusCode, query).toBe(401);
    }
    const res = await staff.get('/api/admin/subscribers?before=end');
    expect(res.headers['cache-control']).toContain('no-store');
  });
});
