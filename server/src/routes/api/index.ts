import type { FastifyPluginAsync } from 'fastify';
import { HttpError } from '../../lib/http-error';
import { contactRoutes } from './contact';
import { impactRoutes } from './impact';
import { newsRoutes } from './news';
import { newsletterRoutes } from './newsletter';

/** Everything under /api. Unknown API paths answer a JSON 404, never the HTML page. */
export const apiRoutes: FastifyPluginAsync = async (app) => {
  await app.register(newsRoutes);
  await app.register(impactRoutes);
  await app.register(contactRoutes);
  await app.register(newsletterRoutes);
  app.setNotFoundHandler(async (request) => {
    throw new HttpError(404, `No API route for ${request.method} ${request.url.split('?')[0]}`);
  });
};
