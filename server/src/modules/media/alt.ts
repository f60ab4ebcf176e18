import { ALT_WORDS, type MediaAlt } from '@common/admin/media';
import { LOCALES, type Locale } from '@common/locale';
import { shownLocale, type Versions } from '@common/model/versions';

/** An image's words: its alt text, written per language (docs/decisions/078); declared in common/admin/media.ts. */
export { ALT_WORDS };

/** Each language's alt text, where written. */
export function altOf(versions: Versions): MediaAlt {
  const alt: MediaAlt = {};
  for (const locale of LOCALES) {
    const text = versions[locale]?.words.alt;
    if (typeof text === 'string' && text.trim() !== '') alt[locale] = text;
  }
  return alt;
}

/** The alt text a page in `locale` gives the image: its own language's, else its original's. */
export function altIn(versions: Versions, locale: Locale): string {
  const shown = shownLocale(versions, locale, ALT_WORDS);
  return shown ? String(versions[shown]?.words.alt ?? '') : '';
}
