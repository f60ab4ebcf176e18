import type { FastifyPluginAsync } from 'fastify';

/** Admin API for news articles in three languages (issue 12 §1). */
export const newsAdminRoutes: FastifyPluginAsync = async () => {};
