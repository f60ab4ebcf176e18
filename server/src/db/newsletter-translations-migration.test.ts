import { afterAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../test/database-kinds';
import type { Database } from './client';
import { databaseThrough, migrateThrough } from './fixtures/database-at';
import { OLD_ISSUE_SPEC, oldTranslationState } from './fixtures/old-translation-rule';

const TAG = '0014_newsletter_translations';

/** Issues as they were stored before: every language, English included, in jsonb. */
const OLD_ROWS = [
  {
    subject: { en: 'June news', fr: 'Les nouvelles de juin', sw: 'Habari za Juni' },
    intro: { en: 'Hello.', fr: 'Bonjour.', sw: 'Habari.' },
    status: 'sent',
  },
  { subject: { en: 'English only' }, intro: { en: 'Hi.' }, status: 'draft' },
  // Written by hand or by an older client: a French subject without its introduction, and an empty Swahili.
  { subject: { en: 'Half', fr: 'Moitié', sw: '' }, intro: { en: 'Hi.', sw: '  ' }, status: 'draft' },
];

type IssueRow = {
  subject: string;
  intro: string;
  translations: Record<string, Record<string, unknown>>;
  status: string;
};

/**
 * Migration 0014 on its own: the database as the release before it left it, then 0014 and nothing after
 * (0025 later moves these columns into `versions`; content-model-migration.test.ts checks that step). The
 * columns are read with SQL, as the schema of today no longer has them.
 */
describe.each(testDatabaseKinds())(`migration ${TAG} (%s)`, (kind) => {
  let database: Database | undefined;
  afterAll(async () => {
    await database?.close();
  });

  it('moves English to text columns and French and Swahili to translations, each counted current', async () => {
    database = await databaseThrough(kind, '0013');
    for (const row of OLD_ROWS) {
      await database.query(
        'insert into newsletter_issues (subject, intro, article_ids, status) values ($1::jsonb, $2::jsonb, $3::jsonb, $4)',
        [JSON.stringify(row.subject), JSON.stringify(row.intro), '[]', row.status],
      );
    }

    await migrateThrough(database, TAG);

    const rows = await database.query<IssueRow>(
      'select subject, intro, translations, status from newsletter_issues order by id',
    );
    expect(rows).toEqual([
      {
        subject: 'June news',
        intro: 'Hello.',
        translations: {
          fr: { subject: 'Les nouvelles de juin', intro: 'Bonjour.' },
          sw: { subject: 'Habari za Juni', intro: 'Habari.' },
        },
        status: 'sent',
      },
      { subject: 'English only', intro: 'Hi.', translations: {}, status: 'draft' },
      { subject: 'Half', intro: 'Hi.', translations: { fr: { subject: 'Moitié' } }, status: 'draft' },
    ]);
    // No `_source`: what was there counts as made from this English; the half one shows as missing (the
    // rule of the time, fixtures/old-translation-rule.ts).
    expect(
      rows.map((row) =>
        Object.fromEntries(
          (['fr', 'sw'] as const).map((locale) => [
            locale,
            oldTranslationState(row, row.translations[locale], OLD_ISSUE_SPEC),
          ]),
        ),
      ),
    ).toEqual([
      { fr: 'current', sw: 'current' },
      { fr: 'missing', sw: 'missing' },
      { fr: 'missing', sw: 'missing' },
    ]);
    // A new issue needs no translations.
    const [fresh] = await database.query<{ translations: unknown }>(
      "insert into newsletter_issues (subject, intro, article_ids) values ('New', 'Hi.', '[]'::jsonb) returning translations",
    );
    expect(fresh.translations).toEqual({});
    // Nothing after 0014 ran (0000 to 0014 are 15 migrations).
    const [applied] = await database.query<{ n: number }>(
      'select count(*)::int as n from drizzle.__drizzle_migrations',
    );
    expect(applied.n).toBe(15);
  });
});
