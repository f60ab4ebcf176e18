import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from './http-error';

/**
 * The answer for a method an address does not serve, when it serves others (RFC 9110): OPTIONS is
 * answered 204 with `Allow` (§9.3.7), any other method 405 with `Allow` (§15.5.6). Used by the API's
 * fallback and the pages.
 */
export function answerOtherMethod(request: FastifyRequest, reply: FastifyReply, allowed: readonly string[]) {
  reply.header('Allow', allowed.join(', '));
  if (request.method === 'OPTIONS') return reply.code(204).send();
  throw new HttpError(405, { message: `${request.method} is not allowed here; use ${allowed.join(' or ')}` });
}
