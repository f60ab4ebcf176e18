import type { FastifyPluginAsync } from 'fastify';
import { errorFields } from '../db/logger';
import { RETRY_AFTER_S } from '../plugins/errors';

/**
 * /healthz: liveness, 200 while the process can answer (a load balancer must not restart it because the
 * database is away). /readyz: readiness, 503 while the database cannot be reached, so a load balancer
 * takes the instance out until it can.
 */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get('/healthz', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { status: 'ok' };
  });
  app.get('/readyz', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    try {
      await app.database.ping(2000);
      return { status: 'ok', database: app.database.kind };
    } catch (error) {
      app.log.warn({ err: errorFields(error) }, 'readiness check failed');
      return reply
        .code(503)
        .header('Retry-After', String(RETRY_AFTER_S))
        .send({ status: 'unavailable', message: 'Database unavailable' });
    }
  });
};
