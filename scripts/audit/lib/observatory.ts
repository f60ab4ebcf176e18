/**
 * The MDN HTTP Observatory's header tests and scoring, run locally against one response
 * (rules and modifiers as in mdn/mdn-http-observatory's analyzer and grader). Every site starts at 100;
 * penalties are subtracted; bonuses are added only when the result is 90 or more; A+ needs 100.
 * Two tests cannot be judged on a loopback http address and are reported as n/a with no modifier:
 * HSTS (only meaningful over HTTPS) and the http -> https redirection.
 */

export interface ObservedResponse {
  url: string;
  headers: Headers;
  body: string;
}

interface ObservatoryTest {
  name: string;
  result: string;
  modifier: number;
}

export interface ObservatoryReport {
  url: string;
  transport: 'http' | 'https';
  tests: ObservatoryTest[];
  score: number;
  grade: string;
}

const BROAD = new Set(['ftp:', 'http:', 'https:', '*', 'http://*', 'http://*.*', 'https://*', 'https://*.*']);
const UNSAFE_INLINE = new Set(["'unsafe-inline'", 'data:']);
const BROAD_OR_INLINE = new Set([...BROAD, ...UNSAFE_INLINE]);
const NONCE_OR_HASH = /^'(sha256-|sha384-|sha512-|nonce-)/;

type Csp = Map<string, Set<string>>;

function parseCsp(header: string | null): Csp | 'invalid' | null {
  if (!header) return null;
  const csp: Csp = new Map();
  for (const policy of header.split(',')) {
    for (const raw of policy.split(';')) {
      const [name, ...values] = raw.trim().split(/\s+/);
      if (!name) continue;
      const directive = name.toLowerCase();
      // Repeated directives are ignored by browsers; the first one counts.
      if (!csp.has(directive)) csp.set(directive, new Set(values.map((v) => v.toLowerCase())));
    }
  }
  return csp.size > 0 ? csp : 'invalid';
}

function cspTest(csp: Csp | 'invalid' | null, https: boolean): ObservatoryTest {
  const name = 'content-security-policy';
  if (csp === null) return { name, result: 'csp-not-implemented', modifier: -25 };
  if (csp === 'invalid') return { name, result: 'csp-header-invalid', modifier: -25 };
  const pick = (d: string) => new Set(csp.get(d) ?? csp.get('default-src') ?? ['*']);
  const scriptSrc = pick('script-src');
  const objectSrc = pick('object-src');
  const styleSrc = pick('style-src');
  for (const list of [scriptSrc, styleSrc]) {
    if ([...list].some((s) => NONCE_OR_HASH.test(s))) list.delete("'unsafe-inline'");
  }
  if (scriptSrc.has("'strict-dynamic'")) {
    if (![...scriptSrc].some((s) => NONCE_OR_HASH.test(s))) {
      return { name, result: 'csp-header-invalid', modifier: -25 };
    }
    for (const s of [...scriptSrc]) {
      if ([...BROAD].some((b) => s.startsWith(b)) || s === "'self'" || s === "'unsafe-inline'") scriptSrc.delete(s);
    }
  }
  const active = [...csp.entries()]
    .filter(([d]) => !['img-src', 'media-src', 'script-src'].includes(d))
    .flatMap(([, v]) => [...v])
    .concat([...scriptSrc]);
  const passive = ['img-src', 'media-src'].flatMap((d) => [...(csp.get(d) ?? csp.get('default-src') ?? [])]);
  const insecure = (s: string) => s.startsWith('http:') || s.startsWith('ftp:');

  if ([...scriptSrc].some((s) => BROAD_OR_INLINE.has(s)) || [...objectSrc].some((s) => BROAD.has(s))) {
    return { name, result: 'csp-implemented-with-unsafe-inline', modifier: -20 };
  }
  if (https && active.some(insecure)) return { name, result: 'csp-implemented-with-insecure-scheme', modifier: -20 };
  if (scriptSrc.has("'unsafe-eval'") || styleSrc.has("'unsafe-eval'")) {
    return { name, result: 'csp-implemented-with-unsafe-eval', modifier: -10 };
  }
  if (https && passive.some(insecure)) {
    return { name, result: 'csp-implemented-with-insecure-scheme-in-passive-content-only', modifier: -10 };
  }
  if ([...styleSrc].some((s) => BROAD_OR_INLINE.has(s))) {
    return { name, result: 'csp-implemented-with-unsafe-inline-in-style-src-only', modifier: 0 };
  }
  const defaultSrc = csp.get('default-src');
  if (defaultSrc?.size === 1 && defaultSrc.has("'none'")) {
    return { name, result: 'csp-implemented-with-no-unsafe-default-src-none', modifier: 10 };
  }
  return { name, result: 'csp-implemented-with-no-unsafe', modifier: 5 };
}

