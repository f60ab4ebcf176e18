import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import { negotiationHook } from '../../lib/negotiation';
import type { AdminShell } from '../../ssr/admin-shell';

const YEAR_S = 365 * 24 * 60 * 60;

/**
 * The admin area's own policy, stricter than the public pages': no inline style either, nothing from
 * elsewhere, images only from the site or data: URLs (the two-factor QR code), and the API on this origin.
 */
const ADMIN_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "object-src 'none'",
].join('; ');

/** GET /admin and every address below it: the admin app's page; /admin/assets/: its hashed files. */
export const adminPage =
  (shell: AdminShell): FastifyPluginAsync =>
  async (app) => {
    if (shell.assetsDir) {
      app.addHook('onRequest', negotiationHook);
      await app.register(fastifyStatic, {
        root: shell.assetsDir,
        prefix: '/admin/assets/',
        decorateReply: false,
        preCompressed: true,
        index: false,
        setHeaders: (reply) => reply.header('Cache-Control', `public, max-age=${YEAR_S}, immutable`),
      });
    }
    const send = async (request: { url: string }, reply: import('fastify').FastifyReply) =>
      reply
        .type('text/html; charset=utf-8')
        .header('Content-Security-Policy', ADMIN_CSP)
        .header('Cache-Control', 'no-store')
        .header('X-Robots-Tag', 'noindex, nofollow')
        .send(await shell.html(request.url));
    app.get('/admin', send);
    app.get('/admin/*', send);
  };
