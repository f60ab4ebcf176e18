import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { setPriority } from 'node:os';

/**
 * Where the server under test and the load generator run. Pinned, the server (and every ceiling
 * server) gets one CPU and the load generator (wrk) another, so neither measures the other's work. Unpinned
 * (no taskset, or a single CPU), everything shares the CPUs and the ratios say little: `note` says why.
 */
export interface Pinning {
  serverCpu?: number;
  loadCpu?: number;
  note: string;
}

/**
 * BENCH_NICE (e.g. -10, needs root) set on this process before any server starts: the servers inherit
 * it, so on a shared machine they and wrk run ahead of other work. Returns a note for the output.
 */
function raisePriority(): string {
  const value = process.env.BENCH_NICE;
  if (!value) return '';
  try {
    setPriority(process.pid, Number(value));
    return `; nice ${value}`;
  } catch (error) {
    return `; BENCH_NICE=${value} refused (${(error as Error).message})`;
  }
}

/** The CPUs this process may run on, from Cpus_allowed_list ("0-1", "0,2-3"). */
function allowedCpus(): number[] {
  let list = '';
  try {
    list = readFileSync('/proc/self/status', 'utf8').match(/^Cpus_allowed_list:\s*(\S+)/m)?.[1] ?? '';
  } catch {
    return [];
  }
  return list.split(',').flatMap((part) => {
    const [first, last = first] = part.split('-').map(Number);
    if (!Number.isInteger(first) || !Number.isInteger(last)) return [];
    return Array.from({ length: last - first + 1 }, (_, i) => first + i);
  });
}

const UNPINNED = 'server and load generator share the CPUs, so the ratios partly measure wrk';

/** The CPUs this process was given, read when this module loads: before pinning moves it to one. */
const givenCpus = allowedCpus();

/**
 * Chooses the CPUs and moves this process to the load CPU: wrk, its child, inherits that, and servers
 * are started through `pinnedCommand`.
 */
export function pinLoadGenerator(): Pinning {
  const priority = raisePriority();
  const pinning = pin();
  return { ...pinning, note: pinning.note + priority };
}

function pin(): Pinning {
  if (spawnSync('taskset', ['--version'], { stdio: 'ignore' }).error) {
    return { note: `NOT PINNED: taskset not found (Debian: apt-get install util-linux); ${UNPINNED}` };
  }
  const cpus = allowedCpus();
  if (cpus.length < 2)
    return { note: `NOT PINNED: ${cpus.length || 'an unknown number of'} CPU(s) available; ${UNPINNED}` };
  const [serverCpu, loadCpu] = cpus;
  const pinned = spawnSync('taskset', ['--all-tasks', '--cpu-list', '--pid', String(loadCpu), String(process.pid)], {
    encoding: 'utf8',
  });
  if (pinned.status !== 0) return { note: `NOT PINNED: taskset failed (${pinned.stderr.trim()}); ${UNPINNED}` };
  return {
    serverCpu,
    loadCpu,
    note: `pinned: server under test and ceiling servers on CPU ${serverCpu}, wrk on CPU ${loadCpu} (of ${cpus.length} allowed)`,
  };
}

/** `command` run on the server CPU (taskset execs it, so the child's pid is the command's own). */
export function pinnedCommand(pinning: Pinning, command: string[]): string[] {
  return pinning.serverCpu === undefined ? command : ['taskset', '--cpu-list', String(pinning.serverCpu), ...command];
}

/**
 * `command` run on every CPU this process was given, whichever it was pinned to since: a child inherits
 * its parent's CPUs, and the test runs (tests.ts) are measured on all of them.
 */
export function unpinnedCommand(command: string[]): string[] {
  const usable = spawnSync('taskset', ['--version'], { stdio: 'ignore' }).error === undefined;
  return usable && givenCpus.length > 0 ? ['taskset', '--cpu-list', givenCpus.join(','), ...command] : command;
}