interface Cookie {
  name: string;
  secure: boolean;
  httpOnly: boolean;
  sameSite: string | null;
}

function parseCookie(raw: string): Cookie {
  const [pair, ...attributes] = raw.split(';').map((part) => part.trim());
  const cookie: Cookie = { name: pair.split('=')[0], secure: false, httpOnly: false, sameSite: null };
  for (const attribute of attributes) {
    const [key, value = ''] = attribute.split('=').map((s) => s.trim());
    const k = key.toLowerCase();
    if (k === 'secure') cookie.secure = true;
    else if (k === 'httponly') cookie.httpOnly = true;
    else if (k === 'samesite') cookie.sameSite = value.toLowerCase();
  }
  return cookie;
}

// From best to worst, as the Observatory ranks them (a worse finding replaces a better one).
const COOKIE_RESULTS: [string, number][] = [
  ['cookies-without-secure-flag-but-protected-by-hsts', -5],
  ['cookies-without-secure-flag', -20],
  ['cookies-session-without-secure-flag-but-protected-by-hsts', -10],
  ['cookies-samesite-flag-invalid', -20],
  ['cookies-anticsrf-without-samesite-flag', -20],
  ['cookies-session-without-httponly-flag', -30],
  ['cookies-session-without-secure-flag', -40],
];

function cookiesTest(setCookies: string[], hsts: boolean): ObservatoryTest {
  const name = 'cookies';
  if (setCookies.length === 0) return { name, result: 'cookies-not-found', modifier: 0 };
  let worst = -1;
  const worse = (result: string) => {
    worst = Math.max(
      worst,
      COOKIE_RESULTS.findIndex(([r]) => r === result),
    );
  };
  let missingSameSite = false;
  for (const raw of setCookies) {
    const cookie = parseCookie(raw);
    const session = ['login', 'sess'].some((s) => cookie.name.toLowerCase().includes(s));
    const antiCsrf = cookie.name.toLowerCase().includes('csrf');
    if (cookie.sameSite !== null && !['lax', 'strict', 'none'].includes(cookie.sameSite)) {
      worse('cookies-samesite-flag-invalid');
    }
    if (!cookie.secure && cookie.sameSite === 'none') worse('cookies-samesite-flag-invalid');
    if (!cookie.secure)
      worse(hsts ? 'cookies-without-secure-flag-but-protected-by-hsts' : 'cookies-without-secure-flag');
    if (antiCsrf && !cookie.sameSite) worse('cookies-anticsrf-without-samesite-flag');
    if (session && !cookie.secure) {
      worse(hsts ? 'cookies-session-without-secure-flag-but-protected-by-hsts' : 'cookies-session-without-secure-flag');
    }
    if (session && !cookie.httpOnly) worse('cookies-session-without-httponly-flag');
    if (!cookie.sameSite) missingSameSite = true;
  }
  if (worst >= 0) return { name, result: COOKIE_RESULTS[worst][0], modifier: COOKIE_RESULTS[worst][1] };
  return missingSameSite
    ? { name, result: 'cookies-secure-with-httponly-sessions', modifier: 0 }
    : { name, result: 'cookies-secure-with-httponly-sessions-and-samesite', modifier: 5 };
}

function corsTest(headers: Headers, probeOrigin: string): ObservatoryTest {
  const name = 'cross-origin-resource-sharing';
  const allowOrigin = headers.get('access-control-allow-origin')?.trim();
  if (!allowOrigin) return { name, result: 'cross-origin-resource-sharing-not-implemented', modifier: 0 };
  if (allowOrigin === '*')
    return { name, result: 'cross-origin-resource-sharing-implemented-with-public-access', modifier: 0 };
  if (allowOrigin === probeOrigin && headers.get('access-control-allow-credentials')?.toLowerCase() === 'true') {
    return { name, result: 'cross-origin-resource-sharing-implemented-with-universal-access', modifier: -50 };
  }
  return { name, result: 'cross-origin-resource-sharing-implemented-with-restricted-access', modifier: 0 };
}

