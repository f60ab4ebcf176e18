/**
 * The site's languages (SPEC §3.2, §4, §9), written here once: every list, name, flag, `lang` attribute,
 * Open Graph locale and Intl locale is read from this table (docs/decisions/078). No language is the source
 * of another: content may be written first in any of them. English is only the interface's default.
 */
export const LANGUAGES = [
  {
    code: 'en',
    /** The language's name in itself, for the switches that offer it. */
    name: 'English',
    /** The flag beside the name (decorative): Great Britain's. */
    flag: 'gb',
    /** `<html lang>` and `hreflang`. */
    htmlLang: 'en',
    /** og:locale: the group's English is South Africa's. */
    ogLocale: 'en_ZA',
    /** Intl locale of the public pages' dates ("November 21, 2026", SPEC §2.8's 'MMMM d, yyyy'). */
    dateLocale: 'en-US',
    /** Intl locale of figures and amounts ("11,000+": en-ZA would group with spaces). */
    numberLocale: 'en',
    /** Intl locale of the staff area's dates and times (day before month). */
    staffLocale: 'en-GB',
  },
  {
    code: 'fr',
    name: 'Français',
    flag: 'fr',
    htmlLang: 'fr',
    ogLocale: 'fr_FR',
    dateLocale: 'fr-FR',
    numberLocale: 'fr-FR',
    staffLocale: 'fr-FR',
  },
  {
    code: 'sw',
    name: 'Kiswahili',
    // Shown with Tanzania's flag, where it is the national language.
    flag: 'tz',
    htmlLang: 'sw',
    ogLocale: 'sw_KE',
    dateLocale: 'sw-KE',
    numberLocale: 'sw',
    staffLocale: 'sw-KE',
  },
] as const;

export type Language = (typeof LANGUAGES)[number];
export type Locale = Language['code'];
export const LOCALES = LANGUAGES.map((language) => language.code) as [Locale, ...Locale[]];
/** The interface's language for a visitor who chose none and whose browser asks for none of ours. */
export const DEFAULT_LOCALE: Locale = 'en';

const BY_CODE = new Map<Locale, Language>(LANGUAGES.map((language) => [language.code, language]));
/** A language's row of the table. */
export const languageOf = (code: Locale): Language => BY_CODE.get(code) ?? LANGUAGES[0];

/**
 * The interface languages other than the default: the dictionaries of interface words are written in the
 * default language first (code, not content) and these are their translations.
 */
export const TRANSLATED_LOCALES = LOCALES.filter((code) => code !== DEFAULT_LOCALE) as Exclude<
  Locale,
  typeof DEFAULT_LOCALE
>[];
export type TranslatedLocale = Exclude<Locale, typeof DEFAULT_LOCALE>;

/** localStorage key and cookie name that hold the visitor's choice. */
export const LOCALE_STORAGE_KEY = 'veb-language';
export const LOCALE_COOKIE = 'veb-lang';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && BY_CODE.has(value as Locale);
}

/** Each language's name in itself, for the switches that offer it (the public header, the staff area). */
export const LOCALE_NAMES = Object.fromEntries(LANGUAGES.map((l) => [l.code, l.name])) as Record<Locale, string>;

/**
 * The first of a browser's languages, in its order of preference ('fr-CA', 'sw', 'en-GB'), that the site
 * has, or null: how the staff area picks a language for someone who has not chosen one.
 */
export function firstLocaleOf(tags: Iterable<string>): Locale | null {
  for (const tag of tags) {
    const base = tag.trim().toLowerCase().split('-')[0];
    if (isLocale(base)) return base;
  }
  return null;
}

/** An Accept-Language header's languages, most wanted first (by `q`; equal ones as written; q=0 left out). */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}
