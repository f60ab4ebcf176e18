import type { RecordRevisionDetail, RecordSnapshot } from '@common/admin/revisions';
import type { FieldSpec, Fields, RecordInput } from '@common/model/fields';
import type { ReactNode } from 'react';
import type { EditableRecord, RecordForm } from './record-form';

/* The kit's editor's props and what it gives and answers (RecordEditor.tsx tells how it behaves). */

/** What the editor gives the input of a field that is the same in every language (the feature draws it). */
export interface ValueInputProps {
  name: string;
  spec: FieldSpec;
  label: string;
  /** As the input holds it (record-form.ts formValueOf). */
  value: unknown;
  /** Its path in the payload and its errors ("values.phone"): put it on the control as `data-path`. */
  path: string;
  error: (path: string) => string | undefined;
  /** The person tried to save once: fields that only complain then (an image's description) may now. */
  showErrors: boolean;
  onChange: (value: unknown) => void;
}

/** What a save answers: the record, whether it is shown, and the colleague's version merged in, if any. */
export interface SavedRecord {
  id: number;
  published?: boolean;
  mergedWith?: number | null;
}

/** What happened on a save, for the sentence the screen says after it. */
export interface SaveOutcome {
  created: boolean;
  /** A colleague's save in between was merged: their changes to other fields were kept. */
  merged: boolean;
}

/** What the editor offers the parts beside it (the history): put a version in the form, as unsaved edits. */
export interface RecordEditorHandle {
  loadVersion: (version: RecordRevisionDetail) => Promise<void>;
}

/** The kit's editor's props. */
export interface RecordEditorProps<S extends SavedRecord> {
  /** The page's heading and the document's title. */
  title: string;
  /** Where the back link, Cancel and a saved form lead (within the section). */
  backHref?: string;
  backLabel: string;
  /** Names the screen where edits not saved are kept in this browser ("content/company"). */
  screen: string;
  /** The submit button's words for a new record; a saved one says "Save". */
  createLabel: string;
  fields: Fields;
  /** The saved record; none for a new one. */
  record?: EditableRecord;
  /** A field's label, by its name. */
  label: (field: string) => string;
  /** A hint under a field's label (what to type). */
  hint?: (field: string, spec: FieldSpec) => ReactNode;
  valueInput: (props: ValueInputProps) => ReactNode;
  /** A stored value in words, for the choice between two people's versions (a reference's name). */
  valueText?: (field: string, value: unknown) => string | undefined;
  /** The words of the "shown on the site" flag; none for a record without one. */
  publishedLabel?: string;
  /** Offer "This is a correction: keep the date of Last updated" (kinds whose changedAt visitors read). */
  correction?: boolean;
  /** Sends the payload (`form` too, for what is saved elsewhere first: an image's description). */
  save: (input: RecordInput, form: RecordForm) => Promise<S>;
  onSaved: (saved: S, outcome: SaveOutcome) => void;
  /** A version of the record's history: the base of the merge when kept edits began from an older one. */
  loadRevision?: (revision: number) => Promise<RecordSnapshot>;
  /** Shown under the heading, above the form: where the record shows, what depends on it. */
  intro?: ReactNode;
  /** The submit button's words for a saved record, when not "Save" ("Submit for review", docs/decisions/090). */
  saveLabel?: string;
  /** Nothing to save here (a colleague's change waits for review): no submit button. */
  readOnly?: boolean;
  /** More buttons after Save and Cancel (Delete). */
  actions?: ReactNode;
  /** Below the form (the history), with the way to load a version into it. */
  after?: (editor: RecordEditorHandle) => ReactNode;
}
