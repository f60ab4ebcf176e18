import type { Locale } from '@common/locale';

const names = new Map<string, Intl.DisplayNames>();

/** A currency's or a country's name in the staff member's language (Intl), the code where it has none. */
export function displayName(locale: Locale, type: 'currency' | 'region', code: string): string {
  const key = `${locale}:${type}`;
  let known = names.get(key);
  if (!known) {
    known = new Intl.DisplayNames([locale], { type });
    names.set(key, known);
  }
  return known.of(code) ?? code;
}
