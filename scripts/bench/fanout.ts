import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { and, count, eq, sql } from 'drizzle-orm';
import { buildApp } from '../../server/src/app';
import { loadConfig } from '../../server/src/config';
import { createDatabase, type Database } from '../../server/src/db/client';
import { mailOutbox, serverSecrets } from '../../server/src/db/schema';
import { seedContent } from '../../server/src/db/seed';
import { AdminClient, createStaff } from '../../server/src/test/staff';
import { table } from '../audit/lib/table';

/**
 * Decision 052, the newsletter: an issue to 100,000 subscribers is queued within 30 s, and leaves as fast as
 * the SMTP server takes it (at least 200 mails a second against a local sink, the rate setting raised).
 *
 * Method: 100,000 confirmed subscribers in three languages inserted with one INSERT ... SELECT
 * generate_series through the app's database module; the app built in this process (as server.ts builds
 * it: its mail worker running, SMTP_URL at a sink in its own process, smtp-sink.ts); an editor made in the
 * database signs in and creates and sends an issue (three languages, three articles) through the admin API.
 * (a) queueing: from the send request to its 2xx, which answers only once the transaction holding every
 * mail has committed (the count of the issue's outbox rows is checked against the recipients); (b)
 * sending: mails the sink received, from that answer until the first BENCH_FANOUT_MEASURE (20,000), with
 * NEWSLETTER_RATE_PER_MINUTE at BENCH_FANOUT_RATE (60,000 a minute: the schedule allows 1,000 a second,
 * more than is measured, so the figure is the software's and the sink's, not the setting's).
 *
 *   BENCH_FANOUT_SUBSCRIBERS  default 100000      BENCH_FANOUT_MEASURE  default 20000
 *   BENCH_FANOUT_RATE         default 60000       BENCH_FANOUT_DATABASE_URL (else BENCH_DATABASE_URL):
 *   PostgreSQL as well as PGlite. That database is emptied: it must be empty, or one this phase made.
 */
const QUEUE_TARGET_S = 30;
const SEND_TARGET_PER_S = 200;

const subscribers = Number(process.env.BENCH_FANOUT_SUBSCRIBERS ?? 100_000);
const measured = Math.min(subscribers, Number(process.env.BENCH_FANOUT_MEASURE ?? 20_000));
const rate = Number(process.env.BENCH_FANOUT_RATE ?? 60_000);
const PUBLIC_URL = 'https://fanout.bench.example';
/** The row that marks a PostgreSQL database as this phase's, which it may empty. */
const MARK = 'bench.fanout';

export interface FanoutResult {
  label: string;
  subscribers: number;
  recipients: number;
  queueS: number;
  sent: number;
  sendS: number;
  perSecond: number;
  note?: string;
}

/** A sink in its own process; `received(n)` resolves with the time its nth message arrived. */
async function startSink() {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench/smtp-sink.ts'], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, SINK_EVERY: String(Math.min(100, measured)) },
  });
  const times = new Map<number, number>();
  const waiting = new Map<number, (at: number) => void>();
  let latest = 0;
  const port = await new Promise<number>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`SMTP sink ended (${code})`)));
    createInterface({ input: child.stdout as NodeJS.ReadableStream }).on('line', (line) => {
      const [word, a, , b] = line.split(' ');
      if (word === 'port') resolve(Number(a));
      if (word === 'received') {
        latest = Number(a);
        times.set(latest, Number(b));
        for (const [n, done] of waiting) {
          if (latest >= n) {
            waiting.delete(n);
            done(Number(b));
          }
        }
      }
    });
  });
  return {
    url: `smtp://127.0.0.1:${port}`,
    latest: () => latest,
    received: (n: number) =>
      new Promise<number>((resolve) => {
        const at = [...times].find(([k]) => k >= n)?.[1];
        if (at !== undefined) resolve(at);
        else waiting.set(n, resolve);
      }),
    stop: () => child.kill('SIGTERM'),
  };
}

/** A PostgreSQL database this phase may empty: none of its own tables yet, or marked by an earlier run. */
async function resetPostgres(url: string): Promise<void> {
  const database = await createDatabase({ url });
  try {
    const [{ tables }] = await database.query<{ tables: number }>(
      "select count(*)::int as tables from information_schema.tables where table_schema = 'public'",
    );
    const marked =
      tables > 0 &&
      (await database.query("select 1 from information_schema.tables where table_name = 'server_secrets'")).length >
        0 &&
      (await database.query('select 1 from server_secrets where name = $1', [MARK])).length > 0;
    if (tables > 0 && !marked) {
      throw new Error(
        `${new URL(url).pathname.slice(1)} holds tables this phase did not make: give it an empty database`,
      );
    }
    await database.query('drop schema if exists public cascade');
    await database.query('drop schema if exists drizzle cascade');
    await database.query('create schema public');
  } finally {
    await database.close();
  }
}

