import type { FastifyPluginAsync } from 'fastify';
import { contactAdminRoutes } from '../../modules/contact/admin-routes';
import { contactRoutes } from '../../modules/contact/public-routes';
import { entriesAdminRoutes } from '../../modules/entries/admin-routes';
import { entriesRoutes } from '../../modules/entries/public-routes';
import { impactAdminRoutes } from '../../modules/impact/admin-routes';
import { impactRoutes } from '../../modules/impact/public-routes';
import { outboxAdminRoutes } from '../../modules/mail/admin-routes';
import { mediaAdminRoutes } from '../../modules/media/admin-routes';
import { newsAdminRoutes } from '../../modules/news/admin-routes';
import { newsRoutes } from '../../modules/news/public-routes';
import { newsletterAdminRoutes } from '../../modules/newsletter/admin-routes';
import { newsletterRoutes } from '../../modules/newsletter/public-routes';
import { privacyAdminRoutes } from '../../modules/privacy/admin-routes';
import { settingsAdminRoutes } from '../../modules/settings/admin-routes';
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
    impactAdminRoutes,
    entriesAdminRoutes,
    mediaAdminRoutes,
  ];
  await app.register(adminApi(modules), { prefix: '/admin' });
  fallback.register();
};
