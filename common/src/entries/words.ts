import type { RecordSnapshot } from '../admin/revisions';
import type { Locale } from '../locale';
import { type Fields, wordsSpec } from '../model/fields';
import { shownLocale, type WordsSpec } from '../model/versions';
import { type EntryKind, KINDS } from './kinds';

/**
 * A kind's fields, its words and a record's name, from the kind's declaration alone: the entries' store
 * reads them, and so do what names records elsewhere (the audit log, an image's uses) without going
 * through the entries module (docs/decisions/080).
 */
export const fieldsOf = (kind: EntryKind): Fields => KINDS[kind].fields;

const SPECS = new Map<EntryKind, WordsSpec>();
/** A kind's words, for the version rule (built once per kind). */
export function wordsOf(kind: EntryKind): WordsSpec {
  let spec = SPECS.get(kind);
  if (!spec) {
    spec = wordsSpec(fieldsOf(kind));
    SPECS.set(kind, spec);
  }
  return spec;
}

/** A record's name: its label field, in `locale` where it is written, else in its original language. */
export function labelOf(
  kind: EntryKind,
  state: Pick<RecordSnapshot, 'values' | 'versions'>,
  locale: Locale = 'en',
): string {
  const field = KINDS[kind].label;
  const spec = fieldsOf(kind)[field];
  if (!spec?.perLanguage) return String(state.values[field] ?? '');
  const shown = shownLocale(state.versions, locale, wordsOf(kind));
  return shown ? String(state.versions[shown]?.words[field] ?? '') : '';
}
