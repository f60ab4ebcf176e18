import { spawn, spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  symlinkSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS_POLICY } from '../../plugins/security';
import {
  forInstalledNginx,
  knowsHttp2Directive,
  NGINX,
  type NginxProxy,
  nginxVersion,
  proxyPorts,
  startNginx,
  writeNginxConfig,
  writeSelfSignedCertificate,
} from '../cluster/nginx';
import { freePort } from '../fault/ports';

/**
 * Decision 045: deploy/nginx/veb-group.conf under the real nginx (`nginx -t`, then live on high ports with
 * curl as the client): HTTP/2 with `http2 on;`, and only the site's own names redirected or served.
 */
const SHIPPED = readFileSync(resolve('deploy/nginx/veb-group.conf'), 'utf8');
const CURL = ['/usr/bin/curl', '/bin/curl'].find((path) => existsSync(path));
if (!NGINX) console.warn('[nginx tests] skipped: nginx is not installed (apt-get install nginx)');
if (NGINX && !CURL) console.warn('[nginx tests] live checks skipped: curl is not installed (apt-get install curl)');

/**
 * curl's verdict on one request: status ('000' when no answer), the Location, HTTP version, exit code.
 * Asynchronous: the stand-in upstream answers from this process's event loop.
 */
function curl(args: string[]): Promise<{ status: string; location: string; version: string; exit: number }> {
  return new Promise((done) => {
    const child = spawn(CURL as string, [
      '-sS',
      '-k',
      '-o',
      '/dev/null',
      '--max-time',
      '10',
      '-w',
      '%{http_code} %{http_version} %{redirect_url}',
      ...args,
    ]);
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.once('close', (code) => {
      const [status = '000', version = '', location = ''] = out.trim().split(' ');
      done({ status, version, location, exit: code ?? -1 });
    });
  });
}

/** Every value of one header in an answer through the proxy (curl -D: one line per header as received). */
function headerValues(name: string, args: string[]): Promise<{ status: string; values: string[] }> {
  return new Promise((done) => {
    const child = spawn(CURL as string, ['-sS', '-k', '-o', '/dev/null', '--max-time', '10', '-D', '-', ...args]);
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.once('close', () => {
      const [statusLine = '', ...lines] = out.trim().split(/\r?\n/);
      const prefix = `${name.toLowerCase()}:`;
      const values = lines
        .filter((line) => line.toLowerCase().startsWith(prefix))
        .map((line) => line.slice(prefix.length).trim());
      done({ status: statusLine.split(' ')[1] ?? '000', values });
    });
  });
}

