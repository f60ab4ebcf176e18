import type { Locale } from '@common/locale';
import { format } from 'date-fns';
import { enUS, fr } from 'date-fns/locale';

/** SPEC §9 date format 'MMMM d, yyyy' in English; the same pattern's natural order in French and Swahili. */
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

const dayParts = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Africa/Johannesburg',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
});

/** The calendar day in the group's home time zone, so the server and every browser print the same date. */
function calendarDay(iso: string): Date {
  const parts = Object.fromEntries(dayParts.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
  return new Date(Number(parts.year), Number(parts.month) - 1, Number(parts.day));
}

export function formatPublishDate(iso: string, locale: Locale = 'en'): string {
  const zoned = calendarDay(iso);
  if (locale === 'fr') return format(zoned, 'd MMMM yyyy', { locale: fr });
  if (locale === 'sw') return `${zoned.getDate()} ${SW_MONTHS[zoned.getMonth()]} ${zoned.getFullYear()}`;
  return format(zoned, 'MMMM d, yyyy', { locale: enUS });
}
