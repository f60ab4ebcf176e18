import { isDeepStrictEqual } from 'node:util';
import type { RecordSnapshot } from '@common/admin/revisions';
import { wordsOf } from '@common/entries/words';
import { LOCALES, type Locale } from '@common/locale';
import {
  type Versions,
  versionState,
  type WordsSpec,
  wordsHash,
  wordsOf as wordsOfVersions,
} from '@common/model/versions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { testDatabaseKinds } from '../test/database-kinds';
import { AdminClient, createStaff } from '../test/staff';
import type { Database } from './client';
import fixture from './fixtures/before-0025.json';
import { databaseThrough, migrateThrough } from './fixtures/database-at';
import { type Fixture, loadFixture } from './fixtures/load-fixture';

/**
 * Migration 0026: a story's company, typed in each language, becomes a reference to the company's record;
 * words naming no company of the group stay, as `organisation`. The database is a site in use as 0025 left
 * it (fixtures/before-0025.json: the demo seed and staff activity, migrated through 0025), with stories
 * added here in 0025's shape for what the seed lacks; then 0026 alone. Each check lists every record it
 * finds wrong.
 */

type Row = Record<string, unknown>;
type Words = Record<string, unknown>;
type State = { values: Row; versions: Versions; published?: boolean };

/** A story's words as 0025 left them: its company among them. */
const BEFORE: WordsSpec = {
  fields: ['title', 'company', 'category', 'location', 'story', 'impact'],
  required: ['title', 'category', 'story'],
};
const AFTER = wordsOf('story');

const plain = (rows: unknown[]): Row[] => JSON.parse(JSON.stringify(rows)) as Row[];
const show = (value: unknown) => JSON.stringify(value);
const key = (text: unknown) => (typeof text === 'string' ? text.trim().toLowerCase() : null);

interface Company {
  id: number;
  name: string;
  published: boolean;
  position: number;
}

/** The company a story's versions name in any language: a published one first, then in the staff's order. */
function companyNamed(versions: Versions, companies: readonly Company[]): number | null {
  const names = new Set(LOCALES.map((locale) => key(versions[locale]?.words.company)).filter((name) => name));
  const found = [...companies]
    .sort((a, b) => Number(b.published) - Number(a.published) || a.position - b.position || a.id - b.id)
    .find((company) => names.has(key(company.name)));
  return found?.id ?? null;
}

/** A version's words after: no company words; the organisation's when it names no company of the group. */
function wordsAfter(words: Words, company: number | null): Words {
  const { company: text, ...rest } = words;
  return company === null && text !== undefined ? { ...rest, organisation: text } : rest;
}

/** What a state (an entry's or a version of its history) must become: values, words, sources and dates. */
function expectedState(state: State, companies: readonly Company[]) {
  const company = companyNamed(state.versions, companies);
  const words = Object.fromEntries(
    LOCALES.flatMap((locale) => {
      const version = state.versions[locale];
      if (!version) return [];
      const after = wordsAfter(version.words, company);
      // A version whose only words were a company's name has none left, and goes.
      return Object.keys(after).length === 0 ? [] : [[locale, after]];
    }),
  );
  return { company, values: { ...state.values, company }, words };
}

/** Differences between a state before and after, as lines (none when it was converted as it should be). */
function compareState(where: string, before: State, after: State, companies: readonly Company[], problems: string[]) {
  const expected = expectedState(before, companies);
  if (!isDeepStrictEqual(after.values, expected.values))
    problems.push(`${where}: values ${show(after.values)}, expected ${show(expected.values)}`);
  for (const locale of LOCALES) {
    const was = before.versions[locale];
    const now = after.versions[locale];
    const words = expected.words[locale];
    if (!words) {
      if (now) problems.push(`${where} ${locale}: a version ${show(now)}, expected none`);
      continue;
    }
    if (!now || !was) {
      problems.push(`${where} ${locale}: no version after`);
      continue;
    }
    if (!isDeepStrictEqual(now.words, words))
      problems.push(`${where} ${locale}: words ${show(now.words)}, expected ${show(words)}`);
    if (now.changedAt !== was.changedAt)
      problems.push(`${where} ${locale}: changedAt ${now.changedAt}, was ${was.changedAt}`);
    if (now.from?.locale !== was.from?.locale)
      problems.push(`${where} ${locale}: written from ${now.from?.locale}, was from ${was.from?.locale}`);
    // Words kept where they were hash as before: the source's hash a translation recorded is kept too.
    if (expected.company === null && now.from?.hash !== was.from?.hash)
      problems.push(`${where} ${locale}: source hash ${now.from?.hash}, was ${was.from?.hash}`);
  }
  for (const locale of LOCALES) {
    const was = versionState(before.versions, locale, BEFORE);
    const now = versionState(after.versions, locale, AFTER);
    if (was !== now) problems.push(`${where} ${locale}: was ${was}, now ${now}`);
  }
  if (after.published !== before.published)
    problems.push(`${where}: published ${after.published}, was ${before.published}`);
}

