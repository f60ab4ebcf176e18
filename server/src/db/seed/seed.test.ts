import { homeNews } from '@common/content/home-news';
import { ENTRY_KINDS, type EntryKind, FIGURE_PLACES, KINDS } from '@common/entries/kinds';
import { withFigure } from '@common/entries/public';
import { LOCALES, type Locale } from '@common/locale';
import { type Fields, recordInputSchema, valueFields, wordsSpec } from '@common/model/fields';
import { type FigureValue, formatFigure } from '@common/model/figure';
import { type Versions, versionHash, versionState, wordsOf } from '@common/model/versions';
import { asc, count, eq, isNotNull } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { loadConfig } from '../../config';
import { sanitizeArticleHtml } from '../../lib/sanitize';
import { createTestDatabase, testDatabaseKinds } from '../../test/test-app';
import { createDatabase, type Database } from '../client';
import { entries, newsArticles, newsDrafts, newsVersions, revisions, settings } from '../schema';
import { ARTICLE_WORDS_SPEC, SEED_ARTICLE_COMPANIES } from './articles';
import { seedArticleTranslations } from './data/article-translations';
import { seedArticles } from './data/articles';
import { seedEntries } from './data/entries';
import { LEGAL_REVISED_AT } from './entries';
import { SEED_MARKER_KEY, seedContent, seedOnStart } from './index';

type Db = Database['db'];

async function counts(db: Db) {
  const n = async (table: typeof newsArticles | typeof newsVersions | typeof entries | typeof revisions) =>
    Number((await db.select({ n: count() }).from(table))[0].n);
  return {
    articles: await n(newsArticles),
    versions: await n(newsVersions),
    entries: await n(entries),
    revisions: await n(revisions),
  };
}

const EMPTY = { articles: 0, versions: 0, entries: 0, revisions: 0 };

async function markerOf(db: Db) {
  const [row] = await db.select().from(settings).where(eq(settings.key, SEED_MARKER_KEY));
  return row?.value;
}

const perKind = (list: readonly { kind: string }[]) => {
  const out: Record<string, number> = {};
  for (const { kind } of list) out[kind] = (out[kind] ?? 0) + 1;
  return out;
};

/** An article's published versions, from its rows, in the one shape (docs/decisions/078). */
function articleVersions(rows: (typeof newsVersions.$inferSelect)[]): Versions {
  const versions: Versions = {};
  for (const row of rows) {
    const words: Record<string, string> = {
      title: row.title,
      slug: row.slug,
      excerpt: row.excerpt,
      contentHtml: row.content,
    };
    if (row.imageAlt) words.imageAlt = row.imageAlt;
    versions[row.locale] = {
      words,
      ...(row.fromLocale && row.fromHash ? { from: { locale: row.fromLocale, hash: row.fromHash } } : {}),
      changedAt: row.changedAt.toISOString(),
    };
  }
  return versions;
}

/** Every language current, and written from the English as it stands (the English an original). */
function expectWrittenFromEnglish(versions: Versions, spec: Parameters<typeof versionState>[2], what: string) {
  for (const locale of LOCALES) expect(versionState(versions, locale, spec), `${what} ${locale}`).toBe('current');
  expect(versions.en?.from, `${what} en`).toBeUndefined();
  for (const locale of LOCALES.filter((l) => l !== 'en'))
    expect(versions[locale]?.from, `${what} ${locale}`).toEqual({
      locale: 'en',
      hash: versionHash(versions.en?.words, spec),
    });
}

describe('SEED_DEMO', () => {
  it('is on unless set to false', () => {
    expect(loadConfig({}).SEED_DEMO).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'false' }).SEED_DEMO).toBe(false);
    expect(() => loadConfig({ SEED_DEMO: 'no' })).toThrow(/SEED_DEMO/);
  });
});