function hstsTest(headers: Headers, https: boolean): ObservatoryTest {
  const name = 'strict-transport-security';
  if (!https) return { name, result: 'n/a over http', modifier: 0 };
  const header = headers.get('strict-transport-security');
  if (!header) return { name, result: 'hsts-not-implemented', modifier: -20 };
  const maxAge = /(?:^|;)\s*max-age\s*=\s*"?(\d+)"?/i.exec(header);
  if (!maxAge) return { name, result: 'hsts-header-invalid', modifier: -20 };
  // The preload bonus needs the host on the browsers' preload list, which a loopback address never is.
  return Number(maxAge[1]) >= 15768000
    ? { name, result: 'hsts-implemented-max-age-at-least-six-months', modifier: 0 }
    : { name, result: 'hsts-implemented-max-age-less-than-six-months', modifier: -10 };
}

const PRIVATE_REFERRER = ['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'];
const UNSAFE_REFERRER = ['origin', 'origin-when-cross-origin', 'unsafe-url', 'no-referrer-when-downgrade'];

function referrerTest(headers: Headers): ObservatoryTest {
  const name = 'referrer-policy';
  const header = headers.get('referrer-policy');
  if (!header) return { name, result: 'referrer-policy-not-implemented', modifier: 0 };
  // Browsers apply the last policy they understand.
  const policies = header
    .toLowerCase()
    .split(',')
    .map((p) => p.trim())
    .filter((p) => [...PRIVATE_REFERRER, ...UNSAFE_REFERRER].includes(p));
  const effective = policies.at(-1);
  if (!effective) return { name, result: 'referrer-policy-header-invalid', modifier: -5 };
  return PRIVATE_REFERRER.includes(effective)
    ? { name, result: 'referrer-policy-private', modifier: 5 }
    : { name, result: 'referrer-policy-unsafe', modifier: -5 };
}

function sriTest(response: ObservedResponse): ObservatoryTest {
  const name = 'subresource-integrity';
  if (!(response.headers.get('content-type') ?? '').includes('html')) {
    return { name, result: 'sri-not-implemented-response-not-html', modifier: 0 };
  }
  const page = new URL(response.url);
  const scripts = [...response.body.matchAll(/<script\b([^>]*)>/gi)]
    .map((m) => m[1])
    .map((attrs) => ({
      src: /\bsrc\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1],
      integrity: /\bintegrity\s*=/i.test(attrs),
    }))
    .filter((s): s is { src: string; integrity: boolean } => Boolean(s.src));
  if (scripts.length === 0) return { name, result: 'sri-not-implemented-but-no-scripts-loaded', modifier: 0 };
  const external = scripts.filter((s) => new URL(s.src, page).origin !== page.origin);
  const allIntegrity = scripts.every((s) => s.integrity);
  const secure = (s: { src: string }) => new URL(s.src, page).protocol === 'https:' && !s.src.startsWith('//');
  if (external.length === 0) {
    return allIntegrity
      ? { name, result: 'sri-implemented-and-all-scripts-loaded-securely', modifier: 5 }
      : { name, result: 'sri-not-implemented-but-all-scripts-loaded-from-secure-origin', modifier: 0 };
  }
  if (external.every(secure)) {
    return allIntegrity
      ? { name, result: 'sri-implemented-and-external-scripts-loaded-securely', modifier: 5 }
      : { name, result: 'sri-not-implemented-but-external-scripts-loaded-securely', modifier: -5 };
  }
  return allIntegrity
    ? { name, result: 'sri-implemented-but-external-scripts-not-loaded-securely', modifier: -20 }
    : { name, result: 'sri-not-implemented-and-external-scripts-not-loaded-securely', modifier: -50 };
}

