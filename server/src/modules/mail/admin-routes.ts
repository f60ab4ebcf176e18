import type { FastifyPluginAsync } from 'fastify';

/** Admin API for the outbox, for owners (issue 11 §1). */
export const outboxAdminRoutes: FastifyPluginAsync = async () => {};