async function prepare(database: Database): Promise<void> {
  await database.migrate();
  await seedContent(database.db);
  await database.db.insert(serverSecrets).values({ name: MARK, value: 'newsletter fan-out bench' });
  // Set-based: one statement makes them all, a third in each language.
  await database.db.execute(sql`
    insert into newsletter_subscribers (email, status, locale, created_at, confirmed_at)
    select 'reader' || n || '@fanout.bench.example', 'confirmed', (array['en', 'fr', 'sw'])[1 + n % 3], now(), now()
    from generate_series(1, ${subscribers}) as n`);
}

async function measure(label: string, database: Database): Promise<FanoutResult> {
  const sink = await startSink();
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  try {
    const config = loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      PUBLIC_URL,
      SMTP_URL: sink.url,
      NEWSLETTER_RATE_PER_MINUTE: String(rate),
      SEED_DEMO: 'false',
    });
    // Warnings and errors on stderr: a refused send says why.
    app = await buildApp({ config, database, logger: { level: 'warn' } });
    await app.ready();
    const staff = await createStaff(database.db, 'editor');
    const editor = new AdminClient(app, PUBLIC_URL);
    await editor.signIn(staff);
    const articles = (await editor.get('/api/admin/newsletters/articles')).json() as { id: number }[];
    // The one record input (docs/decisions/078): the articles under values, each language's words under words.
    const created = await editor.post('/api/admin/newsletters', {
      values: { articleIds: articles.slice(0, 3).map((article) => article.id) },
      words: {
        en: {
          subject: 'The fan-out bench issue',
          intro: 'What happened this month, in a few paragraphs.\n\nA second paragraph.',
        },
        fr: { subject: 'Le numéro du banc d’essai', intro: 'Ce qui s’est passé ce mois-ci.' },
        sw: { subject: 'Toleo la jaribio', intro: 'Yaliyotokea mwezi huu.' },
      },
    });
    if (created.statusCode !== 201) throw new Error(`issue not created: ${created.statusCode} ${created.body}`);
    const id = created.json().id as number;

    const asked = Date.now();
    const sent = await editor.post(`/api/admin/newsletters/${id}/send`, {});
    const answered = Date.now();
    if (sent.statusCode !== 200) throw new Error(`send refused: ${sent.statusCode} ${sent.body}`);
    const recipients = sent.json().recipients as number;
    const [{ queued }] = await database.db
      .select({ queued: count() })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.issueId, id), eq(mailOutbox.kind, 'newsletter_issue')));
    const note = Number(queued) === recipients ? undefined : `${queued} rows queued for ${recipients} recipients`;

    // Bounded: a sender far below the target says so in two minutes rather than in hours.
    const limit = Math.max(120_000, (measured / SEND_TARGET_PER_S) * 2000);
    const reached = await Promise.race([
      sink.received(measured),
      new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), limit).unref()),
    ]);
    const count_ = reached === undefined ? sink.latest() : measured;
    const sendS = ((reached ?? Date.now()) - answered) / 1000;
    return {
      label,
      subscribers,
      recipients,
      queueS: (answered - asked) / 1000,
      sent: count_,
      sendS,
      perSecond: count_ / sendS,
      note,
    };
  } finally {
    await app?.close();
    sink.stop();
  }
}

/** The phase: PGlite in a temporary folder, then PostgreSQL when a database is given. */
export async function fanoutPhase(progress: (line: string) => void): Promise<FanoutResult[]> {
  const results: FanoutResult[] = [];
  const root = mkdtempSync(join(tmpdir(), 'veb-fanout-'));
  try {
    const pglite = await createDatabase({ dataDir: join(root, 'data') });
    try {
      await prepare(pglite);
      progress(`fanout: ${subscribers} subscribers on PGlite`);
      results.push(await measure('PGlite (disk)', pglite));
      progress(`  ${fanoutReport(results.slice(-1)).split('\n').at(-1)}`);
    } finally {
      await pglite.close();
    }
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
  const url = process.env.BENCH_FANOUT_DATABASE_URL ?? process.env.BENCH_DATABASE_URL;
  if (url) {
    await resetPostgres(url);
    const postgres = await createDatabase({ url });
    try {
      await prepare(postgres);
      progress(`fanout: ${subscribers} subscribers on PostgreSQL`);
      results.push(await measure('PostgreSQL', postgres));
      progress(`  ${fanoutReport(results.slice(-1)).split('\n').at(-1)}`);
    } finally {
      await postgres.close();
    }
  }
  return results;
}

const met = (ok: boolean) => (ok ? 'met' : 'NOT met');

export function fanoutReport(results: FanoutResult[]): string {
  return table([
    [
      'database',
      'recipients',
      'queued in',
      `target <= ${QUEUE_TARGET_S} s`,
      'measured',
      'mails/s',
      `target >= ${SEND_TARGET_PER_S}`,
    ],
    ...results.map((r) => [
      r.label + (r.note ? ` (${r.note})` : ''),
      r.recipients,
      `${r.queueS.toFixed(1)} s`,
      met(r.queueS <= QUEUE_TARGET_S && !r.note),
      `first ${r.sent} in ${r.sendS.toFixed(1)} s`,
      Math.round(r.perSecond),
      met(r.perSecond >= SEND_TARGET_PER_S),
    ]),
  ]);
}
