import type { Config } from './config';
import type { ContentCache } from './content/cache';
import type { ContentService } from './content/service';
import type { Database } from './db/client';
import type { Clock } from './lib/clock';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    content: ContentService;
    cache: ContentCache;
    /** Waits until this process has heard the content changes committed so far (content/own-writes.ts). */
    ownWrites: import('./content/own-writes').OwnWrites;
    /** Every admin API route with its declared access (filled as they register). */
    adminRoutes: { method: string; url: string; access: import('./modules/auth').Access }[];
    /** Renders public pages (null in API-only tests); staff previews use it too. */
    renderer: import('./ssr/renderer').PageRenderer | null;
    /** The time; tests of session expiry use a manual clock. */
    clock: Clock;
    /** Cache misses each client may cause per second (lib/miss-budget.ts). */
    missBudget: import('./lib/miss-budget').MissBudget;
    /** Per-route rate limit for endpoints that write (contact, newsletter). */
    writeRateLimit: { max: number; timeWindow: string };
    /** Answers given again to identical requests before Fastify (lib/stored-answers.ts). */
    storedAnswers: import('./lib/stored-answers').StoredAnswers;
    requestPacing: import('./lib/request-pacing').RequestPacing;
  }
  interface FastifyRequest {
    /** What sendCached sent, for lib/stored-answers.ts to keep once the answer is out. */
    sentCached: import('./lib/stored-answers').Sent | null;
  }
}
