import * as z from 'zod/mini';
import { errorCode } from '../admin/api-errors';
import type { ImageValue } from '../admin/media';
import type { Locale } from '../locale';
import type { VersionState } from '../model/versions';
import { rowIdSchema } from '../row-ids';
import { type EntryKind, FIGURE_PAGES, type FigurePlace } from './kinds';

/** A record as the staff editor reads it (docs/decisions/078). */
export interface AdminEntry {
  id: number;
  kind: EntryKind;
  position: number;
  published: boolean;
  /** The fields that are the same in every language. */
  values: Record<string, unknown>;
  /** Each language's words, where written (no bookkeeping). */
  words: Partial<Record<Locale, Record<string, unknown>>>;
  /** The language each version was written from (null: an original). */
  sources: Partial<Record<Locale, Locale | null>>;
  /** Each language's state: missing, out of date or current. */
  status: Record<Locale, VersionState>;
  /** When each version's words last changed. */
  changedAt: Partial<Record<Locale, string>>;
  /** The record's name in lists and messages (its label field, in the staff member's language if written). */
  label: string;
  /** The image of each image field, for the editor's preview and alt text. */
  images: Record<string, ImageValue | null>;
  /** The version this is (the history's newest): sent back with a save, the base of a merge. */
  revision: number | null;
  updatedAt: string;
}

/** What would break or change with a record: the records that refer to it, and the pages that show it. */
export interface EntryDependents {
  records: { kind: EntryKind; id: number; label: string }[];
  pages: string[];
}

export const entryOrderSchema = z.object({
  ids: z.array(rowIdSchema()).check(z.minLength(1, errorCode('request.sendOrder')), z.maxLength(1000)),
});

/**
 * The public pages that show each kind (for "Visible on" in the editor, and what a change reaches). Paths
 * are the public site's (common/src/pages.ts). A figure shows on its place's page only (FIGURE_PAGES); a
 * test renders every page and checks both against what each page really shows.
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
  figure: [],
  legalSection: ['/privacy', '/terms'],
  impactArea: ['/impact'],
  metric: ['/impact'],
  story: ['/impact'],
};

/** The pages a record shows on: its kind's, or for a figure its place's, or a legal section its page's. */
export function pagesOf(kind: EntryKind, values: Record<string, unknown>): readonly string[] {
  if (kind === 'figure') {
    const place = values.place as FigurePlace | undefined;
    return place && Object.hasOwn(FIGURE_PAGES, place) ? [FIGURE_PAGES[place]] : [];
  }
  if (kind === 'legalSection') return typeof values.page === 'string' ? [`/${values.page}`] : KIND_PAGES[kind];
  return KIND_PAGES[kind];
}
