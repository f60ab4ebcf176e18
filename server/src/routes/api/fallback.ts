import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods, RouteOptions } from 'fastify';
import { parse } from 'regexparam';
import { answerOtherMethod } from '../../lib/allowed-methods';
import { HttpError } from '../../lib/http-error';

/**
 * Every /api address answers JSON, whatever the method and path: an address no route serves is a 404;
 * one served for other methods is a 405 with `Allow` (RFC 9110 §15.5.6), and OPTIONS there a 204 with
 * `Allow` (lib/allowed-methods.ts). Without this, an unknown
 * /api path fell through to the page renderer's catch-all and answered the HTML 404 page.
 * Call `collect` before the API routes are registered and `register` after.
 */
export function apiFallback(app: FastifyInstance) {
  const routes: { pattern: RegExp; methods: string[] }[] = [];
  let registeringFallback = false;
  app.addHook('onRoute', (route: RouteOptions) => {
    if (registeringFallback) return;
    const methods = ([] as HTTPMethods[]).concat(route.method).map((m) => m.toUpperCase());
    routes.push({ pattern: parse(route.url).pattern, methods });
  });

  const allowedFor = (path: string): string[] => {
    const allowed = new Set<string>();
    for (const route of routes) if (route.pattern.test(path)) for (const m of route.methods) allowed.add(m);
    if (allowed.has('GET')) allowed.add('HEAD');
    return [...allowed].sort();
  };

  return {
    register() {
      const fallback = async (request: FastifyRequest, reply: FastifyReply) => {
        const path = request.url.split('?')[0];
        const allowed = allowedFor(path);
        // A segment longer than the router's limit reaches here for an allowed method too: not found.
        if (allowed.length > 0 && !allowed.includes(request.method)) return answerOtherMethod(request, reply, allowed);
        throw new HttpError(404, { message: `No API route for ${request.method} ${path.slice(0, 200)}` });
      };
      registeringFallback = true;
      app.all('/*', fallback);
      app.all('', fallback);
      app.setNotFoundHandler(fallback);
    },
  };
}
