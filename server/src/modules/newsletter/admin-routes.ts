import type { FastifyPluginAsync } from 'fastify';
import { issueAdminRoutes } from './admin-issues';
import { subscriberAdminRoutes } from './admin-subscribers';

/** Admin API for subscribers and newsletter issues. */
export const newsletterAdminRoutes: FastifyPluginAsync = async (app) => {
  await app.register(subscriberAdminRoutes);
  await app.register(issueAdminRoutes);
};
