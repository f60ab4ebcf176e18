import { LOCALES, type Locale } from '@common/locale';
import { nextVersions, type Versions, type Words, type WordsSpec } from '@common/model/versions';

/**
 * The language the demo was written in. Its French and Swahili were written from it, so each records the
 * English it matches: current on a fresh database, out of date once staff change the English.
 */
export const DEMO_SOURCE: Locale = 'en';

/**
 * A demo record's versions, made by the one save rule (common/src/model/versions.ts `nextVersions`), as if
 * one person had saved every language at `at`, the other languages written from the demo's source.
 */
export function demoVersions(words: Partial<Record<Locale, Words>>, spec: WordsSpec, at: Date): Versions {
  const from = Object.fromEntries(
    LOCALES.filter((locale) => locale !== DEMO_SOURCE && words[locale] && words[DEMO_SOURCE]).map((locale) => [
      locale,
      DEMO_SOURCE,
    ]),
  ) as Partial<Record<Locale, Locale>>;
  return nextVersions({}, { words, from }, spec, at.toISOString()).versions;
}
