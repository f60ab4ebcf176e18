import { randomBytes } from 'node:crypto';
import { accessSync, constants, type Dirent, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, relative } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { createDatabase, type Database } from '../../db/client';
import { contactMessages, newsletterSubscribers } from '../../db/schema';
import { testDatabaseImage } from '../../test/pglite-image';
import { AdminClient, createStaff } from '../../test/staff';
import { createTestApp, createTestDatabase } from '../../test/test-app';
import { recordAudit, SYSTEM } from '../audit';
import { eraseCheckpoint } from './vacuum';

/**
 * After an erasure the database's files on disk hold no copy of the person: not the table files, not the
 * write-ahead log (docs/decisions/083). The bytes are looked for in the files themselves, as someone with
 * the disk (or a copy of the data folder) would. A new address and name each run (random letters), so
 * that what an earlier run left in a recycled WAL segment cannot be mistaken for this one's.
 */
const RUN = Array.from(randomBytes(12), (byte) => String.fromCharCode(97 + (byte % 26))).join('');
const EMAIL = `zanele.${RUN}@example.org`;
const NAME = `Zanele Mokoena-${RUN}`;
/** The run's letters alone too: what an index keeps of them (the inbox's search words, lower-cased) has them. */
const NEEDLES = [EMAIL, NAME, RUN].map((text) => Buffer.from(text, 'utf8'));

interface Hit {
  file: string;
  offset: number;
  needle: string;
}

/** Every place under `root` (files whose path `keep` accepts) where one of the needles' bytes occur. */
function hitsUnder(root: string, keep: (path: string) => boolean = () => true): Hit[] {
  const hits: Hit[] = [];
  const walk = (folder: string) => {
    let entries: Dirent[];
    try {
      entries = readdirSync(folder, { withFileTypes: true });
    } catch (error) {
      // A folder PostgreSQL removed while we walked (a dropped database's, a retired segment's).
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    for (const entry of entries) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.isFile() && keep(path)) {
        let bytes: Buffer;
        try {
          bytes = readFileSync(path);
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
          throw error;
        }
        for (const needle of NEEDLES) {
          for (let at = bytes.indexOf(needle); at !== -1; at = bytes.indexOf(needle, at + 1)) {
            hits.push({ file: relative(root, path), offset: at, needle: needle.toString() });
          }
        }
      }
    }
  };
  walk(root);
  return hits;
}

/**
 * Whether a hit in a WAL segment file sits on a page of that segment (WAL PostgreSQL may still read),
 * rather than on a page left from the segment the file was recycled from: each WAL page's header holds
 * the position it was written for (`xlp_pageaddr`, 8 bytes at offset 8).
 */
function onLivePage(dataDir: string, hit: Hit, segmentSize: number, pageSize: number): boolean {
  const name = basename(hit.file);
  if (!/^[0-9A-F]{24}$/.test(name)) return true;
  const segment =
    BigInt(`0x${name.slice(8, 16)}`) * (0x1_0000_0000n / BigInt(segmentSize)) + BigInt(`0x${name.slice(16)}`);
  const page = Math.floor(hit.offset / pageSize) * pageSize;
  const written = readFileSync(join(dataDir, hit.file)).readBigUInt64LE(page + 8);
  return written === segment * BigInt(segmentSize) + BigInt(page);
}

async function appOn(database: Database): Promise<FastifyInstance> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_WRITES_PER_MINUTE: '10000',
    BACKGROUND_JOBS: 'false',
    CACHE_MISSES_PER_CLIENT_PER_SECOND: '100000',
    REQUESTS_PER_CLIENT_PER_SECOND: '100000',
  });
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  return app;
}

/** The person's traces, written as the site writes them: a message, a subscription, an audit line, a failed sign-in. */
async function leaveTraces(app: FastifyInstance, database: Database, owner: AdminClient) {
  const db = database.db;
  const [message] = await db
    .insert(contactMessages)
    .values({ name: NAME, email: EMAIL, phone: '+27 11 555 0199', subject: 'investment', message: 'The Benoni hub.' })
    .returning();
  await db.insert(newsletterSubscribers).values({ email: EMAIL, status: 'confirmed' });
  await recordAudit(db, {
    actor: SYSTEM,
    action: 'contact.replied',
    target: { type: 'contact_message', id: message.id },
    details: { to: EMAIL, greeting: `Dear ${NAME},` },
    at: new Date(),
  });
  const visitor = new AdminClient(app);
  await visitor.session();
  const signIn = await visitor.post('/api/admin/sign-in', { email: EMAIL, password: 'not the password at all' });
  expect(signIn.statusCode).toBe(401);
  expect((await owner.post('/api/admin/privacy/lookup', { email: EMAIL })).statusCode).toBe(200);
}

