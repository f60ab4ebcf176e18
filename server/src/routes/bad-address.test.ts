import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app';

/** One request exactly as written (a client library would clean the path up first), and the raw answer. */
function rawGet(
  port: number,
  path: string,
): Promise<{ status: number; headers: Record<string, string>; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () =>
      socket.write(`GET ${path} HTTP/1.1\r\nHost: site.example\r\nConnection: close\r\n\r\n`),
    );
    let data = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => {
      data += chunk;
    });
    socket.on('error', reject);
    socket.on('end', () => {
      const [head, ...body] = data.split('\r\n\r\n');
      const [statusLine, ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
      );
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: body.join('\r\n\r\n') });
    });
  });
}

/**
 * No address makes a redirect that a browser reads as another host, and a
 * malformed percent-encoding gets the site's own 400 (a page for pages, JSON under /api), through a
 * real socket, so the path reaches the server exactly as a hostile client would send it.
 */
describe('hostile addresses', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let port: number;
  beforeAll(async () => {
    ctx = await createTestApp('pglite', {
      seed: false,
      renderer: { render: async () => ({ status: 200, html: '<!doctype html><p>page</p>' }) },
    });
    port = Number(new URL(await ctx.app.listen({ host: '127.0.0.1', port: 0 })).port);
  });
  afterAll(() => ctx.close());

  it('never redirects to another host, whatever slashes and backslashes the path starts with', async () => {
    const paths = [
      '/\\evil.example/',
      '/\\evil.example',
      '//evil.example/',
      '/\\/evil.example/',
      '/\\\\evil.example/x?page=2&lang=fr',
      '///evil.example/',
      '/%5Cevil.example/',
      '/%2F%2Fevil.example/',
      '/news/\\evil.example/',
    ];
    for (const path of paths) {
      const res = await rawGet(port, path);
      const location = res.headers.location;
      if (location === undefined) continue;
      // How a browser reads it, relative to the page it asked for.
      const target = new URL(location, `http://site.example${path.replace(/\\/g, '/')}`);
      expect(target.host, `${path} → ${location}`).toBe('site.example');
      expect(location, path).toMatch(/^\/(?![/\\])/);
    }
    const backslash = await rawGet(port, '/\\evil.example/');
    expect(backslash.status).toBe(301);
    expect(backslash.headers.location).toBe('/evil.example');
  });

  it('answers a malformed percent-encoding with the site’s own 400: a page, or JSON under /api', async () => {
    for (const path of ['/%E0%A4%A', '/news/%', '/news/%zz?lang=fr']) {
      const res = await rawGet(port, path);
      expect(res.status, path).toBe(400);
      expect(res.headers['content-type'], path).toMatch(/^text\/html/);
      expect(res.body, path).toContain('<!doctype html>');
      expect(res.body, path).not.toContain('FST_ERR');
      expect(res.headers['content-security-policy'], path).toMatch(/default-src 'self'/);
      expect(res.headers['cache-control'], path).toBe('no-store');
    }
    expect((await rawGet(port, '/news/%')).body).toContain('This address is not valid');
    expect((await rawGet(port, '/news/%zz?lang=fr')).body).toContain('Cette adresse n’est pas valide');
    for (const path of ['/api/news/%zz', '/api/news/%', '/api/admin/invitations/%E0%A4%A']) {
      const res = await rawGet(port, path);
      expect(res.status, path).toBe(400);
      expect(res.headers['content-type'], path).toMatch(/^application\/json/);
      expect(JSON.parse(res.body), path).toEqual({
        success: false,
        message: 'The address is not valid (bad percent-encoding)',
      });
      expect(res.headers['content-security-policy'], path).toMatch(/default-src 'none'/);
    }
  });
});
