import type { Locale } from '../locale';
import type { Versions } from '../model/versions';

/**
 * A record as its history keeps it, whatever its kind (docs/decisions/078): the values that are the same
 * in every language, each language's version, and whether it is published.
 */
export interface RecordSnapshot {
  values: Record<string, unknown>;
  versions: Versions;
  published?: boolean;
}

/**
 * One saved version of a record in its history (the admin kit's RecordHistory): what was done, when, by
 * whom (a name, never an address), the record's name then, and which fields and languages differ from the
 * version before it.
 */
export interface RecordRevision {
  id: number;
  action: string;
  at: string;
  by: string | null;
  /** The record's name in that version. */
  label: string;
  /** Same-in-every-language fields that changed, by name. */
  changed?: string[];
  /** Languages whose words changed, were added or were removed. */
  languages?: Locale[];
  /** What was said with it: a reviewer's comment when an article was sent back (docs/decisions/089). */
  note?: string;
  /**
   * A step of a change proposed for review (submitted, sent back: docs/decisions/090), not a version the
   * record has been: never "current", and restoring it puts the proposed change in the form.
   */
  proposed?: boolean;
}

/** One version with what it held: "Restore as draft" puts it in the editor, to be saved as a change. */
export interface RecordRevisionDetail extends RecordRevision {
  snapshot: RecordSnapshot;
}