describe('deploy/nginx/veb-group.conf', () => {
  it('asks for HTTP/2 with `http2 on;`, not the `listen ... http2` form deprecated since nginx 1.25.1', () => {
    const listens = SHIPPED.match(/^\s*listen [^;]*;/gm) ?? [];
    expect(listens.length).toBeGreaterThan(0);
    expect(listens.filter((line) => /\bhttp2\b/.test(line))).toEqual([]);
    expect(SHIPPED).toMatch(/^\s*http2 on;/m);
  });

  it('is turned into the listen form only for an nginx older than 1.25.1', () => {
    expect(forInstalledNginx(SHIPPED, [1, 26, 3])).toBe(SHIPPED);
    const old = forInstalledNginx(SHIPPED, [1, 22, 1]);
    expect(old).not.toMatch(/http2 on;/);
    expect(old).toMatch(/listen 443 ssl http2;/);
  });

  it.skipIf(!NGINX)('passes nginx -t, without a warning', async () => {
    const { dir, conf } = writeNginxConfig(['127.0.0.1:9'], await proxyPorts());
    try {
      const run = spawnSync(NGINX as string, ['-t', '-c', conf, '-p', dir], { encoding: 'utf8' });
      const said = `${run.stdout}${run.stderr}`;
      expect(run.status, said).toBe(0);
      expect(said).toMatch(/test is successful/);
      expect(said).not.toMatch(/\[(warn|emerg|alert)\]/);
      console.info(`[nginx tests] nginx ${nginxVersion().join('.')}: nginx -t passed`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  describe.skipIf(!NGINX || !CURL)('live, in front of a stand-in process', () => {
    let upstream: Server;
    let proxy: NginxProxy;
    let http = 0;
    let https = 0;

    beforeAll(async () => {
      // Like the site, every answer carries its Permissions-Policy (plugins/security.ts); one address is not found.
      upstream = createServer((request, response) => {
        response.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
        response.statusCode = request.url === '/no-such-page' ? 404 : 200;
        response.end('the site');
      });
      await new Promise<void>((done) => upstream.listen(0, '127.0.0.1', done));
      const ports = await proxyPorts();
      ({ httpPort: http, httpsPort: https } = ports);
      proxy = await startNginx([`127.0.0.1:${(upstream.address() as AddressInfo).port}`], ports);
    });

    afterAll(async () => {
      await proxy?.stop();
      await new Promise((done) => upstream?.close(done));
    });

    it("redirects the site's own name from HTTP to HTTPS", async () => {
      const answer = await curl([`http://localhost:${http}/about?lang=fr`]);
      expect(answer.status).toBe('301');
      expect(answer.location).toBe('https://localhost/about?lang=fr');
    });

    it('gives any other name on HTTP no answer at all, not a redirect', async () => {
      for (const host of ['evil.example', 'localhost.evil.example', '127.0.0.1']) {
        const answer = await curl(['-H', `Host: ${host}`, `http://127.0.0.1:${http}/`]);
        expect(answer.status, host).toBe('000');
        // 52: the server closed the connection without a reply (nginx's 444).
        expect(answer.exit, host).toBe(52);
      }
    });

    it("serves the site's own name over HTTPS with HTTP/2", async () => {
      const answer = await curl(['--http2', `https://localhost:${https}/`]);
      expect(answer.status).toBe('200');
      expect(answer.version).toBe('2');
    });

    it("passes the site's Permissions-Policy on, once, from every location, cached or not (decision 081)", async () => {
      const addresses = [
        ['/', '200'],
        ['/no-such-page', '404'],
        ['/api/news', '200'],
        ['/admin', '200'],
        ['/api/admin/dashboard', '200'],
        // The cached location adds a header of its own; the second request is answered from nginx's cache.
        ['/assets/page-abc123.js', '200'],
        ['/assets/page-abc123.js', '200'],
      ];
      for (const [path, status] of addresses) {
        const answer = await headerValues('Permissions-Policy', ['--http2', `https://localhost:${https}${path}`]);
        expect(answer.status, path).toBe(status);
        expect(answer.values, path).toEqual([PERMISSIONS_POLICY]);
      }
    });

    it('refuses another name over HTTPS: no handshake, or no answer when only the Host header differs', async () => {
      const handshake = await curl(['--resolve', `evil.example:${https}:127.0.0.1`, `https://evil.example:${https}/`]);
      expect(handshake.status).toBe('000');
      // 35: the TLS handshake failed (ssl_reject_handshake).
      expect(handshake.exit).toBe(35);
      const forged = await curl(['--http1.1', '-H', 'Host: evil.example', `https://localhost:${https}/`]);
      expect(forged.status).toBe('000');
      expect(forged.exit).toBe(52);
    });
  });
});

/**
 * Decision 045, README's own steps: step 4 of "Operations" installs the site file into the layout of
 * Debian's nginx package, whose nginx.conf includes sites-enabled/* and whose sites-enabled/default (a
 * link to sites-available/default) also claims the default server on port 80. The test reads that step's
 * sh block out of README, so the two cannot drift, and runs it on a copy of this machine's /etc/nginx as
 * the package installed it. Only machine paths move (into the copy), nginx -t reads the copy, and
 * `systemctl reload` is not run; the real /etc/nginx is only read.
 */
const ETC_NGINX = '/etc/nginx';
/** The package's files, not a hand-made nginx.conf (dpkg knows who installed it). */
const DEBIAN_LAYOUT =
  existsSync(join(ETC_NGINX, 'nginx.conf')) &&
  spawnSync('dpkg-query', ['-S', join(ETC_NGINX, 'nginx.conf')], { stdio: 'ignore' }).status === 0 &&
  linkTarget(join(ETC_NGINX, 'sites-enabled/default')) === join(ETC_NGINX, 'sites-available/default');
if (NGINX && !DEBIAN_LAYOUT)
  console.warn(
    "[nginx tests] README's install steps skipped: /etc/nginx is not the layout of Debian's nginx package " +
      '(nginx.conf installed by it, sites-enabled/default linked to sites-available/default)',
  );
const IS_ROOT = process.getuid?.() === 0;
/** What the test sets README's `site` and `certs` to: not the shipped name, so the first sed is seen to work. */
const TEST_SITE = 'veb.example';
/**
 * The machine paths Debian's nginx.conf, the site file and README's commands use, each moved under the
 * copy's root. The package creates all but /var/cache/nginx, so the copy has all but that one too.
 */
const MACHINE_PATHS = ['/etc/nginx', '/run', '/var/log/nginx', '/var/lib/nginx', '/var/cache/nginx'];
const PACKAGE_CREATES = ['/run', '/var/log/nginx', '/var/lib/nginx'];
/** The settings line README's block starts with; the test gives its own name and certificate folder. */
const SETTINGS = /^site=\S+ certs=\S+$/;
/** README's removal of Debian's default site. */
const REMOVES_DEFAULT = /^rm (-f )?\/etc\/nginx\/sites-enabled\/default$/;

function linkTarget(path: string): string | undefined {
  try {
    return readlinkSync(path);
  } catch {
    return undefined;
  }
}

/**
 * The commands of README's nginx step (Operations, step 4), from its ```sh block: continued lines joined,
 * comments dropped; `only122` marks the command under "# nginx 1.22 (Debian 12) only:".
 */
function readmeNginxCommands(): { command: string; only122: boolean }[] {
  const readme = readFileSync(resolve('README.md'), 'utf8');
  const operations = readme.split(/^## /m).find((section) => section.startsWith('Operations\n')) ?? '';
  const step = operations.split(/^(?=\d+\. \*\*)/m).find((item) => item.startsWith('4. **nginx.**')) ?? '';
  const block = /^ *```sh\n([\s\S]*?)^ *```$/m.exec(step)?.[1];
  if (!block) throw new Error("README's Operations step 4 (nginx) has no ```sh block any more");
  const commands: { command: string; only122: boolean }[] = [];
  let only122 = false;
  for (const line of block.replace(/\\\n/g, ' ').split('\n')) {
    const text = line.trim().replace(/\s+/g, ' ');
    if (!text) continue;
    if (text.startsWith('#')) {
      only122 = /\bnginx 1\.22\b.*\bonly\b/.test(text);
      continue;
    }
    commands.push({ command: text, only122 });
    only122 = false;
  }
  return commands;
}

/**
 * README's commands as this machine runs them: the 1.22 line only for an nginx older than 1.25.1 (as
 * README says), the test's name and certificate folder, and without the one command `leaveOut` matches.
 */
function testCommands(certs: string, leaveOut?: RegExp): string[] {
  const commands = readmeNginxCommands()
    .filter(({ only122 }) => !only122 || !knowsHttp2Directive(nginxVersion()))
    .map(({ command }) => command);
  if (commands.filter((command) => SETTINGS.test(command)).length !== 1)
    throw new Error('README step 4 no longer sets `site=… certs=…` on one line');
  if (leaveOut && commands.filter((command) => leaveOut.test(command)).length !== 1)
    throw new Error(`README step 4 has no single command ${leaveOut} to leave out`);
  return commands
    .filter((command) => !leaveOut?.test(command))
    .map((command) => (SETTINGS.test(command) ? `site=${TEST_SITE} certs=${certs}` : command));
}

/**
 * Machine paths in a command or a configuration file, moved under `root`; and, for a test not run as
 * root, ports 80 and 443 moved to free high ones (nginx -t binds the ports it is given, tolerating only a
 * port in use), the same for every file so two default servers still collide.
 */
function forTest(text: string, root: string, ports: Record<string, number> | undefined): string {
  const paths = MACHINE_PATHS.map((path) => path.replace(/[/.]/g, '\\$&')).join('|');
  const moved = text.replace(new RegExp(`(?<![\\w./-])(${paths})(?![\\w.-])`, 'g'), `${root}$1`);
  if (!ports) return moved;
  return moved.replace(
    /^(\s*listen (?:\[::\]:)?)(80|443)\b/gm,
    (_, listen: string, port: string) => `${listen}${ports[port]}`,
  );
}

/** Every entry under `dir`, depth first, links not followed. */
function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return lstatSync(path).isDirectory() ? [path, ...walk(path)] : [path];
  });
}

/** Names, link targets and times under the real /etc/nginx, to show the test left it as it was. */
function machineSnapshot(): string[] {
  return walk(ETC_NGINX).map((path) => `${path} ${linkTarget(path) ?? lstatSync(path).mtimeMs}`);
}

/**
 * A copy of the machine's /etc/nginx under `<dir>/root`, README's commands run on it from a checkout of the
 * site file in `<dir>/checkout`: what the commands and `nginx -t` (a shell function reading the copy) said.
 */
async function installAsReadme(
  dir: string,
  leaveOut?: RegExp,
): Promise<{ status: number | null; said: string; root: string; port80: string }> {
  const root = join(dir, 'root');
  const ports = IS_ROOT ? undefined : { '80': await freePort(), '443': await freePort() };
  cpSync(ETC_NGINX, join(root, ETC_NGINX), { recursive: true, verbatimSymlinks: true });
  for (const path of walk(join(root, ETC_NGINX))) {
    const target = linkTarget(path);
    if (target !== undefined) {
      // Debian links by absolute path (sites-enabled/default -> /etc/nginx/sites-available/default).
      unlinkSync(path);
      symlinkSync(forTest(target, root, ports), path);
    } else if (lstatSync(path).isFile()) {
      const text = readFileSync(path, 'utf8');
      if (forTest(text, root, ports) !== text) writeFileSync(path, forTest(text, root, ports));
    }
  }
  for (const path of PACKAGE_CREATES) mkdirSync(join(root, path), { recursive: true });
  const conf = join(root, ETC_NGINX, 'nginx.conf');
  const debian = readFileSync(conf, 'utf8');
  if (!/^http \{$/m.test(debian)) throw new Error("Debian's nginx.conf has no `http {` line any more");
  // The temporary folders are compiled in (/var/lib/nginx/body ...) and nginx -t creates them: into the copy.
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((kind) => `\t${kind}_temp_path ${root}/var/lib/nginx/${kind.replace('client_', '')};`)
    .join('\n');
  const withTemp = debian.replace(/^http \{$/m, `http {\n${temp}`);
  // `user www-data;` works for root only; nginx warns about it otherwise.
  writeFileSync(conf, IS_ROOT ? withTemp : withTemp.replace(/^user [^;\n]+;\n/m, ''));
  const checkout = join(dir, 'checkout');
  mkdirSync(join(checkout, 'deploy/nginx'), { recursive: true });
  writeFileSync(join(checkout, 'deploy/nginx/veb-group.conf'), forTest(SHIPPED, root, ports));
  const certs = join(dir, 'certs');
  mkdirSync(certs);
  writeSelfSignedCertificate(join(certs, 'fullchain.pem'), join(certs, 'privkey.pem'), TEST_SITE);
  const script = [
    'set -eu',
    // Not $NGINX: nginx reads that variable as sockets handed over by an older master process.
    'nginx() { "$NGINX_BINARY" -c "$ROOT/etc/nginx/nginx.conf" "$@"; }',
    'systemctl() { echo "skipped: systemctl $*"; }',
    ...testCommands(certs, leaveOut).map((command) => forTest(command, root, ports)),
  ].join('\n');
  const run = spawnSync('sh', ['-c', script], {
    cwd: checkout,
    env: { ...process.env, NGINX_BINARY: NGINX as string, ROOT: root },
    encoding: 'utf8',
  });
  return { status: run.status, said: `${run.stdout}${run.stderr}`, root, port80: String(ports?.['80'] ?? 80) };
}

describe("README's nginx step (Operations, step 4) on Debian's nginx layout", () => {
  it('has the commands the test runs: settings, the 1.22 sed, the removal of the default site, nginx -t', () => {
    const commands = readmeNginxCommands();
    expect(commands[0]?.command).toMatch(SETTINGS);
    expect(commands.filter(({ only122 }) => only122).map(({ command }) => command)).toEqual([
      expect.stringMatching(/^sed -i .*http2/),
    ]);
    expect(commands.filter(({ command }) => REMOVES_DEFAULT.test(command))).toHaveLength(1);
    expect(commands.at(-1)?.command).toBe('nginx -t && systemctl reload nginx');
  });

  describe.skipIf(!NGINX || !DEBIAN_LAYOUT)("run on a copy of this machine's /etc/nginx", () => {
    const dirs: string[] = [];
    const before = DEBIAN_LAYOUT ? machineSnapshot() : [];
    const tempDir = () => {
      dirs.push(mkdtempSync(join(tmpdir(), 'veb-nginx-debian-')));
      return dirs[dirs.length - 1];
    };

    afterAll(() => {
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
      expect(machineSnapshot()).toEqual(before);
    });

    it('installs the site beside Debian’s files and passes nginx -t without a warning', async () => {
      const { status, said, root } = await installAsReadme(tempDir());
      expect(status, said).toBe(0);
      expect(said).toMatch(/test is successful/);
      expect(said).not.toMatch(/\[(warn|emerg|alert)\]/);
      expect(said).toMatch(/skipped: systemctl reload nginx/);
      const enabled = join(root, ETC_NGINX, 'sites-enabled');
      expect(readdirSync(enabled)).toContain('veb-group.conf');
      expect(readdirSync(enabled)).not.toContain('default');
      expect(existsSync(join(root, ETC_NGINX, 'sites-available/default'))).toBe(true);
      const installed = readFileSync(join(enabled, 'veb-group.conf'), 'utf8');
      expect(installed.match(/^\s*server_name [^;\n]+;/gm)?.map((line) => line.trim())).toEqual([
        `server_name ${TEST_SITE};`,
        `server_name ${TEST_SITE};`,
      ]);
      expect(installed).toMatch(/^\s*ssl_certificate \S+\/certs\/fullchain\.pem;$/m);
      expect(installed).toMatch(/^\s*ssl_certificate_key \S+\/certs\/privkey\.pem;$/m);
      if (knowsHttp2Directive(nginxVersion())) expect(installed).toMatch(/^\s*http2 on;/m);
      else expect(installed).toMatch(/^\s*listen \S+ ssl http2;/m);
      console.info(`[nginx tests] nginx ${nginxVersion().join('.')}: README's steps pass nginx -t on Debian's layout`);
    });

    it('fails with "duplicate default server" when Debian’s sites-enabled/default is left in place', async () => {
      const { status, said, port80 } = await installAsReadme(tempDir(), REMOVES_DEFAULT);
      expect(status, said).not.toBe(0);
      expect(said).toMatch(
        new RegExp(
          `\\[emerg\\] .*a duplicate default server for 0\\.0\\.0\\.0:${port80} in \\S+sites-enabled/veb-group\\.conf`,
        ),
      );
    });
  });
});
