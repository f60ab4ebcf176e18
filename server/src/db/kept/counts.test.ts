import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseKinds } from '../../test/test-app';
import type { Database } from '../client';

/**
 * The kept counts (migration 0020) equal counting the rows after every kind of write, made with plain SQL
 * as any tool would: inserts, updates of status and read state (and of neither), deletes, truncate.
 */
describe.each(testDatabaseKinds())('counts kept by triggers (%s)', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(kind, { seed: false });
  });
  afterAll(() => database.close());

  const q = (text: string) => database.query(text);
  const same = async (kept: string, counted: string) =>
    expect(await database.query(`${kept} order by 1, 2`)).toEqual(await database.query(`${counted} order by 1, 2`));
  const inbox = () =>
    same(
      'select status, unread, n::int from contact_message_counts where n <> 0',
      'select status, read_at is null as unread, count(*)::int as n from contact_messages group by 1, 2',
    );
  const subscribers = () =>
    same(
      "select status, n::int, '' from newsletter_subscriber_counts where n <> 0",
      "select status, count(*)::int as n, '' from newsletter_subscribers group by 1",
    );

  it('follows the inbox through inserts, updates, deletes and truncate', async () => {
    await q(`insert into contact_messages (name, email, phone, subject, message, status)
      select 'n' || i, 'e' || i || '@example.org', '1', 'general', 'text',
        (array['new','answered','spam'])[1 + i % 3] from generate_series(1, 30) as i`);
    await inbox();
    await q('update contact_messages set read_at = now() where id % 2 = 0');
    await inbox();
    await q("update contact_messages set status = 'archived' where id % 5 = 0");
    await inbox();
    await q("update contact_messages set name = 'renamed'");
    await inbox();
    await q('delete from contact_messages where id % 3 = 0');
    await inbox();
    await q('truncate contact_messages cascade');
    await inbox();
    expect(await q('select * from contact_message_counts where n <> 0')).toEqual([]);
  });

  it('follows the subscribers through inserts, updates, deletes and truncate', async () => {
    await q(`insert into newsletter_subscribers (email, status)
      select 'r' || i || '@example.org', (array['pending','confirmed'])[1 + i % 2] from generate_series(1, 20) as i`);
    await subscribers();
    await q("update newsletter_subscribers set status = 'unsubscribed' where id % 3 = 0");
    await subscribers();
    await q('delete from newsletter_subscribers where id % 4 = 0');
    await subscribers();
    await q('truncate newsletter_subscribers cascade');
    await subscribers();
  });
});
