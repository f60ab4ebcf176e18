import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { CONTENT_CHANNEL } from './content-channel';
import { createPgliteFolder, emptyDatabaseImage } from './pglite-init';
import { lockDataDir } from './pglite-lock';
import * as schema from './schema';
import type { Database, Db } from './types';
import { DatabaseUnavailableError } from './unavailable';

export const MEMORY = 'memory://';

const BYTEA = 17;
/**
 * bytea in and out with Node's native hex codec. PGlite's own (0.5) maps every byte through a JS string
 * (`Array.from(bytes).map(…toString(16)…)`, and `parseInt` per byte back): for a 1-4 MB image that held
 * the event loop for hundreds of milliseconds per upload and per media file read (the bench's uploads
 * phase measured it).
 */
const byteaCodec = {
  serializers: {
    [BYTEA]: (value: unknown) => {
      if (!(value instanceof Uint8Array)) throw new Error('Invalid input for bytea type');
      return `\\x${Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('hex')}`;
    },
  },
  parsers: { [BYTEA]: (text: string) => Buffer.from(text.slice(2), 'hex') },
};

/**
 * A database's files (a tar archive), given to PGlite without a copy. PGlite reads an archive with
 * `arrayBuffer()` alone and copies each file out of it into its own file system. Node 20's Blob copies
 * the bytes when it is made and twice more when it is read back (in 64 KB pieces, then joined): for the
 * tests' 43 MB seeded archive that was 0.4 CPU s of each in-memory database's start on a slow two-core
 * machine, about a sixth of the quick tier's CPU (decision 075). Many databases share one
 * image, which PGlite only reads: server/src/test/pglite-image.test.ts checks it is unchanged after a
 * database made from it has been written to and closed.
 */
class ArchiveBlob extends Blob {
  constructor(private readonly archive: Uint8Array) {
    super();
  }
  override get size(): number {
    return this.archive.byteLength;
  }
  override async arrayBuffer(): Promise<ArrayBuffer> {
    const { buffer, byteOffset, byteLength } = this.archive;
    // A view of part of a buffer (a small Buffer from Node's pool) is copied.
    if (byteOffset === 0 && byteLength === buffer.byteLength) return buffer as ArrayBuffer;
    return buffer.slice(byteOffset, byteOffset + byteLength) as ArrayBuffer;
  }
  override async bytes(): Promise<Uint8Array<ArrayBuffer>> {
    return new Uint8Array(await this.arrayBuffer());
  }
  override async text(): Promise<string> {
    return new TextDecoder().decode(this.archive);
  }
  override stream(): ReadableStream<Uint8Array<ArrayBuffer>> {
    return new Blob([this.archive as Uint8Array<ArrayBuffer>]).stream();
  }
  override slice(start?: number, end?: number, type?: string): Blob {
    return new Blob([this.archive as Uint8Array<ArrayBuffer>]).slice(start, end, type);
  }
}

/**
 * PostgreSQL's shared buffers inside PGlite's WebAssembly memory. initdb's default, 128 MB, is set up
 * at start and stays resident whether the data needs it or not: it was a third of the idle server
 * (docs/decisions/050). PGlite reads its files through the operating system, whose page
 * cache keeps what does not fit here, so a small pool costs little.
 */
const PGLITE_SHARED_BUFFERS = '16MB';
const options = {
  ...byteaCodec,
  // Trigrams for the subscriber list's search (migration 0023, docs/decisions/059): a 16 KB bundle.
  extensions: { pg_trgm },
  startParams: [
    ...PGlite.defaultStartParams,
    '-c',
    `shared_buffers=${PGLITE_SHARED_BUFFERS}`,
    // A retired WAL segment is deleted, not renamed for reuse with its old bytes in it: after an erasure's
    // checkpoint the folder keeps no copy of the erased rows (docs/decisions/083).
    '-c',
    'wal_recycle=off',
  ],
};

/**
 * The embedded database: PostgreSQL in WebAssembly, in this process, on a folder (or in memory). The
 * folder is locked while open (pglite-lock.ts) and created by a child process (pglite-init.ts).
 */
export async function createPgliteDatabase(
  dataDir: string,
  migrationsFolder: string,
  image?: Uint8Array,
): Promise<Database> {
  let release = () => {};
  let client: PGlite;
  let created = false;
  if (dataDir === MEMORY) {
    client = new PGlite({ loadDataDir: new ArchiveBlob(image ?? (await emptyDatabaseImage())), ...options });
  } else {
    mkdirSync(dataDir, { recursive: true });
    release = lockDataDir(dataDir);
    try {
      created = await createPgliteFolder(dataDir);
      client = new PGlite(dataDir, options);
    } catch (error) {
      release();
      throw error;
    }
  }
  await client.waitReady;
  let closed = false;
  return {
    db: drizzle(client, { schema }) as unknown as Db,
    kind: 'pglite',
    created,
    migrate: () => migrate(drizzle(client), { migrationsFolder }),
    ping: async () => {
      if (closed || client.closed) throw new DatabaseUnavailableError('The database is closed');
      await client.query('select 1');
    },
    query: async <Row>(text: string, params: unknown[] = []) => (await client.query<Row>(text, params)).rows,
    dumpImage: async () => new Uint8Array(await (await client.dumpDataDir('none')).arrayBuffer()),
    // In-process: notifications cannot be lost, so the caches never need to stand aside.
    onContentChange: async (listener) => client.listen(CONTENT_CHANNEL, listener),
    close: async () => {
      if (closed) return;
      closed = true;
      try {
        await client.close();
      } finally {
        release();
      }
    },
  };
}
