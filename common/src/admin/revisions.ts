import * as z from 'zod/mini';
import { errorCode } from './api-errors';

/**
 * One saved version of a record in its history (the admin kit's RecordHistory): what was done, when, by
 * whom (a name, never an address), and, where cheap, which fields differ from the version before it
 * (English field names; a translation as its language, 'fr' or 'sw').
 */
export interface RecordRevision {
  id: number;
  action: string;
  at: string;
  by: string | null;
  changed?: string[];
}

/**
 * A restore names the version of the record the editor shows (its `updatedAt`): a newer save since then
 * refuses the restore (409), as it refuses a save.
 */
export const restoreInputSchema = z.object({
  updatedAt: z.string().check(z.minLength(1, errorCode('revisions.restoreOver')), z.maxLength(40)),
});
