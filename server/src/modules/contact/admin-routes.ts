import type { FastifyPluginAsync } from 'fastify';

/** Admin API for the contact inbox (issue 11 §2). */
export const contactAdminRoutes: FastifyPluginAsync = async () => {};
