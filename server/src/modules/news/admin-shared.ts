import type { AdminArticle } from '@common/admin/news';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import { HttpError, parseOr400 } from '../../lib/http-error';
import type { Writer } from '../audit/repository';
import { loadArticle, toAdminArticle } from './admin-repository';

export const idParams = z.object({ id: z.coerce.number().check(z.int(), z.positive(), z.maximum(2_147_483_647)) });
/** Three languages of rich text fit in this (the app's default body limit is 64 KB). */
export const DRAFT_BODY_LIMIT = 2 * 1024 * 1024;

/** The article of this request, with its working copy locked for the change (404 when there is none). */
export async function lockArticle(tx: Writer, request: FastifyRequest) {
  const { id } = parseOr400(idParams, request.params);
  const loaded = await loadArticle(tx, id, true);
  if (!loaded) throw new HttpError(404, 'No such article');
  return loaded;
}

/** The detail as the editor reads it, after the change committed. */
export async function readArticle(app: FastifyInstance, id: number): Promise<AdminArticle> {
  const loaded = await loadArticle(app.database.db, id);
  if (!loaded) throw new HttpError(404, 'No such article');
  return toAdminArticle(loaded, app.clock.now());
}
