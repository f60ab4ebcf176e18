/**
 * The interface languages (SPEC §4, §9), written here once and imported everywhere: English is the default
 * and the source of every translation; the others are its translations.
 */
export const TRANSLATED_LOCALES = ['fr', 'sw'] as const;
export type TranslatedLocale = (typeof TRANSLATED_LOCALES)[number];
export const LOCALES = ['en', ...TRANSLATED_LOCALES] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** localStorage key and cookie name that hold the visitor's choice. */
export const LOCALE_STORAGE_KEY = 'veb-language';
export const LOCALE_COOKIE = 'veb-lang';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Text in the languages other than English; English lives in the base columns. */
export type Translations<T> = Partial<Record<Exclude<Locale, 'en'>, Partial<T>>>;

/** Each language's name in itself, for the switches that offer it (the public header, the staff area). */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', fr: 'Français', sw: 'Kiswahili' };
