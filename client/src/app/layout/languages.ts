import { LOCALE_NAMES, type Locale } from '@common/locale';

/** SPEC §3.2 language options: code, name (in its own language) and flag. */
export interface LanguageOption {
  code: Locale;
  name: string;
  flag: 'gb' | 'fr' | 'tz';
}

export const languageOptions: readonly LanguageOption[] = [
  { code: 'en', name: LOCALE_NAMES.en, flag: 'gb' },
  { code: 'fr', name: LOCALE_NAMES.fr, flag: 'fr' },
  // Kiswahili is shown with Tanzania's flag, where it is the national language.
  { code: 'sw', name: LOCALE_NAMES.sw, flag: 'tz' },
];

export function languageOption(code: Locale): LanguageOption {
  return languageOptions.find((option) => option.code === code) ?? languageOptions[0];
}
