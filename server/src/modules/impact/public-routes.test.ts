import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedMetrics } from '../../db/seed/data/metrics';
import { seedStories } from '../../db/seed/data/stories';
import { createTestApp, testDatabaseKinds } from '../../test/test-app';

describe.each(testDatabaseKinds())('impact API (%s)', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
  });
  afterAll(() => ctx.close());

  it('lists active metrics ordered by category, then position', async () => {
    const res = await ctx.app.inject('/api/impact/metrics?active=true');
    expect(res.statusCode).toBe(200);
    const metrics = res.json() as { metricKey: string; category: string }[];
    const active = seedMetrics.filter((m) => m.active);
    expect(seedMetrics.length).toBeGreaterThan(active.length);
    const categories = [...new Set(active.map((m) => m.category))].sort();
    const expected = categories.flatMap((c) => active.filter((m) => m.category === c).map((m) => m.metricKey));
    expect(metrics.map((m) => m.metricKey)).toEqual(expected);
  });

  it('translates metrics for ?lang=fr and keeps English by default', async () => {
    const sample = seedMetrics.find((m) => m.active && m.translations.fr?.label);
    if (!sample) throw new Error('seed needs a translated metric');
    const en = (await ctx.app.inject('/api/impact/metrics?active=true')).json();
    const fr = (await ctx.app.inject('/api/impact/metrics?active=true&lang=fr')).json();
    expect(en.find((m: { metricKey: string }) => m.metricKey === sample.metricKey).label).toBe(sample.label);
    expect(fr.find((m: { metricKey: string }) => m.metricKey === sample.metricKey).label).toBe(
      sample.translations.fr?.label,
    );
  });

  it('lists published stories in order, with the category label translated but the key kept', async () => {
    const published = seedStories.filter((s) => s.published);
    expect(seedStories.length).toBeGreaterThan(published.length);
    const stories = (await ctx.app.inject('/api/impact/stories?published=true&lang=sw')).json();
    expect(stories.map((s: { name: string }) => s.name)).toEqual(published.map((s) => s.name));
    expect(stories[0].category).toBe(published[0].category);
    expect(stories[0].categoryLabel).toBe(published[0].translations.sw?.category ?? published[0].category);
  });

  it('rejects requests for inactive or unpublished items', async () => {
    expect((await ctx.app.inject('/api/impact/metrics?active=false')).statusCode).toBe(400);
    expect((await ctx.app.inject('/api/impact/stories?published=false')).statusCode).toBe(400);
  });
});
