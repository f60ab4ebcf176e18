import * as z from 'zod/mini';
import { errorCode } from '../admin/api-errors';
import type { ImageValue } from '../admin/media';
import type { Locale } from '../locale';
import type { VersionState } from '../model/versions';
import { companyPath } from '../pages';
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
  /** A change proposed for review (docs/decisions/090): in lists, where it stands; read alone, all of it. */
  proposal?: ProposalState | EntryProposal | null;
}

/** Where a change proposed for review stands (docs/decisions/090). */
export interface ProposalState {
  state: 'submitted' | 'returned';
  /** When it was submitted (submitted) or sent back (returned), ISO 8601. */
  at: string;
}

/**
 * A change proposed for review, as the record's editor reads it: who proposed it and when, the reviewer's
 * comment when sent back, what it changes, and the record as it would be (the writer edits that, made on
 * `revision`).
 */
export interface EntryProposal extends ProposalState {
  submittedAt: string;
  /** A name, never an address; null when their account is gone. */
  submittedBy: string | null;
  /** The person reading it proposed it. */
  mine: boolean;
  returnedBy: string | null;
  comment: string | null;
  /** The same-in-every-language fields it changes, by name, and the languages whose words it changes. */
  changed: string[];
  languages: Locale[];
  /** The record as it would be once approved. */
  record: Pick<AdminEntry, 'values' | 'words' | 'sources' | 'status' | 'changedAt' | 'label' | 'images' | 'published'>;
  /** The version of the record the change was made on. */
  revision: number | null;
}

export const isFullProposal = (proposal: AdminEntry['proposal']): proposal is EntryProposal =>
  proposal !== null && proposal !== undefined && 'record' in proposal;

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
  // On its company's page (pagesOf names it).
  companyFigure: [],
};

/** The kinds a company's page shows of its own: each record that names the company shows there. */
export const COMPANY_PAGE_KINDS = [
  'leader',
  'office',
  'companyFigure',
  'job',
  'internship',
] as const satisfies readonly EntryKind[];

/**
 * The pages a record shows on: its kind's, or for a figure its place's, or a legal section its page's. A
 * company shows on its own page too, and a record that belongs to a company on that company's page
 * (`companySlug` gives the slug of a company by its id; without it, or for a group record, the kind's pages).
 * A group leader or office (no company) shows where its kind does; a company's, on its company's page alone.
 */
export function pagesOf(
  kind: EntryKind,
  values: Record<string, unknown>,
  companySlug?: (id: number) => string | undefined,
): readonly string[] {
  if (kind === 'figure') {
    const place = values.place as FigurePlace | undefined;
    return place && Object.hasOwn(FIGURE_PAGES, place) ? [FIGURE_PAGES[place]] : [];
  }
  if (kind === 'legalSection') return typeof values.page === 'string' ? [`/${values.page}`] : KIND_PAGES[kind];
  if (kind === 'company' && typeof values.slug === 'string') return [...KIND_PAGES.company, companyPath(values.slug)];
  const owner = typeof values.company === 'number' ? companySlug?.(values.company) : undefined;
  if ((COMPANY_PAGE_KINDS as readonly EntryKind[]).includes(kind) && owner !== undefined) {
    const own = companyPath(owner);
    // Openings show on Careers whoever they belong to; a company's leaders and offices only on its page.
    return kind === 'job' || kind === 'internship' ? [...KIND_PAGES[kind], own] : [own];
  }
  return KIND_PAGES[kind];
}
