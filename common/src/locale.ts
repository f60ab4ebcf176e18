/** The interface languages (SPEC §4, §9). English is the default. */
export const LOCALES = ['en', 'fr', 'sw'] as const;
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