/** A translation of `source`'s words that matched them (current), or that matched older ones (out of date). */
const written = (words: Words, source: Words | null, changedAt: string) => ({
  words,
  ...(source ? { from: { locale: 'en', hash: wordsHash(source, BEFORE.fields) } } : {}),
  changedAt,
});
const AT = '2026-12-02T08:00:00.000Z';

describe.each(testDatabaseKinds())('migration 0026_story_company_ref on a database in use (%s)', (kind) => {
  let database: Database;
  let before: { entries: Row[]; revisions: Row[] };
  let after: { entries: Row[]; revisions: Row[] };
  let companies: Company[];
  const ids: Record<string, number> = {};
  const storyNamed = (name: string) => {
    const found = after.entries.find((e) => e.kind === 'story' && (e.values as Row).name === name);
    if (!found) throw new Error(`No story ${name}`);
    return found as Row & State & { id: number };
  };

  beforeAll(async () => {
    database = await databaseThrough(kind, '0024');
    await loadFixture((text, params) => database.query(text, params), fixture as Fixture);
    await migrateThrough(database, '0025');
    const insert = async (entryKind: string, position: number, published: boolean, values: Row, versions: Row) => {
      const [row] = await database.query<{ id: number }>(
        `insert into entries (kind, position, published, values, versions, created_at, updated_at)
         values ($1, $2, $3, $4::jsonb, $5::jsonb, '2026-12-01T09:00:00Z', '2026-12-01T10:00:00Z') returning id`,
        [entryKind, position, published, JSON.stringify(values), JSON.stringify(versions)],
      );
      return row.id;
    };
    // Two companies of one name: the published one is meant, though the other comes first in the staff's order.
    const twin = { slug: 'twin', icon: 'Sprout', colour: 'green' };
    ids.hiddenTwin = await insert('company', 10, false, { ...twin, slug: 'twin-hidden', name: 'Test Twin' }, {});
    ids.twin = await insert('company', 11, true, { ...twin, name: 'Test Twin' }, {});
    const base = { title: 'Farmer', category: 'Agriculture', story: 'Grew her farm.' };
    // The company's name in other letters and spaces; a current French, an out-of-date Swahili.
    const odd = { ...base, company: 'veb GREENHARVEST ' };
    ids.odd = await insert(
      'story',
      20,
      true,
      { name: 'Test Odd Case', year: 2024 },
      {
        en: { words: odd, changedAt: AT },
        fr: written({ ...base, title: 'Agricultrice', company: 'VEB Greenharvest' }, odd, AT),
        sw: written({ ...base, title: 'Mkulima', company: 'VEB Greenharvest' }, { ...odd, story: 'Older.' }, AT),
      },
    );
    // Someone outside the group's companies: each language names the cooperative its own way.
    const coop = { ...base, company: 'Sizanani Cooperative' };
    ids.coop = await insert(
      'story',
      21,
      true,
      { name: 'Test Cooperative' },
      {
        en: { words: coop, changedAt: AT },
        fr: written({ ...base, title: 'Agricultrice', company: 'Coopérative Sizanani' }, coop, AT),
        sw: written({ ...base, title: 'Mkulima', company: 'Chama cha Sizanani' }, { ...coop, title: 'Old' }, AT),
      },
    );
    // Named in French only; a Swahili version with nothing but the name; the twins.
    ids.french = await insert(
      'story',
      22,
      true,
      { name: 'Test French Only' },
      {
        en: { words: base, changedAt: AT },
        fr: written({ ...base, title: 'Agricultrice', company: 'EcoCraft Interiors' }, base, AT),
        sw: written({ company: 'EcoCraft Interiors' }, base, AT),
      },
    );
    ids.twinStory = await insert(
      'story',
      23,
      true,
      { name: 'Test Twin Story' },
      {
        en: { words: { ...base, company: 'Test Twin' }, changedAt: AT },
      },
    );
    // A version kept before the migration that named another company than the story names today.
    await database.query(
      `insert into revisions (record_type, record_id, action, snapshot, created_at) values
        ('story', $1, 'saved', $2::jsonb, '2026-12-01T09:30:00Z'), ('story', $1, 'saved', $3::jsonb, '2026-12-01T10:00:00Z')`,
      [
        ids.odd,
        JSON.stringify({
          values: { name: 'Test Odd Case', year: 2024 },
          versions: {
            en: { words: { ...base, company: 'EcoCraft Interiors' }, changedAt: '2026-12-01T09:30:00.000Z' },
          },
          published: true,
        }),
        JSON.stringify({
          values: { name: 'Test Odd Case', year: 2024 },
          versions: { en: { words: odd, changedAt: AT } },
          published: true,
        }),
      ],
    );
    const all = async (sql: string) => plain(await database.query(sql));
    before = {
      entries: await all('select * from entries order by id'),
      revisions: await all('select * from revisions order by id'),
    };
    companies = before.entries
      .filter((e) => e.kind === 'company')
      .map((e) => ({
        id: Number(e.id),
        name: String((e.values as Row).name),
        published: Boolean(e.published),
        position: Number(e.position),
      }));
    await migrateThrough(database, '0026');
    after = {
      entries: await all('select * from entries order by id'),
      revisions: await all('select * from revisions order by id'),
    };
  }, 180_000);
  afterAll(async () => {
    await database?.close();
  });

  const companyId = (name: string) => companies.find((c) => c.name === name && c.published)?.id;

  it('refers each story to the company its words named in any language, trimmed and whatever the case, a published one first', () => {
    const named = Object.fromEntries(
      after.entries.filter((e) => e.kind === 'story').map((e) => [(e.values as Row).name, (e.values as Row).company]),
    );
    expect(named).toEqual({
      'Lindiwe Mahlangu': companyId('VEB Greenharvest'),
      'Sibusiso Khumalo': companyId('EcoCraft Interiors'),
      'Grace Namatovu': companyId('VEB Global Link'),
      'Refilwe Sithole': companyId('AK Business Enterprises'),
      'Nomsa Khoza': null,
      'Kagiso Phiri': companyId('AK Images'),
      'Joseph Okello': companyId('Agri-Extension Services'),
      'Fatuma Achieng': companyId('VEB Global Link'),
      'Test Odd Case': companyId('VEB Greenharvest'),
      'Test Cooperative': null,
      'Test French Only': companyId('EcoCraft Interiors'),
      'Test Twin Story': ids.twin,
    });
    expect(Object.values(named).every((id) => id === null || typeof id === 'number')).toBe(true);
  });

  it('keeps the words of a story about someone outside the companies as its organisation, each language its own', () => {
    const coop = storyNamed('Test Cooperative');
    expect(LOCALES.map((locale) => coop.versions[locale]?.words.organisation)).toEqual([
      'Sizanani Cooperative',
      'Coopérative Sizanani',
      'Chama cha Sizanani',
    ]);
    expect(LOCALES.map((locale) => versionState(coop.versions, locale, AFTER))).toEqual([
      'current',
      'current',
      'outdated',
    ]);
    const odd = storyNamed('Test Odd Case');
    expect(LOCALES.map((locale) => versionState(odd.versions, locale, AFTER))).toEqual([
      'current',
      'current',
      'outdated',
    ]);
    // The Swahili version held only the company's name: no words are left of it.
    expect(Object.keys(storyNamed('Test French Only').versions)).toEqual(['en', 'fr']);
  });

  it("converts every story: values and words, each version's date and source, each translation's state", () => {
    const problems: string[] = [];
    const stories = before.entries.filter((e) => e.kind === 'story');
    expect(stories.length).toBe(12);
    for (const old of stories) {
      const now = after.entries.find((e) => e.id === old.id);
      if (!now) {
        problems.push(`story ${old.id}: gone`);
        continue;
      }
      compareState(`story ${old.id}`, old as unknown as State, now as unknown as State, companies, problems);
      for (const column of ['kind', 'position', 'created_at', 'updated_at', 'created_by', 'updated_by'])
        if (show(now[column]) !== show(old[column]))
          problems.push(`story ${old.id}: ${column} ${show(now[column])}, was ${show(old[column])}`);
    }
    expect(problems).toEqual([]);
    // No story's words name a company any more.
    const left = after.entries.filter(
      (e) =>
        e.kind === 'story' && LOCALES.some((locale) => (e.versions as Versions)[locale]?.words.company !== undefined),
    );
    expect(left.map((e) => e.id)).toEqual([]);
  });

  it('leaves every other entry as it was', () => {
    const others = (rows: Row[]) => rows.filter((e) => e.kind !== 'story');
    expect(others(after.entries)).toEqual(others(before.entries));
  });

  it("converts the stories' histories the same way, and leaves the other histories as they were", () => {
    const problems: string[] = [];
    expect(after.revisions.map((r) => r.id)).toEqual(before.revisions.map((r) => r.id));
    let converted = 0;
    for (const old of before.revisions) {
      const now = after.revisions.find((r) => r.id === old.id) as Row;
      const snapshot = old.snapshot as State;
      const words = Object.keys(snapshot.versions ?? {}).length > 0;
      if (old.record_type === 'story' && words) {
        converted += 1;
        compareState(`revision ${old.id}`, snapshot, now.snapshot as State, companies, problems);
      } else if (!isDeepStrictEqual(now, old)) problems.push(`revision ${old.id}: changed`);
      if (!isDeepStrictEqual({ ...now, snapshot: null }, { ...old, snapshot: null }))
        problems.push(`revision ${old.id}: its row changed`);
    }
    expect(problems).toEqual([]);
    expect(converted).toBeGreaterThan(12);
    // A first version that was the record as it stood still is.
    const earlier = after.revisions.filter((r) => r.record_type === 'story' && r.action === 'earlier');
    const stale = earlier.filter((r) => {
      const entry = after.entries.find((e) => e.id === r.record_id);
      const was = before.revisions.find((b) => b.id === r.id) as Row;
      const entryWas = before.entries.find((e) => e.id === r.record_id);
      const matched = entryWas && isDeepStrictEqual((was.snapshot as State).versions, entryWas.versions);
      return matched && entry && !isDeepStrictEqual((r.snapshot as State).versions, entry.versions);
    });
    expect(stale.map((r) => r.id)).toEqual([]);
  });

  it('restores a version kept before the migration with the company it named, through the staff API', async () => {
    // The site runs on a database with every migration: the later ones (staff accounts' companies among
    // them) are applied as a start would.
    await database.migrate();
    const app = await buildApp({
      config: loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        BACKGROUND_JOBS: 'false',
        RATE_LIMIT_WRITES_PER_MINUTE: '10000',
        CACHE_MISSES_PER_CLIENT_PER_SECOND: '100000',
        REQUESTS_PER_CLIENT_PER_SECOND: '100000',
      }),
      database,
      logger: false,
    });
    try {
      await app.ready();
      const editor = new AdminClient(app);
      await editor.signIn(await createStaff(database.db, 'editor'));
      const restore = async (id: number, revision: number) => {
        const kept = await editor.get(`/api/admin/entries/story/${id}/history/${revision}`);
        expect(kept.statusCode, kept.body).toBe(200);
        const snapshot = kept.json().snapshot as RecordSnapshot;
        // As the editor's "Restore as draft" sends it once saved: the version's values and words.
        const res = await editor.request({
          method: 'PUT',
          url: `/api/admin/entries/story/${id}`,
          payload: {
            values: snapshot.values,
            words: wordsOfVersions(snapshot.versions),
            published: snapshot.published,
            restoredFrom: revision,
          },
        });
        expect(res.statusCode, res.body).toBe(200);
        const entry = await editor.get(`/api/admin/entries/story/${id}`);
        return entry.json() as { values: Row; words: Partial<Record<Locale, Words>> };
      };
      const versionOf = (id: number, company: string) =>
        Number(
          after.revisions.find(
            (r) =>
              r.record_id === id &&
              r.record_type === 'story' &&
              before.revisions.some(
                (b) => b.id === r.id && (b.snapshot as State).versions.en?.words.company === company,
              ),
          )?.id,
        );
      // The version that named EcoCraft Interiors, then today's, which named VEB Greenharvest in other letters.
      const older = await restore(ids.odd, versionOf(ids.odd, 'EcoCraft Interiors'));
      expect(older.values.company).toBe(companyId('EcoCraft Interiors'));
      expect(older.words.en).toEqual({ title: 'Farmer', category: 'Agriculture', story: 'Grew her farm.' });
      const newer = await restore(ids.odd, versionOf(ids.odd, 'veb GREENHARVEST '));
      expect(newer.values.company).toBe(companyId('VEB Greenharvest'));
      // A story of the fixture, restored to its first version (kept by 0025).
      const lindiwe = storyNamed('Lindiwe Mahlangu');
      const first = after.revisions.find((r) => r.record_type === 'story' && r.record_id === lindiwe.id);
      const restored = await restore(lindiwe.id, Number(first?.id));
      expect(restored.values.company).toBe(companyId('VEB Greenharvest'));
      expect(Object.values(restored.words).every((words) => words?.company === undefined)).toBe(true);
    } finally {
      await app.close();
    }
  });
});
