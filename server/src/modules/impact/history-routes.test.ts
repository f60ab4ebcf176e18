import type { AdminMetric, AdminStory, MetricInput, StoryInput } from '@common/admin/impact';
import type { RecordRevision } from '@common/admin/revisions';
import type { ImpactMetric, SuccessStory } from '@common/impact';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { AdminClient, createStaff } from '../../test/staff';
import { createTestApp, testDatabaseKinds } from '../../test/test-app';

/** Content changes reach the cache through the database's NOTIFY, shortly after commit. */
async function eventually<T>(read: () => Promise<T>, ok: (value: T) => boolean, ms = 3000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (ok(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const metricInput = (over: Partial<MetricInput> = {}): MetricInput => ({
  metricKey: 'solar-pumps',
  category: 'History Test',
  value: '10',
  label: 'Solar pumps',
  description: 'Pumps installed with farming cooperatives.',
  icon: 'Globe',
  active: true,
  translations: { fr: { category: 'Essai', value: '10', label: 'Pompes solaires', description: 'Pompes installées.' } },
  ...over,
});

const storyInput = (over: Partial<StoryInput> = {}): StoryInput => ({
  name: 'Zawadi Mwita',
  title: 'Founder, Mwita Dairy',
  company: null,
  category: 'Business',
  year: 2024,
  location: 'Arusha, Tanzania',
  story: 'Zawadi turned three cows into a dairy supplying forty shops.',
  impact: null,
  published: true,
  translations: { sw: { title: 'Mwanzilishi, Mwita Dairy', story: 'Zawadi aligeuza ng’ombe watatu kuwa kiwanda.' } },
  ...over,
});

describe.each(testDatabaseKinds())('the history of metrics and stories (%s)', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let editor: AdminClient;
  let inbox: AdminClient;
  let careers: AdminClient;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
    editor = new AdminClient(ctx.app);
    await editor.signIn(await createStaff(ctx.database.db, 'editor'));
    inbox = new AdminClient(ctx.app);
    await inbox.signIn(await createStaff(ctx.database.db, 'inbox'));
    careers = new AdminClient(ctx.app);
    await careers.signIn(await createStaff(ctx.database.db, 'careers'));
  }, 60_000);
  afterAll(() => ctx.close());

  const send = (method: 'POST' | 'PUT', url: string, payload: unknown, client = editor) =>
    client.request({ method, url: `/api/admin${url}`, payload: payload as object });
  const history = async (url: string) => (await editor.get(`/api/admin${url}/history`)).json() as RecordRevision[];
  const audits = (action: string, id: number) =>
    ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.targetId, String(id))));

  it('keeps every save of a metric and restores the first, English and translations, audited', async () => {
    const created = (await send('POST', '/impact/metrics', metricInput())).json() as AdminMetric;
    const first = created.updatedAt;
    const second = (
      await send('PUT', `/impact/metrics/${created.id}`, {
        ...metricInput({
          value: '20',
          translations: { fr: { category: 'Essai', value: '20', label: 'Pompes', description: 'Pompes installées.' } },
        }),
        updatedAt: first,
      })
    ).json() as AdminMetric;
    const third = (
      await send('PUT', `/impact/metrics/${created.id}`, {
        ...metricInput({ value: '30', label: 'Pumps', translations: second.translations }),
        updatedAt: second.updatedAt,
      })
    ).json() as AdminMetric;
    expect(third.value).toBe('30');

    const versions = await history(`/impact/metrics/${created.id}`);
    expect(versions.map((v) => v.action)).toEqual(['saved', 'saved', 'created']);
    expect(versions[0].by).toBeTruthy();
    expect(versions[0].by).not.toContain('@');
    expect(versions[0].changed?.sort()).toEqual(['label', 'value']);
    expect(versions[1].changed?.sort()).toEqual(['fr', 'value']);
    expect(versions[2].changed).toBeUndefined();

    // Over a version older than the saved one: refused, nothing changes.
    const stale = await send('POST', `/impact/metrics/${created.id}/restore/${versions[2].id}`, { updatedAt: first });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/Someone else saved/);
    expect(await history(`/impact/metrics/${created.id}`)).toHaveLength(3);

    const restored = await send('POST', `/impact/metrics/${created.id}/restore/${versions[2].id}`, {
      updatedAt: third.updatedAt,
    });
    expect(restored.statusCode, restored.body).toBe(200);
    const back = restored.json() as AdminMetric;
    expect(back).toMatchObject({
      value: '10',
      label: 'Solar pumps',
      translations: { fr: { label: 'Pompes solaires' } },
    });
    expect(back.status.fr).toBe('current');
    const after = await history(`/impact/metrics/${created.id}`);
    expect(after[0].action).toBe('restored');
    expect(after[0].changed?.sort()).toEqual(['fr', 'label', 'value']);

    const [line] = await audits('metric.restored', created.id);
    expect(line.details).toMatchObject({
      metricKey: 'solar-pumps',
      revision: versions[2].id,
      changed: ['value', 'label', 'fr'],
    });

    const publicFr = await eventually(
      async () => (await ctx.app.inject({ url: '/api/impact/metrics?active=true&lang=fr' })).json() as ImpactMetric[],
      (list) => list.some((m) => m.label === 'Pompes solaires'),
    );
    expect(publicFr.find((m) => m.label === 'Pompes solaires')?.value).toBe('10');
  });

  it('keeps showing and hiding a metric as versions, and starts the history of a record saved before it', async () => {
    const [seeded] = (await editor.get('/api/admin/impact/metrics')).json() as AdminMetric[];
    expect(await history(`/impact/metrics/${seeded.id}`)).toEqual([]);
    const hidden = await send('POST', `/impact/metrics/${seeded.id}/active`, { active: !seeded.active });
    expect(hidden.statusCode).toBe(200);
    const versions = await history(`/impact/metrics/${seeded.id}`);
    expect(versions.map((v) => v.action)).toEqual([seeded.active ? 'deactivated' : 'activated', 'earlier']);
    expect(versions[1].by).toBeNull();
    const back = await send('POST', `/impact/metrics/${seeded.id}/restore/${versions[1].id}`, {
      updatedAt: (hidden.json() as AdminMetric).updatedAt,
    });
    expect((back.json() as AdminMetric).active).toBe(seeded.active);
  });

  it('keeps every save of a story and restores one, translations too, audited', async () => {
    const created = (await send('POST', '/impact/stories', storyInput())).json() as AdminStory;
    const saved = (
      await send('PUT', `/impact/stories/${created.id}`, {
        ...storyInput({
          title: 'Owner, Mwita Dairy',
          translations: { sw: { title: 'Mmiliki', story: 'Hadithi mpya.' } },
        }),
        updatedAt: created.updatedAt,
      })
    ).json() as AdminStory;
    const unpublished = (
      await send('POST', `/impact/stories/${created.id}/published`, { published: false })
    ).json() as AdminStory;
    const versions = await history(`/impact/stories/${created.id}`);
    expect(versions.map((v) => v.action)).toEqual(['unpublished', 'saved', 'created']);
    expect(versions[1].changed?.sort()).toEqual(['sw', 'title']);

    const stale = await send('POST', `/impact/stories/${created.id}/restore/${versions[2].id}`, {
      updatedAt: saved.updatedAt,
    });
    expect(stale.statusCode).toBe(409);
    const restored = await send('POST', `/impact/stories/${created.id}/restore/${versions[2].id}`, {
      updatedAt: unpublished.updatedAt,
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toMatchObject({
      title: 'Founder, Mwita Dairy',
      published: true,
      translations: { sw: { title: 'Mwanzilishi, Mwita Dairy' } },
    });
    expect(await audits('story.restored', created.id)).toHaveLength(1);
    const publicSw = await eventually(
      async () =>
        (await ctx.app.inject({ url: '/api/impact/stories?published=true&lang=sw' })).json() as SuccessStory[],
      (list) => list.some((s) => s.title === 'Mwanzilishi, Mwita Dairy'),
    );
    expect(publicSw.some((s) => s.title === 'Mwanzilishi, Mwita Dairy')).toBe(true);
  });

  it('answers an unknown version or record with 404 and bad input with 400', async () => {
    const [metric] = (await editor.get('/api/admin/impact/metrics')).json() as AdminMetric[];
    const unknown = await send('POST', `/impact/metrics/${metric.id}/restore/999999`, { updatedAt: metric.updatedAt });
    expect(unknown.statusCode).toBe(404);
    expect((await editor.get('/api/admin/impact/stories/999999/history')).statusCode).toBe(404);
    const noVersion = await send('POST', `/impact/metrics/${metric.id}/restore/1`, {});
    expect(noVersion.statusCode).toBe(400);
  });

  it('refuses other roles and a change without the CSRF token', async () => {
    const [metric] = (await editor.get('/api/admin/impact/metrics')).json() as AdminMetric[];
    const [story] = (await editor.get('/api/admin/impact/stories')).json() as AdminStory[];
    for (const client of [inbox, careers]) {
      expect((await client.get(`/api/admin/impact/metrics/${metric.id}/history`)).statusCode).toBe(403);
      expect((await client.get(`/api/admin/impact/stories/${story.id}/history`)).statusCode).toBe(403);
      const body = { updatedAt: metric.updatedAt };
      expect((await send('POST', `/impact/metrics/${metric.id}/restore/1`, body, client)).statusCode).toBe(403);
      expect((await send('POST', `/impact/stories/${story.id}/restore/1`, body, client)).statusCode).toBe(403);
    }
    const versions = await history(`/impact/stories/${story.id}`);
    const noToken = await editor.request({
      method: 'POST',
      url: `/api/admin/impact/stories/${story.id}/restore/${versions[0]?.id ?? 1}`,
      payload: { updatedAt: story.updatedAt },
      csrf: false,
    });
    expect(noToken.statusCode).toBe(403);
    expect(await audits('story.restored', story.id)).toHaveLength(0);
  });
});
