import type { Translate } from '../i18n/translate';

/**
 * The words for a stored code ('in_progress', 'contact_reply') from the dictionary, or the fallback when a
 * code has none (a value an older version stored): staff never read the code itself.
 */
export function wordFor(t: Translate, key: string, fallback: string): string {
  const found = t(key);
  return found === key ? fallback : found;
}

/**
 * A field of one language version ("Title (French)"): the three versions of a form stay apart for a screen
 * reader, in the words and order of the staff member's language (common.fieldInLanguage).
 */
export const fieldInLanguage = (t: Translate, field: string, language: string) =>
  t('common.fieldInLanguage', { field, language });
