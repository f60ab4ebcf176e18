import type { FastifyPluginAsync } from 'fastify';
import { issueAdminRoutes } from './admin-issues';
import { subscriberAdminRoutes } from './admin-subscribers';
import { newsletterAttention } from './attention';

/** Admin API for subscribers and newsletter issues, and the dashboard's lines about scheduled issues. */
export const newsletterAdminRoutes: FastifyPluginAsync = async (app) => {
  app.attentionSources.push(newsletterAttention(app));
  await app.register(subscriberAdminRoutes);
  await app.register(issueAdminRoutes);
};
