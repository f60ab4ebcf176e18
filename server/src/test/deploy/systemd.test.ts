import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';

/**
 * Decision 045: deploy/systemd works as README installs it. Real systemd tools where they run without
 * systemd as PID 1 (`systemd-analyze verify`, `systemd-sysusers --root`, `systemd-tmpfiles --root`);
 * what only a running manager does (building each instance's environment) follows systemd.exec(5): every
 * Environment= in order, then EnvironmentFile= overriding them, then the ExecStart= command run for real
 * up to the program, which is swapped for a probe that prints the environment it was given.
 */
const DEPLOY = resolve('deploy/systemd');
const UNIT = join(DEPLOY, 'veb-group@.service');
/** README: "copy deploy/.env.example to /etc/veb-group/site.env". */
const ENV_FILES: Record<string, string> = {
  '/etc/veb-group/site.env': resolve('deploy/.env.example'),
  '/srv/veb-group/deploy/process.env': resolve('deploy/process.env'),
};
const INSTANCES = ['3000', '3001'];

const tool = (name: string) => ['/usr/bin', '/bin'].map((dir) => join(dir, name)).find((path) => existsSync(path));
const analyze = tool('systemd-analyze');
const sysusers = tool('systemd-sysusers');
const tmpfiles = tool('systemd-tmpfiles');
const isRoot = process.getuid?.() === 0;
if (!analyze) console.warn('[systemd tests] systemd-analyze verify skipped: systemd is not installed');
if (!sysusers || !tmpfiles || !isRoot)
  console.warn('[systemd tests] user and folder creation skipped: needs systemd-sysusers, systemd-tmpfiles and root');

/** [Service] (or any section) of a unit as ordered assignments, per systemd.syntax(7). */
function parseUnit(text: string): { section: string; key: string; value: string }[] {
  const out: { section: string; key: string; value: string }[] = [];
  let section = '';
  const lines = text.replace(/\\\n/g, ' ').split('\n');
  for (const raw of lines) {
    const line = raw.trim();
    if (!line || line.startsWith('#') || line.startsWith(';')) continue;
    const header = /^\[(.+)\]$/.exec(line);
    if (header) {
      section = header[1];
      continue;
    }
    const at = line.indexOf('=');
    out.push({ section, key: line.slice(0, at).trim(), value: line.slice(at + 1).trim() });
  }
  return out;
}

/** Specifiers systemd expands in these settings (systemd.unit(5)): %i the instance, %% a percent sign. */
const expand = (value: string, instance: string) =>
  value.replace(/%[%i]/g, (specifier) => (specifier === '%i' ? instance : '%'));

/** Space-separated words, double quotes grouping, as Environment= and ExecStart= read them. */
const words = (value: string) => [...value.matchAll(/"([^"]*)"|(\S+)/g)].map((match) => match[1] ?? match[2]);

/** An EnvironmentFile=: KEY=VALUE lines, # comments, surrounding quotes removed. */
function readEnvFile(path: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    const match = /^\s*([A-Za-z_][A-Za-z0-9_]*)=(.*)$/.exec(line);
    if (match) env[match[1]] = match[2].trim().replace(/^"(.*)"$|^'(.*)'$/, '$1$2');
  }
  return env;
}

/** The environment the instance's program starts with, and the command that starts it. */
function instanceEnvironment(instance: string): Record<string, string> {
  const service = parseUnit(readFileSync(UNIT, 'utf8')).filter((entry) => entry.section === 'Service');
  const env: Record<string, string> = {};
  for (const { value } of service.filter((entry) => entry.key === 'Environment')) {
    for (const word of words(expand(value, instance))) {
      const at = word.indexOf('=');
      env[word.slice(0, at)] = word.slice(at + 1);
    }
  }
  // "Settings from these files override settings made with Environment=" (systemd.exec(5)).
  for (const { value } of service.filter((entry) => entry.key === 'EnvironmentFile')) {
    const path = expand(value, instance).replace(/^-/, '');
    const local = ENV_FILES[path];
    if (!local) throw new Error(`the unit reads ${path}, which README does not fill`);
    Object.assign(env, readEnvFile(local));
  }
  const execStart = service.filter((entry) => entry.key === 'ExecStart');
  expect(execStart).toHaveLength(1);
  const argv = words(expand(execStart[0].value.replace(/^[-@:+!]+/, ''), instance));
  const program = argv.findIndex((word) => /(^|\/)node$/.test(word));
  expect(program, 'ExecStart runs node').toBeGreaterThanOrEqual(0);
  const probe = [...argv.slice(0, program + 1), '-e', 'process.stdout.write(JSON.stringify(process.env))'];
  return JSON.parse(execFileSync(probe[0], probe.slice(1), { env, encoding: 'utf8' }));
}

