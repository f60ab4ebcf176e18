import { LOCALES, type Locale } from '../locale';

/**
 * The one shape of a record's words in every language (docs/decisions/078). A record keeps what is the same
 * in every language (a number, a date, a link, an image, the company) once, in its values, and its words
 * (titles, text, labels, alt text) as one version per language it is written in. No language is required
 * and none is the source of the others: each version says which one it was written from, if any.
 */
export interface Version {
  /** The per-language fields, by name: text, or lines for a list field. Empty fields are left out. */
  words: Record<string, unknown>;
  /**
   * The version this one was written from and the hash of that version's words when this one last matched
   * them. None for a version written on its own (an original): it is never out of date.
   */
  from?: { locale: Locale; hash: string };
  /** When its words last changed (ISO 8601). A save marked as a correction keeps it ("Last updated"). */
  changedAt: string;
}

export type Versions = Partial<Record<Locale, Version>>;

/** Missing: no words in that language. Out of date: the version it was written from changed after it. */
export type VersionState = 'missing' | 'outdated' | 'current';
export const VERSION_STATES = ['missing', 'outdated', 'current'] as const satisfies readonly VersionState[];

/** Words of one language as an editor sends them: a field's text or lines, nothing for an empty field. */
export type Words = Record<string, unknown>;

/** A field as text: a list's lines one per line, nothing as empty. */
export const asText = (value: unknown): string =>
  (Array.isArray(value) ? value.join('\n') : value == null ? '' : String(value)).trim();

/** A short, stable hash of text (cyrb53): the same in the browser and on the server, no crypto needed. */
export function textHash(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16).padStart(14, '0');
}

/** The hash of a version's words over the record's word fields, in their declared order. */
export const wordsHash = (words: Words | undefined, fields: readonly string[]): string =>
  textHash(JSON.stringify(fields.map((field) => asText(words?.[field]))));

/** Whether words hold anything: a field with text, or a list with lines. */
export const hasWords = (words: Words | null | undefined, fields: readonly string[]): boolean =>
  words != null && fields.some((field) => asText(words[field]) !== '');

/**
 * A kind's words: its word fields in their declared order (what a version's hash reads and what two people's
 * edits are merged on) and those a version must have to count as written in that language.
 */
export interface WordsSpec {
  readonly fields: readonly string[];
  readonly required: readonly string[];
  /**
   * The fields a translation follows: a change to them marks the versions written from this one out of date
   * (all the word fields unless said; an article's address and its image's description are not followed).
   */
  readonly followed?: readonly string[];
}

/** The hash of a version's words, as the versions written from it record it. */
export const versionHash = (words: Words | undefined, spec: WordsSpec): string =>
  wordsHash(words, spec.followed ?? spec.fields);

/**
 * Written: some words, and every required one. A version that lacks a required word (typed before this
 * rule, or a draft) is kept and shown to staff, but counts as missing: visitors read another language.
 */
export const isWritten = (words: Words | null | undefined, spec: WordsSpec): boolean =>
  hasWords(words, spec.fields) && spec.required.every((field) => asText(words?.[field]) !== '');

/**
 * One language's state: missing without words; out of date when the version it was written from exists
 * and its words changed since this one last matched them; current otherwise (an original always is).
 */
export function versionState(versions: Versions, locale: Locale, spec: WordsSpec): VersionState {
  const version = versions[locale];
  if (!version || !isWritten(version.words, spec)) return 'missing';
  const source = version.from ? versions[version.from.locale] : undefined;
  if (
    version.from &&
    source &&
    hasWords(source.words, spec.fields) &&
    versionHash(source.words, spec) !== version.from.hash
  )
    return 'outdated';
  return 'current';
}

/** Every language's state, as the staff area shows it (each mark names its language). */
export const versionStates = (versions: Versions, spec: WordsSpec): Record<Locale, VersionState> =>
  Object.fromEntries(LOCALES.map((locale) => [locale, versionState(versions, locale, spec)])) as Record<
    Locale,
    VersionState
  >;

/** The languages a record is written in, in the table's order. */
export const writtenIn = (versions: Versions, spec: WordsSpec): Locale[] =>
  LOCALES.filter((locale) => isWritten(versions[locale]?.words, spec));

/**
 * The version a visitor reads: their own language's when it is written; otherwise the record's original
 * (a version written from no other; the earliest of them), or else the first in the table's order. Null for
 * a record with no words at all.
 */
export function shownLocale(versions: Versions, wanted: Locale, spec: WordsSpec): Locale | null {
  return writtenIn(versions, spec).includes(wanted) ? wanted : originalLocale(versions, spec);
}

/**
 * The record's original: the earliest version written from no other (ties in the table's order), or the
 * first written if every version names a source; null for a record with no words.
 */
