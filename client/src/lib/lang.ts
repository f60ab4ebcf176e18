import { type Locale, languageOf } from '@common/locale';

/**
 * The `lang` attribute for words in `lang` shown inside something in `around`: a record shown in its own
 * language on a page in another (a card, a figure's label: docs/decisions/078), or the page's own words
 * inside such a record (its buttons and labels) back in the page's. Nothing when they are the same, so only
 * what differs is marked. Every public card imports this one.
 */
export const langAttrs = (lang: Locale, around: Locale): { lang?: string } =>
  lang === around ? {} : { lang: languageOf(lang).htmlLang };
