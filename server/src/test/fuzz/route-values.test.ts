import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../lib/clock';
import { AdminClient, createStaff } from '../staff';
import { createTestApp } from '../test-app';
import { HOSTILE_STRINGS, pct } from './hostile-values';

/**
 * Decision 028: every API route of the app, public and admin, driven with values out of range or out of
 * shape (ids 2^31 and 2^53, -1, 0, '1e3', huge strings, addresses the mailer cannot send, control
 * characters, malformed percent-encoding) in its path, its query and its JSON body, signed in as an owner
 * with a valid CSRF token, so each value reaches the route's own checks. No answer may be a 5xx. The
 * routes come from the app (printRoutes), not from a list: a new route is fuzzed the day it is added.
 * Through inject (no socket) to keep it to seconds; http-fuzz.test.ts does raw HTTP against the build.
 */
const RUNS = Number(process.env.ROUTE_FUZZ_RUNS ?? 600);

interface Route {
  method: string;
  url: string;
}

/** The routes in Fastify's printRoutes tree ("│   ├── /:id (GET, HEAD)"): each line adds to its parent's path. */
function routesOf(printed: string): Route[] {
  const stack: string[] = [];
  const routes: Route[] = [];
  for (const line of printed.split('\n')) {
    const match = /^((?:│ {3}| {4})*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1].length / 4;
    stack.length = depth;
    stack.push(match[2]);
    const url = stack.join('');
    for (const method of match[3]?.split(', ') ?? []) {
      // HEAD is GET without a body; TRACE, QUERY and OPTIONS reach only the catch-all.
      if (['HEAD', 'TRACE', 'QUERY', 'OPTIONS'].includes(method)) continue;
      routes.push({ method, url });
    }
  }
  return routes;
}

const INTEGER_EDGES = [
  2 ** 31,
  2 ** 31 - 1,
  2 ** 32,
  2 ** 53,
  2 ** 53 + 2,
  2 ** 63,
  -1,
  0,
  1e3,
  1.5,
  -(2 ** 31) - 1,
  1,
];
const NUMERIC_TEXT = [
  ...INTEGER_EDGES.map(String),
  '1e3',
  '0x10',
  '+1',
  ' 1',
  '01',
  '1,2',
  'Infinity',
  '9'.repeat(400),
  '99999999999999999999999',
];
const ODD_ADDRESSES = [
  'a@b.c',
  'a"b<c>@x.co',
  '"a"@example.org',
  'a@[127.0.0.1]',
  'Name <a@example.org>',
  'a@example.org, b@example.org',
  'a@example.org\r\nBcc: v@example.org',
  'josé@exämple.org',
  'a@example.org.',
  `${'x'.repeat(300)}@example.org`,
];
const CONTROLS = ['\r\n', 'a\rb', '\u0007', '\u001b[2J', '\u0085', '\u2028', 'a\tb', '\u007f', '\u202eevil'];
const text = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NUMERIC_TEXT) },
  { weight: 2, arbitrary: fc.constantFrom(...ODD_ADDRESSES, ...CONTROLS) },
  { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_STRINGS, 'x'.repeat(70_000)) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
);
/** Malformed percent-encodings, written as they are. */
const RAW = ['%', '%E0%A4%A', '%ff', '%%', '%zz', '%0d%0a', '%2e%2e', '%00', '%ED%A0%80'];
const encoded = fc.oneof({ weight: 4, arbitrary: text.map(pct) }, { weight: 1, arbitrary: fc.constantFrom(...RAW) });

/** Query values and JSON fields that carry numbers somewhere in the API (the sweep tries each on every route). */
const NUMERIC_QUERY_NAMES = ['before', 'limit', 'offset', 'page', 'actor', 'id'];
const ID_FIELDS = ['assigneeId', 'articleIds', 'ids', 'image', 'imageId', 'id', 'year'];
const QUERY_NAMES = [
  'before',
  'limit',
  'offset',
  'page',
  'actor',
  'id',
  'lang',
  'status',
  'q',
  'type',
  'action',
  'assignee',
];
const query = fc
  .array(fc.tuple(fc.constantFrom(...QUERY_NAMES, 'published', 'active', 'token', 'category', 'x'), encoded), {
    maxLength: 3,
  })
  .map((pairs) => (pairs.length ? `?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}` : ''));

