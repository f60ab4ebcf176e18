import type { Locale } from '@common/locale';

/** SPEC §3.2 language options: code, name (in its own language) and flag. */
export interface LanguageOption {
  code: Locale;
  name: string;
  flag: 'gb' | 'fr' | 'tz';
}

export const languageOptions: readonly LanguageOption[] = [
  { code: 'en', name: 'English', flag: 'gb' },
  { code: 'fr', name: 'Français', flag: 'fr' },
  // Kiswahili is shown with Tanzania's flag, where it is the national language.
  { code: 'sw', name: 'Kiswahili', flag: 'tz' },
];

export function languageOption(code: Locale): LanguageOption {
  return languageOptions.find((option) => option.code === code) ?? languageOptions[0];
}
