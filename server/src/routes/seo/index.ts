import type { FastifyPluginAsync } from 'fastify';
import { rssRoutes } from './rss';
import { shareImageRoutes } from './share-images';
import { sitemapRoutes } from './sitemap';

/** Search engines and sharing (issue 5 §1): sitemap, robots.txt, the news feed and share images. */
export const seoRoutes: FastifyPluginAsync = async (app) => {
  await app.register(sitemapRoutes);
  await app.register(rssRoutes);
  await app.register(shareImageRoutes);
};
