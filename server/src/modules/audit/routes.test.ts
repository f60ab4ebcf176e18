import type { AuditEntry } from '@common/admin/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminClient, createStaff, type TestStaff } from '../../test/staff';
import { createTestApp, testDatabaseKinds } from '../../test/test-app';

/** The audit log's API: names for people and targets, and a filter by action or by part of the site. */
describe.each(testDatabaseKinds())('the audit log (%s)', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let owner: AdminClient;
  let me: TestStaff & { name: string };
  let colleague: TestStaff & { name: string };
  beforeAll(async () => {
    ctx = await createTestApp(kind, { seed: false });
    owner = new AdminClient(ctx.app);
    const mine = await createStaff(ctx.database.db, 'owner');
    await owner.signIn(mine);
    const theirs = await createStaff(ctx.database.db, 'editor');
    const staff = (await owner.get('/api/admin/staff')).json() as { id: number; name: string }[];
    const named = (person: TestStaff) => ({ ...person, name: staff.find((one) => one.id === person.id)?.name ?? '' });
    me = named(mine);
    colleague = named(theirs);
    expect(colleague.name).not.toBe('');
    const disabled = await owner.request({
      method: 'PATCH',
      url: `/api/admin/staff/${colleague.id}`,
      payload: { disabled: true },
    });
    expect(disabled.statusCode).toBe(200);
    const zone = await owner.request({
      method: 'PUT',
      url: '/api/admin/settings/time-zone',
      payload: { timeZone: 'Africa/Lagos' },
    });
    expect(zone.statusCode).toBe(200);
  });
  afterAll(() => ctx.close());

  const entries = async (query = '') => {
    const res = await owner.get(`/api/admin/audit${query}`);
    expect(res.statusCode).toBe(200);
    return (res.json() as { entries: AuditEntry[] }).entries;
  };

  it('names who acted and what the action was done to, as they are called today', async () => {
    const [line] = await entries('?action=staff.disabled');
    expect(line).toMatchObject({
      action: 'staff.disabled',
      actor: me.email,
      actorName: me.name,
      targetType: 'staff',
      targetId: String(colleague.id),
      targetName: colleague.name,
      details: { email: colleague.email },
    });
  });

  it('filters by a part of the site: every action of the group, none of the others', async () => {
    const settings = await entries('?action=settings');
    expect(settings.map((line) => line.action)).toEqual(['settings.time_zone_changed']);
    const staff = await entries('?action=staff');
    expect(staff.map((line) => line.action)).toContain('staff.disabled');
    expect(staff.map((line) => line.action)).toContain('staff.signed_in');
    expect(staff.every((line) => line.action.startsWith('staff.'))).toBe(true);
  });

  it('refuses an action that does not exist with 400', async () => {
    for (const action of ['staff.exploded', 'nothing', "news.saved' or 1=1"]) {
      const res = await owner.get(`/api/admin/audit?action=${encodeURIComponent(action)}`);
      expect(res.statusCode, action).toBe(400);
    }
  });
});
