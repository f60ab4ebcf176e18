import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS_POLICY } from '../../plugins/security';
import {
  forInstalledNginx,
  NGINX,
  type NginxProxy,
  nginxVersion,
  proxyPorts,
  startNginx,
  writeNginxConfig,
} from '../cluster/nginx';

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
