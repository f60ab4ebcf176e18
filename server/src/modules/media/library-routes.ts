import {
  type MediaInUse,
  type MediaLibraryItem,
  type MediaList,
  mediaListQuerySchema,
  mediaMessages,
} from '@common/admin/media';
import type { FastifyPluginAsync } from 'fastify';
import { englishOf, HttpError, parseOr400 } from '../../lib/http-error';
import { pathId } from '../../lib/query-params';
import { recordAudit } from '../audit';
import { auditContext } from '../auth';
import { decodeQueue } from './decode-queue';
import { listLibrary } from './library';
import { inspect, processImage } from './process';
import { deleteMedia, findMedia, lockMedia, otherWithHash, replaceFile } from './repository';
import { fileNameOf, fileOf, fileRouteOptions } from './request-file';
import { followReplacement, usesOf } from './usage';

const notFound = () => new HttpError(404, mediaMessages.notFound);

/**
 * The media library (docs/decisions/030), section 'media':
 *  - GET /media?q&use&from&to&page: every image, newest first, searched and filtered, each with its uses.
 *  - PUT /media/:id/file: a new file for the image (raw body, as POST /media). The id stays, so every use by
 *    id follows; new variants are made; each usage source rewrites its copies of the old addresses in the
 *    same transaction; the old hash stays as an alias that redirects (public-routes.ts).
 *  - DELETE /media/:id: only when no source finds a use; else 409 with the uses.
 * Changes to what public pages show empty the content caches through the tables' triggers (migration 0013
 * for `media`; news articles and `entries` by their own).
 */
export const libraryRoutes: FastifyPluginAsync = async (app) => {
  const db = app.database.db;

  app.get('/media', { config: { access: 'media' } }, async (request): Promise<MediaList> => {
    const query = parseOr400(mediaListQuerySchema, request.query, 'media.checkFilters');
    if (query.from && query.to && new Date(query.from) >= new Date(query.to))
      throw new HttpError(400, 'media.periodOrder', { fields: { to: 'media.laterEnd' } });
    return listLibrary(db, query);
  });

  app.put('/media/:id/file', fileRouteOptions, async (request): Promise<MediaLibraryItem> => {
    const id = pathId(request.params, mediaMessages.notFound);
    const body = fileOf(request);
    const filename = fileNameOf(request);
    await inspect(body);
    // An unknown image is said before a turn of the decode queue is spent on its file.
    if (!(await findMedia(db, id))) throw notFound();
    await decodeQueue.run(async () => {
      const image = await processImage(body);
      await db.transaction(async (tx) => {
        const before = await lockMedia(tx, id);
        if (!before) throw notFound();
        // The same file again: nothing changes, nothing to record.
        if (image.hash === before.hash) return;
        const other = await otherWithHash(tx, id, image.hash);
        if (other) throw new HttpError(409, mediaMessages.duplicate, { fields: { file: mediaMessages.duplicate } });
        await replaceFile(tx, before, image, filename);
        const change = { mediaId: id, from: before.hash, to: image.hash, width: image.width, height: image.height };
        const followed = await followReplacement(tx, change);
        await recordAudit(tx, {
          ...auditContext(request),
          action: 'media.replaced',
          target: { type: 'media', id },
          details: {
            filename: filename ?? before.filename,
            previousFilename: before.filename,
            mime: image.mime,
            width: image.width,
            height: image.height,
            bytes: body.length,
            hash: image.hash,
            previousHash: before.hash,
            previousSize: { width: before.width, height: before.height },
            recordsUpdated: followed,
          },
        });
      });
    });
    const item = await findMedia(db, id);
    if (!item) throw notFound();
    return { ...item, uses: await usesOf(db, [id]) };
  });

  app.delete('/media/:id', { config: { access: 'media' } }, async (request, reply) => {
    const id = pathId(request.params, mediaMessages.notFound);
    const uses = await db.transaction(async (tx) => {
      // Locked first: a save that starts using the image now waits, and is refused after (its image is gone).
      const before = await lockMedia(tx, id);
      if (!before) throw notFound();
      const found = await usesOf(tx, [id]);
      if (found.length) return found;
      await deleteMedia(tx, id);
      await recordAudit(tx, {
        ...auditContext(request),
        action: 'media.deleted',
        target: { type: 'media', id },
        details: {
          filename: before.filename,
          mime: before.mime,
          width: before.width,
          height: before.height,
          hash: before.hash,
        },
      });
      return [];
    });
    if (uses.length) {
      const refused: MediaInUse = {
        success: false,
        message: englishOf(mediaMessages.inUse),
        code: mediaMessages.inUse,
        uses,
      };
      return reply.code(409).send(refused);
    }
    return { success: true };
  });
};
