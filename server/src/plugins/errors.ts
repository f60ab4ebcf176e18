import type { ApiErrorCode } from '@common/admin/api-errors';
import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, type Locale } from '@common/locale';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorFields, stackFrames } from '../db/logger';
import { isDatabaseUnavailable } from '../db/unavailable';
import { HttpError } from '../lib/http-error';
import { errorPage } from '../ssr/error-page';

/** Seconds a client is told to wait when the database is away (the site recovers within five). */
export const RETRY_AFTER_S = 5;
const UNAVAILABLE_MESSAGE = 'The service is briefly unavailable. Please try again in a moment.';

/**
 * One error handler: a 4xx passes its message through; the database being unreachable is a 503 with
 * Retry-After (temporary, the visitor may try again); anything else is a 500, logged with the request id
 * and answered with a generic message. Every error body is JSON with `success: false` and `message`; the
 * staff area's errors add `code` and `params`, and per field `errorCodes` beside `errors` (decision 041).
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).headers(error.headers).send({
        success: false,
        message: error.message,
        code: error.code,
        params: error.params,
        errors: error.errors,
        errorCodes: error.errorCodes,
        detail: error.detail,
      });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: errorFields(error) }, 'database unavailable');
      return reply
        .code(503)
        .header('Retry-After', String(RETRY_AFTER_S))
        .send({ success: false, message: UNAVAILABLE_MESSAGE });
    }
    const status = typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 500;
    if (status < 500) {
      request.log.info({ err: errorFields(error) }, 'client error');
      // A refusal's own headers (http-errors' `headers`): a 416 from @fastify/send carries
      // `Content-Range: bytes */LENGTH`, which RFC 9110 §15.5.17 asks for.
      const headers = (error as { headers?: unknown }).headers;
      if (headers && typeof headers === 'object') reply.headers(headers as Record<string, string>);
      const code = isAdminPath(request) ? STAFF_CODES[error.code] : undefined;
      return reply.code(status).send({ success: false, message: clientMessage(error), ...(code && { code }) });
    }
    request.log.error({ err: errorFields(error), stack: stackFrames(error), reqId: request.id }, 'request failed');
    return reply.code(status).send({
      success: false,
      message: 'Something went wrong on our side. Please try again later.',
      requestId: request.id,
    });
  });
}

/**
 * Fastify's own refusals (before a route runs) as the staff area's codes, so a staff member reads them in
 * their language too (decision 041); the visitor side keeps the plain English of clientMessage.
 */
const STAFF_CODES: Record<string, ApiErrorCode | undefined> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'request.badJson',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'request.badJson',
  FST_ERR_CTP_BODY_TOO_LARGE: 'request.tooLarge',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'request.mediaType',
  FST_CSRF_INVALID_TOKEN: 'request.expired',
  FST_CSRF_MISSING_SECRET: 'request.expired',
};

function isAdminPath(request: FastifyRequest): boolean {
  const path = (request.raw.url ?? '').split('?')[0];
  return path === '/api/admin' || path.startsWith('/api/admin/');
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
    case 'FST_CSRF_INVALID_TOKEN':
    case 'FST_CSRF_MISSING_SECRET':
      return 'This page has expired or the request did not come from it; reload the page and try again';
    case 'FST_ERR_BAD_URL':
      return BAD_URL_MESSAGE;
    default:
      return error.message;
  }
}

const BAD_URL_MESSAGE = 'The address is not valid (bad percent-encoding)';

/** The language of a page answered before routing: ?lang=, then the language cookie (routes/pages.ts). */
function localeOf(request: FastifyRequest): Locale {
  const url = request.raw.url ?? '';
  const fromQuery = /[?&]lang=([a-z]{2})(?:&|$)/.exec(url)?.[1];
  if (isLocale(fromQuery)) return fromQuery;
  const fromCookie = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([a-z]{2})(?:;|$)`).exec(
    request.headers.cookie ?? '',
  )?.[1];
  return isLocale(fromCookie) ? fromCookie : DEFAULT_LOCALE;
}

/**
 * Addresses the router cannot read (a malformed percent-encoding such as `/news/%`, a parameter over
 * maxParamLength) are refused before any route or hook runs: they get the site's own answer, a page for
 * pages and JSON under /api, with the same security headers, instead of Fastify's raw error (whose
 * message also quotes the address, perhaps with a token in it).
 */
export const frameworkErrors =
  (headers: { page: Record<string, string>; api: Record<string, string> }) =>
  (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
    const path = (request.raw.url ?? '/').split('?')[0];
    const api = path === '/api' || path.startsWith('/api/');
    request.log.info({ err: { name: error.name, code: error.code, statusCode: status } }, 'client error');
    reply
      .code(status)
      .headers(api ? headers.api : headers.page)
      .header('Cache-Control', 'no-store');
    const message = status === 414 ? 'The address is too long' : BAD_URL_MESSAGE;
    if (api) return reply.send({ success: false, message });
    return reply.type('text/html; charset=utf-8').send(errorPage(400, localeOf(request), '/'));
  };

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (a malformed request line, headers over
 * 16 KB): answered in the same JSON form as everything else, instead of Fastify's own shape.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: import('node:net').Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, text, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large', 'The request address or headers are too large']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout', 'The request took too long to arrive']
        : [400, 'Bad Request', 'The request is malformed'];
  const body = JSON.stringify({ success: false, message });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${text}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/**
 * Between SIGTERM and exit, a request that arrives on a connection still open is answered 503 with
 * Retry-After and `Connection: close` (in the site's JSON shape), so a client or load balancer retries it
 * elsewhere; requests already running finish normally.
 */
export function registerClosingGuard(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
    // Stored answers (lib/stored-answers.ts) would answer before this guard; from now on they step aside.
    app.storedAnswers.closing = true;
  });
  app.addHook('onRequest', (_request, reply, done) => {
    if (!closing) return done();
    reply.header('Connection', 'close');
    done(
      new HttpError(503, { message: 'The site is restarting. Please try again in a moment.' }).withHeaders({
        'Retry-After': String(RETRY_AFTER_S),
      }),
    );
  });
}

/**
 * CONNECT asks a proxy for a tunnel; Node hands it to a 'connect' listener and, without one, closes the
 * connection without a word. This site is not a proxy: it answers 405 in its usual JSON shape.
 */
export function refuseConnect(server: import('node:http').Server): void {
  server.on('connect', (_request, socket: import('node:net').Socket) => {
    const body = JSON.stringify({ success: false, message: 'CONNECT is not allowed here' });
    socket.end(
      `HTTP/1.1 405 Method Not Allowed\r\nAllow: GET, HEAD, POST\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
}
