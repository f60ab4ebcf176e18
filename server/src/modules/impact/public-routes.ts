import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { json, sendCached } from '../../lib/cached-response';
import { parseOr400 } from '../../lib/http-error';
import { langParam, onlyTrue } from '../../lib/query-params';

// Built once: zod compiles a schema on first use, so building one per request costs more than the reply.
const metricsQuery = z.object({ active: onlyTrue('active'), lang: langParam });
const storiesQuery = z.object({ published: onlyTrue('published'), lang: langParam });

export const impactRoutes: FastifyPluginAsync = async (app) => {
  app.get('/impact/metrics', { compress: false }, async (request, reply) => {
    const { lang } = parseOr400(metricsQuery, request.query);
    return sendCached(app, request, reply, `api:metrics:${lang}`, async (content) =>
      json(await content.listMetrics(lang)),
    );
  });

  app.get('/impact/stories', { compress: false }, async (request, reply) => {
    const { lang } = parseOr400(storiesQuery, request.query);
    return sendCached(app, request, reply, `api:stories:${lang}`, async (content) =>
      json(await content.listStories(lang)),
    );
  });
};
