/**
 * How CACHE_MEMORY_MB is shared (memory that stays flat while new addresses keep coming;
 * docs/decisions/058). Measured on the demo content: a rendered page is 30-120 KB and its brotli and gzip
 * forms add about 40 %; the sitemap's 60 addresses (every public page in three languages) come to 3.5 MB
 * of HTML, 5 MB with their compressed forms. Bounded by count alone, the content cache's 1,000 entries
 * could hold 80 MB of pages, and a 10-minute soak of new addresses grew the process's buffers by 27-28 MB
 * (to 29 and 36 MB) and was still growing.
 * - main: the content cache's pages and answers, each with its compressed forms (content/cache.ts);
 * - minor: its small area for 404s and empty lists, so made-up addresses cannot push real pages out;
 * - stored: the answers given again before Fastify (lib/stored-answers.ts), one encoding each, which keep
 *   their bytes after the content cache let them go.
 */
export function cacheMemory(megabytes: number): { main: number; minor: number; stored: number } {
  const bytes = megabytes * 1024 * 1024;
  return { main: Math.floor(bytes * 0.6), minor: Math.floor(bytes * 0.1), stored: Math.floor(bytes * 0.3) };
}
