import * as z from 'zod/mini';
import { errorCode } from '../admin/api-errors';
import type { TranslationState } from '../admin/impact';
import type { ImageValue } from '../admin/media';
import type { RecordRevision } from '../admin/revisions';
import type { TranslatedLocale } from '../locale';
import { rowIdSchema } from '../row-ids';
import type { EntryKind } from './kinds';

/** A record as the staff editor reads it. */
export interface AdminEntry {
  id: number;
  kind: EntryKind;
  position: number;
  published: boolean;
  /** Every field, English for the translatable ones. */
  values: Record<string, unknown>;
  /** French and Swahili text of the translatable fields (no bookkeeping). */
  translations: Partial<Record<TranslatedLocale, Record<string, unknown>>>;
  status: Record<TranslatedLocale, TranslationState>;
  /** The record's name in lists and messages (its label field). */
  label: string;
  /** The image of each image field, for the editor's preview and alt text. */
  images: Record<string, ImageValue | null>;
  updatedAt: string;
}

/** What would break or change with a record: the records that refer to it, and the pages that show it. */
export interface EntryDependents {
  records: { kind: EntryKind; id: number; label: string }[];
  pages: string[];
}

/** A version of a record in its history (the kit's RecordHistory), with the record's name then. */
export interface EntryRevision extends RecordRevision {
  label: string;
}

export const entryOrderSchema = z.object({
  ids: z.array(rowIdSchema()).check(z.minLength(1, errorCode('request.sendOrder')), z.maxLength(1000)),
});

/**
 * The public pages that show each kind (for "used on" in the editor, and what a change reaches). Paths
 * are the public site's (common/src/pages.ts).
 */
export const KIND_PAGES: Record<EntryKind, readonly string[]> = {
  // '*': every page (the menu and the footer list the companies).
  company: ['*', '/', '/careers'],
  leader: ['/about'],
  hiringCategory: ['/'],
  job: ['/careers'],
  internship: ['/careers'],
  office: ['/contact'],
  quickContact: ['/contact'],
  partner: ['/'],
  milestone: ['/about'],
  value: ['/about'],
  benefit: ['/careers', '/'],
  opportunity: ['/investors'],
  structure: ['/investors'],
  reason: ['/investors'],
  figure: ['/', '/about', '/investors', '/careers'],
  legalSection: ['/privacy', '/terms'],
};
