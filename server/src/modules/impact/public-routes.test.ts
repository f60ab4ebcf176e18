import type { ImpactMetric, SuccessStory } from '@common/impact';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../../test/eventually';
import { AdminClient, createStaff } from '../../test/staff';
import { createTestApp, testDatabaseKinds } from '../../test/test-app';

type Words = Partial<Record<'en' | 'fr' | 'sw', Record<string, unknown>>>;

/**
 * The impact page's two lists (SPEC §7, §3.1) read the content kinds `impactArea`, `metric` and `story`
 * (docs/decisions/078). The records are made here through the staff's entries API (the one write path), on
 * an empty database, so the test says what it reads.
 */
describe.each(testDatabaseKinds())('impact API (%s)', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let editor: AdminClient;
  const ids: Record<string, number> = {};

  const create = async (entryKind: string, values: Record<string, unknown>, words: Words, published = true) => {
    const res = await editor.request({
      method: 'POST',
      url: `/api/admin/entries/${entryKind}`,
      payload: { values, words, published },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as number;
  };
  const metrics = async (lang: string) => {
    const res = await ctx.app.inject(`/api/impact/metrics?active=true&lang=${lang}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as ImpactMetric[];
  };
  const stories = async (lang: string) => {
    const res = await ctx.app.inject(`/api/impact/stories?published=true&lang=${lang}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as SuccessStory[];
  };

  beforeAll(async () => {
    ctx = await createTestApp(kind, { seed: false });
    editor = new AdminClient(ctx.app);
    await editor.signIn(await createStaff(ctx.database.db, 'editor'));
    // Staff order: Social before Economic (not the names' order), and the metrics in theirs.
    ids.social = await create('impactArea', {}, { en: { title: 'Social Impact' }, fr: { title: 'Impact social' } });
    ids.economic = await create('impactArea', {}, { en: { title: 'Economic Impact' } });
    ids.hidden = await create('impactArea', {}, { en: { title: 'Hidden area' } }, false);
    const metric = (key: string, area: number, number: number, words: Words, published = true) =>
      create(
        'metric',
        { metricKey: key, area, value: { kind: 'count', number, plus: true }, icon: 'Users' },
        words,
        published,
      );
    ids.jobs = await metric('jobs', ids.economic, 150, { en: { label: 'Jobs created' } });
    ids.trained = await metric('trained', ids.social, 11000, {
      en: { label: 'People trained', description: 'Through our programmes.' },
      fr: { label: 'Personnes formées' },
    });
    ids.farms = await metric('farms', ids.social, 33, { sw: { label: 'Vyama vya ushirika' } });
    ids.off = await metric('off', ids.social, 1, { en: { label: 'Not shown' } }, false);
    ids.orphan = await metric('orphan', ids.hidden, 2, { en: { label: 'Under a hidden area' } });

    const story = (name: string, words: Words, values: Record<string, unknown> = {}, published = true) =>
      create('story', { name, ...values }, words, published);
    ids.company = await create(
      'company',
      { slug: 'test-farms', name: 'Test Farms', icon: 'Sprout', colour: 'green' },
      { en: { tagline: 'Farms for the test', description: 'A company of the test.' } },
    );
    ids.thandi = await story(
      'Thandi M.',
      {
        en: { title: 'Farmer', category: 'Agriculture', story: 'Grew her farm.' },
        fr: { title: 'Agricultrice', category: 'Agriculture (FR)', story: 'A agrandi sa ferme.' },
      },
      { year: 2023, imageUrl: '/images/stories/thandi.webp', company: ids.company },
    );
    ids.amina = await story('Amina K.', {
      sw: {
        title: 'Mjasiriamali',
        organisation: 'Chama cha Ushirika cha Amani',
        category: 'Community',
        story: 'Hadithi.',
      },
    });
    ids.youth = await story('Joseph N.', {
      en: { title: 'Apprentice', category: 'Youth', story: 'Learnt a trade.' },
      fr: { title: 'Apprenti', category: 'Agriculture', story: 'A appris un métier.' },
    });
    ids.draft = await story('Draft', { en: { title: 'Draft', category: 'Business', story: 'Not yet.' } }, {}, false);
  }, 120_000);
  afterAll(() => ctx?.close());

  it('lists the shown metrics area by area in the staff order, each area in its own order', async () => {
    const en = await metrics('en');
    expect(en.map((m) => m.metricKey)).toEqual(['trained', 'farms', 'jobs']);
    expect(en.map((m) => [m.category, m.area])).toEqual([
      ['Social Impact', ids.social],
      ['Social Impact', ids.social],
      ['Economic Impact', ids.economic],
    ]);
    expect(en[0]).toEqual({
      id: ids.trained,
      metricKey: 'trained',
      area: ids.social,
      category: 'Social Impact',
      categoryLang: 'en',
      value: '11,000+',
      label: 'People trained',
      description: 'Through our programmes.',
      icon: 'Users',
      lang: 'en',
    });
  });

  it("writes each metric's figure the visitor's language's way, with its words and its area's in theirs", async () => {
    const fr = await metrics('fr');
    const trained = fr.find((m) => m.metricKey === 'trained');
    // fr-FR groups thousands with a narrow no-break space.
    expect(trained).toMatchObject({ value: '11\u202f000+', label: 'Personnes formées', lang: 'fr' });
    expect(trained).toMatchObject({ category: 'Impact social', categoryLang: 'fr' });
    // Written in English only: shown in English, and said to be.
    expect(fr.find((m) => m.metricKey === 'jobs')).toMatchObject({
      value: '150+',
      label: 'Jobs created',
      lang: 'en',
      category: 'Economic Impact',
      categoryLang: 'en',
    });
    // Written in Swahili only: the English page shows the Swahili words, marked as Swahili.
    expect((await metrics('en')).find((m) => m.metricKey === 'farms')).toMatchObject({
      label: 'Vyama vya ushirika',
      lang: 'sw',
      value: '33+',
    });
  });

  it('moves with the staff order of the areas', async () => {
    const res = await editor.request({
      method: 'PUT',
      url: '/api/admin/entries/impactArea/order',
      payload: { ids: [ids.economic, ids.hidden, ids.social] },
    });
    expect(res.statusCode, res.body).toBe(200);
    await eventually(async () =>
      expect((await metrics('en')).map((m) => m.metricKey)).toEqual(['jobs', 'trained', 'farms']),
    );
  });

  it('lists the published stories in order, each badge keyed on a known category in every language', async () => {
    for (const lang of ['en', 'fr', 'sw'] as const) {
      const list = await stories(lang);
      expect(
        list.map((s) => s.name),
        lang,
      ).toEqual(['Thandi M.', 'Amina K.', 'Joseph N.']);
      const [thandi, amina, joseph] = list;
      // Keyed on the English category, whatever the French says.
      expect(thandi.categoryKey, lang).toBe('Agriculture');
      expect(joseph.categoryKey, lang).toBeNull();
      // No English version: a version whose category is a known name keys it.
      expect(amina).toMatchObject({ categoryKey: 'Community', lang: 'sw', category: 'Community' });
    }
    const [thandi] = await stories('fr');
    expect(thandi).toMatchObject({
      id: ids.thandi,
      title: 'Agricultrice',
      // The company it refers to, by its id (the page names it from the companies); no organisation.
      company: ids.company,
      organisation: null,
      category: 'Agriculture (FR)',
      categoryKey: 'Agriculture',
      year: 2023,
      imageUrl: '/images/stories/thandi.webp',
      photo: null,
      lang: 'fr',
    });
    expect((await stories('sw'))[0]).toMatchObject({ title: 'Farmer', lang: 'en' });
    // Someone outside the group's companies: the organisation in the story's words, no company.
    expect((await stories('en'))[1]).toMatchObject({ company: null, organisation: 'Chama cha Ushirika cha Amani' });
  });

  it("names the metrics' and stories' audit lines after the entry they changed", async () => {
    const owner = new AdminClient(ctx.app);
    await owner.signIn(await createStaff(ctx.database.db, 'owner'));
    const res = await owner.get('/api/admin/audit?limit=100');
    expect(res.statusCode, res.body).toBe(200);
    const lines = res.json().entries as { targetType: string; targetId: string; targetName: string | null }[];
    const line = (id: number) => lines.find((l) => l.targetType === 'entry' && l.targetId === String(id));
    expect(line(ids.trained)?.targetName).toBe('People trained');
    expect(line(ids.thandi)?.targetName).toBe('Thandi M.');
    // Written in Swahili only: named in its own words.
    expect(line(ids.farms)?.targetName).toBe('Vyama vya ushirika');
  });

  it('rejects requests for inactive or unpublished items', async () => {
    expect((await ctx.app.inject('/api/impact/metrics?active=false')).statusCode).toBe(400);
    expect((await ctx.app.inject('/api/impact/stories?published=false')).statusCode).toBe(400);
  });
});
