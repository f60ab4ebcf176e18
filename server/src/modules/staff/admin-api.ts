import type { FastifyPluginAsync } from 'fastify';
import { auditRoutes } from '../audit';
import { authRoutes, registerStaffGuard, SAFE_METHODS } from '../auth';
import { readTimeZone } from '../settings';
import { dashboardRoutes } from './dashboard';
import { colleagueRoutes } from './routes-colleagues';
import { languageRoutes } from './routes-language';
import { resetRoutes } from './routes-reset';
import { setupRoutes } from './routes-setup';
import { staffRoutes } from './routes-staff';

/**
 * The admin API under /api/admin: the guard (session, CSRF, role per route) applies to every route
 * registered here; each domain module adds its own admin routes (routes/api/index.ts lists them).
 */
export const adminApi =
  (modules: FastifyPluginAsync[] = []): FastifyPluginAsync =>
  async (app) => {
    await registerStaffGuard(app);
    // A change answered 2xx is what this process's pages show next, not a cached page from before it
    // (content/own-writes.ts). While notifications are lost, pages are read from the database anyway.
    app.addHook('onSend', async (request, reply, payload) => {
      if (!SAFE_METHODS.has(request.method) && reply.statusCode < 400 && app.cache.trusting) {
        await app.ownWrites.settle();
      }
      return payload;
    });
    await app.register(authRoutes, { timeZone: readTimeZone });
    await app.register(staffRoutes);
    await app.register(colleagueRoutes);
    await app.register(languageRoutes);
    await app.register(resetRoutes);
    await app.register(setupRoutes);
    await app.register(auditRoutes);
    await app.register(dashboardRoutes);
    for (const module of modules) await app.register(module);
  };