function contentTypeOptionsTest(headers: Headers): ObservatoryTest {
  const name = 'x-content-type-options';
  const header = headers.get('x-content-type-options');
  if (!header) return { name, result: 'x-content-type-options-not-implemented', modifier: -5 };
  return header.trim().toLowerCase() === 'nosniff'
    ? { name, result: 'x-content-type-options-nosniff', modifier: 0 }
    : { name, result: 'x-content-type-options-header-invalid', modifier: -5 };
}

function frameOptionsTest(headers: Headers, csp: Csp | 'invalid' | null): ObservatoryTest {
  const name = 'x-frame-options';
  if (csp instanceof Map && csp.has('frame-ancestors')) {
    return { name, result: 'x-frame-options-implemented-via-csp', modifier: 5 };
  }
  const header = headers.get('x-frame-options')?.trim().toLowerCase();
  if (!header) return { name, result: 'x-frame-options-not-implemented', modifier: -20 };
  if (header === 'deny' || header === 'sameorigin') {
    return { name, result: 'x-frame-options-sameorigin-or-deny', modifier: 0 };
  }
  if (header.startsWith('allow-from')) return { name, result: 'x-frame-options-allow-from-origin', modifier: 0 };
  return { name, result: 'x-frame-options-header-invalid', modifier: -20 };
}

function resourcePolicyTest(headers: Headers): ObservatoryTest {
  const name = 'cross-origin-resource-policy';
  const header = headers.get('cross-origin-resource-policy')?.trim().toLowerCase();
  if (!header) return { name, result: 'corp-not-implemented', modifier: 0 };
  if (header === 'same-origin') return { name, result: 'corp-implemented-with-same-origin', modifier: 10 };
  if (header === 'same-site') return { name, result: 'corp-implemented-with-same-site', modifier: 10 };
  if (header === 'cross-origin') return { name, result: 'corp-implemented-with-cross-origin', modifier: 0 };
  return { name, result: 'corp-header-invalid', modifier: -5 };
}

const GRADES: [number, string][] = [
  [100, 'A+'],
  [90, 'A'],
  [85, 'A-'],
  [80, 'B+'],
  [70, 'B'],
  [65, 'B-'],
  [60, 'C+'],
  [50, 'C'],
  [45, 'C-'],
  [40, 'D+'],
  [30, 'D'],
  [25, 'D-'],
  [0, 'F'],
];

function gradeFor(score: number): string {
  return GRADES.find(([min]) => score >= min)?.[1] ?? 'F';
}

/** The origin the Observatory's CORS probe sends; a server that echoes it with credentials is open to CSRF. */
const PROBE_ORIGIN = 'https://http-observatory.security.mozilla.org';

/** Scores one response. `https` says whether it was served over TLS (or behind a TLS proxy). */
export function scoreResponse(response: ObservedResponse, { https = false } = {}): ObservatoryReport {
  const csp = parseCsp(response.headers.get('content-security-policy'));
  const hsts = hstsTest(response.headers, https);
  const tests: ObservatoryTest[] = [
    cspTest(csp, https),
    cookiesTest(response.headers.getSetCookie(), https && hsts.modifier === 0 && hsts.result.startsWith('hsts-impl')),
    corsTest(response.headers, PROBE_ORIGIN),
    { name: 'redirection', result: 'n/a on a loopback address', modifier: 0 },
    referrerTest(response.headers),
    hsts,
    sriTest(response),
    contentTypeOptionsTest(response.headers),
    frameOptionsTest(response.headers, csp),
    resourcePolicyTest(response.headers),
  ];
  const penalties = tests.reduce((sum, t) => sum + Math.min(t.modifier, 0), 0);
  const bonuses = tests.reduce((sum, t) => sum + Math.max(t.modifier, 0), 0);
  let score = 100 + penalties;
  if (score >= 90) score += bonuses;
  score = Math.max(score, 0);
  return { url: response.url, transport: https ? 'https' : 'http', tests, score, grade: gradeFor(score) };
}

/** Fetches a URL the way the Observatory does (with its Origin header for the CORS probe) and scores it. */
export async function scoreUrl(
  url: string,
  { https = false, headers = {} as Record<string, string> } = {},
): Promise<ObservatoryReport> {
  const response = await fetch(url, { headers: { Origin: PROBE_ORIGIN, ...headers }, redirect: 'manual' });
  const body = await response.text();
  return scoreResponse({ url, headers: response.headers, body }, { https });
}
