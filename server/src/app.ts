import type { IncomingMessage } from 'node:http';
import Fastify, { type FastifyBaseLogger, type FastifyServerOptions } from 'fastify';
import { type Config, configWarnings } from './config';
import { ContentCache } from './content/cache';
import { cacheMemory } from './content/cache-memory';
import { createOwnWrites } from './content/own-writes';
import { createContentService } from './content/service';
import type { Database } from './db/client';
import { errorFields } from './db/logger';
import { clientAddress, trustOf } from './lib/client-address';
import { type Clock, systemClock } from './lib/clock';
import { logOptions } from './lib/logger';
import { MissBudget } from './lib/miss-budget';
import { RequestPacing } from './lib/request-pacing';
import { StoredAnswers, serverWithStoredAnswers } from './lib/stored-answers';
import { registerAuditNames } from './modules/audit';
import { previousTwoFactorKey, sealSecretsAnew, setTwoFactorKey, twoFactorKey } from './modules/auth';
import { registerBackgroundWork } from './modules/mail';
import { mediaRoutes } from './modules/media';
import { registerNewsletterSchedule } from './modules/newsletter';
import { seoRoutes } from './modules/seo';
import { adminPage, registerAttention } from './modules/staff';
import {
  clientErrorHandler,
  frameworkErrors,
  refuseConnect,
  registerClosingGuard,
  registerErrorHandler,
} from './plugins/errors';
import { registerInputGuard } from './plugins/input-guard';
import { registerMetrics } from './plugins/metrics';
import { registerRateLimits } from './plugins/rate-limits';
import { registerSecurityHeaders, securityHeaderSets } from './plugins/security';
import { apiRoutes } from './routes/api';
import { healthRoutes } from './routes/health';
import { pageRoutes } from './routes/pages';
import type { AdminShell } from './ssr/admin-shell';
import type { PageRenderer } from './ssr/renderer';

export interface AppOptions {
  config: Config;
  database: Database;
  /** Absent in API-only tests. */
  renderer?: PageRenderer;
  /** The admin area's page and assets; absent in API-only tests. */
  adminShell?: AdminShell;
  /** The time (default: the system clock); tests of expiry pass a manual one. */
  clock?: Clock;
  /** Options for Fastify's own logger, or (server.ts) the process's logger, shared with the database. */
  logger?: FastifyServerOptions['logger'] | FastifyBaseLogger;
}

const isLoggerInstance = (logger: AppOptions['logger']): logger is FastifyBaseLogger =>
  typeof logger === 'object' && logger !== null && typeof (logger as FastifyBaseLogger).child === 'function';

