import type { FastifyInstance } from 'fastify';

/** A content security policy written the way browsers read it: directive, sources; directive, sources. */
const policy = (directives: Record<string, string[]>) =>
  Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join(';');

/**
 * The browser features the site lets itself use, by Permissions-Policy (docs/decisions/081): none but
 * the two it calls. The share button shares (`navigator.share`) or copies the address, and the staff
 * area copies an invitation link and recovery codes (`navigator.clipboard.writeText`): those two are
 * kept for the site's own origin. The rest, which no page or staff screen uses (the staff area's second
 * factor is a code typed in, not WebAuthn), are refused to the site and to anything it might frame, so
 * no script that should not be there can ask a visitor for them; browsing-topics and interest-cohort
 * leave the site's pages out of the browser's ad topics (the Topics API, FLoC before it).
 */
const PERMISSIONS: Record<string, 'self' | 'none'> = {
  accelerometer: 'none',
  bluetooth: 'none',
  'browsing-topics': 'none',
  camera: 'none',
  'clipboard-write': 'self',
  'display-capture': 'none',
  fullscreen: 'none',
  geolocation: 'none',
  gyroscope: 'none',
  'interest-cohort': 'none',
  magnetometer: 'none',
  microphone: 'none',
  midi: 'none',
  payment: 'none',
  'publickey-credentials-get': 'none',
  'screen-wake-lock': 'none',
  serial: 'none',
  usb: 'none',
  'web-share': 'self',
};

/** Permissions-Policy's form: `feature=()` refuses a feature to every origin, `feature=(self)` allows this one. */
export const PERMISSIONS_POLICY = Object.entries(PERMISSIONS)
  .map(([feature, allow]) => `${feature}=(${allow === 'self' ? 'self' : ''})`)
  .join(', ');

/**
 * What every answer carries besides its content security policy. HSTS only means something over HTTPS;
 * the request hook adds it when the request came that way.
 */
const COMMON = {
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Permissions-Policy': PERMISSIONS_POLICY,
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
} as const;

/**
 * Security headers at the MDN HTTP Observatory A+ level (ENGINEERING.md §5), as one table: they never
 * vary by request, so there is nothing for a library to work out (helmet used to be run once against a
 * fake response to produce exactly these; docs/decisions/047).
 * Scripts only from our origin: server data reaches the client in a JSON block, never inline code.
 * style-src allows inline styles because UI primitives set style attributes; see docs/decisions/003.
 * API answers are JSON, never a document that loads anything: they get the API form of the policy
 * (`default-src 'none'`, as OWASP advises for REST services) without the legacy browser headers
 * (Origin-Agent-Cluster, X-DNS-Prefetch-Control, X-Download-Options, X-Permitted-Cross-Domain-Policies,
 * X-XSS-Protection), which also halves their header bytes. The same sets are sent where no hook runs
 * (plugins/errors.ts).
 */
export function securityHeaderSets({ dev }: { dev: boolean }): {
  page: Record<string, string>;
  api: Record<string, string>;
} {
  const page = {
    'Content-Security-Policy': policy({
      'default-src': ["'self'"],
      // Vite's dev server injects an inline React Refresh preamble and talks over a websocket.
      // 'inline-speculation-rules' lets the boot script add prefetch rules (JSON, never code) for the menu's
      // language links (decision 060); it allows no inline script.
      'script-src': dev ? ["'self'", "'unsafe-inline'"] : ["'self'", "'inline-speculation-rules'"],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:'],
      'font-src': ["'self'"],
      'connect-src': dev ? ["'self'", 'ws:'] : ["'self'"],
      'manifest-src': ["'self'"],
      'object-src': ["'none'"],
      'base-uri': ["'none'"],
      'frame-ancestors': ["'none'"],
      'form-action': ["'self'"],
    }),
    ...COMMON,
    'Origin-Agent-Cluster': '?1',
    'X-DNS-Prefetch-Control': 'off',
    'X-Download-Options': 'noopen',
    'X-Permitted-Cross-Domain-Policies': 'none',
    'X-XSS-Protection': '0',
  };
  const api = {
    'Content-Security-Policy': policy({
      'default-src': ["'none'"],
      'base-uri': ["'none'"],
      'frame-ancestors': ["'none'"],
      'form-action': ["'none'"],
    }),
    ...COMMON,
  };
  return { page, api };
}

/**
 * The headers never vary by request, so they are worked out once (a per-request header plugin would redo
 * the same work on every request).
 */
export async function registerSecurityHeaders(app: FastifyInstance, { dev }: { dev: boolean }): Promise<void> {
  const { page: headers, api: apiHeaders } = securityHeaderSets({ dev });
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.url.startsWith('/api/') ? apiHeaders : headers);
    // HSTS only means something over HTTPS (directly or, with TRUST_PROXY, through a TLS proxy).
    if (request.protocol === 'https') {
      reply.header('Strict-Transport-Security', 'max-age=63072000; includeSubDomains; preload');
    }
    done();
  });
}
