import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../../db/schema';
import { createBuiltAdminShell } from '../../ssr/admin-shell';
import { createBuiltRenderer } from '../../ssr/renderer';
import { builtSiteDir, requireBuild } from '../page-renderer';
import { createTestApp, testDatabaseKinds } from '../test-app';
import { type RawResponse, rawRequest } from './raw-http';
import { type FuzzRequest, head, request } from './requests';

/**
 * Hostile input (decision 012): at least 2,000 generated requests over every API endpoint and page route, through real
 * HTTP on a raw socket, against the built site on each database. Every answer: no 5xx, JSON on /api,
 * and the server still answering afterwards. A failure names the request (fast-check shrinks it and
 * prints the seed to replay it).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 2000);
const dist = builtSiteDir();

const describeRequest = (r: FuzzRequest) =>
  `${r.method} ${JSON.stringify(r.target)} ${JSON.stringify(r.headers)} body ${JSON.stringify(r.body.toString('latin1').slice(0, 300))}`;
const describeResponse = (r: RawResponse) =>
  `${r.status} ${r.headers['content-type'] ?? '(no type)'} ${JSON.stringify(r.body.toString('utf8').slice(0, 200))}`;

describe.each(testDatabaseKinds())('fuzzing every route with hostile requests (%s)', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let port = 0;
  let sent = 0;

  beforeAll(async () => {
    requireBuild();
    const [renderer, adminShell] = await Promise.all([createBuiltRenderer(dist), createBuiltAdminShell(dist)]);
    ctx = await createTestApp(kind, { renderer, adminShell });
    const origin = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    port = Number(new URL(origin).port);
  });
  afterAll(() => ctx?.close());

  it(`answers ${RUNS} generated requests without a 5xx, JSON on /api`, async () => {
    await fc.assert(
      fc.asyncProperty(request, async (generated) => {
        sent += 1;
        const response = await rawRequest(port, head(generated), generated.body);
        const context = `${describeRequest(generated)}\n  -> ${describeResponse(response)}`;
        expect(response.status, context).toBeLessThan(500);
        // 204 (OPTIONS) and 304 (a matching If-None-Match) carry no content at all (RFC 9110 §15.3.5, §15.4.5).
        if (generated.target.startsWith('/api') && response.status !== 204 && response.status !== 304) {
          expect(response.headers['content-type'] ?? '', context).toMatch(/^application\/json/);
        }
      }),
      { numRuns: RUNS, endOnFailure: true },
    );
    expect(sent).toBeGreaterThanOrEqual(RUNS);
  }, 600_000);

  it('still answers afterwards, and still stores what a visitor sends', async () => {
    const health = await rawRequest(port, 'GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(health.status).toBe(200);
    const page = await rawRequest(port, 'GET /about HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(page.status).toBe(200);
    const api = await rawRequest(port, 'GET /api/news?published=true HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(api.status).toBe(200);
    const message = JSON.stringify({
      name: 'After The Fuzz',
      email: 'after@example.org',
      phone: '+27 11 555 0100',
      subject: 'general',
      message: 'Sent after two thousand hostile requests.',
    });
    const posted = await rawRequest(
      port,
      `POST /api/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(message)}\r\nConnection: close\r\n\r\n`,
      Buffer.from(message),
    );
    expect(posted.status).toBe(201);
    const rows = await ctx.database.db.select().from(contactMessages);
    expect(rows.some((row) => row.email === 'after@example.org')).toBe(true);
  });
});