describe.each(testDatabaseKinds())('the demo content (%s)', (kind) => {
  let database: Database | undefined;
  afterEach(async () => {
    await database?.close();
    database = undefined;
  });
  const emptyDatabase = async () => {
    database = await createTestDatabase(kind, { seed: false });
    return database.db;
  };
  const seeded = async (now: Date) => {
    const db = await emptyDatabase();
    expect(await seedOnStart(db, { enabled: true }, now)).toBe('seeded');
    return db;
  };

  it('holds every record of every kind, values once and words in every language, each current', async () => {
    const now = new Date();
    const db = await seeded(now);
    const rows = await db.select().from(entries).orderBy(asc(entries.kind), asc(entries.position));
    expect(perKind(rows)).toEqual(perKind(seedEntries));
    for (const kind of ENTRY_KINDS)
      expect(
        rows.some((row) => row.kind === kind),
        kind,
      ).toBe(true);
    for (const row of rows) {
      const kindOf = row.kind as EntryKind;
      const fields: Fields = KINDS[kindOf].fields;
      const spec = wordsSpec(fields);
      const what = `${row.kind} ${row.id}`;
      expectWrittenFromEnglish(row.versions, spec, what);
      // Values: exactly the kind's same-in-every-language fields (no English words, no `revisedOn`).
      expect(Object.keys(row.values).sort(), what).toEqual(valueFields(fields).sort());
      // The record as stored is a save the staff editor accepts, and it is stored as the editor stores it.
      const parsed = z.safeParse(recordInputSchema(fields), { values: row.values, words: wordsOf(row.versions) });
      expect(parsed.success ? [] : parsed.error.issues, what).toEqual([]);
      expect(parsed.data?.values, what).toEqual(row.values);
      // Dated when seeded, the legal texts on the day they were last revised.
      const at = (kindOf === 'legalSection' ? LEGAL_REVISED_AT : now).toISOString();
      for (const locale of LOCALES) expect(row.versions[locale]?.changedAt, `${what} ${locale}`).toBe(at);
    }
    // In the demo's order, kind by kind.
    for (const kindOf of ENTRY_KINDS) {
      const stored = rows.filter((row) => row.kind === kindOf);
      expect(stored.map((row) => row.position)).toEqual(stored.map((_, i) => i));
      const listed = seedEntries.filter((entry) => entry.kind === kindOf);
      expect(
        stored.map((row) => row.versions.en?.words),
        kindOf,
      ).toEqual(listed.map((entry) => JSON.parse(JSON.stringify(entry.words.en))));
      expect(
        stored.map((row) => row.published),
        kindOf,
      ).toEqual(listed.map((entry) => entry.published ?? true));
    }
  });

  it('gives every record its first version in the history, to merge two people’s edits on', async () => {
    const now = new Date();
    const db = await seeded(now);
    const history = await db.select().from(revisions).orderBy(asc(revisions.id));
    const rows = await db.select().from(entries);
    const articles = await db.select().from(newsArticles);
    expect(history).toHaveLength(rows.length + articles.length);
    for (const row of rows) {
      const kept = history.filter((r) => r.recordType === row.kind && r.recordId === row.id);
      expect(kept.map((r) => r.action)).toEqual(['created']);
      expect(kept[0].snapshot).toEqual({ values: row.values, versions: row.versions, published: row.published });
      expect(kept[0].createdAt.toISOString()).toBe(now.toISOString());
    }
    const drafts = await db.select().from(newsDrafts);
    const published = await db.select().from(newsVersions);
    for (const article of articles) {
      const kept = history.filter((r) => r.recordType === 'news' && r.recordId === article.id);
      expect(kept.map((r) => r.action)).toEqual(['created']);
      const versions =
        article.status === 'published'
          ? articleVersions(published.filter((v) => v.articleId === article.id))
          : drafts.find((d) => d.articleId === article.id)?.data.versions;
      expect(kept[0].snapshot).toEqual({
        values: {
          category: article.category,
          author: article.author,
          imageId: null,
          imageUrl: article.imageUrl,
          companies: article.companyIds,
        },
        versions,
      });
    }
  });

  it('states each figure once, at each place once, and each chip’s figure apart from its words', async () => {
    const db = await seeded(new Date());
    const figures = await db.select().from(entries).where(eq(entries.kind, 'figure'));
    const places = figures.map((row) => row.values.place as string);
    expect([...places].sort()).toEqual([...FIGURE_PLACES].sort());
    const stated = Object.fromEntries(
      seedEntries.flatMap((entry) => (entry.kind === 'figure' ? [[entry.values.place, entry.values.value]] : [])),
    );
    for (const row of figures)
      expect(row.values.value, String(row.values.place)).toEqual(stated[row.values.place as string]);
    const map = figures.find((row) => row.values.place === 'home.map.countries');
    expect(formatFigure(map?.values.value as FigureValue, 'en')).toBe('34');
    expect(map?.versions.sw?.words).toEqual({ label: 'Jumla ya nchi' });
    const badge = figures.find((row) => row.values.place === 'about.story.badge');
    const badgeIn = (locale: Locale) =>
      withFigure(
        badge?.versions[locale]?.words.label as string,
        formatFigure(badge?.values.value as FigureValue, locale),
      );
    expect(badgeIn('en')).toBe('30+ Years of Impact');
    expect(badgeIn('sw')).toBe('Miaka 30+ ya Mchango');

    const companies = await db.select().from(entries).where(eq(entries.kind, 'company')).orderBy(entries.position);
    const chip = (row: (typeof companies)[number], locale: Locale) =>
      withFigure(
        row.versions[locale]?.words.stat as string,
        row.values.statValue ? formatFigure(row.values.statValue as FigureValue, locale) : null,
      );
    const greenharvest = companies.find((row) => row.values.slug === 'greenharvest');
    expect(greenharvest?.values.statValue).toEqual({ kind: 'count', number: 33 });
    expect(greenharvest && LOCALES.map((locale) => chip(greenharvest, locale))).toEqual([
      '33 cooperatives supported',
      '33 coopératives accompagnées',
      'Vyama vya ushirika 33 vimesaidiwa',
    ]);
    const clinic = companies.find((row) => row.values.slug === 'law-clinic');
    expect(clinic?.values.statValue).toBeNull();
    expect(clinic && chip(clinic, 'en')).toBe('Community legal aid');
  });

  it('holds the impact page as records: areas in its order, metrics in their area, stories with portraits', async () => {
    const db = await seeded(new Date());
    const ofKind = (k: EntryKind) => db.select().from(entries).where(eq(entries.kind, k)).orderBy(entries.position);
    const areas = await ofKind('impactArea');
    expect(areas.map((row) => LOCALES.map((locale) => row.versions[locale]?.words.title))).toEqual([
      ['Economic Impact', 'Impact économique', 'Athari za Kiuchumi'],
      ['Environmental Impact', 'Impact environnemental', 'Athari kwa Mazingira'],
      ['Social Impact', 'Impact social', 'Athari za Kijamii'],
    ]);
    const metrics = await ofKind('metric');
    const areaIds = areas.map((row) => row.id);
    // Each refers to its area's record; ordered area by area, as the page shows them.
    const areaOrder = metrics.map((row) => areaIds.indexOf(row.values.area as number));
    expect(areaOrder.every((i) => i >= 0)).toBe(true);
    expect(areaOrder).toEqual([...areaOrder].sort());
    const people = metrics.find((row) => row.values.metricKey === 'people-trained');
    expect(formatFigure(people?.values.value as FigureValue, 'en')).toBe('11,000+');
    expect(metrics.filter((row) => !row.published).map((row) => row.values.metricKey)).toEqual(['legal-consultations']);
    const stories = await ofKind('story');
    // A story refers to its company by the company's record (migration 0026).
    const greenharvest = (await ofKind('company')).find((row) => row.values.slug === 'greenharvest');
    expect(stories[0].values).toEqual({
      name: 'Lindiwe Mahlangu',
      company: greenharvest?.id,
      year: 2023,
      photo: null,
      imageUrl: '/images/stories/lindiwe-mahlangu.webp',
    });
    expect(stories.filter((row) => !row.published).map((row) => row.values.name)).toEqual(['Fatuma Achieng']);
  });

  it('gives each company page its records, each naming its company’s id; the group’s name none', async () => {
    const db = await seeded(new Date());
    const ofKind = (k: EntryKind) => db.select().from(entries).where(eq(entries.kind, k)).orderBy(entries.position);
    const companies = await ofKind('company');
    const slugOf = new Map(companies.map((row) => [row.id, row.values.slug as string]));
    const owners = async (k: EntryKind) => (await ofKind(k)).map((row) => row.values.company as number | null);
    // SPEC §2.4 and §2.6: the About page's seven leaders and the Contact page's four offices are the group's,
    // listed first; each company's own follow, in the companies' order (docs/decisions/084).
    for (const [k, group] of [
      ['leader', 7],
      ['office', 4],
      ['companyFigure', 0],
    ] as const) {
      const ids = await owners(k);
      expect(ids.slice(0, group), k).toEqual(Array(group).fill(null));
      const slugs = ids.slice(group).map((id) => (id === null ? undefined : slugOf.get(id)));
      expect(new Set(slugs), k).toEqual(new Set(companies.map((row) => row.values.slug)));
    }
    const greenharvest = companies.find((row) => row.values.slug === 'greenharvest');
    expect(greenharvest?.values).toMatchObject({
      email: 'hello@greenharvest.veb-group.co.za',
      phone: '+27 33 555 0200',
      hero: null,
    });
    expect(LOCALES.map((locale) => greenharvest?.versions[locale]?.words.sector)).toEqual([
      'Agriculture',
      'Agriculture',
      'Kilimo',
    ]);
    // The story's paragraphs and list as the page's longtext reads them (a blank line between blocks).
    const story = String(greenharvest?.versions.en?.words.story);
    expect(story.split('\n\n')).toHaveLength(5);
    expect(story).toContain('\n\n- A planting plan and a buyer agreed before the season starts\n- ');
  });

  it('dates the legal texts by their revision: November 21, 2026 from UTC-11 to UTC+11', async () => {
    const db = await seeded(new Date());
    const sections = await db.select().from(entries).where(eq(entries.kind, 'legalSection'));
    expect(sections.length).toBeGreaterThan(0);
    // Noon UTC: the same day from UTC-12 to UTC+11, every zone of the group's countries among them.
    for (const zone of [
      'Pacific/Pago_Pago',
      'America/Los_Angeles',
      'UTC',
      'Africa/Kinshasa',
      'Africa/Nairobi',
      'Asia/Tokyo',
      'Pacific/Noumea',
    ]) {
      const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: zone });
      for (const row of sections)
        for (const locale of LOCALES)
          expect(day.format(new Date(row.versions[locale]?.changedAt ?? 0)), zone).toBe('November 21, 2026');
    }
  });

  it('publishes every published article in English and its translations, each current, a draft in its working copy', async () => {
    const now = new Date();
    const db = await seeded(now);
    const articles = await db.select().from(newsArticles).orderBy(newsArticles.id);
    const versions = await db.select().from(newsVersions);
    const drafts = await db.select().from(newsDrafts);
    const companies = await db.select().from(entries).where(eq(entries.kind, 'company'));
    expect(articles).toHaveLength(seedArticles.length);
    // Every company of the demo has news of its own; the group's own news names none.
    expect(new Set(articles.flatMap((a) => a.companyIds))).toEqual(new Set(companies.map((c) => c.id)));
    expect(articles.some((a) => a.status === 'published' && a.companyIds.length === 0)).toBe(true);
    for (const [i, article] of articles.entries()) {
      const seed = seedArticles[i];
      const what = seed.slug;
      const rows = versions.filter((v) => v.articleId === article.id);
      expect(article.status, what).toBe(seed.status);
      expect(article.category).toBe(seed.category);
      expect(article.imageUrl).toBe(seed.image ? `/images/news/${seed.image}-960.webp` : null);
      // The companies it is about (docs/decisions/085), by their demo slugs.
      const slugOf = new Map(companies.map((c) => [c.id, c.values.slug]));
      expect(article.companyIds.map((id) => slugOf.get(id)).sort(), what).toEqual(
        [...(SEED_ARTICLE_COMPANIES[seed.slug] ?? [])].sort(),
      );
      const translated = seedArticleTranslations[seed.slug];
      const expected: Locale[] = ['en', ...(translated ? (Object.keys(translated) as Locale[]) : [])];
      if (seed.status === 'published') {
        expect(rows.map((row) => row.locale).sort(), what).toEqual([...expected].sort());
        expect(rows.find((row) => row.locale === 'en')?.slug).toBe(seed.slug);
        for (const row of rows) {
          expect(sanitizeArticleHtml(row.content), `${what} ${row.locale}`).toBe(row.content);
          const at = article.publishedAt < now ? article.publishedAt : now;
          expect(row.changedAt.toISOString()).toBe(at.toISOString());
        }
        const all = articleVersions(rows);
        if (translated) expectWrittenFromEnglish(all, ARTICLE_WORDS_SPEC, what);
        else expect(versionState(all, 'en', ARTICLE_WORDS_SPEC)).toBe('current');
        expect(
          drafts.some((d) => d.articleId === article.id),
          what,
        ).toBe(false);
      } else {
        // Not on the site: no published version; its words are in the working copy.
        expect(rows, what).toEqual([]);
        const draft = drafts.find((d) => d.articleId === article.id);
        expect(draft?.data.values).toEqual({
          category: seed.category,
          author: seed.author,
          imageId: null,
          imageUrl: article.imageUrl,
          companies: [],
        });
        expect(draft?.data.versions.en?.words).toMatchObject({ title: seed.title, slug: seed.slug });
      }
    }
    // The scheduled one: published, in a month.
    const scheduled = articles.filter((a) => a.status === 'published' && a.publishedAt > now);
    expect(scheduled).toHaveLength(1);
    // The home page's three featured articles, in the demo's order.
    const featured = await db
      .select({ slug: newsVersions.slug, rank: newsArticles.featuredRank })
      .from(newsArticles)
      .innerJoin(newsVersions, eq(newsVersions.articleId, newsArticles.id))
      .where(isNotNull(newsArticles.featuredRank))
      .orderBy(newsArticles.featuredRank);
    expect(featured.filter((row) => homeNews.some((item) => item.slug === row.slug))).toEqual(
      homeNews.map((item, index) => ({ slug: item.slug, rank: index + 1 })),
    );
    expect(new Set(featured.map((row) => row.rank)).size).toBe(homeNews.length);
    expect(await markerOf(db)).toMatchObject({ outcome: 'seeded' });
  });

  it('runs once: a second start changes nothing', async () => {
    const db = await emptyDatabase();
    await seedOnStart(db, { enabled: true });
    const before = await counts(db);
    expect(await seedOnStart(db, { enabled: true })).toBeNull();
    expect(await counts(db)).toEqual(before);
  });

  it('leaves an empty database empty with SEED_DEMO=false', async () => {
    const db = await emptyDatabase();
    expect(await seedOnStart(db, { enabled: false })).toBe('declined');
    expect(await counts(db)).toEqual(EMPTY);
    expect(await markerOf(db)).toBeUndefined();
  });

  it.each([
    [
      'an article',
      async (db: Db) => void (await db.insert(newsArticles).values({ category: 'Community', author: 'Staff' })),
    ],
    [
      'a record of a content kind',
      async (db: Db) =>
        void (await db.insert(entries).values({
          kind: 'impactArea',
          versions: { sw: { words: { title: 'Athari' }, changedAt: new Date().toISOString() } },
        })),
    ],
  ])(
    'never seeds over content (%s), and marks the database so that emptying it later does not bring the demo back',
    async (_what, write) => {
      const db = await emptyDatabase();
      await write(db);
      const before = await counts(db);
      expect(await seedOnStart(db, { enabled: true })).toBe('existing-content');
      expect(await counts(db)).toEqual(before);
      expect(await markerOf(db)).toMatchObject({ outcome: 'existing-content' });

      // Staff delete everything: the next start must not put the demo back.
      await db.delete(newsArticles);
      await db.delete(entries);
      expect(await seedOnStart(db, { enabled: true })).toBeNull();
      expect(await counts(db)).toEqual(EMPTY);
    },
  );

  it('does not seed a database that was seeded once and then emptied', async () => {
    const db = await emptyDatabase();
    await seedOnStart(db, { enabled: true });
    await db.delete(newsArticles);
    await db.delete(entries);
    await db.delete(revisions);
    expect(await seedOnStart(db, { enabled: true })).toBeNull();
    expect(await counts(db)).toEqual(EMPTY);
  });

  it('npm run db:seed replaces the demo content, translations and histories included, and records it', async () => {
    const db = await emptyDatabase();
    await seedContent(db);
    const first = await counts(db);
    const firstIds = (await db.select({ id: entries.id }).from(entries)).map((row) => row.id);
    // A history of something else is not the demo's to replace.
    await db.insert(revisions).values({
      recordType: 'newsletter',
      recordId: 1,
      action: 'created',
      snapshot: { values: {}, versions: {} },
    });
    await seedContent(db);
    expect(await counts(db)).toEqual({ ...first, revisions: first.revisions + 1 });
    // The new records' histories only: none left behind for the records replaced.
    const kept = await db.select({ type: revisions.recordType, id: revisions.recordId }).from(revisions);
    expect(kept.filter((r) => r.type !== 'newsletter' && r.type !== 'news' && firstIds.includes(r.id))).toEqual([]);
    expect(first.versions).toBeGreaterThanOrEqual(seedArticles.length - 2 + 14);
    expect(await markerOf(db)).toMatchObject({ outcome: 'seeded' });
    expect(await seedOnStart(db, { enabled: true })).toBeNull();
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('two processes starting together on one PostgreSQL', () => {
  it('seed the database once', async () => {
    const first = await createTestDatabase('postgres', { seed: false });
    const second = await createDatabase({ url: process.env.TEST_DATABASE_URL });
    try {
      const outcomes = await Promise.all([
        seedOnStart(first.db, { enabled: true }),
        seedOnStart(second.db, { enabled: true }),
      ]);
      expect(outcomes.sort()).toEqual(['seeded', null].sort());
      expect(await counts(first.db)).toMatchObject({ articles: seedArticles.length, entries: seedEntries.length });
    } finally {
      await second.close();
      await first.close();
    }
  });
});
