import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ISSUE_TEXT } from '@common/admin/newsletter';
import { translationStates } from '@common/translation';
import { asc, sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../test/test-app';
import { createDatabase, type Database } from './client';
import { newsletterIssues } from './schema';

const MIGRATIONS = fileURLToPath(new URL('./migrations', import.meta.url));
const TAG = '0014_newsletter_translations';

/** A copy of the migrations before `tag`: the database as the release before it left it. */
async function migrationsBefore(tag: string): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'migrations-'));
  const journal = JSON.parse(await readFile(join(MIGRATIONS, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  const index = journal.entries.findIndex((entry) => entry.tag === tag);
  if (index < 0) throw new Error(`No migration ${tag}`);
  journal.entries = journal.entries.slice(0, index);
  await mkdir(join(folder, 'meta'));
  await writeFile(join(folder, 'meta', '_journal.json'), JSON.stringify(journal));
  for (const entry of journal.entries)
    await copyFile(join(MIGRATIONS, `${entry.tag}.sql`), join(folder, `${entry.tag}.sql`));
  return folder;
}

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

describe.each(testDatabaseKinds())(`migration ${TAG} (%s)`, (kind) => {
  let database: Database | undefined;
  let folder: string | undefined;
  afterAll(async () => {
    await database?.close();
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  it('moves English to text columns and French and Swahili to translations, each counted current', async () => {
    database = await createDatabase({ url: kind === 'postgres' ? process.env.TEST_DATABASE_URL : undefined });
    const { db } = database;
    if (kind === 'postgres') {
      await db.execute(sql`drop schema if exists public cascade`);
      await db.execute(sql`drop schema if exists drizzle cascade`);
      await db.execute(sql`create schema public`);
    }
    folder = await migrationsBefore(TAG);
    if (kind === 'postgres') await migratePostgres(db as unknown as NodePgDatabase, { migrationsFolder: folder });
    else await migratePglite(db as unknown as PgliteDatabase, { migrationsFolder: folder });
    for (const row of OLD_ROWS) {
      await database.query(
        'insert into newsletter_issues (subject, intro, article_ids, status) values ($1::jsonb, $2::jsonb, $3::jsonb, $4)',
        [JSON.stringify(row.subject), JSON.stringify(row.intro), '[]', row.status],
      );
    }

    await database.migrate();

    const rows = await db.select().from(newsletterIssues).orderBy(asc(newsletterIssues.id));
    expect(rows.map(({ subject, intro, translations, status }) => ({ subject, intro, translations, status }))).toEqual([
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
    // No `_source`: what was there counts as made from this English; the half one shows as missing.
    expect(rows.map((row) => translationStates(row, row.translations, ISSUE_TEXT))).toEqual([
      { fr: 'current', sw: 'current' },
      { fr: 'missing', sw: 'missing' },
      { fr: 'missing', sw: 'missing' },
    ]);
    // A new issue needs no translations.
    const [fresh] = await db
      .insert(newsletterIssues)
      .values({ subject: 'New', intro: 'Hi.', articleIds: [] })
      .returning();
    expect(fresh.translations).toEqual({});
  });
});
