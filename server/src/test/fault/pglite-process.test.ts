import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { like } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../db/client';
import { contactMessages } from '../../db/schema';
import { is2xx, markerIn, summarise } from './checks';
import { contactMessage, describeOutcome, now, send, sendSlowly, sleep } from './http';
import { type SiteProcess, startSite } from './site-process';

/**
 * One process per PGlite folder and a shutdown that loses nothing (decision 011), on the built site with
 * its embedded database on disk, in a child process: signals, a second process on the same folder, and
 * the folder opened again afterwards to see what was really stored.
 */

const CACHED_API = '/api/news?published=true&limit=9&offset=0';

/** Markers of the contact messages stored in the folder (opened after the site has exited). */
async function storedMarkers(dataDir: string, run: string): Promise<Set<string>> {
  const database = await createDatabase({ dataDir });
  try {
    const rows = await database.db
      .select({ message: contactMessages.message })
      .from(contactMessages)
      .where(like(contactMessages.message, `Fault test message ${run}-%`));
    return new Set(rows.map((row) => markerIn(row.message)).filter((m): m is string => m !== undefined));
  } finally {
    await database.close();
  }
}

/**
 * Writes in flight when `signal` arrives: `inFlightCount` requests whose headers the server has parsed
 * and routed (it answered `100 Continue`) and whose bodies follow 300 ms after the signal, so their
 * inserts all run during the shutdown; and a burst of `burstCount` complete requests sent just before
 * the signal, which race with it (the server may not have read them yet: those arrive after close).
 */
async function writesAcrossSignal(
  site: SiteProcess,
  run: string,
  signal: NodeJS.Signals,
  inFlightCount: number,
  burstCount: number,
) {
  const { origin } = site;
  const inFlight = Array.from({ length: inFlightCount }, (_, i) =>
    sendSlowly(origin, '/api/contact', { json: contactMessage(`${run}-f${i}`), marker: `${run}-f${i}` }),
  );
  await Promise.all(inFlight.map((s) => s.started));
  const burst = Array.from({ length: burstCount }, (_, i) =>
    sendSlowly(origin, '/api/contact', { json: contactMessage(`${run}-b${i}`), marker: `${run}-b${i}`, split: false }),
  );
  await Promise.all(burst.map((b) => b.started));
  const signalAt = site.signal(signal);
  await sleep(300);
  for (const s of inFlight) s.finish();
  const inFlightOutcomes = await Promise.all(inFlight.map((s) => s.done));
  const burstOutcomes = await Promise.all(burst.map((b) => b.done));
  const exit = await Promise.race([site.exited, sleep(15_000).then(() => undefined)]);
  return { signalAt, inFlightOutcomes, burstOutcomes, exit };
}

/** What may happen to a request that races with the signal: answered, or refused because it came late. */
const RACE_ERRORS = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'socket hang up']);

function shutdownProblems(
  signalName: string,
  { signalAt, inFlightOutcomes, burstOutcomes, exit }: Awaited<ReturnType<typeof writesAcrossSignal>>,
  stored: Set<string>,
): string[] {
  const problems: string[] = [];
  if (!exit) problems.push(`the site was still running 15 s after ${signalName}`);
  else {
    if (exit.code !== 0 || exit.signal !== null)
      problems.push(`exit code ${exit.code}, signal ${exit.signal} (expected 0)`);
    if (exit.at - signalAt > 10_000) problems.push(`exited ${Math.round(exit.at - signalAt)} ms after ${signalName}`);
  }
  problems.push(
    ...summarise(
      `writes in flight at ${signalName} not answered 2xx`,
      inFlightOutcomes.filter((o) => !is2xx(o)).map(describeOutcome),
    ),
  );
  problems.push(
    ...summarise(
      `writes racing with ${signalName} that were neither answered 2xx/503 nor refused`,
      burstOutcomes
        .filter((o) => !(is2xx(o) || o.status === 503 || (o.error && RACE_ERRORS.has(o.error))))
        .map(describeOutcome),
    ),
  );
  problems.push(
    ...summarise(
      '2xx answers whose message is not stored',
      [...inFlightOutcomes, ...burstOutcomes]
        .filter((o) => is2xx(o) && !stored.has(o.marker as string))
        .map(describeOutcome),
    ),
  );
  return problems;
}

