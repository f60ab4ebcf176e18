import { table } from '../audit/lib/table';
import type { Pair } from './ceiling';
import {
  CONNECTIONS,
  cpuPerRequestUs,
  type Figures,
  ms,
  othersOnLoadCpu,
  othersOnServerCpu,
  percent,
  reqPerS,
} from './load';
import { SIZE_BUDGET, type SizeResult } from './news-size';

/** The budgets of decision 021: API reads and pages against their ceilings, and p99. */
const BUDGET = { api: 0.8, page: 0.9, p99Ms: 10 };

/** The load generator at this share of its CPU or more sets the pace itself. */
const LOAD_BOUND = 0.9;

const HEADER = [
  'target',
  'req/s',
  'p50',
  'p99',
  'errors',
  'body ceiling',
  'ratio',
  'answer ceiling',
  'ratio',
  'in-process',
  'ratio',
  'budget',
  '',
];

/**
 * The judged ratio: against the bare route sending the same answer, headers included, from inside the
 * site's own process where the bench started one (docs/decisions/025), else from a process of its own.
 */
const judgedRatio = (p: Pair) => p.site.rps / (p.inProcessCeiling ?? p.answerCeiling).rps;
const us = (value: number | undefined) => (value === undefined ? '-' : `${Math.round(value)}`);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)}k`;

/** The judged figures, decision 021's columns; `checks` are the row's own budgets besides p99 and errors. */
function pairRow(p: Pair, budget: string, checks: [string, boolean][]): string[] {
  const { site: s, ceiling: c, answerCeiling: a } = p;
  const failures = s.errors + s.non2xx;
  const all: [string, boolean][] = [...checks, ['p99', s.p99 <= BUDGET.p99Ms], ['errors', failures === 0]];
  const failed = all.filter(([, ok]) => !ok).map(([name]) => name);
  return [
    p.target.label,
    reqPerS(s.rps),
    ms(s.p50),
    ms(s.p99),
    String(failures),
    reqPerS(c.rps),
    (s.rps / c.rps).toFixed(2),
    reqPerS(a.rps),
    (s.rps / a.rps).toFixed(2),
    p.inProcessCeiling ? reqPerS(p.inProcessCeiling.rps) : '-',
    p.inProcessCeiling ? (s.rps / p.inProcessCeiling.rps).toFixed(2) : '-',
    budget,
    failed.length === 0 ? 'ok' : `FAIL: ${failed.join(', ')}`,
  ];
}

export function targetsReport(pairs: Pair[], setting = 'PGlite on disk, a later start'): string {
  const rows = pairs.map((p) => {
    const budget = p.target.kind === 'api' ? BUDGET.api : BUDGET.page;
    return pairRow(p, `>= ${budget}`, [['ratio', judgedRatio(p) >= budget]]);
  });
  return [
    `Targets (${setting}) and their same-bytes ceilings; every row also needs p99 <= ${BUDGET.p99Ms} ms and 0 errors (errors + timeouts + non-2xx)`,
    table([HEADER, ...rows]),
    'body ceiling: a bare Fastify route sending the same body, content-type and content-encoding;',
    '  answer ceiling: the same route also sending every other header the site sent (its security headers, Vary,',
    '  Cache-Control), so all the bytes are the same (docs/decisions/021); in-process: that route started inside the',
    "  site's own process, so the ratio leaves out the size of the process and measures what the site's code adds per",
    '  request. The budget is judged on the last ratio there is (docs/decisions/025).',
    `${CONNECTIONS} requests in flight: mean latency = ${CONNECTIONS} / req/s (Little's law), 5 ms at 10,000 req/s.`,
  ].join('\n');
}

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

