import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { parseOr400 } from '../../lib/http-error';
import { langParam, onlyTrue } from './query';

export const impactRoutes: FastifyPluginAsync = async (app) => {
  app.get('/impact/metrics', async (request) => {
    const { lang } = parseOr400(z.object({ active: onlyTrue('active'), lang: langParam }), request.query);
    return app.content.listMetrics(lang);
  });

  app.get('/impact/stories', async (request) => {
    const { lang } = parseOr400(z.object({ published: onlyTrue('published'), lang: langParam }), request.query);
    return app.content.listStories(lang);
  });
};
