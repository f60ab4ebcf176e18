import type { Readable } from 'node:stream';
import {
  MEDIA_FILENAME_HEADER,
  MEDIA_MAX_BYTES,
  type MediaItem,
  mediaMessages,
  updateMediaSchema,
} from '@common/admin/media';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { HttpError, parseOr400 } from '../../lib/http-error';
import { recordAudit } from '../audit/repository';
import { checkAccess, staffOf } from '../staff/access';
import { auditContext } from '../staff/context';
import { decodeQueue } from './decode-queue';
import { inspect, processImage } from './process';
import { findMedia, insertMedia, setMediaAlt } from './repository';

const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** Reads a request body into one Buffer, refusing it with a clear message once it passes `limit` bytes. */
async function readBody(payload: Readable, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of payload) {
    length += (chunk as Buffer).length;
    if (length > limit) throw new HttpError(413, mediaMessages.size, { file: mediaMessages.size });
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks, length);
}

/** The file name as sent (URI-encoded in a header), reduced to its last part, without control characters. */
function fileNameOf(request: FastifyRequest): string | null {
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

/**
 * Admin API for images (issue 12 §2; roles owner and editor through the 'news' section):
 *  - POST /media: the raw file as the body (any Content-Type: what the bytes are is checked with sharp),
 *    its name in the X-File-Name header (URI-encoded); 201 with the stored image (200 when the same image
 *    was already stored). At most 10 MB and 40 megapixels; JPEG, PNG, WebP or AVIF.
 *  - GET /media/:id: one image.
 *  - PATCH /media/:id { alt: { en, fr?, sw? } }: its alt text.
 * Every upload and change is audited in the transaction that stores it.
 */
export const mediaAdminRoutes: FastifyPluginAsync = async (app) => {
  const db = app.database.db;

  // In this plugin only: a body that is not JSON arrives as a stream and is read by the route that accepts
  // it (the upload), within that route's limit; elsewhere here it fails validation.
  app.addContentTypeParser('*', async (request: FastifyRequest, payload: Readable) =>
    readBody(payload, request.routeOptions.bodyLimit ?? 64 * 1024),
  );

  app.post(
    '/media',
    {
      config: { access: 'news' },
      bodyLimit: MEDIA_MAX_BYTES,
      // Who may upload and how large, decided before 10 MB are read.
      onRequest: async (request) => {
        checkAccess(request, 'news');
        const length = Number(request.headers['content-length']);
        if (length > MEDIA_MAX_BYTES) throw new HttpError(413, mediaMessages.size, { file: mediaMessages.size });
      },
    },
    async (request, reply): Promise<MediaItem> => {
      const { user } = staffOf(request);
      const body = request.body;
      if (!Buffer.isBuffer(body)) throw new HttpError(415, mediaMessages.type, { file: mediaMessages.type });
      const filename = fileNameOf(request);
      // A file that is not an image, or too large, is refused at once, without waiting for a turn.
      await inspect(body);
      // Decoding and storing in one turn: with PGlite, writing a large original into the database runs on
      // this thread, so two stores back to back would hold every other request for as long as both take.
      const { item, created } = await decodeQueue.run(async () => {
        const image = await processImage(body);
        return db.transaction(async (tx) => {
          const stored = await insertMedia(tx, image, { filename, alt: {}, createdBy: user.id });
          await recordAudit(tx, {
            ...auditContext(request),
            action: stored.created ? 'media.uploaded' : 'media.uploaded_again',
            target: { type: 'media', id: stored.item.id },
            details: {
              filename,
              mime: image.mime,
              width: image.width,
              height: image.height,
              bytes: body.length,
              hash: image.hash,
            },
          });
          return stored;
        });
      });
      reply.code(created ? 201 : 200);
      return item;
    },
  );

  app.get('/media/:id', { config: { access: 'news' } }, async (request): Promise<MediaItem> => {
    const { id } = parseOr400(idParams, request.params);
    const item = await findMedia(db, id);
    if (!item) throw new HttpError(404, 'No such image');
    return item;
  });

  app.patch('/media/:id', { config: { access: 'news' } }, async (request): Promise<MediaItem> => {
    const { id } = parseOr400(idParams, request.params);
    const { alt } = parseOr400(updateMediaSchema, request.body, 'Check the image descriptions');
    const clean = Object.fromEntries(Object.entries(alt).filter(([, text]) => typeof text === 'string' && text !== ''));
    return db.transaction(async (tx) => {
      const before = await findMedia(tx, id);
      if (!before) throw new HttpError(404, 'No such image');
      await setMediaAlt(tx, id, clean as Record<string, string>);
      await recordAudit(tx, {
        ...auditContext(request),
        action: 'media.alt_changed',
        target: { type: 'media', id },
        details: { from: before.alt, to: clean },
      });
      return { ...before, alt: clean };
    });
  });
};
