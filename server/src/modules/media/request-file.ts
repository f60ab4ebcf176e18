import type { Readable } from 'node:stream';
import { MEDIA_FILENAME_HEADER, MEDIA_MAX_BYTES, mediaMessages } from '@common/admin/media';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/http-error';
import { checkAccess } from '../auth';

/** Reads a request body into one Buffer, refusing it with a clear message once it passes `limit` bytes. */
export async function readBody(payload: Readable, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of payload) {
    length += (chunk as Buffer).length;
    if (length > limit) throw new HttpError(413, mediaMessages.size, { fields: { file: mediaMessages.size } });
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks, length);
}

/** The file name as sent (URI-encoded in a header), reduced to its last part, without control characters. */
export function fileNameOf(request: FastifyRequest): string | null {
  const header = request.headers[MEDIA_FILENAME_HEADER];
  if (typeof header !== 'string' || header === '') return null;
  let name: string;
  try {
    name = decodeURIComponent(header);
  } catch {
    name = header;
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
  const cleaned = (name.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return cleaned ? cleaned.slice(0, 200) : null;
}

/** The raw file of an upload or a replacement: refused when it is not one (JSON, a form). */
export function fileOf(request: FastifyRequest): Buffer {
  if (!Buffer.isBuffer(request.body))
    throw new HttpError(415, mediaMessages.type, { fields: { file: mediaMessages.type } });
  return request.body;
}

/** Options of a route that takes a file: who may send one and how large, decided before 10 MB are read. */
export const fileRouteOptions = {
  config: { access: 'media' as const },
  bodyLimit: MEDIA_MAX_BYTES,
  onRequest: async (request: FastifyRequest) => {
    checkAccess(request, 'media');
    const length = Number(request.headers['content-length']);
    if (length > MEDIA_MAX_BYTES)
      throw new HttpError(413, mediaMessages.size, { fields: { file: mediaMessages.size } });
  },
};