describe('deploy/systemd/veb-group@.service', () => {
  it.each(INSTANCES)('veb-group@%s listens on its own port with README’s site.env', (instance) => {
    const env = instanceEnvironment(instance);
    expect(loadConfig(env).PORT).toBe(Number(instance));
    // The process starts with deploy/process.env's settings, as bin/serve starts it (docs/decisions/050).
    const settings = readEnvFile(resolve('deploy/process.env'));
    expect(Object.keys(settings)).toEqual(['MALLOC_MMAP_THRESHOLD_', 'NODE_OPTIONS']);
    for (const [key, value] of Object.entries(settings)) expect(env[key], key).toBe(value);
  });

  it.skipIf(!analyze)('passes systemd-analyze verify for each instance', () => {
    const dir = mkdtempSync(join(tmpdir(), 'veb-systemd-'));
    try {
      copyFileSync(UNIT, join(dir, 'veb-group@.service'));
      for (const instance of INSTANCES) {
        const run = spawnSync(analyze as string, ['verify', join(dir, `veb-group@${instance}.service`)], {
          encoding: 'utf8',
        });
        expect(`${run.stdout}${run.stderr}`.trim(), `systemd-analyze verify veb-group@${instance}`).toBe('');
        expect(run.status).toBe(0);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  describe.skipIf(!sysusers || !tmpfiles || !isRoot)('installed as README says, into an empty root', () => {
    const root = mkdtempSync(join(tmpdir(), 'veb-root-'));
    afterAll(() => rmSync(root, { recursive: true, force: true }));

    it('creates the User= and every ReadWritePaths= folder, owned by that user', () => {
      for (const kind of ['sysusers.d', 'tmpfiles.d']) {
        mkdirSync(join(root, 'etc', kind), { recursive: true });
        copyFileSync(join(DEPLOY, kind, 'veb-group.conf'), join(root, 'etc', kind, 'veb-group.conf'));
      }
      // The order README gives: the user first, so the folders can be given to it.
      execFileSync(sysusers as string, [`--root=${root}`, 'veb-group.conf'], { stdio: 'pipe' });
      execFileSync(tmpfiles as string, ['--create', `--root=${root}`, 'veb-group.conf'], { stdio: 'pipe' });

      const service = parseUnit(readFileSync(UNIT, 'utf8')).filter((entry) => entry.section === 'Service');
      const user = service.find((entry) => entry.key === 'User')?.value;
      const passwd = readFileSync(join(root, 'etc/passwd'), 'utf8')
        .split('\n')
        .map((line) => line.split(':'));
      const account = passwd.find((fields) => fields[0] === user);
      expect(account, `sysusers.d creates User=${user}`).toBeDefined();
      const uid = Number(account?.[2]);

      const paths = service.filter((entry) => entry.key === 'ReadWritePaths').flatMap((entry) => words(entry.value));
      expect(paths.length).toBeGreaterThan(0);
      for (const path of paths.map((p) => p.replace(/^-/, ''))) {
        const made = join(root, path);
        expect(existsSync(made), `tmpfiles.d creates ${path}`).toBe(true);
        expect(statSync(made).isDirectory()).toBe(true);
        expect(statSync(made).uid, `${path} belongs to ${user}`).toBe(uid);
      }
    });
  });
});