async function erase(owner: AdminClient) {
  const res = await owner.post('/api/admin/privacy/erase', { email: EMAIL, confirm: EMAIL });
  expect(res.statusCode).toBe(200);
  expect(res.json().counts).toMatchObject({ contactMessages: 1, subscriptions: 1, signInAttempts: 1 });
}

const show = (hits: Hit[]) => hits.map((hit) => `${hit.file}@${hit.offset}: ${hit.needle}`);

describe('an erasure on the embedded database leaves no copy in its data folder', () => {
  const folder = mkdtempSync(join(tmpdir(), 'erasure-files-'));
  const dataDir = join(folder, 'data');
  let database: Database;
  let app: FastifyInstance;
  let owner: AdminClient;
  beforeAll(async () => {
    // The run's migrated database, unpacked into a folder (PGlite writes it there), then opened as the site does.
    const unpack = new PGlite(dataDir, {
      loadDataDir: new Blob([(await testDatabaseImage(false)) as Uint8Array<ArrayBuffer>]),
    });
    await unpack.waitReady;
    await unpack.close();
    database = await createDatabase({ dataDir });
    expect(database.created).toBe(false);
    app = await appOn(database);
    owner = new AdminClient(app);
    await owner.signIn(await createStaff(database.db, 'owner'));
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('holds the address and name before the erasure and nowhere after it (WAL included)', async () => {
    await leaveTraces(app, database, owner);
    const before = hitsUnder(dataDir);
    // The test can see them (in the write-ahead log at least), so their absence afterwards means something.
    expect(before.some((hit) => hit.file.startsWith('pg_wal/'))).toBe(true);
    expect(new Set(before.map((hit) => hit.needle))).toEqual(new Set([EMAIL, NAME, RUN]));

    await erase(owner);
    expect(show(hitsUnder(dataDir))).toEqual([]);
  });
});

const postgresUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!postgresUrl)('an erasure on PostgreSQL leaves no copy in the files of its data directory', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let owner: AdminClient;
  let dataDir: string;
  let databaseFolder: string;
  let unreadable: string | undefined;
  let recycle: string;
  let segmentSize: number;
  let pageSize: number;
  beforeAll(async () => {
    ctx = await createTestApp('postgres', { seed: false });
    owner = new AdminClient(ctx.app);
    await owner.signIn(await createStaff(ctx.database.db, 'owner'));
    const [settings] = await ctx.database.query<{
      dir: string;
      oid: number;
      recycle: string;
      segment: string;
      page: string;
    }>(
      `select current_setting('data_directory') as dir, current_setting('wal_recycle') as recycle,
              (select oid from pg_database where datname = current_database()) as oid,
              (select setting from pg_settings where name = 'wal_segment_size') as segment,
              (select setting from pg_settings where name = 'wal_block_size') as page`,
    );
    dataDir = settings.dir;
    databaseFolder = join('base', String(settings.oid));
    recycle = settings.recycle;
    segmentSize = Number(settings.segment);
    pageSize = Number(settings.page);
    try {
      for (const sub of ['pg_wal', databaseFolder]) {
        accessSync(join(dataDir, sub), constants.R_OK | constants.X_OK);
        readdirSync(join(dataDir, sub));
      }
    } catch (error) {
      // A server on another machine, or files of another user: nothing to read here.
      unreadable = `${dataDir} is not readable by this process (${(error as Error).message})`;
    }
  }, 60_000);
  afterAll(() => ctx?.close());

  /** This database's table files, the cluster's shared catalogs and the WAL: where its rows can be. */
  const ours = (path: string) => {
    const inside = relative(dataDir, path);
    return inside.startsWith(`${databaseFolder}/`) || inside.startsWith('global/') || inside.startsWith('pg_wal/');
  };

  it('none in the table files or in live WAL; in recycled segments only while wal_recycle is on', async ({ skip }) => {
    if (unreadable) {
      console.warn(`[erasure files] ${unreadable}: the PostgreSQL data directory was not searched`);
      skip(unreadable);
    }
    await leaveTraces(ctx.app, ctx.database, owner);
    const before = hitsUnder(dataDir, ours);
    expect(
      before.some((hit) => hit.file.startsWith('pg_wal/') && onLivePage(dataDir, hit, segmentSize, pageSize)),
    ).toBe(true);

    await erase(owner);
    const after = hitsUnder(dataDir, ours);
    const wal = after.filter((hit) => hit.file.startsWith('pg_wal/'));
    expect(show(after.filter((hit) => !hit.file.startsWith('pg_wal/')))).toEqual([]);
    // What PostgreSQL could still read back, or ship to a replica or archive: nothing.
    expect(show(wal.filter((hit) => onLivePage(dataDir, hit, segmentSize, pageSize)))).toEqual([]);
    // Left-over bytes of retired segments, renamed for reuse: only with wal_recycle on (README, "Backups").
    if (recycle === 'off') expect(show(wal)).toEqual([]);
    else console.info(`[erasure files] wal_recycle=on: ${wal.length} hit(s) in recycled WAL segment files`);
  });

  it('rewrites the tables only once a transaction that could still see the rows has ended', async ({ skip }) => {
    if (unreadable) skip(unreadable);
    await leaveTraces(ctx.app, ctx.database, owner);
    // Another connection to this database, in a transaction that took its snapshot before the erasure (a
    // colleague's report, a slow request): VACUUM FULL would copy the rows it can still see.
    const other = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await other.connect();
    try {
      // Its snapshot is taken by its first statement, which touches no erased table: it holds no lock that
      // the rewrite would wait for, only the rows it may still read.
      await other.query('begin isolation level repeatable read');
      await other.query('select 1');
      let ended = false;
      const release = setTimeout(() => {
        void other.query('commit').then(() => {
          ended = true;
        });
      }, 700);
      await erase(owner);
      clearTimeout(release);
      // The erasure answered after the other transaction had ended: it waited for it.
      expect(ended).toBe(true);
    } finally {
      await other.end();
    }
    expect(show(hitsUnder(dataDir, ours).filter((hit) => !hit.file.startsWith('pg_wal/')))).toEqual([]);
  });
});

