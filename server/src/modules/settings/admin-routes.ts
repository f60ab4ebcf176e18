import type { FastifyPluginAsync } from 'fastify';

/** Admin API for settings owners change (issue 11 §2: notification addresses). */
export const settingsAdminRoutes: FastifyPluginAsync = async () => {};
