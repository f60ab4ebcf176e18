import type { FastifyError, FastifyInstance } from 'fastify';
import { HttpError } from '../lib/http-error';

/**
 * One error handler: a 4xx passes its message through, a 5xx is logged with the request id
 * and answered with a generic message. Every error body is JSON with `success: false` and `message`.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send({ success: false, message: error.message, errors: error.errors });
    }
    const status = typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 500;
    if (status < 500) {
      request.log.info({ err: error }, 'client error');
      return reply.code(status).send({ success: false, message: clientMessage(error) });
    }
    request.log.error({ err: error, reqId: request.id }, 'request failed');
    return reply.code(status).send({
      success: false,
      message: 'Something went wrong on our side. Please try again later.',
      requestId: request.id,
    });
  });
}

/** Fastify's own messages for body problems are technical; visitors get plain ones. */
function clientMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large (64 KB at most)';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type; send application/json';
    default:
      return error.message;
  }
}
