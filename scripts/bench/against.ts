import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { table } from '../audit/lib/table';
import { ms } from './load';
import { unpinnedCommand } from './pin';

/**
 * Decision 099 (built from 096's proposal): the budgets whose figure the machine sets as much as the code
 * (p99 of every target, `/healthz`'s worst answer during four large uploads) judged against a fixed older
 * commit, back to back on this machine. Each commit runs its own `npm run bench` (its own build, its own
 * method) for the same phases, in turns (old, now, now, old, ... for BENCH_AGAINST_ROUNDS rounds, 1 by
 * default); both outputs are read back from their tables, and a figure is met when today's is at most
 * 1.1 times the older code's (the mean over rounds), the absolute figure and its own budget printed beside.
 *
 *   BENCH_AGAINST         the older commit (default AGAINST.commit)
 *   BENCH_AGAINST_PHASES  the phases both run (default targets,uploads)
 *   BENCH_AGAINST_ROUNDS  rounds of the pair (default 1)
 */
export const AGAINST = {
  /** 2026-11-28 (decision 066): the last day every bench budget held on the machine it ran on. */
  commit: '152b1a9edae98488c47f734f680c0442b9c04665',
  ratio: 1.1,
  p99Ms: 10,
  healthzMaxMs: 200,
};

const LOG_DIR = '.tmp';
const TREE = join(LOG_DIR, 'bench-against');

function git(args: string[], cwd = process.cwd()): string {
  const result = spawnSync('git', args, { cwd, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`git ${args.join(' ')}: ${result.stderr.trim()}`);
  return result.stdout.trim();
}

/** The older commit as a worktree under .tmp (git ignores it) with its own dependencies. */
function olderTree(commit: string, progress: (line: string) => void): string {
  const tree = resolve(TREE);
  const wanted = git(['rev-parse', `${commit}^{commit}`]);
  if (!existsSync(join(tree, '.git')) || git(['rev-parse', 'HEAD'], tree) !== wanted) {
    spawnSync('git', ['worktree', 'remove', '--force', tree]);
    git(['worktree', 'add', '--detach', tree, wanted]);
  }
  if (!existsSync(join(tree, 'node_modules', '.package-lock.json'))) {
    progress(`against: npm ci in ${TREE}`);
    const install = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: tree, stdio: 'ignore' });
    if (install.status !== 0) throw new Error(`npm ci in ${TREE} exited ${install.status}`);
  }
  return tree;
}

/** One `npm run bench` of the given phases in `cwd`, unpinned (it pins its own servers), its output to `log`. */
function benchRun(cwd: string, phases: string, log: string): Promise<string> {
  const out = createWriteStream(log);
  const [command, ...args] = unpinnedCommand(['npm', 'run', '--silent', 'bench']);
  // Each builds into its own tree's default folder: never a shared OUT_DIR, never an old build.
  const { OUT_DIR: _out, SKIP_BUILD: _skip, ...env } = process.env;
  const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], env: { ...env, BENCH_PHASES: phases } });
  child.stdout.pipe(out, { end: false });
  child.stderr.pipe(out, { end: false });
  return new Promise((done, fail) => {
    child.on('close', (code) =>
      out.end(() => {
        // Exit 1 means a request failed: the figures still stand, and the output says which.
        if (code !== 0 && code !== 1) fail(new Error(`bench in ${cwd} exited ${code} (${log})`));
        else done(readFileSync(log, 'utf8'));
      }),
    );
  });
}

/**
 * The rows of the first table (scripts/audit/lib/table.ts) whose header has `column`, as label → cell. The
 * rule of dashes under the header gives each column's span, so labels with spaces read whole.
 */
export function tableColumn(output: string, first: string, column: string): Map<string, string> {
  const lines = output.split('\n');
  const found = new Map<string, string>();
  for (let at = 0; at + 1 < lines.length; at++) {
    if (!lines[at].startsWith(first) || !/^-+( +-+)*$/.test(lines[at + 1])) continue;
    const spans = [...lines[at + 1].matchAll(/-+/g)].map((m) => [m.index, m.index + m[0].length] as const);
    const cell = (line: string, index: number) => line.slice(spans[index][0], spans[index][1]).trim();
    const index = spans.findIndex((_, i) => cell(lines[at], i) === column);
    if (index < 0) continue;
    for (const line of lines.slice(at + 2)) {
      if (line.trim() === '') break;
      found.set(cell(line, 0), cell(line, index));
    }
    return found;
  }
  return found;
}

