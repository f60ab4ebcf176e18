import type { Locale } from '@common/locale';

/**
 * Sorting and joining names without Intl: the first Intl.Collator or Intl.ListFormat a page builds costs
 * tens of milliseconds of main thread on a phone (the browser loads ICU's data), and the home page
 * needs both while it starts. lists.test.ts holds these to Intl's results for every country name.
 */

/** A name without accents or case, so 'Égypte' sorts and matches as 'egypte'. */
export function foldName(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** Alphabetical order for names, ignoring accents and case first (as a dictionary does). */
export function compareNames(a: string, b: string): number {
  const x = foldName(a);
  const y = foldName(b);
  if (x !== y) return x < y ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

const AND: Record<Locale, { word: string; serialComma: boolean }> = {
  en: { word: 'and', serialComma: true },
  fr: { word: 'et', serialComma: false },
  sw: { word: 'na', serialComma: false },
};

/** 'A, B, and C' in English, 'A, B et C' in French, 'A, B na C' in Swahili. */
export function formatList(items: readonly string[], locale: Locale): string {
  if (items.length <= 1) return items[0] ?? '';
  const { word, serialComma } = AND[locale];
  const head = items.slice(0, -1).join(', ');
  const comma = serialComma && items.length > 2 ? ',' : '';
  return `${head}${comma} ${word} ${items[items.length - 1]}`;
}
