import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Security headers at the MDN HTTP Observatory A+ level (ENGINEERING.md §5).
 * Scripts only from our origin: server data reaches the client in a JSON block, never inline code.
 * style-src allows inline styles because UI primitives set style attributes; see docs/decisions.
 * API answers are JSON, never a document that loads anything: they get the API form of the policy
 * (`default-src 'none'`, as OWASP advises for REST services) without helmet's legacy browser headers,
 * which also halves their header bytes. The same sets are sent where no hook runs (plugins/errors.ts).
 */
export function securityHeaderSets({ dev }: { dev: boolean }): {
  page: Record<string, string>;
  api: Record<string, string>;
} {
  // What every answer carries besides its content security policy. HSTS only means something over
  // HTTPS; the request hook adds it when the request came that way.
  const common = {
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
    strictTransportSecurity: false,
  } as const satisfies HelmetOptions;
  const page = securityHeaders({
    ...common,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        // Vite's dev server injects an inline React Refresh preamble and talks over a websocket.
        'script-src': dev ? ["'self'", "'unsafe-inline'"] : ["'self'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:'],
        'font-src': ["'self'"],
        'connect-src': dev ? ["'self'", 'ws:'] : ["'self'"],
        'manifest-src': ["'self'"],
        'object-src': ["'none'"],
        'base-uri': ["'none'"],
        'frame-ancestors': ["'none'"],
        'form-action': ["'self'"],
      },
    },
  });
  const api = securityHeaders({
    ...common,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'none'"],
        'base-uri': ["'none'"],
        'frame-ancestors': ["'none'"],
        'form-action': ["'none'"],
      },
    },
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  });
  return { page, api };
}

/**
 * The headers never vary by request, so they are worked out once (@fastify/helmet would run helmet, CSP
 * parsing included, on every request).
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

/** Runs helmet once against a recording response and returns the headers it set. */
function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number) => {
      headers[name] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return headers;
}
