import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { sleep } from '../fault/http';
import { freePort } from '../fault/ports';

/**
 * deploy/nginx/veb-group.conf, run as it ships, with only what a test must change: its ports, the
 * upstream processes, a self-signed certificate and a cache folder of its own. Debian's nginx
 * (`apt-get install nginx`); tests skip when it is absent.
 */
export const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((path) => existsSync(path));

export interface NginxProxy {
  https: string;
  http: string;
  stop(): Promise<void>;
  errors(): string;
}

const SITE_CONFIG = resolve('deploy/nginx/veb-group.conf');

/** The deployed file with the test's ports, upstreams, certificate and cache folder. */
function renderSiteConfig(
  template: string,
  options: { upstreams: string[]; httpPort: number; httpsPort: number; cert: string; key: string; cacheDir: string },
): string {
  const config = template
    .replace(/\n\s*server 127\.0\.0\.1:\d+ [^\n]*;/g, '')
    .replace(
      /(upstream veb_site \{)/,
      `$1\n${options.upstreams.map((u) => `    server ${u} max_fails=3 fail_timeout=5s;`).join('\n')}`,
    )
    .replace(/\s*listen \[::\]:\d+[^;]*;/g, '')
    .replace(/listen 80\b/g, `listen 127.0.0.1:${options.httpPort}`)
    .replace(/listen 443\b/g, `listen 127.0.0.1:${options.httpsPort}`)
    .replace(/ssl_certificate [^;\n]+;/, `ssl_certificate ${options.cert};`)
    .replace(/ssl_certificate_key [^;\n]+;/, `ssl_certificate_key ${options.key};`)
    .replace(/proxy_cache_path \S+/, `proxy_cache_path ${options.cacheDir}`)
    .replace(/^(\s*)server_name [^;\n]+;/gm, '$1server_name localhost;');
  for (const expected of [`${options.httpsPort} ssl`, options.cert, options.cacheDir, ...options.upstreams]) {
    if (!config.includes(expected))
      throw new Error(`deploy/nginx/veb-group.conf no longer has the shape the test expects (${expected})`);
  }
  return forInstalledNginx(config, nginxVersion());
}

/** The installed nginx's version as [major, minor, patch] (`nginx -v` writes it to stderr). */
export function nginxVersion(): number[] {
  if (!NGINX) return [0, 0, 0];
  const run = spawnSync(NGINX, ['-v'], { encoding: 'utf8' });
  const match = /nginx\/(\d+)\.(\d+)\.(\d+)/.exec(`${run.stderr}${run.stdout}`);
  return match ? match.slice(1).map(Number) : [0, 0, 0];
}

/** Whether this nginx version knows `http2 on;` (1.25.1 and newer). */
export function knowsHttp2Directive([major, minor, patch]: number[]): boolean {
  return major > 1 || (major === 1 && (minor > 25 || (minor === 25 && patch >= 1)));
}

/**
 * The file is written for nginx 1.25.1 and newer (`http2 on;`). An older nginx, such as Debian 12's 1.22
 * here and in CI, knows HTTP/2 only as a parameter of `listen ... ssl`: this makes exactly the change README
 * gives Debian 12 operators (the `http2 on;` line out, `http2` onto the site's `listen ... ssl;` lines).
 */
export function forInstalledNginx(config: string, version: number[]): string {
  if (knowsHttp2Directive(version)) return config;
  return config.replace(/^[ \t]*http2 on;\n/gm, '').replace(/(listen [^;\n]* ssl);/g, '$1 http2;');
}

/** Ports for the proxy, chosen before the processes start (they need the public address). */
export async function proxyPorts(): Promise<{ httpPort: number; httpsPort: number }> {
  return { httpPort: await freePort(), httpsPort: await freePort() };
}

/** A self-signed certificate and its key for `name`, valid one day, for nginx to load (openssl). */
export function writeSelfSignedCertificate(cert: string, key: string, name = 'localhost'): void {
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      `/CN=${name}`,
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'ignore' },
  );
}

/**
 * A folder with nginx.conf including the rendered site file, a self-signed certificate for localhost and
 * nginx's own temp and cache folders: `nginx -t -c <dir>/nginx.conf -p <dir>` checks it, startNginx runs it.
 */
export function writeNginxConfig(
  upstreams: string[],
  { httpPort, httpsPort }: { httpPort: number; httpsPort: number },
): { dir: string; conf: string } {
  const dir = mkdtempSync(join(tmpdir(), 'veb-nginx-'));
  for (const sub of ['cache', 'temp']) mkdirSync(join(dir, sub));
  const cert = join(dir, 'cert.pem');
  const key = join(dir, 'key.pem');
  writeSelfSignedCertificate(cert, key);
  const site = renderSiteConfig(readFileSync(SITE_CONFIG, 'utf8'), {
    upstreams,
    httpPort,
    httpsPort,
    cert,
    key,
    cacheDir: join(dir, 'cache'),
  });
  writeFileSync(join(dir, 'site.conf'), site);
  const temp = join(dir, 'temp');
  writeFileSync(
    join(dir, 'nginx.conf'),
    `daemon off;
${process.getuid?.() === 0 ? 'user root;' : ''}
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  client_body_temp_path ${temp}/body;
  proxy_temp_path ${temp}/proxy;
  fastcgi_temp_path ${temp}/fastcgi;
  uwsgi_temp_path ${temp}/uwsgi;
  scgi_temp_path ${temp}/scgi;
  include ${dir}/site.conf;
}
`,
  );
  return { dir, conf: join(dir, 'nginx.conf') };
}

export async function startNginx(
  upstreams: string[],
  ports: { httpPort: number; httpsPort: number },
): Promise<NginxProxy> {
  if (!NGINX) throw new Error('nginx is not installed');
  const { httpsPort, httpPort } = ports;
  const { dir } = writeNginxConfig(upstreams, ports);
  const child: ChildProcess = spawn(NGINX, ['-c', join(dir, 'nginx.conf'), '-p', dir], { stdio: 'ignore' });
  const errors = () => (existsSync(join(dir, 'error.log')) ? readFileSync(join(dir, 'error.log'), 'utf8') : '');
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  process.on('exit', () => child.kill('SIGKILL'));
  const https = `https://localhost:${httpsPort}`;
  for (let i = 0; i < 100 && !exited; i++) {
    try {
      const { connect } = await import('node:net');
      await new Promise<void>((ok, fail) => {
        const socket = connect(httpsPort, '127.0.0.1', () => {
          socket.destroy();
          ok();
        });
        socket.once('error', fail);
      });
      break;
    } catch {
      await sleep(100);
    }
  }
  if (exited) throw new Error(`nginx did not start:\n${errors()}`);
  return {
    https,
    http: `http://localhost:${httpPort}`,
    errors,
    async stop() {
      if (!exited) {
        child.kill('SIGQUIT');
        await new Promise((done) => child.once('exit', done));
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
