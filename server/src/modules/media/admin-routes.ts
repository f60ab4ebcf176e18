import type { Readable } from 'node:stream';
import { type MediaItem, type MediaLibraryItem, mediaAltInputSchema, mediaMessages } from '@common/admin/media';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { HttpError, parseOr400 } from '../../lib/http-error';
import { pathId } from '../../lib/query-params';
import { recordAudit } from '../audit';
import { auditContext, companiesOfRequest, staffOf } from '../auth';
import { writeRecord } from '../records';
import { altStore, changesNothing } from './alt-store';
import { decodeQueue } from './decode-queue';
import { libraryRoutes } from './library-routes';
import { inspect, processImage } from './process';
import { findMedia, insertMedia, mediaRow } from './repository';
import { fileNameOf, fileOf, fileRouteOptions, readBody } from './request-file';
import { usesOf } from './usage';

/**
 * Admin API for images (docs/decisions/030: the section 'media', owners and editors):
 *  - POST /media: the raw file as the body (any Content-Type: what the bytes are is checked with sharp),
 *    its name in the X-File-Name header (URI-encoded); 201 with the stored image (200 when the same image
 *    was already stored). At most 10 MB and 40 megapixels; JPEG, PNG, WebP or AVIF.
 *  - GET /media/:id: one image, with the records that use it.
 *  - PATCH /media/:id: its alt text, as the shared record input ({ values: {}, words: { fr: { alt } },
 *    from?, reviewed?, correction?, revision }) through the one write path (alt-store.ts): any language,
 *    at least one kept; a colleague's change since `revision` merged, or 409 entries.conflict.
 *  - the library (list, replace a file, delete): library-routes.ts.
 * Every upload and change is audited in the transaction that stores it.
 */
export const mediaAdminRoutes: FastifyPluginAsync = async (app) => {
  const db = app.database.db;

  // The library is shared: staff limited to companies (docs/decisions/088) see and pick every image, and
  // change (describe, replace, delete) only those they uploaded; the rest are other companies' and the group's.
  app.addHook('preHandler', async (request) => {
    if (request.method === 'GET' || request.method === 'POST' || companiesOfRequest(request) === null) return;
    if ((request.params as { id?: string }).id === undefined) return;
    const row = await mediaRow(db, pathId(request.params, mediaMessages.notFound));
    if (!row) throw new HttpError(404, mediaMessages.notFound);
    if (row.createdBy !== staffOf(request).user.id) throw new HttpError(403, mediaMessages.othersImage);
  });

  // In this plugin only: a body that is not JSON arrives as a stream and is read by the route that accepts
  // it (an upload or a replacement), within that route's limit; elsewhere here it fails validation.
  app.addContentTypeParser('*', async (request: FastifyRequest, payload: Readable) =>
    readBody(payload, request.routeOptions.bodyLimit ?? 64 * 1024),
  );

  app.post('/media', fileRouteOptions, async (request, reply): Promise<MediaItem> => {
    const { user } = staffOf(request);
    const body = fileOf(request);
    const filename = fileNameOf(request);
    // A file that is not an image, or too large, is refused at once, without waiting for a turn.
    await inspect(body);
    // Decoding and storing in one turn: with PGlite, writing a large original into the database runs on
    // this thread, so two stores back to back would hold every other request for as long as both take.
    const { item, created } = await decodeQueue.run(async () => {
      const image = await processImage(body);
      return db.transaction(async (tx) => {
        const stored = await insertMedia(tx, image, { filename, createdBy: user.id });
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
  });

  const readItem = async (id: number): Promise<MediaLibraryItem> => {
    const item = await findMedia(db, id);
    if (!item) throw new HttpError(404, mediaMessages.notFound);
    return { ...item, uses: await usesOf(db, [id]) };
  };

  app.get('/media/:id', { config: { access: 'media' } }, async (request) =>
    readItem(pathId(request.params, mediaMessages.notFound)),
  );

  app.patch('/media/:id', { config: { access: 'media' } }, async (request): Promise<MediaLibraryItem> => {
    const id = pathId(request.params, mediaMessages.notFound);
    // An image has no published state and no other words: only its descriptions are taken.
    const { published: _, ...parsed } = parseOr400(mediaAltInputSchema, request.body, 'media.checkAlt');
    const input = { ...parsed, values: {} };
    const context = auditContext(request);
    const row = await mediaRow(db, id);
    if (!row) throw new HttpError(404, mediaMessages.notFound);
    if (!changesNothing(row, input, context)) await writeRecord(db, altStore(), { id, input, context });
    return readItem(id);
  });

  await app.register(libraryRoutes);
};
