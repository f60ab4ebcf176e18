import compress from '@fastify/compress';
import type { FastifyPluginAsync } from 'fastify';
import { negotiationHook } from '../../lib/negotiation';
import { rssRoutes } from './rss';
import { shareImageRoutes } from './share-images';
import { sitemapRoutes } from './sitemap';

// The share card as the site draws it: tests compare a served card with it.
export { renderShareCard } from './share-card';

/** Search engines and sharing (docs/decisions/005): sitemap, robots.txt, the news feed and share images. */
export const seoRoutes: FastifyPluginAsync = async (app) => {
  // Sitemap, feed and share images are generated per request, so they are compressed per request.
  app.addHook('onRequest', negotiationHook);
  await app.register(compress, { threshold: 1024 });
  await app.register(sitemapRoutes);
  await app.register(rssRoutes);
  await app.register(shareImageRoutes);
};