function summary({ signalAt, inFlightOutcomes, burstOutcomes, exit }: Awaited<ReturnType<typeof writesAcrossSignal>>) {
  const count = (list: typeof burstOutcomes, test: (o: (typeof burstOutcomes)[number]) => boolean) =>
    list.filter(test).length;
  return JSON.stringify({
    inFlight: inFlightOutcomes.length,
    inFlight2xx: count(inFlightOutcomes, is2xx),
    burst: burstOutcomes.length,
    burst2xx: count(burstOutcomes, is2xx),
    burst503: count(burstOutcomes, (o) => o.status === 503),
    burstRefused: count(burstOutcomes, (o) => Boolean(o.error)),
    exit: exit && { code: exit.code, signal: exit.signal, afterMs: Math.round(exit.at - signalAt) },
  });
}

describe('the built site on PGlite in a folder', () => {
  let dataDir: string;
  let site: SiteProcess | undefined;
  const others: SiteProcess[] = [];

  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'veb-fault-pglite-'));
  });

  afterEach(async () => {
    await Promise.all([site, ...others.splice(0)].map((s) => s?.stop(5000)));
    site = undefined;
  }, 30_000);

  afterAll(() => {
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('SIGTERM lets the writes in flight finish, stores every answered one, and exits 0 within 10 s', async () => {
    site = await startSite({ dataDir, startTimeoutMs: 120_000 });
    const run = `LT${Date.now().toString(36)}`;
    const result = await writesAcrossSignal(site, run, 'SIGTERM', 20, 40);
    const stored = await storedMarkers(dataDir, run);
    console.info(`[fault] SIGTERM on PGlite: ${summary(result)}`);
    expect(shutdownProblems('SIGTERM', result, stored), site.report()).toEqual([]);
  }, 120_000);

  it('SIGINT does the same', async () => {
    site = await startSite({ dataDir });
    const run = `LI${Date.now().toString(36)}`;
    const result = await writesAcrossSignal(site, run, 'SIGINT', 3, 5);
    const stored = await storedMarkers(dataDir, run);
    console.info(`[fault] SIGINT on PGlite: ${summary(result)}`);
    expect(shutdownProblems('SIGINT', result, stored), site.report()).toEqual([]);
  }, 60_000);

  it('refuses a second process on the folder, keeps serving, and opens it again once the first stops', async () => {
    site = await startSite({ dataDir });
    const run = `LO${Date.now().toString(36)}`;
    const first = await send(site.origin, '/api/contact', { json: contactMessage(`${run}-1`) });
    expect(first.status, describeOutcome(first)).toBe(201);

    const startedAt = now();
    const second = await startSite({ dataDir, waitUntilHealthy: false });
    others.push(second);
    const secondExit = await Promise.race([second.exited, sleep(15_000).then(() => undefined)]);
    expect(secondExit, `the second process is still running 15 s later\n${second.report()}`).toBeDefined();
    expect(secondExit?.code, second.report()).not.toBe(0);
    expect(secondExit?.code, second.report()).not.toBeNull();
    expect(
      (secondExit?.at ?? Number.POSITIVE_INFINITY) - startedAt,
      'seconds until the second process gave up',
    ).toBeLessThan(10_000);
    expect(second.stderr(), 'the refusal names the folder').toContain(resolve(dataDir));
    expect(second.stderr(), 'the refusal says the folder is in use').toMatch(/in use/i);
    // It opened nothing: /healthz on its port never answered.
    expect((await send(second.origin, '/healthz')).error).toBe('ECONNREFUSED');

    // The first is unharmed.
    expect(site.exit(), site.report()).toBeUndefined();
    expect((await send(site.origin, '/healthz')).status).toBe(200);
    expect((await send(site.origin, CACHED_API)).status).toBe(200);
    const during = await send(site.origin, '/api/contact', { json: contactMessage(`${run}-2`) });
    expect(during.status, describeOutcome(during)).toBe(201);

    const firstExit = await site.stop();
    expect({ code: firstExit.code, signal: firstExit.signal }, site.report()).toEqual({ code: 0, signal: null });

    // Free again: a new process opens the folder and finds everything.
    site = await startSite({ dataDir });
    const news = await send(site.origin, CACHED_API);
    expect(news.status).toBe(200);
    expect(JSON.parse(news.body ?? '{}').articles?.length).toBeGreaterThan(0);
    const after = await send(site.origin, '/api/contact', { json: contactMessage(`${run}-3`) });
    expect(after.status, describeOutcome(after)).toBe(201);
    const thirdExit = await site.stop();
    expect(thirdExit.code, site.report()).toBe(0);

    const stored = await storedMarkers(dataDir, run);
    expect([...stored].sort()).toEqual([`${run}-1`, `${run}-2`, `${run}-3`]);
  }, 90_000);
});
