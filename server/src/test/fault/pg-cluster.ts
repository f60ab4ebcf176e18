import { execFile, execFileSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './ports';

/**
 * A throwaway PostgreSQL cluster for fault tests: initdb into a temporary folder, a server on a free
 * loopback port (its unix socket inside that folder), trust authentication. Tests stop it the hard way
 * (`pg_ctl stop -m immediate`, as a crash or a kill would) and start it again on the same port and data.
 * It never touches the machine's own PostgreSQL: other tests use that one.
 */

export interface ThrowawayCluster {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  readonly url: string;
  readonly port: number;
  /** The temporary folder holding the data, the socket and the server log. */
  readonly folder: string;
  isRunning(): boolean;
  /** `pg_ctl stop -m <mode>`, waiting until the server is gone. */
  stop(options?: { mode?: 'immediate' | 'fast' }): Promise<void>;
  /** `pg_ctl start` on the same port and data, waiting until it accepts connections. */
  start(): Promise<void>;
  /** Stops the server (immediately) if it runs and deletes the folder. */
  destroy(): Promise<void>;
  /** The server's own log, for failure messages. */
  serverLog(): string;
}

/**
 * PostgreSQL's programs: $PG_BIN_DIR, else `pg_config --bindir`, else the newest
 * /usr/lib/postgresql/<n>/bin with initdb and pg_ctl.
 */
function findPgBinDir(): string | undefined {
  const candidates: string[] = [];
  // PG_BIN_DIR, when set, is the only place looked at (and a wrong one makes the tests skip).
  if (process.env.PG_BIN_DIR) {
    const dir = process.env.PG_BIN_DIR;
    return existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl')) ? dir : undefined;
  }
  try {
    candidates.push(
      execFileSync('pg_config', ['--bindir'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim(),
    );
  } catch {
    // pg_config is not installed; look in Debian's folders.
  }
  try {
    const versions = readdirSync('/usr/lib/postgresql')
      .filter((name) => /^\d+$/.test(name))
      .sort((a, b) => Number(b) - Number(a));
    for (const version of versions) candidates.push(join('/usr/lib/postgresql', version, 'bin'));
  } catch {
    // no Debian PostgreSQL
  }
  return candidates.find((dir) => existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl')));
}

/** Why the fault tests that need a cluster cannot run here, or undefined when they can. */
export function clusterUnavailableReason(): string | undefined {
  if (!findPgBinDir()) {
    return 'PostgreSQL server programs (initdb, pg_ctl) not found: install the postgresql package (apt-get install -y postgresql) or set PG_BIN_DIR';
  }
  if (isRoot() && !postgresUser()) return 'running as root but there is no postgres user to run the cluster as';
  return undefined;
}

function isRoot(): boolean {
  return process.getuid?.() === 0;
}

function postgresUser(): { uid: number; gid: number } | undefined {
  try {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    return Number.isInteger(uid) && Number.isInteger(gid) ? { uid, gid } : undefined;
  } catch {
    return undefined;
  }
}

/** Clusters still running, stopped at process exit whatever happened to the test. */
const live = new Set<() => void>();
let exitHookInstalled = false;
function installExitHook() {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.on('exit', () => {
    for (const stop of live) stop();
  });
}

export async function startThrowawayCluster(): Promise<ThrowawayCluster> {
  const bin = findPgBinDir();
  if (!bin) throw new Error(clusterUnavailableReason());
  const owner = isRoot() ? postgresUser() : undefined;
  if (isRoot() && !owner) throw new Error(clusterUnavailableReason());

  // The postgres user must be able to reach the folder: /tmp, whatever TMPDIR says.
  const base = owner && tmpdir().startsWith('/root') ? '/tmp' : tmpdir();
  const folder = mkdtempSync(join(base, 'veb-fault-pg-'));
  const data = join(folder, 'data');
  const socketDir = join(folder, 'socket');
  const logFile = join(folder, 'postgres.log');
  mkdirSync(socketDir);
  chmodSync(folder, 0o700);
  if (owner) {
    chownSync(folder, owner.uid, owner.gid);
    chownSync(socketDir, owner.uid, owner.gid);
  }

  /** Runs one of PostgreSQL's programs, as the postgres user when we are root; rejects with its output. */
  const run = (program: string, args: string[], timeoutMs = 60_000) =>
    new Promise<string>((resolve, reject) => {
      const command = owner ? 'runuser' : join(bin, program);
      const argv = owner ? ['-u', 'postgres', '--', join(bin, program), ...args] : args;
      execFile(
        command,
        argv,
        { cwd: folder, timeout: timeoutMs, env: { ...process.env, LC_ALL: 'C', PGTZ: 'UTC' } },
        (error, stdout, stderr) => {
          if (error) reject(new Error(`${program} ${args.join(' ')} failed: ${error.message}\n${stdout}${stderr}`));
          else resolve(stdout + stderr);
        },
      );
    });

  const port = await freePort();
  if (port === 5432) throw new Error('refusing to run a throwaway cluster on 5432, the machine PostgreSQL port');
  const serverOptions = [
    `-p ${port}`,
    '-c listen_addresses=127.0.0.1',
    `-c unix_socket_directories=${socketDir}`,
    // Throwaway data: no need to wait for the disk (an immediate stop is not a power cut).
    '-c fsync=off',
    '-c full_page_writes=off',
    '-c shared_buffers=16MB',
    '-c max_connections=40',
  ].join(' ');

  await run('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
  let running = false;
  const start = async () => {
    await run('pg_ctl', ['start', '-D', data, '-l', logFile, '-w', '-t', '60', '-o', serverOptions], 90_000);
    running = true;
  };
  const stop = async ({ mode = 'fast' }: { mode?: 'immediate' | 'fast' } = {}) => {
    await run('pg_ctl', ['stop', '-D', data, '-m', mode, '-w', '-t', '60'], 90_000);
    running = false;
  };
  const stopAtExit = () => {
    if (!running) return;
    try {
      const [command, argv] = owner
        ? ['runuser', ['-u', 'postgres', '--', join(bin, 'pg_ctl'), 'stop', '-D', data, '-m', 'immediate', '-w']]
        : [join(bin, 'pg_ctl'), ['stop', '-D', data, '-m', 'immediate', '-w']];
      execFileSync(command as string, argv as string[], { cwd: folder, stdio: 'ignore', timeout: 30_000 });
    } catch {
      // already gone
    }
    rmSync(folder, { recursive: true, force: true });
  };
  installExitHook();
  live.add(stopAtExit);

  try {
    await start();
  } catch (error) {
    live.delete(stopAtExit);
    rmSync(folder, { recursive: true, force: true });
    throw error;
  }

  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    folder,
    isRunning: () => running,
    stop,
    start,
    serverLog: () => {
      try {
        return readFileSync(logFile, 'utf8');
      } catch {
        return '';
      }
    },
    destroy: async () => {
      try {
        if (running || existsSync(join(data, 'postmaster.pid'))) await stop({ mode: 'immediate' });
      } catch {
        // not running
      } finally {
        live.delete(stopAtExit);
        rmSync(folder, { recursive: true, force: true });
      }
    },
  };
}
