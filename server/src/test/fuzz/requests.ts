import { PUBLIC_PAGES } from '@common/pages';
import fc from 'fast-check';
import { body, CONTENT_TYPES, contactBody, newsletterBody, pct, segment, text } from './hostile-values';

export interface FuzzRequest {
  method: string;
  /** The request target exactly as sent (latin1: one byte per character). */
  target: string;
  headers: [string, string][];
  body: Buffer;
}

const query = (names: string[]) =>
  fc
    .array(fc.tuple(fc.constantFrom(...names), fc.oneof(text.map(pct), segment)), { maxLength: 4 })
    .map((pairs) => (pairs.length ? `?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}` : ''));

const pagePaths = PUBLIC_PAGES.map((page) => page.path);

/** Valid parameters with one or two changed (hostile, encoded or raw) or missing. */
function mutatedQuery(valid: Record<string, string>) {
  const keys = Object.keys(valid);
  return fc
    .record({
      changed: fc.subarray(keys, { minLength: 1, maxLength: 2 }),
      values: fc.record(Object.fromEntries(keys.map((k) => [k, fc.oneof(text.map(pct), segment)]))),
      missing: fc.subarray(keys, { maxLength: 1 }),
    })
    .map(({ changed, values, missing }) => {
      const pairs = keys
        .filter((k) => !missing.includes(k))
        .map((k) => `${k}=${changed.includes(k) ? values[k as keyof typeof values] : encodeURIComponent(valid[k])}`);
      return `?${pairs.join('&')}`;
    });
}

/** Every API endpoint and page route, with hostile segments and parameters. */
const target = fc.oneof(
  // Pages and their parameters.
  fc
    .tuple(fc.constantFrom(...pagePaths), query(['lang', 'page', 'category', 'subject', 'q', 'utm_source']))
    .map(([p, q]) => p + q),
  segment.map((s) => `/news/${s}`),
  segment.map((s) => `/${s}`),
  segment.map((s) => `//${s}`),
  fc.tuple(segment, segment).map(([a, b]) => `/${a}/${b}`),
  // The API.
  query(['published', 'limit', 'offset', 'category', 'lang', 'x']).map((q) => `/api/news${q}`),
  mutatedQuery({ published: 'true', limit: '9', offset: '0', category: 'Awards', lang: 'en' }).map(
    (q) => `/api/news${q}`,
  ),
  mutatedQuery({ page: '2', category: 'Awards', lang: 'fr' }).map((q) => `/news${q}`),
  mutatedQuery({ subject: 'investment', lang: 'sw' }).map((q) => `/contact${q}`),
  fc.tuple(segment, query(['lang'])).map(([s, q]) => `/api/news/${s}${q}`),
  query(['active', 'lang']).map((q) => `/api/impact/metrics${q}`),
  query(['published', 'lang']).map((q) => `/api/impact/stories${q}`),
  fc.constantFrom('/api/contact', '/api/newsletter/subscribe', '/api', '/api/'),
  segment.map((s) => `/api/${s}`),
  fc.tuple(segment, segment).map(([a, b]) => `/api/${a}/${b}`),
  fc
    .tuple(
      fc.constantFrom(
        'session',
        'sign-in',
        'sign-in/code',
        'staff',
        'staff/invitations',
        'audit',
        'dashboard',
        'account/password',
      ),
      segment,
      fc.boolean(),
    )
    .map(([p, s, deeper]) => `/api/admin/${p}${deeper ? `/${s}` : ''}`),
  // Search engines and sharing.
  segment.map((s) => `/og/${s}.png`),
  segment.map((s) => `/og/news/${s}.png`),
  fc.constantFrom('/sitemap.xml', '/robots.txt', '/news/rss.xml', '/healthz', '/readyz', '/site.webmanifest'),
);

const method = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom('GET', 'POST') },
  { weight: 2, arbitrary: fc.constantFrom('PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD') },
  { weight: 1, arbitrary: fc.constantFrom('FOO', 'get', 'PROPFIND', 'TRACE', 'CONNECT') },
);

/** A write as a form would send it: the right path and content type, a body with a few fields changed. */
const write = fc
  .record({
    path: fc.constantFrom('/api/contact', '/api/newsletter/subscribe'),
    cookie: fc.option(
      fc.oneof(text.map(pct), segment).map((v) => `veb-lang=${v}`),
      { nil: undefined },
    ),
  })
  .chain(({ path, cookie }) =>
    (path === '/api/contact' ? contactBody : newsletterBody).map(
      (value): FuzzRequest => ({
        method: 'POST',
        target: path,
        headers: [
          ['Host', '127.0.0.1'],
          ['Content-Type', 'application/json'],
          ...(cookie ? [['Cookie', cookie] as [string, string]] : []),
        ],
        body: Buffer.from(JSON.stringify(value)),
      }),
    ),
  );

const anyRequest = fc
  .record({
    method,
    target,
    contentType: fc.constantFrom(...CONTENT_TYPES),
    body,
    cookie: fc.option(
      fc.oneof(text.map(pct), segment).map((v) => `veb-lang=${v}`),
      { nil: undefined },
    ),
    lang: fc.option(fc.constantFrom('en', 'fr', 'sw', 'de'), { nil: undefined }),
  })
  .map(({ method: m, target: t, contentType, body: b, cookie, lang }): FuzzRequest => {
    const withBody = !['GET', 'HEAD', 'OPTIONS', 'get'].includes(m);
    const headers: [string, string][] = [['Host', '127.0.0.1']];
    if (cookie) headers.push(['Cookie', cookie]);
    if (lang) headers.push(['Accept-Language', lang]);
    headers.push(['Origin', 'http://127.0.0.1']);
    if (withBody && contentType) headers.push(['Content-Type', contentType]);
    return { method: m, target: t, headers, body: withBody ? b : Buffer.alloc(0) };
  });

export const request = fc.oneof({ weight: 4, arbitrary: anyRequest }, { weight: 1, arbitrary: write });

/** The request's bytes: request line, headers and Content-Length, as a raw client writes them. */
export function head(request: FuzzRequest): string {
  const lines = [`${request.method} ${request.target} HTTP/1.1`, ...request.headers.map(([k, v]) => `${k}: ${v}`)];
  if (request.body.length || !['GET', 'HEAD'].includes(request.method))
    lines.push(`Content-Length: ${request.body.length}`);
  lines.push('Connection: close', '', '');
  return lines.join('\r\n');
}
