import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../lib/http-error';

/**
 * Characters no part of the site can store or show: NUL (PostgreSQL text refuses it: "invalid byte
 * sequence for encoding UTF8: 0x00") and unpaired UTF-16 surrogates (not Unicode text at all). They are
 * refused at the door with a 400, wherever they come: path, query, cookies or JSON body, so nothing
 * reaches the database that it cannot store.
 */
export const UNSTORABLE_MESSAGE =
  'The request contains a character that is not allowed (a NUL character or an unpaired surrogate)';

const NUL = '\u0000';
/** %00 anywhere, and the UTF-8 forms of surrogates (ED A0..BF xx), which decode to nothing valid. */
const ENCODED_UNSTORABLE = /%00|%ed%[ab][0-9a-f]/i;

/** True for text that contains NUL or an unpaired surrogate. */
export function isUnstorable(text: string): boolean {
  return text.includes(NUL) || !text.isWellFormed();
}

/** The path of the first unstorable string (in keys or values) inside a parsed JSON value. */
export function findUnstorable(value: unknown, path = '', depth = 0): string | undefined {
  if (typeof value === 'string') return isUnstorable(value) ? path || '(body)' : undefined;
  if (value === null || typeof value !== 'object' || depth > 32) return undefined;
  // A binary body (an uploaded image, read as a Buffer) holds no text to store: walking it would make an
  // entry per byte, seconds and hundreds of MB for a 10 MB upload.
  if (ArrayBuffer.isView(value)) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (isUnstorable(key)) return at;
    const found = findUnstorable(item, at, depth + 1);
    if (found) return found;
  }
  return undefined;
}

const refuse = (where: string) =>
  new HttpError(400, { message: UNSTORABLE_MESSAGE }, { fields: { [where]: { message: UNSTORABLE_MESSAGE } } });

function checkRequest(request: FastifyRequest): void {
  const { url } = request.raw;
  if (url && (url.includes(NUL) || ENCODED_UNSTORABLE.test(url) || isUnstorable(url))) throw refuse('url');
  const cookie = request.headers.cookie;
  if (cookie && (cookie.includes(NUL) || ENCODED_UNSTORABLE.test(cookie))) throw refuse('cookie');
}

function checkParsed(request: FastifyRequest): void {
  const found = findUnstorable(request.query, 'query') ?? findUnstorable(request.params, 'params');
  if (found) throw refuse(found);
  if (request.body !== undefined) {
    const inBody = findUnstorable(request.body);
    if (inBody) throw refuse(inBody);
  }
}

/** Synchronous hooks (no promise per request): they run on every cached answer too. */
export function registerInputGuard(app: FastifyInstance): void {
  // Before routing work: the address and cookies (cheap string checks on every request).
  app.addHook('onRequest', (request, _reply, done) => {
    try {
      checkRequest(request);
    } catch (error) {
      return done(error as Error);
    }
    done();
  });
  // After parsing: decoded query values and the JSON body.
  app.addHook('preValidation', (request, _reply, done) => {
    try {
      checkParsed(request);
    } catch (error) {
      return done(error as Error);
    }
    done();
  });
}