export function originalLocale(versions: Versions, spec: WordsSpec): Locale | null {
  const present = writtenIn(versions, spec);
  const originals = present
    .filter((locale) => !versions[locale]?.from)
    .sort((a, b) => (versions[a]?.changedAt ?? '').localeCompare(versions[b]?.changedAt ?? ''));
  return originals[0] ?? present[0] ?? null;
}

/** A value worth storing: text with words, or a list with lines, or any other value that is set. */
const kept = (value: unknown): boolean =>
  Array.isArray(value)
    ? value.length > 0
    : typeof value === 'string'
      ? value.trim() !== ''
      : value !== null && value !== undefined;

/** Words as stored: strings trimmed, lists without blank lines, empty fields left out. */
export function cleanWords(words: Words | null | undefined, fields: readonly string[]): Words {
  const clean: Words = {};
  if (!words) return clean;
  for (const field of fields) {
    let value = words[field];
    if (typeof value === 'string') value = value.trim();
    else if (Array.isArray(value))
      value = value.map((line) => (typeof line === 'string' ? line.trim() : line)).filter((line) => kept(line));
    if (kept(value)) clean[field] = value;
  }
  return clean;
}

export interface VersionsChange {
  /** Each language's words as submitted: absent keeps the stored version, null or empty words remove it. */
  words: Partial<Record<Locale, Words | null>>;
  /**
   * The version each language was written from, where the editor says (a new translation from French): null
   * makes it an original. Unsaid, a new version added beside existing ones is written from the record's
   * original; one made in the same save as the first (a new record) is an original.
   */
  from?: Partial<Record<Locale, Locale | null>>;
  /** Languages whose words did not change but which someone checked against their source: current again. */
  reviewed?: readonly Locale[];
  /** A correction (a typo): versions whose words changed keep their `changedAt`. */
  correction?: boolean;
}

/**
 * The versions to store after a save, by the one rule of docs/decisions/078: a version whose words changed
 * (or that was confirmed) now matches its source as that source stands after this save; one left alone
 * keeps what it matched, so only a change to its source marks it out of date. `changed` lists the
 * languages whose words changed, were added or were removed (for the audit log and the history).
 */
export function nextVersions(
  stored: Versions,
  change: VersionsChange,
  spec: WordsSpec,
  now: string,
): { versions: Versions; changed: Locale[] } {
  const { fields } = spec;
  const after: Partial<Record<Locale, Words>> = {};
  for (const locale of LOCALES) {
    const submitted = change.words[locale];
    const words = submitted === undefined ? stored[locale]?.words : cleanWords(submitted, fields);
    if (hasWords(words, fields)) after[locale] = cleanWords(words, fields);
  }
  const originalBefore = originalLocale(stored, spec);
  const versions: Versions = {};
  const changed: Locale[] = [];
  for (const locale of LOCALES) {
    const old = stored[locale];
    const words = after[locale];
    const hadWords = hasWords(old?.words, fields);
    if (!words) {
      if (hadWords) changed.push(locale);
      continue;
    }
    const edited = !hadWords || wordsHash(words, fields) !== wordsHash(old?.words, fields);
    if (edited) changed.push(locale);
    // It now matches its source when its followed words were written in this save, or someone confirmed them.
    const touched = !hadWords || versionHash(words, spec) !== versionHash(old?.words, spec);
    const matched = touched || (change.reviewed ?? []).includes(locale);
    const sourceNow = (source: Locale) => {
      const sourceWords = after[source];
      return source !== locale && sourceWords ? { locale: source, hash: versionHash(sourceWords, spec) } : undefined;
    };
    let from: Version['from'];
    const said = change.from?.[locale];
    if (said !== undefined) from = said === null ? undefined : sourceNow(said);
    else if (hadWords && old?.from) {
      // Kept the language it was written from; it matches that version as it is now only if touched.
      from = after[old.from.locale] ? (matched ? sourceNow(old.from.locale) : old.from) : undefined;
    } else if (!hadWords && originalBefore && originalBefore !== locale) from = sourceNow(originalBefore);
    const changedAt = edited && !change.correction ? now : (old?.changedAt ?? now);
    versions[locale] = from ? { words, from, changedAt } : { words, changedAt };
  }
  return { versions, changed };
}

/** Each language's words without the bookkeeping, as an editor holds them. */
export const wordsOf = (versions: Versions): Partial<Record<Locale, Words>> =>
  Object.fromEntries(
    LOCALES.flatMap((locale) => (versions[locale] ? [[locale, versions[locale]?.words ?? {}]] : [])),
  ) as Partial<Record<Locale, Words>>;

/** The language each version was written from (null for an original), as an editor shows it. */
export const sourcesOf = (versions: Versions): Partial<Record<Locale, Locale | null>> =>
  Object.fromEntries(
    LOCALES.flatMap((locale) => (versions[locale] ? [[locale, versions[locale]?.from?.locale ?? null]] : [])),
  ) as Partial<Record<Locale, Locale | null>>;
