import type { Locale } from '@common/locale';

/**
 * CLDR's cardinal plural category of a whole number in our three languages, without Intl.PluralRules (its
 * first use loads ICU data on a phone's main thread while the home page starts): French counts 0 and 1 as
 * one; English and Swahili only 1. plural.test.ts holds it to Intl.PluralRules.
 */
export function pluralOf(n: number, locale: Locale): 'one' | 'other' {
  if (locale === 'fr') return n === 0 || n === 1 ? 'one' : 'other';
  return n === 1 ? 'one' : 'other';
}