/** The news list at 10,000 articles against the demo data's (measured before and after), in req/s and CPU. */
export function sizeReport(size: SizeResult): string {
  const demoRps = mean(size.demo.map((f) => f.rps));
  const rows = size.pairs.map((p) => {
    // One-sided: the budget is against the list getting slower with its size. Page 1000's answer is
    // smaller than the demo list's (short filler articles), so it can be much faster without meaning anything.
    const change = (p.site.rps - demoRps) / demoRps;
    return pairRow(p, change < 0 ? `${percent(-change)} slower` : `${percent(change)} faster`, [
      ['ratio', judgedRatio(p) >= BUDGET.api],
      ['vs demo', -change <= SIZE_BUDGET],
    ]);
  });
  const demoRuns = size.demo.map((f) => reqPerS(f.rps)).join(' and ');
  const lines = [
    `News list with ${size.published.toLocaleString('en-US')} published articles: req/s at most ${percent(SIZE_BUDGET)} below the demo data's (${reqPerS(demoRps)} req/s, the mean of ${demoRuns} right before and after), ratio >= ${BUDGET.api}`,
    table([HEADER, ...rows]),
  ];
  const demoCosts = size.demo.map(cpuPerRequestUs);
  if (demoCosts.every((cost) => cost !== undefined)) {
    const demoCost = mean(demoCosts as number[]);
    const costs = size.pairs.map((p) => {
      const cost = cpuPerRequestUs(p.site);
      return `page ${p.target.label.split('page ')[1]} ${us(cost)} µs (${percent(cost && Math.abs(cost - demoCost) / demoCost)} apart)`;
    });
    lines.push(`server CPU per request: demo ${us(demoCost)} µs; ${costs.join('; ')}`);
  }
  return lines.join('\n');
}

const sidesOf = (p: Pair) => [p.site, p.ceiling, p.answerCeiling, ...(p.inProcessCeiling ? [p.inProcessCeiling] : [])];
const both = (p: Pair, value: (f: Figures) => number | undefined) =>
  sidesOf(p)
    .map((f) => percent(value(f)))
    .join(' / ');

/** Why a ratio is what it is: where the CPU went, and what the answer was. */
function diagnosticRow(p: Pair): string[] {
  const siteCost = cpuPerRequestUs(p.site);
  const ceilingCost = cpuPerRequestUs(p.ceiling);
  const answerCost = cpuPerRequestUs(p.answerCeiling);
  return [
    p.target.label,
    sidesOf(p)
      .map((f) => us(cpuPerRequestUs(f)))
      .join(' / '),
    siteCost && ceilingCost ? (ceilingCost / siteCost).toFixed(2) : '-',
    siteCost && answerCost ? (answerCost / siteCost).toFixed(2) : '-',
    both(p, (f) => f.serverCpu),
    both(p, (f) => f.loadCpu),
    both(p, othersOnServerCpu),
    both(p, othersOnLoadCpu),
    `${p.firstMs.toFixed(0)} ms`,
    `${kb(p.captured.headerBytes)} + ${kb(p.captured.body.length)} ${p.captured.encoding ?? ''}`.trim(),
  ];
}

const DIAGNOSTIC_HEADER = [
  'target',
  'server µs/req site / body / answer / in-process',
  'µs ratio body',
  'µs ratio answer',
  'server CPU',
  'wrk CPU',
  'others on server CPU',
  'others on load CPU',
  '1st req',
  'headers + body',
];

export function diagnosticsReport(pairs: Pair[]): string {
  const lines = [
    'Where the CPU went (site / its body ceiling / its answer ceiling / its in-process ceiling, where there is one)',
    table([DIAGNOSTIC_HEADER, ...pairs.map(diagnosticRow)]),
    "server µs/req: the server process's CPU time per answer; µs ratio = ceiling / site: the overhead ratio without the",
    '  noise of a shared machine (a run that gets less CPU answers fewer requests, not dearer ones).',
    'server / wrk CPU: the share of its CPU each used (a run is limited by the server only near 100 %);',
    "  others: the rest of that CPU's load, the machine's other processes (interrupts and softirq left out);",
    '  1st req: the first request to the address on this server (a cache miss: query, render, compress).',
  ];
  const worst = Math.max(
    ...pairs.flatMap((p) => sidesOf(p).flatMap((f) => [othersOnServerCpu(f) ?? 0, othersOnLoadCpu(f) ?? 0])),
  );
  if (worst > 0.1) {
    lines.push(
      `WARNING: other processes took up to ${percent(worst)} of a pinned CPU during these runs: req/s and ratios are noisy; the µs ratio much less so.`,
    );
  }
  const loadBound = pairs.filter((p) => sidesOf(p).some((figures) => figures.loadCpu >= LOAD_BOUND));
  if (loadBound.length > 0) {
    lines.push(
      `LOAD-BOUND: wrk used >= ${percent(LOAD_BOUND)} of its CPU for ${loadBound.map((p) => p.target.label).join(', ')}: there the load generator, not the server, set the pace, so the req/s ratio is too kind; the µs ratio still holds.`,
    );
  }
  const notes = pairs.flatMap((p) => p.notes);
  if (notes.length > 0) lines.push(`notes:\n  ${notes.join('\n  ')}`);
  return lines.join('\n');
}
