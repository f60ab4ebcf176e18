import type { AdminMetric, AdminStory, MetricInput, StoryInput } from '@common/admin/impact';
import type { MediaItem } from '@common/admin/media';
import type { ImpactMetric, SuccessStory } from '@common/impact';
import { and, eq, like } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, impactMetrics } from '../../db/schema';
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
  metricKey: 'wells-dug',
  category: 'Environmental Impact',
  value: '42',
  label: 'Wells Dug',
  description: 'Boreholes drilled with farming cooperatives.',
  icon: 'Globe',
  active: true,
  translations: {},
  ...over,
});

const toInput = (m: AdminMetric, over: Partial<MetricInput> = {}): MetricInput => ({
  metricKey: m.metricKey,
  category: m.category,
  value: m.value,
  label: m.label,
  description: m.description,
  icon: (m.icon ?? 'Target') as MetricInput['icon'],
  active: m.active,
  translations: m.translations,
  updatedAt: m.updatedAt,
  ...over,
});

describe.each(testDatabaseKinds())('impact metrics and stories in the admin area (%s)', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let editor: AdminClient;
  let inbox: AdminClient;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
    editor = new AdminClient(ctx.app);
    await editor.signIn(await createStaff(ctx.database.db, 'editor'));
    inbox = new AdminClient(ctx.app);
    await inbox.signIn(await createStaff(ctx.database.db, 'inbox'));
  }, 60_000);
  afterAll(() => ctx.close());

  const send = (method: 'POST' | 'PUT', url: string, payload: unknown) =>
    editor.request({ method, url: `/api/admin${url}`, payload: payload as object });
  const metrics = async () => (await editor.get('/api/admin/impact/metrics')).json() as AdminMetric[];
  const publicMetrics = async (lang = 'en') =>
    (await ctx.app.inject({ url: `/api/impact/metrics?active=true&lang=${lang}` })).json() as ImpactMetric[];
  const publicStories = async (lang = 'en') =>
    (await ctx.app.inject({ url: `/api/impact/stories?published=true&lang=${lang}` })).json() as SuccessStory[];
  const audits = (action: string) =>
    ctx.database.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(auditLog.id);

  it('lists every metric, hidden ones too, with each translation marked', async () => {
    const list = await metrics();
    expect(list.length).toBeGreaterThan(10);
    expect(list.find((m) => m.metricKey === 'legal-consultations')?.active).toBe(false);
    // The demo translations are complete; their bookkeeping is not sent.
    expect(list.find((m) => m.metricKey === 'jobs-created')?.status).toEqual({ fr: 'current', sw: 'current' });
    expect(JSON.stringify(list)).not.toContain('_source');
    expect((await inbox.get('/api/admin/impact/metrics')).statusCode).toBe(403);
  });

  it('creates a metric with clear errors for bad input, audits it and shows it on the public list', async () => {
    const bad = await send(
      'POST',
      '/impact/metrics',
      metricInput({ metricKey: 'Wells Dug!', label: ' ', icon: 'Rocket' as 'Globe' }),
    );
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['icon', 'label', 'metricKey']);
    expect(bad.json().errors.metricKey).toMatch(/lowercase letters/);

    const res = await send('POST', '/impact/metrics', metricInput());
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json() as AdminMetric;
    expect(created.status).toEqual({ fr: 'missing', sw: 'missing' });
    const duplicate = await send('POST', '/impact/metrics', metricInput());
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().errors.metricKey).toBeDefined();

    // Last of its category on the public page, as soon as the change is heard.
    const list = await eventually(publicMetrics, (l) => l.some((m) => m.metricKey === 'wells-dug'));
    const environmental = list.filter((m) => m.category === 'Environmental Impact');
    expect(environmental.at(-1)).toMatchObject({ metricKey: 'wells-dug', value: '42', icon: 'Globe' });
    expect((await audits('metric.created')).at(-1)).toMatchObject({ targetId: String(created.id) });
  });

  it('marks translations missing, current, then out of date when the English changes, until revised or confirmed', async () => {
    let metric = (await metrics()).find((m) => m.metricKey === 'wells-dug') as AdminMetric;
    const fr = {
      category: 'Impact environnemental',
      label: 'Puits creusés',
      description: 'Forages réalisés avec les coopératives agricoles.',
    };
    let res = await send('PUT', `/impact/metrics/${metric.id}`, toInput(metric, { translations: { fr } }));
    expect(res.statusCode, res.body).toBe(200);
    metric = res.json();
    expect(metric.status).toEqual({ fr: 'current', sw: 'missing' });
    expect(
      (
        await eventually(
          () => publicMetrics('fr'),
          (l) => l.some((m) => m.label === 'Puits creusés'),
        )
      ).find((m) => m.metricKey === 'wells-dug'),
    ).toMatchObject({ label: 'Puits creusés', category: 'Impact environnemental', value: '42' });

    // The English label changes; the French is left as it was: out of date.
    res = await send('PUT', `/impact/metrics/${metric.id}`, toInput(metric, { label: 'Boreholes Drilled' }));
    metric = res.json();
    expect(metric.status.fr).toBe('outdated');
    // Saving something else keeps it out of date.
    res = await send('PUT', `/impact/metrics/${metric.id}`, toInput(metric, { value: '43' }));
    metric = res.json();
    expect(metric.status.fr).toBe('outdated');
    // Revising the French brings it up to date.
    res = await send(
      'PUT',
      `/impact/metrics/${metric.id}`,
      toInput(metric, { translations: { fr: { ...fr, label: 'Forages réalisés' } } }),
    );
    metric = res.json();
    expect(metric.status.fr).toBe('current');
    // A change of English that needs no new translation: confirmed as still right.
    res = await send(
      'PUT',
      `/impact/metrics/${metric.id}`,
      toInput(metric, { description: 'Boreholes drilled with cooperatives.' }),
    );
    metric = res.json();
    expect(metric.status.fr).toBe('outdated');
    res = await send('PUT', `/impact/metrics/${metric.id}`, toInput(metric, { reviewed: ['fr'] }));
    metric = res.json();
    expect(metric.status.fr).toBe('current');
    // A required field left empty in French: missing.
    res = await send(
      'PUT',
      `/impact/metrics/${metric.id}`,
      toInput(metric, { translations: { fr: { ...fr, label: '' } } }),
    );
    expect((res.json() as AdminMetric).status.fr).toBe('missing');

    const updates = await audits('metric.updated');
    expect(updates.at(-1)?.details).toMatchObject({ translationsChanged: ['fr'] });
    expect(updates.some((a) => (a.details as { changed: string[] }).changed.includes('label'))).toBe(true);
  });

  it('marks a demo translation (saved before sources were recorded) out of date when its English changes', async () => {
    const metric = (await metrics()).find((m) => m.metricKey === 'jobs-created') as AdminMetric;
    expect(metric.status.fr).toBe('current');
    const res = await send('PUT', `/impact/metrics/${metric.id}`, toInput(metric, { label: 'Direct Jobs' }));
    expect((res.json() as AdminMetric).status).toEqual({ fr: 'outdated', sw: 'outdated' });
  });

  it('refuses a save over a newer change (409)', async () => {
    const metric = (await metrics()).find((m) => m.metricKey === 'beneficiaries') as AdminMetric;
    expect((await send('PUT', `/impact/metrics/${metric.id}`, toInput(metric, { value: '8,000+' }))).statusCode).toBe(
      200,
    );
    const stale = await send('PUT', `/impact/metrics/${metric.id}`, toInput(metric, { value: '9,000+' }));
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/Reload/);
  });

  it('keeps one translated name per category, so the public groups stay together', async () => {
    const list = await metrics();
    const target = list.find((m) => m.metricKey === 'people-trained') as AdminMetric;
    const fr = { ...target.translations.fr, category: 'Retombées sociales' };
    const res = await send(
      'PUT',
      `/impact/metrics/${target.id}`,
      toInput(target, { translations: { ...target.translations, fr } }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const after = (await metrics()).filter((m) => m.category === 'Social Impact');
    expect(new Set(after.map((m) => m.translations.fr?.category))).toEqual(new Set(['Retombées sociales']));
    const groups = (
      await eventually(
        () => publicMetrics('fr'),
        (l) => l.some((m) => m.category === 'Retombées sociales'),
      )
    )
      .map((m) => m.category)
      .filter((c, i, all) => c !== all[i - 1]);
    expect(groups.filter((c) => c === 'Retombées sociales')).toHaveLength(1);
  });

  it('reorders metrics within a category, shown on the public page, and refuses a stale list', async () => {
    const social = (await metrics()).filter((m) => m.category === 'Social Impact');
    const reversed = social.map((m) => m.id).reverse();
    const res = await send('PUT', '/impact/metrics/order', { category: 'Social Impact', ids: reversed });
    expect(res.statusCode, res.body).toBe(200);
    const shown = social
      .filter((m) => m.active)
      .map((m) => m.metricKey)
      .reverse();
    const list = await eventually(
      publicMetrics,
      (l) => l.find((m) => m.category === 'Social Impact')?.metricKey === shown[0],
    );
    expect(list.filter((m) => m.category === 'Social Impact').map((m) => m.metricKey)).toEqual(shown);

    const missingOne = await send('PUT', '/impact/metrics/order', {
      category: 'Social Impact',
      ids: reversed.slice(1),
    });
    expect(missingOne.statusCode).toBe(409);
    const empty = await send('PUT', '/impact/metrics/order', { category: 'Social Impact', ids: [] });
    expect(empty.statusCode).toBe(400);
    expect((await audits('metrics.reordered')).at(-1)?.details).toMatchObject({
      category: 'Social Impact',
      to: reversed,
    });
  });

  it('hides and shows a metric, audited', async () => {
    const metric = (await metrics()).find((m) => m.metricKey === 'wells-dug') as AdminMetric;
    const hidden = await editor.post(`/api/admin/impact/metrics/${metric.id}/active`, { active: false });
    expect(hidden.json().active).toBe(false);
    await eventually(publicMetrics, (l) => !l.some((m) => m.metricKey === 'wells-dug'));
    expect((await publicMetrics()).some((m) => m.metricKey === 'wells-dug')).toBe(false);
    await editor.post(`/api/admin/impact/metrics/${metric.id}/active`, { active: true });
    await eventually(publicMetrics, (l) => l.some((m) => m.metricKey === 'wells-dug'));
    expect((await publicMetrics()).some((m) => m.metricKey === 'wells-dug')).toBe(true);
    expect((await audits('metric.deactivated')).length).toBe(1);
    expect((await audits('metric.activated')).length).toBe(1);
    expect((await editor.post('/api/admin/impact/metrics/999999/active', { active: true })).statusCode).toBe(404);
    expect((await editor.post(`/api/admin/impact/metrics/${metric.id}/active`, { active: 'yes' })).statusCode).toBe(
      400,
    );
  });

  // --- Stories -------------------------------------------------------------------------------------------

  const storyInput = (over: Partial<StoryInput> = {}): StoryInput => ({
    name: 'Amina Nakato',
    title: 'Founder, Nakato Tailoring',
    company: 'AK Business Enterprises',
    category: 'Business',
    year: 2025,
    location: 'Kampala, Uganda',
    story: 'Amina grew a two-machine workshop into a tailoring business employing nine people.',
    impact: 'Nine jobs created in two years.',
    published: true,
    translations: {},
    ...over,
  });

  async function uploadPhoto(): Promise<MediaItem> {
    const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#8a5a2b' } })
      .jpeg()
      .toBuffer();
    const res = await editor.request({
      method: 'POST',
      url: '/api/admin/media',
      payload: photo,
      headers: { 'content-type': 'image/jpeg', 'x-file-name': 'amina.jpg' },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  }

  it('creates a story with a photo: alt text required, AVIF and WebP with sizes on the public list', async () => {
    const photo = await uploadPhoto();
    const noAlt = await send('POST', '/impact/stories', storyInput({ image: { id: photo.id, alt: { en: '' } } }));
    expect(noAlt.statusCode).toBe(400);
    expect(noAlt.json().errors['image.alt.en']).toMatch(/Describe the image in English/);
    const unknown = await send('POST', '/impact/stories', storyInput({ image: { id: 999999, alt: { en: 'x' } } }));
    expect(unknown.statusCode).toBe(400);

    const res = await send(
      'POST',
      '/impact/stories',
      storyInput({
        image: { id: photo.id, alt: { en: 'Amina at her sewing machine', sw: 'Amina kwenye cherehani yake' } },
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const story = res.json() as AdminStory;
    expect(story.image).toMatchObject({ id: photo.id, alt: { en: 'Amina at her sewing machine' } });
    expect(story.imageUrl).toBe(`/media/${photo.hash}-192.webp`);
    expect((await editor.get(`/api/admin/media/${photo.id}`)).json().alt.sw).toBe('Amina kwenye cherehani yake');

    const shown = (await eventually(publicStories, (l) => l.some((s) => s.name === 'Amina Nakato'))).find(
      (s) => s.name === 'Amina Nakato',
    ) as SuccessStory;
    expect(shown.photo).toEqual({
      src: `/media/${photo.hash}-96.webp`,
      width: 96,
      height: 96,
      sources: [
        { type: 'image/avif', srcSet: `/media/${photo.hash}-96.avif 96w, /media/${photo.hash}-192.avif 192w` },
        { type: 'image/webp', srcSet: `/media/${photo.hash}-96.webp 96w, /media/${photo.hash}-192.webp 192w` },
      ],
    });
    for (const url of [shown.photo?.src, story.imageUrl]) {
      const file = await ctx.app.inject({ url: url as string });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/webp');
    }
    expect((await audits('story.created')).at(-1)?.details).toMatchObject({ imageId: photo.id });
  });

  it('translates a story with the same markers, publishes, unpublishes and reorders it', async () => {
    const list = async () => (await editor.get('/api/admin/impact/stories')).json() as AdminStory[];
    let story = (await list()).find((s) => s.name === 'Amina Nakato') as AdminStory;
    expect(story.status).toEqual({ fr: 'missing', sw: 'missing' });
    const fr = {
      title: 'Fondatrice, Nakato Tailoring',
      category: 'Entreprise',
      location: 'Kampala, Ouganda',
      story: 'Amina a transformé un atelier de deux machines en une entreprise de couture qui emploie neuf personnes.',
      impact: 'Neuf emplois créés en deux ans.',
    };
    const base = {
      ...storyInput(),
      updatedAt: story.updatedAt,
      image: undefined,
    };
    let res = await send('PUT', `/impact/stories/${story.id}`, { ...base, translations: { fr } });
    expect(res.statusCode, res.body).toBe(200);
    story = res.json();
    expect(story.status).toEqual({ fr: 'current', sw: 'missing' });
    // The photo stays when the form does not send one.
    expect(story.image?.alt.en).toBe('Amina at her sewing machine');
    const french = (
      await eventually(
        () => publicStories('fr'),
        (l) => l.some((s) => s.title === fr.title),
      )
    ).find((s) => s.name === 'Amina Nakato');
    expect(french).toMatchObject({ title: fr.title, category: 'Business', categoryLabel: 'Entreprise' });

    res = await send('PUT', `/impact/stories/${story.id}`, {
      ...base,
      updatedAt: story.updatedAt,
      story: `${base.story} She now trains apprentices.`,
      translations: story.translations,
    });
    story = res.json();
    expect(story.status.fr).toBe('outdated');

    // Unpublish, then publish again.
    res = await editor.post(`/api/admin/impact/stories/${story.id}/published`, { published: false });
    expect(res.json().published).toBe(false);
    await eventually(publicStories, (l) => !l.some((s) => s.name === 'Amina Nakato'));
    expect((await publicStories()).some((s) => s.name === 'Amina Nakato')).toBe(false);
    await editor.post(`/api/admin/impact/stories/${story.id}/published`, { published: true });
    await eventually(publicStories, (l) => l.some((s) => s.name === 'Amina Nakato'));

    // First on the page.
    const ids = (await list()).map((s) => s.id);
    const order = [story.id, ...ids.filter((id) => id !== story.id)];
    res = await send('PUT', '/impact/stories/order', { ids: order });
    expect(res.statusCode, res.body).toBe(200);
    const first = await eventually(publicStories, (l) => l[0]?.name === 'Amina Nakato');
    expect(first[0].name).toBe('Amina Nakato');
    expect((await send('PUT', '/impact/stories/order', { ids: [...order, 123456] })).statusCode).toBe(409);

    // Removing the photo.
    res = await send('PUT', `/impact/stories/${story.id}`, {
      ...base,
      updatedAt: (await list()).find((s) => s.id === story.id)?.updatedAt,
      image: null,
    });
    expect(res.json()).toMatchObject({ image: null, imageUrl: null });

    for (const action of ['story.updated', 'story.published', 'story.unpublished', 'stories.reordered'])
      expect((await audits(action)).length, action).toBeGreaterThan(0);
    expect((await inbox.get('/api/admin/impact/stories')).statusCode).toBe(403);
  });

  it('stores the translation source beside the text, never inside a public answer', async () => {
    const [row] = await ctx.database.db
      .select()
      .from(impactMetrics)
      .where(and(eq(impactMetrics.metricKey, 'wells-dug'), like(impactMetrics.label, '%')));
    expect(row.translations.fr?._source).toMatch(/^[0-9a-f]{14}$/);
    const french = await ctx.app.inject({ url: '/api/impact/metrics?active=true&lang=fr' });
    expect(french.body).not.toContain('_source');
  });
});
