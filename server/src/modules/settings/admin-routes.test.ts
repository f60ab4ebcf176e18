import type { ContactNotifySettings } from '@common/admin/settings';
import { INQUIRY_TYPES } from '@common/contact';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { AdminClient, createStaff } from '../../test/staff';
import { createTestApp, testDatabaseKinds } from '../../test/test-app';

const empty = () => Object.fromEntries(INQUIRY_TYPES.map((type) => [type, [] as string[]]));
const URL = '/api/admin/settings/contact-notifications';

describe.each(testDatabaseKinds())('settings: contact notification addresses (%s)', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let owner: AdminClient;
  beforeAll(async () => {
    ctx = await createTestApp(kind, { seed: false, env: { CONTACT_NOTIFY_TO: 'desk@veb.example, not-an-address' } });
    owner = new AdminClient(ctx.app);
    await owner.signIn(await createStaff(ctx.database.db, 'owner'));
  });
  afterAll(() => ctx.close());

  const put = (client: AdminClient, payload: unknown) =>
    client.request({ method: 'PUT', url: URL, payload: payload as object });

  it('starts empty, with CONTACT_NOTIFY_TO (its valid addresses) as the fallback, which is the choice made', async () => {
    const res = await owner.get(URL);
    expect(res.statusCode).toBe(200);
    const current = res.json() as ContactNotifySettings;
    expect(current).toMatchObject({
      recipients: empty(),
      fallback: ['desk@veb.example'],
      chosen: false,
      companies: [],
    });
    // The operator's addresses stand for the new install's default: the owner is not told as well (decision 093).
    expect(current.people.map((person) => person.wants)).toEqual([{ types: [], companies: null }]);
  });

  it('saves trimmed, lower-cased, de-duplicated lists per type and audits before and after', async () => {
    const res = await put(owner, {
      recipients: { ...empty(), media: [' Press@VEB.example ', 'press@veb.example', 'pr@veb.example'] },
    });
    expect(res.statusCode).toBe(200);
    const saved = res.json() as ContactNotifySettings;
    expect(saved.recipients.media).toEqual(['press@veb.example', 'pr@veb.example']);
    expect((await owner.get(URL)).json().recipients.media).toEqual(['press@veb.example', 'pr@veb.example']);
    const [line] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'settings.contact_notifications_changed'))
      .orderBy(desc(auditLog.id));
    expect(line.details).toMatchObject({
      before: { media: [] },
      after: { media: ['press@veb.example', 'pr@veb.example'] },
    });
  });

  it('refuses a bad address naming its place, too many addresses, and a missing type, with 400', async () => {
    const bad = await put(owner, { recipients: { ...empty(), careers: ['hr@veb.example', 'hr@veb\r\nbcc:x'] } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ 'recipients.careers.1': 'Enter a valid email address' });
    const many = Array.from({ length: 11 }, (_, i) => `p${i}@veb.example`);
    expect((await put(owner, { recipients: { ...empty(), other: many } })).statusCode).toBe(400);
    const { general: _general, ...missing } = empty();
    expect((await put(owner, { recipients: missing })).statusCode).toBe(400);
    expect((await put(owner, {})).statusCode).toBe(400);
  });

  it('is for owners only', async () => {
    for (const role of ['editor', 'inbox'] as const) {
      const client = new AdminClient(ctx.app);
      await client.signIn(await createStaff(ctx.database.db, role));
      expect((await client.get(URL)).statusCode).toBe(403);
      expect((await put(client, { recipients: empty() })).statusCode).toBe(403);
    }
  });
});