/** Builds the whole app without listening, so tests can `inject()` into it (server.ts listens). */
export async function buildApp({ config, database, renderer, adminShell, logger, clock = systemClock }: AppOptions) {
  // One cache for content reads and rendered pages, emptied whenever content changes; bounded in bytes.
  const memory = cacheMemory(config.CACHE_MEMORY_MB);
  const cache = new ContentCache(undefined, undefined, clock, { maxBytes: memory.main, maxMinorBytes: memory.minor });
  // Stored answers are given before Fastify sees the request, so the server is made here (serverFactory).
  let stored: StoredAnswers | undefined;
  // One rule for who the client is, for Fastify's request.ip and for the pacing before Fastify.
  const trust = trustOf(config.TRUST_PROXY);
  const pacing = new RequestPacing(config.REQUESTS_PER_CLIENT_PER_SECOND);
  const pace = (req: IncomingMessage) => {
    const client = clientAddress(req, trust);
    return client === undefined ? 0 : pacing.slot(client);
  };
  const app = Fastify({
    serverFactory: (handler, options) => serverWithStoredAnswers({ stored: () => stored, pace }, handler, options),
    // A logger passed in is made with logOptions (server.ts); options passed in (tests) get them too.
    ...(isLoggerInstance(logger)
      ? { loggerInstance: logger }
      : { logger: logger === false ? false : { ...logOptions(config.LOG_LEVEL), ...(logger === true ? {} : logger) } }),
    bodyLimit: 64 * 1024,
    trustProxy: trust,
    requestIdHeader: false,
    // Long enough for any slug a route accepts; longer segments are still answered (404), never routed
    // to the page renderer's catch-all.
    routerOptions: { maxParamLength: 1000 },
    clientErrorHandler,
    // An address the router cannot read gets the site's own 400 page or JSON.
    frameworkErrors: frameworkErrors(securityHeaderSets({ dev: config.NODE_ENV === 'development' })),
    // While shutting down, requests still arriving on open connections get our own 503 (below).
    return503OnClosing: false,
  });

  stored = new StoredAnswers(cache, config.TRUST_PROXY !== false, app.log, undefined, memory.stored);
  app.decorate('storedAnswers', stored);
  app.decorate('requestPacing', pacing);
  app.decorateRequest('sentCached', null);
  app.addHook('onResponse', (request, reply, done) => {
    if (request.sentCached) stored?.record(request, reply, request.sentCached);
    done();
  });
  refuseConnect(app.server);
  // Settings that start but do not do what a live site needs (the operator reads them in the journal).
  for (const warning of configWarnings(config)) app.log.warn(warning);
  app.decorate('config', config);
  app.decorate('database', database);
  // Two-factor secrets are kept encrypted under a key outside the database (docs/decisions/092); those
  // stored in plain before are sealed once the database is ready.
  const twoFactor = setTwoFactorKey(database.db, twoFactorKey(config), previousTwoFactorKey(config));
  app.addHook('onReady', async () => {
    const sealed = await database.db.transaction((tx) => sealSecretsAnew(tx, twoFactor));
    if (sealed > 0) app.log.info({ sealed }, 'two-factor secrets kept in plain were encrypted');
  });
  app.decorate('clock', clock);
  app.decorate('adminRoutes', []);
  app.decorate('cache', cache);
  app.decorate('content', createContentService(database.db, cache, clock));
  // The page renderer, for staff previews of drafts (modules/news/preview.ts).
  app.decorate('renderer', renderer ?? null);
  // Only what depends on the changed table is dropped (content/tags.ts).
  const ownWrites = createOwnWrites(database.db, {
    emptyCache: () => {
      // Slow or lost notifications: the operator should know, as every later read now goes to the database.
      app.log.warn({}, 'a staff change was not heard back from the database in time; the content cache was emptied');
      cache.clear();
    },
  });
  app.decorate('ownWrites', ownWrites);
  const stopListening = await database.onContentChange((table) => ownWrites.heard(table) || cache.tableChanged(table), {
    // Changes could go unheard: stored answers are only served while the database cannot be reached.
    onLost: () => cache.setTrusted(false),
    onRestored: () => cache.setTrusted(true),
  });
  app.addHook('onClose', async () => {
    // The database may already be closed (tests close it first); nothing is left to stop then.
    await stopListening().catch((error) => app.log.debug({ err: errorFields(error) }, 'stop listening'));
  });
  app.decorate('missBudget', new MissBudget(config.CACHE_MISSES_PER_CLIENT_PER_SECOND));
  app.decorate('writeRateLimit', { max: config.RATE_LIMIT_WRITES_PER_MINUTE, timeWindow: '1 minute' });

  registerBackgroundWork(app);
  registerNewsletterSchedule(app);
  registerAttention(app);
  registerAuditNames(app);
  registerErrorHandler(app);
  registerClosingGuard(app);
  registerMetrics(app);
  registerInputGuard(app);
  await registerSecurityHeaders(app, { dev: config.NODE_ENV === 'development' });
  // Cookies (the language choice) and on-the-fly compression are registered only where they are
  // used (pages, SEO documents): hooks on every API request would cost throughput for nothing.
  await registerRateLimits(app);

  await app.register(healthRoutes);
  await app.register(apiRoutes, { prefix: '/api' });
  await app.register(mediaRoutes);
  await app.register(seoRoutes);
  if (adminShell) await app.register(adminPage(adminShell));
  if (renderer) await app.register(pageRoutes(renderer));

  app.setNotFoundHandler(async (request, reply) =>
    reply
      .code(404)
      .send({ success: false, message: `Not found: ${request.method} ${request.url.split('?')[0].slice(0, 200)}` }),
  );
  return app;
}
