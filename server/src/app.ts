import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyServerOptions } from 'fastify';
import type { Config } from './config';
import { ContentCache } from './content/cache';
import { createContentService } from './content/service';
import type { Database } from './db/client';
import { registerErrorHandler } from './plugins/errors';
import { registerSecurityHeaders } from './plugins/security';
import { apiRoutes } from './routes/api';
import { healthRoutes } from './routes/health';
import { pageRoutes } from './routes/pages';
import { seoRoutes } from './routes/seo';
import type { PageRenderer } from './ssr/renderer';

export interface AppOptions {
  config: Config;
  database: Database;
  /** Absent in API-only tests. */
  renderer?: PageRenderer;
  logger?: FastifyServerOptions['logger'];
}

/** Builds the whole app without listening, so tests can `inject()` into it (server.ts listens). */
export async function buildApp({ config, database, renderer, logger }: AppOptions) {
  const app = Fastify({
    logger: logger ?? { level: config.LOG_LEVEL },
    bodyLimit: 64 * 1024,
    trustProxy: config.TRUST_PROXY,
    requestIdHeader: false,
  });

  app.decorate('config', config);
  app.decorate('database', database);
  // One cache for content reads and rendered pages, emptied whenever content changes.
  const cache = new ContentCache();
  app.decorate('cache', cache);
  app.decorate('content', createContentService(database.db, cache));
  const stopListening = await database.onContentChange(() => cache.clear(), {
    onLost: () => {
      app.log.warn('content change notifications lost; serving without cache until they return');
      cache.setEnabled(false);
    },
    onRestored: () => cache.setEnabled(true),
  });
  app.addHook('onClose', async () => {
    // The database may already be closed (tests close it first); nothing is left to stop then.
    await stopListening().catch(() => {});
  });
  app.decorate('writeRateLimit', { max: config.RATE_LIMIT_WRITES_PER_MINUTE, timeWindow: '1 minute' });

  registerErrorHandler(app);
  await registerSecurityHeaders(app, { dev: config.NODE_ENV === 'development' });
  // Cookies (the language choice) and on-the-fly compression are registered only where they are
  // used (pages, SEO documents): hooks on every API request would cost throughput for nothing.
  await app.register(rateLimit, { global: false });

  await app.register(healthRoutes);
  await app.register(apiRoutes, { prefix: '/api' });
  await app.register(seoRoutes);
  if (renderer) await app.register(pageRoutes(renderer));

  app.setNotFoundHandler(async (request, reply) =>
    reply.code(404).send({ success: false, message: `Not found: ${request.method} ${request.url.split('?')[0]}` }),
  );
  return app;
}
