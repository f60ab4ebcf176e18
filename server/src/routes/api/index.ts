import type { FastifyPluginAsync } from 'fastify';
import { contactAdminRoutes, contactRoutes } from '../../modules/contact';
import { entriesAdminRoutes, entriesRoutes } from '../../modules/entries';
import { impactRoutes } from '../../modules/impact';
import { outboxAdminRoutes } from '../../modules/mail';
import { mediaAdminRoutes } from '../../modules/media';
import { newsAdminRoutes, newsRoutes } from '../../modules/news';
import { newsletterAdminRoutes, newsletterRoutes } from '../../modules/newsletter';
import { privacyAdminRoutes } from '../../modules/privacy';
import { settingsAdminRoutes } from '../../modules/settings';
import { adminApi } from '../../modules/staff';
import { apiFallback } from './fallback';

/** Everything under /api. Every answer is JSON: unknown paths 404, wrong methods 405 (./fallback.ts). */
export const apiRoutes: FastifyPluginAsync = async (app) => {
  const fallback = apiFallback(app);
  // Every API body is JSON (or a module's own type, registered in its scope: forms, uploads). Fastify
  // also reads text/plain by default, which turned a wrong content type into a 400 from validation
  // instead of 415 Unsupported Media Type.
  app.removeContentTypeParser('text/plain');
  await app.register(newsRoutes);
  await app.register(impactRoutes);
  await app.register(entriesRoutes);
  await app.register(contactRoutes);
  await app.register(newsletterRoutes);
  // Each module's admin routes, behind the staff guard (session, CSRF, role per route).
  const modules = [
    contactAdminRoutes,
    newsletterAdminRoutes,
    outboxAdminRoutes,
    settingsAdminRoutes,
    privacyAdminRoutes,
    newsAdminRoutes,
    entriesAdminRoutes,
    mediaAdminRoutes,
  ];
  await app.register(adminApi(modules), { prefix: '/admin' });
  fallback.register();
};
