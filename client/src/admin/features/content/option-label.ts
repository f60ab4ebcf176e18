import type { Locale } from '@common/locale';
import { useLanguage, useT } from '../../i18n';

const displayNames = new Map<string, Intl.DisplayNames>();
function displayName(locale: Locale, type: 'currency' | 'region', code: string): string {
  const key = `${locale}:${type}`;
  let names = displayNames.get(key);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type });
    displayNames.set(key, names);
  }
  return names.of(code) ?? code;
}

/** Fields whose options are worded in the dictionary (content.options); others are names or codes. */
const WORDED = new Set(['employmentType', 'level', 'salaryPeriod', 'sector', 'page', 'purpose']);

/**
 * An option of a choice field in words: currencies and countries by their names in the staff member's
 * language (Intl), worded options from the dictionary, icon and colour names and figure places as they are.
 */
export function useOptionLabel() {
  const t = useT();
  const locale = useLanguage();
  return (field: string, option: string): string => {
    if (field === 'currency') return `${displayName(locale, 'currency', option)} (${option})`;
    if (field === 'country') return displayName(locale, 'region', option);
    if (WORDED.has(field)) return t(`content.options.${field}.${option}` as 'content.options.level.entry');
    return option;
  };
}
