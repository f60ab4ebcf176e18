import { LOCALES, type Locale } from '../locale';
import type { Words } from './versions';

/**
 * What an editor changes of a record: the values that are the same in every language, each language's
 * words (null: that language removed), and whether it is published. Two people's edits of one record are
 * merged field by field on these (docs/decisions/078).
 */
export interface EditState {
  values: Record<string, unknown>;
  words: Partial<Record<Locale, Words | null>>;
  published?: boolean;
}

/** One field both people changed, differently: `path` names it ("values.phone", "words.fr.title"). */
export interface Conflict {
  path: string;
  /** The field as both found it when they opened the record. */
  base: unknown;
  /** What this person saved. */
  mine: unknown;
  /** What the other person saved first (what the record holds now). */
  theirs: unknown;
}

/** A field's value compared as a person reads it: trimmed text, no empty text or list, no undefined. */
function normal(value: unknown): unknown {
  if (typeof value === 'string') return value.trim() === '' ? null : value.trim();
  if (Array.isArray(value)) {
    const items = value.map(normal).filter((item) => item !== null);
    return items.length === 0 ? null : items;
  }
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .map(([key, item]) => [key, normal(item)] as const)
      .filter(([, item]) => item !== null)
      .sort(([a], [b]) => a.localeCompare(b));
    return entries.length === 0 ? null : Object.fromEntries(entries);
  }
  return value ?? null;
}

export const sameValue = (a: unknown, b: unknown): boolean => JSON.stringify(normal(a)) === JSON.stringify(normal(b));

/** The state as one map of field paths: every value, and every word field of every language. */
function flatten(state: EditState, wordFields: readonly string[]): Map<string, unknown> {
  const flat = new Map<string, unknown>();
  for (const [name, value] of Object.entries(state.values)) flat.set(`values.${name}`, value);
  for (const locale of LOCALES) {
    const words = state.words[locale];
    for (const field of wordFields) flat.set(`words.${locale}.${field}`, words ? words[field] : null);
  }
  if (state.published !== undefined) flat.set('published', state.published);
  return flat;
}

function unflatten(flat: Map<string, unknown>, wordFields: readonly string[]): EditState {
  const state: EditState = { values: {}, words: {} };
  for (const [path, value] of flat) {
    if (path === 'published') state.published = value as boolean;
    else if (path.startsWith('values.')) state.values[path.slice('values.'.length)] = value;
  }
  for (const locale of LOCALES) {
    const words: Words = {};
    for (const field of wordFields) {
      const value = flat.get(`words.${locale}.${field}`);
      if (normal(value) !== null) words[field] = value;
    }
    state.words[locale] = Object.keys(words).length > 0 ? words : null;
  }
  return state;
}

/**
 * A three-way merge, field by field: what only one person changed is kept, silently; a field both changed
 * to the same value is that value; a field both changed differently is a conflict, for the second person
 * to choose or combine (nothing is retyped: the screen shows both). `mine` may leave out languages it did
 * not touch (they count as unchanged). Without a base (the version it was opened at is unknown) every field
 * that differs is a conflict.
 */
export function mergeEdits(
  base: EditState | null,
  mine: EditState,
  theirs: EditState,
  wordFields: readonly string[],
): { merged: EditState; conflicts: Conflict[] } {
  const baseFlat = base ? flatten(base, wordFields) : null;
  const untouched = { ...mine, words: { ...mine.words } };
  // A language the editor did not send is as it was when they opened the record.
  for (const locale of LOCALES)
    if (!(locale in mine.words)) untouched.words[locale] = base ? (base.words[locale] ?? null) : theirs.words[locale];
  const mineFlat = flatten(untouched, wordFields);
  const theirsFlat = flatten(theirs, wordFields);
  const merged = new Map(theirsFlat);
  const conflicts: Conflict[] = [];
  for (const [path, value] of mineFlat) {
    const other = theirsFlat.get(path);
    if (sameValue(value, other)) continue;
    if (baseFlat) {
      const was = baseFlat.get(path);
      if (sameValue(value, was)) continue; // only they changed it
      if (sameValue(other, was)) {
        merged.set(path, value); // only I changed it
        continue;
      }
    }
    conflicts.push({ path, base: baseFlat?.get(path) ?? null, mine: value, theirs: other ?? null });
  }
  return { merged: unflatten(merged, wordFields), conflicts };
}