const number = fc.constantFrom(...INTEGER_EDGES);
const bodyValue = fc.oneof(
  { weight: 3, arbitrary: number },
  { weight: 3, arbitrary: text },
  { weight: 1, arbitrary: fc.array(number, { maxLength: 3 }) },
  { weight: 1, arbitrary: number.map((id) => ({ id, alt: { en: 'x' } })) },
  { weight: 1, arbitrary: fc.constantFrom(null, true, [], {}) },
);
const FIELDS = [
  'email',
  'name',
  'role',
  'password',
  'currentPassword',
  'newPassword',
  'code',
  'status',
  'assigneeId',
  'subject',
  'body',
  'articleIds',
  'ids',
  'image',
  'imageId',
  'year',
  'lang',
  'timeZone',
  'token',
  'id',
];
const body = fc.oneof(
  { weight: 4, arbitrary: fc.dictionary(fc.constantFrom(...FIELDS), bodyValue, { maxKeys: 4 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
);

/** A request to this route: each path parameter and the catch-all filled with a hostile value. */
const requestFor = (route: Route) =>
  fc.record({
    method: fc.constant(route.method),
    path: fc
      .array(encoded, { minLength: 4, maxLength: 4 })
      .map((values) => route.url.replace(/:[A-Za-z]+|\*/g, () => values.shift() ?? '1')),
    query,
    body: route.method === 'GET' ? fc.constant(undefined) : fc.option(body, { nil: undefined }),
  });

describe('every route, with values out of range or out of shape', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  const clock = new ManualClock();
  let owner: AdminClient;
  let routes: Route[] = [];

  /** Signs an owner in again when a request ended the session (sign-out, a password change, a lock). */
  const signIn = async () => {
    // Past any lock and the last code's time step; a fresh owner if this one was changed out of reach.
    clock.advance(31 * 60_000);
    owner = new AdminClient(ctx.app);
    await owner.signIn(await createStaff(ctx.database.db, 'owner'), clock.now());
  };

  beforeAll(async () => {
    ctx = await createTestApp('pglite', { clock });
    routes = routesOf(ctx.app.printRoutes({ commonPrefix: false }));
    await signIn();
    // A message and a subscriber, so that id 1 names a row in the inbox and the subscriber list too.
    const message = { name: 'Amara Okafor', email: 'amara@example.org', phone: '+27 11 555 0100' };
    await ctx.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { ...message, subject: 'general', message: 'A message long enough to be kept.' },
    });
    await ctx.app.inject({
      method: 'POST',
      url: '/api/newsletter/subscribe',
      payload: { email: 'reader@example.org' },
    });
  });
  afterAll(() => ctx?.close());

  it('finds the routes from the app, public and admin', () => {
    const urls = routes.map((route) => `${route.method} ${route.url}`);
    expect(urls).toEqual(
      expect.arrayContaining([
        'GET /api/admin/audit',
        'DELETE /api/admin/staff/:id/sessions/:sessionId',
        // One history for every record (docs/decisions/078): an article's versions are under /history.
        'GET /api/admin/news/:id/history/:revision',
        'PUT /api/admin/inbox/:id/assignee',
        'POST /api/newsletter/subscribe',
        'POST /api/contact',
        'GET /api/news/:slug',
        'GET /og/:file',
      ]),
    );
    expect(routes.length).toBeGreaterThan(80);
  });

  it(`answers ${RUNS} hostile requests over every route without a 5xx`, async () => {
    const seen = new Set<string>();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes).chain((route) => requestFor(route).map((request) => ({ route, request }))),
        async ({ route, request }) => {
          seen.add(`${route.method} ${route.url}`);
          const url = request.path + request.query;
          const response: LightMyRequestResponse = await owner.request({
            method: request.method as 'GET',
            url,
            ...(request.body === undefined ? {} : { payload: JSON.stringify(request.body) }),
            headers: request.body === undefined ? {} : { 'content-type': 'application/json' },
          });
          const context = `${request.method} ${url} ${JSON.stringify(request.body)?.slice(0, 300)} -> ${response.statusCode} ${response.body.slice(0, 200)}`;
          // The one 5xx by design: staff previews need the page renderer, which this app runs without.
          const noRenderer = route.url === '/api/admin/news/:id/preview' && response.statusCode === 503;
          if (!noRenderer) expect(response.statusCode, context).toBeLessThan(500);
          if (response.statusCode === 401 || response.statusCode === 403) await signIn();
        },
      ),
      { numRuns: RUNS, endOnFailure: true },
    );
    // Every route was met (numRuns is several times the number of routes).
    expect(seen.size).toBeGreaterThan(routes.length * 0.9);
  }, 120_000);

  it('answers every route with each edge value in each place, one at a time, without a 5xx', async () => {
    // The sweep behind the random runs: each value alone, the rest of the request valid (ids of rows that
    // exist), so it reaches the route's own checks and the database, whatever fast-check's seed picks.
    const OUT_OF_RANGE = ['2147483648', '4294967296', '9007199254740992', '0', '-1', '1e3', '9'.repeat(40)];
    const sent: string[] = [];
    const expectNo5xx = async (method: string, url: string, payload?: object | string) => {
      const res = await owner.request({
        method: method as 'GET',
        url,
        ...(payload === undefined ? {} : { payload }),
        // A string is sent as it is: JSON that is not an object ("text", 1, null).
        ...(typeof payload === 'string' ? { headers: { 'content-type': 'application/json' } } : {}),
      });
      const noRenderer = url.split('?')[0].endsWith('/preview') && res.statusCode === 503;
      if (!noRenderer)
        expect(res.statusCode, `${method} ${url} ${JSON.stringify(payload)} -> ${res.body}`).toBeLessThan(500);
      if (res.statusCode === 401 || res.statusCode === 403) await signIn();
      sent.push(url);
    };
    for (const route of routes) {
      const params = route.url.match(/:[A-Za-z]+|\*/g) ?? [];
      const withIds = (at = -1, value = '1') => {
        let index = 0;
        return route.url.replace(/:[A-Za-z]+|\*/g, () => (index++ === at ? value : '1'));
      };
      for (let at = 0; at < params.length; at += 1) {
        for (const value of OUT_OF_RANGE) await expectNo5xx(route.method, withIds(at, value));
      }
      if (route.method === 'GET') {
        for (const name of NUMERIC_QUERY_NAMES) {
          for (const value of OUT_OF_RANGE.slice(0, 4)) await expectNo5xx('GET', `${withIds()}?${name}=${value}`);
        }
      } else {
        for (const raw of ['"text"', '1', 'null', '[]', 'true']) await expectNo5xx(route.method, withIds(), raw);
        for (const field of ID_FIELDS) {
          for (const value of [2 ** 31, [2 ** 31], { id: 2 ** 31 }]) {
            await expectNo5xx(route.method, withIds(), { [field]: value });
          }
        }
      }
    }
    expect(sent.length).toBeGreaterThan(1000);
    // About 4,400 requests: 26 s alone on a two-core machine, and more than 120 s under `npm test`
    // there, with both suites and the browsers sharing the two cores (decision 074).
  }, 300_000);

  it('answers the values of the issue with 400 or 404, never 500', async () => {
    for (const [method, url, payload, expected] of [
      ['GET', '/api/admin/audit?before=2147483648', undefined, 400],
      ['GET', '/api/admin/audit?before=1e3', undefined, 400],
      ['GET', '/api/admin/audit?actor=9007199254740992', undefined, 400],
      ['GET', '/api/admin/inbox?offset=2147483648', undefined, 400],
      ['GET', '/api/admin/inbox/2147483648', undefined, 404],
      ['GET', '/api/admin/inbox/0', undefined, 404],
      ['GET', '/api/admin/inbox/-1', undefined, 400],
      ['GET', '/api/admin/outbox/9007199254740993', undefined, 404],
      ['GET', '/api/admin/news/2147483648/history/1', undefined, 404],
      ['GET', '/api/admin/news/1/history/2147483648', undefined, 404],
      ['GET', '/api/admin/newsletters/1/history/2147483648', undefined, 404],
      ['DELETE', '/api/admin/staff/1/sessions/2147483648', undefined, 404],
      ['DELETE', '/api/admin/subscribers/2147483648', undefined, 404],
      ['PUT', '/api/admin/inbox/1/assignee', { assigneeId: 2 ** 31 }, 400],
      ['GET', '/api/admin/inbox?assignee=2147483648', undefined, 400],
      ['POST', '/api/admin/inbox/bulk', { ids: [2 ** 31], action: 'read' }, 400],
      ['POST', '/api/admin/inbox/bulk', { ids: [1], action: 'assign', assigneeId: 2 ** 53 }, 400],
      ['POST', '/api/admin/inbox/bulk', { ids: [2 ** 31 - 1], action: 'delete' }, 404],
      ['POST', '/api/newsletter/subscribe', { email: 'a@b.c' }, 400],
      ['POST', '/api/newsletter/subscribe', { email: 'a"b<c>@x.co' }, 400],
      ['POST', '/api/newsletter/unsubscribe', '"jVzSt=>"', 400],
    ] as const) {
      const res = await owner.request({
        method,
        url,
        ...(payload ? { payload } : {}),
        ...(typeof payload === 'string' ? { headers: { 'content-type': 'application/json' } } : {}),
      });
      expect(res.statusCode, `${method} ${url} ${res.body}`).toBe(expected);
    }
  });
});
