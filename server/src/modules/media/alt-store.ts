import { ALT_WORDS, isDescribed, mediaMessages } from '@common/admin/media';
import type { RecordSnapshot } from '@common/admin/revisions';
import type { RecordInput } from '@common/model/fields';
import { sameValue } from '@common/model/merge';
import { nextVersions } from '@common/model/versions';
import { HttpError } from '../../lib/http-error';
import type { RecordStore, WriteContext } from '../records';
import { altOf } from './alt';
import { lockMedia, MEDIA_RECORD, type MediaRow, setMediaVersions } from './repository';

/** An image as its history keeps it: no values, its alt text's versions (as migration 0025 wrote them). */
const stateOf = (row: MediaRow): RecordSnapshot => ({ values: {}, versions: row.versions });

/**
 * Images' alt text on the one write path (docs/decisions/078, 030): `writeRecord(db, altStore(), …)` locks
 * the image, merges a colleague's change to another language, works out each language's version (a new
 * French description is written from the image's original unless the editor says; a changed English one
 * marks those written from it out of date), keeps the version in `revisions` (type 'media') and writes
 * the audit line `media.alt_changed` with each language's text before and after.
 *
 * No language is required, but an image stays described in at least one: a page shows it to people who
 * cannot see it through that description (the one an image needs before a page may use it, too).
 *
 * One store per write: its name in the history and the audit log is the file name, which the snapshot
 * does not hold, so the store keeps the row it locked.
 */
export function altStore(): RecordStore<MediaRow> {
  let locked: MediaRow | null = null;
  return {
    type: MEDIA_RECORD,
    target: 'media',
    words: ALT_WORDS,
    // Said by `check` below with the image's own message, rather than the write path's generic one.
    needsWords: false,
    actions: { created: 'media.uploaded', updated: 'media.alt_changed' },
    async lock(tx, id) {
      locked = await lockMedia(tx, id);
      if (!locked) throw new HttpError(404, mediaMessages.notFound);
      return locked;
    },
    stateOf,
    idOf: (row) => row.id,
    label: () => locked?.filename ?? `#${locked?.id ?? ''}`,
    async check(_tx, state) {
      if (!isDescribed(altOf(state.versions)))
        throw new HttpError(400, mediaMessages.altNeeded, { fields: { words: mediaMessages.altNeeded } });
    },
    insert() {
      // Images come from an upload (POST /media), which stores the file; only their words are written here.
      throw new Error('An image is uploaded, not written: POST /api/admin/media');
    },
    update: (tx, id, state) => setMediaVersions(tx, id, state.versions),
    auditDetails: (after, before) => ({
      filename: locked?.filename ?? null,
      from: altOf(before?.versions ?? {}),
      to: altOf(after.versions),
    }),
  };
}

/**
 * A save that changes nothing of what is stored (an editor saving a record sends its images' descriptions
 * each time): no version, no audit line. Said by the one save rule itself, against the image as it is. An
 * image not described yet is never left so silently: the write path says it needs a description.
 */
export function changesNothing(row: MediaRow, input: RecordInput, context: WriteContext): boolean {
  if (!isDescribed(altOf(row.versions))) return false;
  const { versions } = nextVersions(
    row.versions,
    { words: input.words ?? {}, from: input.from, reviewed: input.reviewed, correction: input.correction },
    ALT_WORDS,
    context.at.toISOString(),
  );
  return sameValue(versions, row.versions);
}
