import { STAFF_INTL_LOCALES } from '@common/admin/time-zone';
import type { Locale } from '@common/locale';
import { IntlMessageFormat } from 'intl-messageformat';
import { interpolate, lookup } from '@/i18n/lookup';

export type Values = Record<string, string | number>;
export type Translate = (key: string, values?: Values) => string;

/** An ICU argument with a style: `{count, plural, …}`, `{kind, select, …}`, `{n, number}`. */
const ICU = /\{\s*\w+\s*,\s*(plural|selectordinal|select|number)\b/;

/**
 * The staff area's `t()`: a dotted key of the dictionary (a missing text shows its key), `{name}` values, and
 * ICU messages (`{count, plural, one {# subscriber} other {# subscribers}}`) through intl-messageformat with
 * the language's plural rules. Numbers are written the language's way (Intl.NumberFormat: 12,345 / 12 345).
 * Plain messages keep the fast path of a string replacement.
 */
export function createTranslate(messages: unknown, language: Locale): Translate {
  const locale = STAFF_INTL_LOCALES[language];
  const numbers = new Intl.NumberFormat(locale);
  const compiled = new Map<string, IntlMessageFormat>();
  /** Numbers as text of the language, except those a plural, select or number argument must read as numbers. */
  const written = (values: Values, text?: string) =>
    Object.fromEntries(
      Object.entries(values).map(([name, value]) => [
        name,
        typeof value === 'number' && !(text && new RegExp(`\\{\\s*${name}\\s*,`).test(text))
          ? numbers.format(value)
          : value,
      ]),
    );

  return (key, values) => {
    const text = lookup(messages, key);
    if (!values) return text;
    if (!ICU.test(text)) return interpolate(text, written(values));
    let format = compiled.get(text);
    if (!format) {
      format = new IntlMessageFormat(text, locale, undefined, { ignoreTag: true });
      compiled.set(text, format);
    }
    return String(format.format(written(values, text)));
  };
}
