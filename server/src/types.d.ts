import type { Config } from './config';
import type { ContentCache } from './content/cache';
import type { ContentService } from './content/service';
import type { Database } from './db/client';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    content: ContentService;
    cache: ContentCache;
    /** Per-route rate limit for endpoints that write (contact, newsletter). */
    writeRateLimit: { max: number; timeWindow: string };
  }
}
