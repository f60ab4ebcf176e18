import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { errorFields } from '../db/logger';

/**
 * The per-client write limits (contact, newsletter: RATE_LIMIT_WRITES_PER_MINUTE), counted in Redis when
 * REDIS_URL is set, so every server process shares the count; otherwise per process. If Redis is away
 * the limit is skipped (logged) rather than refusing visitors. Sign-in throttling does not depend on
 * this: it counts in the database (modules/auth/throttle.ts).
 */
/** How long a connection to Redis may take, and so how long start-up waits for the first one. */
const CONNECT_TIMEOUT_MS = 2000;

export async function registerRateLimits(app: FastifyInstance): Promise<void> {
  let redis: Redis | undefined;
  if (app.config.REDIS_URL) {
    // Loaded only when used: 36 modules the server would otherwise keep for nothing (docs/decisions/064).
    const { Redis: RedisClient } = await import('ioredis');
    redis = new RedisClient(app.config.REDIS_URL, {
      // A request never waits for Redis to come back: it fails at once and the limit is skipped.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      connectTimeout: CONNECT_TIMEOUT_MS,
    });
    let reported = false;
    redis.on('error', (error) => {
      if (!reported) app.log.warn(errorFields(error), 'Redis unavailable: write limits are not counted meanwhile');
      reported = true;
    });
    redis.on('ready', () => {
      reported = false;
    });
    app.addHook('onClose', async () => {
      redis?.disconnect();
    });
    await firstContact(redis, CONNECT_TIMEOUT_MS);
  }
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'veb-rate-limit:', skipOnError: true } : {}),
  });
}

/**
 * Waits, at most `ms`, for the first connection to be ready or to fail. Without it the server took
 * requests while Redis was still connecting, and with the offline queue off those requests were not
 * counted at all (CI: a fourth write in a minute let through). A Redis that is away only delays start by
 * its refusal; one that never answers, by `ms`.
 */
function firstContact(redis: Redis, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      redis.off('ready', done);
      redis.off('error', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    redis.once('ready', done);
    redis.once('error', done);
  });
}
