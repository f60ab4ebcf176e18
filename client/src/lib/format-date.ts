import type { Locale } from '@common/locale';

const TIME_ZONE = 'Africa/Johannesburg';

/** Swahili month names, written out: ICU's Swahili data differs between Node and browser versions. */
const SW_MONTHS = [
  'Januari',
  'Februari',
  'Machi',
  'Aprili',
  'Mei',
  'Juni',
  'Julai',
  'Agosti',
  'Septemba',
  'Oktoba',
  'Novemba',
  'Desemba',
];

// The built-in Intl API: no date library in the browser bundle for three fixed formats.
const english = new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE,
  month: 'long',
  day: 'numeric',
  year: 'numeric',
});
const french = new Intl.DateTimeFormat('fr-FR', {
  timeZone: TIME_ZONE,
  month: 'long',
  day: 'numeric',
  year: 'numeric',
});
const dayParts = new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
});

/**
 * SPEC §9 date format 'MMMM d, yyyy' in English ('March 5, 2026'); '5 mars 2026' and '5 Machi 2026'
 * in French and Swahili. Dates are calendar days in the group's home time zone, so the server and
 * every browser print the same date.
 */
export function formatPublishDate(iso: string, locale: Locale = 'en'): string {
  const date = new Date(iso);
  if (locale === 'fr') return french.format(date);
  if (locale === 'sw') {
    const parts = Object.fromEntries(dayParts.formatToParts(date).map((p) => [p.type, p.value]));
    return `${Number(parts.day)} ${SW_MONTHS[Number(parts.month) - 1]} ${parts.year}`;
  }
  return english.format(date);
}
