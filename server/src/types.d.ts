import type { Config } from './config';
import type { ContentService } from './content/service';
import type { Database } from './db/client';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    content: ContentService;
    /** Per-route rate limit for endpoints that write (contact, newsletter). */
    writeRateLimit: { max: number; timeWindow: string };
  }
}