/** "12.3 ms" → 12.3; undefined for anything else. */
const millis = (cell: string | undefined) => {
  const match = cell?.match(/^([\d.]+) ms/);
  return match ? Number(match[1]) : undefined;
};

/** What one run's output says: each target's p99 and `/healthz`'s worst answer during the uploads. */
export interface AgainstFigures {
  p99: Map<string, number>;
  healthzMax?: number;
}

export function readFigures(output: string): AgainstFigures {
  const p99 = new Map<string, number>();
  for (const [label, cell] of tableColumn(output, 'target', 'p99')) {
    const value = millis(cell);
    if (value !== undefined) p99.set(label, value);
  }
  const healthz = output.match(/^\/healthz max +([\d.]+) ms/m);
  return { p99, healthzMax: healthz ? Number(healthz[1]) : undefined };
}

const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;

export interface AgainstResult {
  commit: string;
  older: AgainstFigures[];
  now: AgainstFigures[];
  logs: string[];
}

export async function againstPhase(progress: (line: string) => void): Promise<AgainstResult> {
  mkdirSync(LOG_DIR, { recursive: true });
  const commit = process.env.BENCH_AGAINST || AGAINST.commit;
  const phases = process.env.BENCH_AGAINST_PHASES || 'targets,uploads';
  const rounds = Math.max(1, Number(process.env.BENCH_AGAINST_ROUNDS) || 1);
  const tree = olderTree(commit, progress);
  const result: AgainstResult = { commit, older: [], now: [], logs: [] };
  for (let round = 0; round < rounds; round++) {
    // old, now; then now, old: a drift of the machine favours neither.
    const order = round % 2 === 0 ? (['older', 'now'] as const) : (['now', 'older'] as const);
    for (const side of order) {
      const log = join(LOG_DIR, `bench-against-${side}-${round + 1}.log`);
      progress(`against: ${side === 'older' ? commit.slice(0, 7) : 'today'}, ${phases} (output in ${log})`);
      const output = await benchRun(side === 'older' ? tree : process.cwd(), phases, resolve(log));
      result[side].push(readFigures(output));
      result.logs.push(log);
    }
  }
  return result;
}

/** The older code's figure and today's (means over rounds), their ratio and the verdicts. */
function compareRow(label: string, older: number[], now: number[], absolute: number, judged = true): string[] {
  if (older.length === 0 || now.length === 0) return [label, '-', '-', '-', 'not in both outputs', ''];
  const [o, n] = [mean(older), mean(now)];
  const ratio = n / o;
  return [
    label,
    ms(o),
    ms(n),
    ratio.toFixed(2),
    judged ? (ratio <= AGAINST.ratio ? 'ok' : 'FAIL') : '(not judged)',
    `${ms(n)} against ${absolute} ms: ${n <= absolute ? 'within' : 'over'}`,
  ];
}

export function againstReport(result: AgainstResult): string {
  const labels = [...(result.now[0]?.p99.keys() ?? [])];
  const both = labels.filter((label) => result.older.every((f) => f.p99.has(label)));
  const onlyNow = labels.filter((label) => !both.includes(label));
  const pick = (side: AgainstFigures[], read: (f: AgainstFigures) => number | undefined) =>
    side.map(read).filter((v): v is number => v !== undefined);
  const worst = (f: AgainstFigures) => (both.length ? Math.max(...both.map((l) => f.p99.get(l) ?? 0)) : undefined);
  const rows = [
    compareRow(
      'p99, the worst of the targets in both',
      pick(result.older, worst),
      pick(result.now, worst),
      AGAINST.p99Ms,
    ),
    compareRow(
      '/healthz max during the uploads',
      pick(result.older, (f) => f.healthzMax),
      pick(result.now, (f) => f.healthzMax),
      AGAINST.healthzMaxMs,
    ),
    ...both.map((label) =>
      compareRow(
        `  p99 ${label}`,
        pick(result.older, (f) => f.p99.get(label)),
        pick(result.now, (f) => f.p99.get(label)),
        AGAINST.p99Ms,
        false,
      ),
    ),
  ];
  return [
    `Against ${result.commit.slice(0, 7)} (decision 099), back to back, ${result.now.length} round(s): met when today <= ${AGAINST.ratio} x the older code`,
    table([['figure', result.commit.slice(0, 7), 'today', 'ratio', `<= ${AGAINST.ratio}`, 'absolute'], ...rows]),
    onlyNow.length ? `today only (no older figure): ${onlyNow.join(', ')}` : '',
    `outputs: ${result.logs.join(', ')}`,
  ]
    .filter(Boolean)
    .join('\n');
}
