import { join } from 'node:path';
import { RESET_ANSWER_MS } from '../../server/src/modules/staff/routes-reset';
import { table } from '../audit/lib/table';
import { createEditors } from './editors';
import { CONNECTIONS, type Figures, load, ms, noteFailure, percent, percentile, reqPerS } from './load';
import type { Pinning } from './pin';
import { type Server, startSite } from './servers';
import { StaffSession } from './staff-session';

/**
 * "Forgot your password?" must not tell by its timing whether an address has an account
 * (decisions 072 and 077). Pairs of asks over HTTP from this process, each from a fresh browser session: one
 * for an editor's address (its link and mail are made after the answer), one for an address with no
 * account, in alternating order. Each editor is asked once, so each known ask is mailed (three an hour
 * per address), and all asks together stay under one client's limit (50 in 15 minutes). A pause after each
 * ask lets the link's work end before the next ask, so each answer is timed alone.
 */
const RESET_PAIRS = 20;
const PAUSE_MS = 300;
/** The difference between the two medians this bench holds the answers to. */
const RESET_GAP_TARGET_MS = 25;
const PASSWORD = 'bench reset passphrase, never used';

/** How long the page reads beside the loaded run's asks last: longer than its asks take. */
const LOADED_SECONDS = 60;

interface Asks {
  known: number[];
  unknown: number[];
}

export interface ResetTimingResult {
  idle: Asks;
  /** The same asks while 50 connections read the home page (wrk, as the bench's targets). */
  loaded: Asks;
  /** That load, as wrk and the server's CPU saw it. */
  beside: Figures;
}

async function ask(origin: string, email: string): Promise<number> {
  const browser = new StaffSession(origin);
  await browser.session();
  const started = performance.now();
  const answer = await fetch(`${origin}/api/admin/password-reset`, {
    method: 'POST',
    headers: { ...browser.headers(), 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  await answer.arrayBuffer();
  const took = performance.now() - started;
  if (answer.status !== 200) noteFailure(`reset timing: POST /api/admin/password-reset answered ${answer.status}`);
  await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
  return took;
}

async function askPairs(origin: string, editors: string[]): Promise<Asks> {
  const asks: Asks = { known: [], unknown: [] };
  for (const [i, editor] of editors.entries()) {
    const nobody = `nobody-${i + 1}@bench.example`;
    if (i % 2 === 0) {
      asks.known.push(await ask(origin, editor));
      asks.unknown.push(await ask(origin, nobody));
    } else {
      asks.unknown.push(await ask(origin, nobody));
      asks.known.push(await ask(origin, editor));
    }
  }
  return asks;
}

/** The pairs on a site of its own (its own database, so each run's asks count against no earlier run's). */
async function onFreshSite(
  outDir: string,
  pinning: Pinning,
  dataDir: string,
  beside?: (site: Server) => Promise<Figures>,
): Promise<{ asks: Asks; beside?: Figures }> {
  const editors = Array.from({ length: RESET_PAIRS }, (_, i) => `reset-${i + 1}@bench.example`);
  await createEditors(dataDir, editors, PASSWORD);
  const site = await startSite(outDir, pinning, { DATA_DIR: dataDir });
  try {
    const busy = beside?.(site);
    // The load's connections are open and its pages cached before the first ask.
    if (busy) await new Promise((resolve) => setTimeout(resolve, 2000));
    const asks = await askPairs(site.origin, editors);
    return { asks, beside: await busy };
  } finally {
    await site.stop();
  }
}

export async function resetTimingPhase(outDir: string, pinning: Pinning, dataDir: string): Promise<ResetTimingResult> {
  const { asks: idle } = await onFreshSite(outDir, pinning, join(dataDir, 'idle'));
  const { asks: loaded, beside } = await onFreshSite(outDir, pinning, join(dataDir, 'loaded'), (site) =>
    load({
      label: 'reset timing: home page beside the asks',
      origin: site.origin,
      path: '/',
      duration: LOADED_SECONDS,
      serverPid: site.pid,
    }),
  );
  if (!beside) throw new Error('the loaded run had no load');
  return { idle, loaded, beside };
}

const sorted = (values: number[]) => [...values].sort((a, b) => a - b);

function gapOf(asks: Asks): number {
  return Math.abs(percentile(sorted(asks.known), 0.5) - percentile(sorted(asks.unknown), 0.5));
}

export function resetTimingReport(result: ResetTimingResult): string {
  const row = (label: string, state: string, values: number[]) => {
    const ordered = sorted(values);
    const at = (p: number) => ms(percentile(ordered, p));
    return [label, state, String(ordered.length), ms(ordered[0]), at(0.5), at(0.9), ms(ordered[ordered.length - 1])];
  };
  const gap = (state: 'idle' | 'loaded') => {
    const value = gapOf(result[state]);
    return `difference of the medians, ${state}: ${ms(value)} (target: at most ${RESET_GAP_TARGET_MS} ms) ${value <= RESET_GAP_TARGET_MS ? 'met' : 'NOT MET'}`;
  };
  return `${table([
    ['address', 'server', 'asks', 'min', 'p50', 'p90', 'max'],
    ...(['idle', 'loaded'] as const).flatMap((state) => [
      row('an editor’s (mailed)', state, result[state].known),
      row('no account', state, result[state].unknown),
    ]),
  ])}\nthe answer's floor: ${RESET_ANSWER_MS} ms; loaded: GET / at ${reqPerS(result.beside.rps)} req/s over ${CONNECTIONS} connections for ${Math.round(result.beside.seconds)} s, the server's CPU ${percent(result.beside.serverCpu)} busy\n${gap('idle')}\n${gap('loaded')}`;
}