describe('the checkpoint after an erasure', () => {
  it('without the privileges, says what to grant and does not fail', async () => {
    // A role that is neither superuser nor pg_checkpoint, as a site's own role usually is.
    const database = await createTestDatabase('pglite', { seed: false });
    try {
      await database.query('create role erasure_checkpoint_test');
      await database.query('set role erasure_checkpoint_test');
      const lines: { level: string; fields: Record<string, unknown>; message: string }[] = [];
      const log = {
        warn: (fields: Record<string, unknown>, message: string) => lines.push({ level: 'warn', fields, message }),
        error: (fields: Record<string, unknown>, message: string) => lines.push({ level: 'error', fields, message }),
      };
      await expect(eraseCheckpoint(database, log as unknown as FastifyBaseLogger)).resolves.toBe(false);
      expect(lines).toHaveLength(1);
      expect(lines[0].level).toBe('warn');
      expect(lines[0].message).toMatch(/^checkpoint after erasure not permitted: /);
      expect(lines[0].fields.grant).toEqual([
        'GRANT EXECUTE ON FUNCTION pg_switch_wal() TO erasure_checkpoint_test',
        'GRANT pg_checkpoint TO erasure_checkpoint_test',
      ]);
    } finally {
      await database.close();
    }
  });

  it('with them, runs and reports so', async () => {
    const database = await createTestDatabase('pglite', { seed: false });
    try {
      const lines: string[] = [];
      const log = {
        warn: (_: unknown, message: string) => lines.push(message),
        error: (_: unknown, message: string) => lines.push(message),
      };
      await expect(eraseCheckpoint(database, log as unknown as FastifyBaseLogger)).resolves.toBe(true);
      // PGlite runs with wal_recycle off (db/pglite.ts), so there is nothing to warn about.
      expect(lines).toEqual([]);
    } finally {
      await database.close();
    }
  });
});
