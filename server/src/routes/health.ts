import type { FastifyPluginAsync } from 'fastify';

/** /healthz: the process answers. /readyz: the database answers too (for load balancers). */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    try {
      await app.database.ping();
      return { status: 'ok', database: app.database.kind };
    } catch (error) {
      app.log.error({ err: error }, 'readiness check failed');
      return reply.code(503).send({ status: 'unavailable', message: 'Database unavailable' });
    }
  });
};
