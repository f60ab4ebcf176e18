import type { EntryKind, KINDS } from '@common/entries/kinds';
import type { Locale } from '@common/locale';
import type { FieldSpec, Fields, FieldValue, WordName } from '@common/model/fields';

/** One demo article. `image` is the base name of a file set under client/public/images/news/. */
export interface SeedArticle {
  slug: string;
  title: string;
  excerpt: string;
  /** Real HTML: headings, paragraphs, lists, links. Sanitised again on insert. */
  content: string;
  category: string;
  author: string;
  image?: string;
  status: 'published' | 'draft';
  /** An ISO date, or a number of days from the moment of seeding (for scheduled articles). */
  publishedAt: string | { inDays: number };
}

/** The French or Swahili version of a demo article, written in that language (not machine-translated). */
export interface SeedArticleTranslation {
  /** ASCII, lower-case, hyphenated words of that language; unique across every article and language. */
  slug: string;
  title: string;
  excerpt: string;
  /** The same structure as the English: the same headings, paragraphs, list items and links. */
  content: string;
}

type FieldsOf<K extends EntryKind> = (typeof KINDS)[K]['fields'];
type ValueName<T extends Fields> = Exclude<keyof T & string, WordName<T>>;
type RequiredName<T extends Fields> = { [N in keyof T]: T[N]['required'] extends true ? N : never }[keyof T];

/**
 * A same-in-every-language value as the demo states it: a `ref` by the `key` of a record listed before it
 * (a job's company: 'greenharvest'), a `date` also as days from the moment of seeding (so a demo opening is
 * always recent).
 */
type SeedValue<F extends FieldSpec> = F['type'] extends 'ref'
  ? string | null
  : F['type'] extends 'date'
    ? string | { inDays: number } | null
    : FieldValue<F>;

type SeedValues<T extends Fields> = { [N in ValueName<T> & RequiredName<T>]: SeedValue<T[N]> } & {
  [N in Exclude<ValueName<T>, RequiredName<T>>]?: SeedValue<T[N]>;
};

/** One language's words of a demo record: text, or lines for a list field. */
export type SeedWords<T extends Fields> = { [N in WordName<T>]?: T[N]['type'] extends 'lines' ? string[] : string };

interface SeedRecord<K extends EntryKind> {
  kind: K;
  /** How other demo records refer to this one; not stored. */
  key?: string;
  /** Published unless said. */
  published?: boolean;
  /** What is the same in every language (docs/decisions/078): numbers, figures, links, choices, references. */
  values: SeedValues<FieldsOf<K>>;
  /**
   * The words of every language: the demo is written in each, the French and Swahili from the English (so
   * they are current, and a later change to the English marks them out of date).
   */
  words: Record<Locale, SeedWords<FieldsOf<K>>>;
}

/** One demo record of a content kind (common/src/entries/kinds.ts). */
export type SeedEntry<K extends EntryKind = EntryKind> = K extends EntryKind ? SeedRecord<K> : never;
