import { isDeepStrictEqual } from 'node:util';
import { wordsOf } from '@common/entries/words';
import { LOCALES } from '@common/locale';
import { type Versions, versionState, type WordsSpec, wordsHash } from '@common/model/versions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../test/database-kinds';
import type { Database } from './client';
import { databaseThrough, migrateThrough } from './fixtures/database-at';

/**
 * Migration 0029: a company's words gained a sector, a story and services (docs/decisions/084), which
 * changed the hash of every company's words; the translations' recorded hashes follow, so each keeps its
 * state. The database is at 0028 with companies whose versions were written over the old fields, then
 * 0029 alone. Each check lists every record it finds wrong.
 */

type Row = Record<string, unknown>;
type Words = Record<string, unknown>;
type State = { values: Row; versions: Versions; published?: boolean };

/** A company's words before 0029. */
const BEFORE: WordsSpec = { fields: ['tagline', 'description', 'stat'], required: ['tagline', 'description'] };
/** Today's, as the site reads them: the migration must hash what kinds.ts declares, in its order. */
const AFTER = wordsOf('company');

const plain = (rows: unknown[]): Row[] => JSON.parse(JSON.stringify(rows)) as Row[];
const show = (value: unknown) => JSON.stringify(value);
const AT = '2026-12-02T08:00:00.000Z';

/** A version written from `locale`'s words `source` when it last matched them, by the rule before 0029. */
const from = (words: Words, locale: 'en' | 'fr', source: Words) => ({
  words,
  from: { locale, hash: wordsHash(source, BEFORE.fields) },
  changedAt: AT,
});

const english = {
  tagline: 'Fresh produce from smallholder farms',
  description: 'Buys, packs and delivers the harvest of 33 cooperatives in Limpopo and Mpumalanga.',
  stat: 'cooperatives supported',
};
const french = {
  tagline: 'Des produits frais de petites exploitations',
  description: 'Achète, conditionne et livre la récolte de 33 coopératives du Limpopo et du Mpumalanga.',
  stat: 'coopératives accompagnées',
};
const swahili = {
  tagline: 'Mazao mapya kutoka mashamba madogo',
  description: 'Inanunua, inafunga na kusafirisha mavuno ya vyama 33 vya ushirika.',
  stat: 'Vyama vya ushirika {value} vimesaidiwa',
};
/** Current translations: French from English, Swahili from French. */
const CURRENT: Versions = {
  en: { words: english, changedAt: AT },
  fr: from(french, 'en', english),
  sw: from(swahili, 'fr', french),
};
/** Out of date: French from an older English; Swahili with the mark 0025 left on one already out of date. */
const OUTDATED: Versions = {
  en: { words: english, changedAt: AT },
  fr: from(french, 'en', { ...english, description: 'Buys the harvest of 20 cooperatives.' }),
  sw: {
    words: swahili,
    from: { locale: 'en', hash: `was:${wordsHash({ tagline: 'Old' }, BEFORE.fields)}` },
    changedAt: AT,
  },
};
/** Written since the new fields came (saved through the site at 0028): its hashes are today's already. */
const todayEnglish = {
  ...english,
  sector: 'Agriculture',
  story: 'Started in 2009 with four farmers.',
  services: ['Packing', 'Cold chain'],
};
const TODAY: Versions = {
  en: { words: todayEnglish, changedAt: AT },
  fr: {
    words: { ...french, sector: 'Agriculture' },
    from: { locale: 'en', hash: wordsHash(todayEnglish, AFTER.fields) },
    changedAt: AT,
  },
};

/** Another kind's translation, its hash over fields of the company's names: not a company's, left alone. */
const LEADER: Versions = {
  en: { words: { role: english.tagline, bio: english.description }, changedAt: AT },
  fr: {
    words: { role: french.tagline, bio: french.description },
    from: { locale: 'en', hash: wordsHash(english, BEFORE.fields) },
    changedAt: AT,
  },
};

