import type { ImpactMetric } from '@common/impact';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { AdminClient, createStaff } from '../test/staff';
import { createTestApp, testDatabaseKinds } from '../test/test-app';
import { createOwnWrites } from './own-writes';

/** How late the database's change notifications reach the app here: longer than a request takes. */
const LATE_MS = 400;

/** The same database, whose change notifications arrive late, as from a busy server or a slow network. */
const withLateNotifications = (database: Database): Database => ({
  ...database,
  onContentChange: (listener, status) =>
    database.onContentChange((table) => void setTimeout(() => listener(table), LATE_MS), status),
});

describe.each(testDatabaseKinds())('a staff change and the next public read (%s)', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let editor: AdminClient;
  const metricValues = (area: number, n: number) => ({
    metricKey: `metric-${n}`,
    area,
    value: { kind: 'count', number: n },
  });
  const write = async (method: 'POST' | 'PUT', url: string, payload: object) => {
    const res = await editor.request({ method, url, payload });
    expect(res.statusCode, res.body).toBe(method === 'POST' ? 201 : 200);
    return res.json().id as number;
  };
  beforeAll(async () => {
    ctx = await createTestApp(kind, { seed: false, through: withLateNotifications });
    editor = new AdminClient(ctx.app);
    await editor.signIn(await createStaff(ctx.database.db, 'editor'));
    // Metrics are entries (docs/decisions/078): an area and two metrics, made through the staff's API.
    const area = await write('POST', '/api/admin/entries/impactArea', { values: {}, words: { en: { title: 'Area' } } });
    for (const n of [1, 2])
      await write('POST', '/api/admin/entries/metric', {
        values: metricValues(area, n),
        words: { en: { label: `Metric ${n}` } },
      });
  });
  afterAll(() => ctx.close());

  const shown = async () =>
    ((await ctx.app.inject('/api/impact/metrics?active=true')).json() as ImpactMetric[]).map((metric) => metric.id);

  it('answers the change only once this process has heard it: the next read shows it, not the cached list', async () => {
    const before = await shown();
    expect(before.length).toBeGreaterThan(1);
    // Cached now; the change must drop it before its answer is sent.
    expect(await shown()).toEqual(before);
    const hidden = before[0];
    const [metric] = (await ctx.app.inject('/api/impact/metrics?active=true')).json() as ImpactMetric[];
    const values = metricValues(metric.area, 1);
    await write('PUT', `/api/admin/entries/metric/${hidden}`, { values, published: false });
    expect(await shown()).toEqual(before.slice(1));

    await write('PUT', `/api/admin/entries/metric/${hidden}`, { values, published: true });
    expect(await shown()).toEqual(before);
  });

  it('empties the cache when its own mark is not heard in time; a mark is no table, so it empties nothing else', async () => {
    await shown();
    const cached = ctx.app.cache.size;
    expect(cached).toBeGreaterThan(0);
    let emptied = 0;
    // Marks that never arrive: nothing calls this one's `heard`.
    const deaf = createOwnWrites(ctx.database.db, { emptyCache: () => (emptied += 1), timeoutMs: 50 });
    await deaf.settle();
    expect(emptied).toBe(1);
    // The app hears that mark too, as another process's: it keeps every entry (an unknown table's name
    // would have emptied them all).
    await new Promise((resolve) => setTimeout(resolve, LATE_MS + 200));
    expect(ctx.app.cache.size).toBe(cached);
  });
});
