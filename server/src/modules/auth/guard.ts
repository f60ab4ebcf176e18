import cookie from '@fastify/cookie';
import csrf from '@fastify/csrf-protection';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { HttpError } from '../../lib/http-error';
import { serverSecret } from '../../lib/secrets';
import { type Access, checkAccess } from './access';
import { clearSessionCookie, endedCookie } from './context';
import { adminCookie, endedSession, findSession, SESSION_COOKIE } from './sessions';

const CSRF_COOKIE = '__Host-veb-csrf';
const CSRF_HEADER = 'x-csrf-token';
/** The methods that change nothing: no CSRF token, no Origin check, nothing to settle. */
export const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * What a CSRF token is bound to besides the browser's secret: the session it was handed out with (its
 * number, kept when the token is renewed at a step up), so a token is refused with any other session's
 * cookie. Before signing in, 'none'.
 */
export const csrfUserInfo = (request: FastifyRequest): string =>
  request.staff ? `session:${request.staff.session.id}` : 'none';

/** This site's own origins: PUBLIC_URL's and any configured alternative (ADMIN_ALLOWED_ORIGINS). */
const ownOrigins = (config: { publicUrl: string; ADMIN_ALLOWED_ORIGINS?: string[] }): Set<string> =>
  new Set([new URL(config.publicUrl).origin, ...(config.ADMIN_ALLOWED_ORIGINS ?? [])]);

/**
 * The admin API's guard, registered in its scope: every answer is `no-store` and `noindex`; the session
 * cookie is read into `request.staff`; a state-changing request must come from this site's own pages
 * (its Origin one of ownOrigins, never judged by the Host header, which whoever points a name at the server
 * chooses; Sec-Fetch-Site when a client sends no Origin) and carry the CSRF token (@fastify/csrf-protection:
 * signed double-submit in a `__Host-` cookie, bound to the session); and each route's declared `access` is
 * checked before its handler runs.
 */
export async function registerStaffGuard(app: FastifyInstance): Promise<void> {
  await app.register(cookie);
  await app.register(csrf, {
    sessionPlugin: '@fastify/cookie',
    // The key of the HMAC that binds tokens to sessions: shared by every process on this database.
    csrfOpts: { hmacKey: await serverSecret(app.database.db, 'csrf-hmac') },
    getUserInfo: csrfUserInfo,
    cookieKey: CSRF_COOKIE,
    cookieOpts: { ...adminCookie, sameSite: 'strict' },
    getToken: (request) => {
      const value = request.headers[CSRF_HEADER];
      return typeof value === 'string' ? value : undefined;
    },
  });

  app.addHook('onRoute', (route: RouteOptions) => {
    const access = (route.config as { access?: Access } | undefined)?.access;
    if (!access) throw new Error(`Admin route ${route.method} ${route.url} declares no access (config.access)`);
    // Listed for the table-driven access test (access.test.ts).
    for (const method of ([] as string[]).concat(route.method))
      app.adminRoutes.push({ method, url: route.url, access });
  });

  const origins = ownOrigins(app.config);

  app.decorateRequest('staff', null);
  app.decorateRequest('sessionEnded', null);
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    // Authenticated answers are never stored by a browser or a proxy, nor indexed.
    reply.header('Cache-Control', 'no-store').header('X-Robots-Tag', 'noindex, nofollow');
    const token = request.cookies[SESSION_COOKIE];
    request.staff = token ? await findSession(app.database.db, token, app.clock.now()) : null;
    // No live session: why the last one ended, from its row while the browser still sends its token, then
    // from the cookie that keeps the reason for the browser's other tabs (context.ts).
    if (token && !request.staff) {
      request.sessionEnded = await endedSession(app.database.db, token);
      if (request.sessionEnded) clearSessionCookie(reply, request.sessionEnded);
      else reply.clearCookie(SESSION_COOKIE, adminCookie);
    } else if (!token) request.sessionEnded = endedCookie(request);

    if (!SAFE_METHODS.has(request.method)) {
      const site = request.headers['sec-fetch-site'];
      const origin = request.headers.origin;
      // Whichever a browser sends must say this site; a client sending neither is no browser page.
      const sameSite =
        (origin !== undefined || site !== undefined) &&
        (origin === undefined || origins.has(origin)) &&
        (site === undefined || site === 'same-origin');
      if (!sameSite) throw new HttpError(403, 'request.notFromAdmin');
    }
  });

  // Access first: a request whose session has ended gets 401, saying why (so the client offers to sign
  // in again and keeps the edits) rather than the token's 403, which a session-bound token can only give
  // then. Nothing runs before both checks pass, so the order refuses nothing less.
  app.addHook('preHandler', async (request) => {
    // Every route declares its access (checked at registration above); 'staff' is the strictest default.
    checkAccess(request, (request.routeOptions.config as { access?: Access }).access ?? 'staff');
  });
  // The token check answers a 403 by itself (plugins/errors.ts words it for people).
  app.addHook('preHandler', (request, reply, done) => {
    if (SAFE_METHODS.has(request.method)) return done();
    app.csrfProtection(request, reply, done);
  });
}