describe.each(testDatabaseKinds())('migration 0029_company_word_hashes on a database in use (%s)', (kind) => {
  let database: Database;
  let before: { entries: Row[]; revisions: Row[] };
  let after: { entries: Row[]; revisions: Row[] };
  const ids: Record<string, number> = {};
  const entry = (rows: Row[], id: number) => rows.find((e) => e.id === id) as Row & State;

  beforeAll(async () => {
    database = await databaseThrough(kind, '0028');
    const insert = async (entryKind: string, position: number, values: Row, versions: Versions) => {
      const [row] = await database.query<{ id: number }>(
        `insert into entries (kind, position, published, values, versions, created_at, updated_at)
         values ($1, $2, true, $3::jsonb, $4::jsonb, '2026-12-01T09:00:00Z', '2026-12-01T10:00:00Z') returning id`,
        [entryKind, position, JSON.stringify(values), JSON.stringify(versions)],
      );
      return row.id;
    };
    const company = (slug: string) => ({ slug, name: `Test ${slug}`, icon: 'Sprout', colour: 'green' });
    ids.current = await insert('company', 1, company('current'), CURRENT);
    ids.outdated = await insert('company', 2, company('outdated'), OUTDATED);
    ids.today = await insert('company', 3, company('today'), TODAY);
    ids.leader = await insert('leader', 1, { name: 'Thandi Mokoena' }, LEADER);
    // Their histories: each as it stands, an earlier version of the current one (its French matched the
    // English of then), a version deleted before 0025 (no words), and the leader's.
    const earlierEnglish = { ...english, tagline: 'Produce from smallholders' };
    const snapshots: [string, number, string, State][] = [
      [
        'company',
        ids.current,
        'earlier',
        {
          values: company('current'),
          versions: {
            ...CURRENT,
            en: { words: earlierEnglish, changedAt: AT },
            fr: from(french, 'en', earlierEnglish),
          },
          published: true,
        },
      ],
      ['company', ids.current, 'saved', { values: company('current'), versions: CURRENT, published: true }],
      ['company', ids.outdated, 'saved', { values: company('outdated'), versions: OUTDATED, published: true }],
      ['company', ids.today, 'saved', { values: company('today'), versions: TODAY, published: true }],
      ['company', 9999, 'deleted', { values: {}, versions: {} }],
      ['leader', ids.leader, 'saved', { values: { name: 'Thandi Mokoena' }, versions: LEADER }],
    ];
    for (const [type, id, action, snapshot] of snapshots)
      await database.query(
        `insert into revisions (record_type, record_id, action, snapshot, created_at, created_by_label)
         values ($1, $2, $3, $4::jsonb, '2026-12-01T09:30:00Z', 'Naledi Dube')`,
        [type, id, action, JSON.stringify(snapshot)],
      );
    const all = async (sql: string) => plain(await database.query(sql));
    before = {
      entries: await all('select * from entries order by id'),
      revisions: await all('select * from revisions order by id'),
    };
    await migrateThrough(database, '0029');
    after = {
      entries: await all('select * from entries order by id'),
      revisions: await all('select * from revisions order by id'),
    };
  }, 180_000);
  afterAll(async () => {
    await database?.close();
  });

  /**
   * How a company's state changed, as lines: only current translations' hashes may, to today's. A company
   * saved since the new fields came (`today`) was hashed over them already.
   */
  function compareState(where: string, id: unknown, was: State, now: State, problems: string[]) {
    const spec = id === ids.today ? AFTER : BEFORE;
    if (!isDeepStrictEqual(now.values, was.values)) problems.push(`${where}: values ${show(now.values)}`);
    if (now.published !== was.published) problems.push(`${where}: published ${now.published}`);
    for (const locale of LOCALES) {
      const old = was.versions[locale];
      const version = now.versions[locale];
      if (!old || !version) {
        if (old || version) problems.push(`${where} ${locale}: ${show(old)} became ${show(version)}`);
        continue;
      }
      const { from: oldFrom, ...oldRest } = old;
      const { from: newFrom, ...newRest } = version;
      if (!isDeepStrictEqual(newRest, oldRest))
        problems.push(`${where} ${locale}: ${show(newRest)}, was ${show(oldRest)}`);
      if (newFrom?.locale !== oldFrom?.locale) problems.push(`${where} ${locale}: written from ${newFrom?.locale}`);
      const stateBefore = versionState(was.versions, locale, spec);
      const stateAfter = versionState(now.versions, locale, AFTER);
      if (stateBefore !== stateAfter) problems.push(`${where} ${locale}: was ${stateBefore}, now ${stateAfter}`);
      // One out of date keeps the hash it had; one current records its source's words over today's fields.
      const source = oldFrom && now.versions[oldFrom.locale];
      const expected =
        source && stateBefore === 'current' && spec === BEFORE ? wordsHash(source.words, AFTER.fields) : oldFrom?.hash;
      if (newFrom?.hash !== expected) problems.push(`${where} ${locale}: hash ${newFrom?.hash}, expected ${expected}`);
    }
  }

  it("keeps each company translation's state: a current one stays current, one out of date stays out of date", () => {
    const states = (id: number) =>
      LOCALES.map((locale) => versionState(entry(after.entries, id).versions, locale, AFTER));
    expect(states(ids.current)).toEqual(['current', 'current', 'current']);
    expect(states(ids.outdated)).toEqual(['current', 'outdated', 'outdated']);
    expect(states(ids.today)).toEqual(['current', 'current', 'missing']);
    const problems: string[] = [];
    for (const old of before.entries.filter((e) => e.kind === 'company'))
      compareState(
        `company ${old.id}`,
        old.id,
        old as unknown as State,
        entry(after.entries, Number(old.id)),
        problems,
      );
    expect(problems).toEqual([]);
  });

  it("keeps every entry's other columns (updated_at too), and leaves other kinds and today's hashes alone", () => {
    const columns = (rows: Row[]) => rows.map((row) => ({ ...row, versions: null }));
    expect(columns(after.entries)).toEqual(columns(before.entries));
    const untouched = [ids.today, ids.leader];
    expect(after.entries.filter((e) => untouched.includes(Number(e.id)))).toEqual(
      before.entries.filter((e) => untouched.includes(Number(e.id))),
    );
  });

  it("converts the companies' histories the same way, and leaves the other histories as they were", () => {
    const problems: string[] = [];
    expect(after.revisions.map((r) => r.id)).toEqual(before.revisions.map((r) => r.id));
    let converted = 0;
    for (const old of before.revisions) {
      const now = after.revisions.find((r) => r.id === old.id) as Row;
      if (!isDeepStrictEqual({ ...now, snapshot: null }, { ...old, snapshot: null }))
        problems.push(`revision ${old.id}: its row changed`);
      const snapshot = old.snapshot as State;
      if (old.record_type === 'company' && Object.keys(snapshot.versions).length > 0) {
        converted += 1;
        compareState(`revision ${old.id}`, old.record_id, snapshot, now.snapshot as State, problems);
      } else if (!isDeepStrictEqual(now, old)) problems.push(`revision ${old.id}: changed`);
    }
    expect(problems).toEqual([]);
    expect(converted).toBe(4);
    // The version kept of the current company is still the record as it stands.
    const kept = after.revisions.find((r) => r.record_id === ids.current && r.action === 'saved') as Row;
    expect((kept.snapshot as State).versions).toEqual(entry(after.entries, ids.current).versions);
    const earlier = after.revisions.find((r) => r.record_id === ids.current && r.action === 'earlier') as Row;
    expect(versionState((earlier.snapshot as State).versions, 'fr', AFTER)).toBe('current');
  });
});
