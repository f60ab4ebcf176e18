import { isEntryKind } from '@common/entries/kinds';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { json, sendCached } from '../../lib/cached-response';
import { HttpError, parseOr400 } from '../../lib/http-error';
import { langParam } from '../../lib/query-params';

// Built once: zod compiles a schema on first use, so building one per request costs more than the reply.
const query = z.object({ lang: langParam });

/** GET /api/content/entries/:kind?lang=: a content kind's records shown now, in the visitor's language. */
export const entriesRoutes: FastifyPluginAsync = async (app) => {
  app.get('/content/entries/:kind', { compress: false }, async (request, reply) => {
    const { kind } = request.params as { kind: string };
    if (!isEntryKind(kind)) throw new HttpError(404, { message: 'No such kind of content' });
    const { lang } = parseOr400(query, request.query);
    return sendCached(app, request, reply, `api:entries:${kind}:${lang}`, async (content) =>
      json(await content.entries(kind, lang)),
    );
  });
};
