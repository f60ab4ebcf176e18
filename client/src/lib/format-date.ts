import type { Locale } from '@common/locale';

/**
 * The group's home time zone, Africa/Johannesburg (SAST), is UTC+2 all year: South Africa has kept no
 * daylight saving time since 1944. A fixed offset gives the same calendar day on the server and in every
 * browser, without building Intl.DateTimeFormat objects with a time zone, which cost tens of milliseconds
 * of main thread on a phone while the page is starting.
 */
const HOME_UTC_OFFSET_MS = 2 * 60 * 60 * 1000;

const MONTHS: Record<Locale, readonly string[]> = {
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  fr: [
    'janvier',
    'février',
    'mars',
    'avril',
    'mai',
    'juin',
    'juillet',
    'août',
    'septembre',
    'octobre',
    'novembre',
    'décembre',
  ],
  sw: [
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
  ],
};

/**
 * SPEC §9 date format 'MMMM d, yyyy' in English ('March 5, 2026'); '5 mars 2026' and '5 Machi 2026'
 * in French and Swahili. Dates are calendar days in the group's home time zone; a string that is not a
 * date is shown as it came.
 */
export function formatPublishDate(iso: string, locale: Locale = 'en'): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return iso;
  const home = new Date(time + HOME_UTC_OFFSET_MS);
  const day = home.getUTCDate();
  const month = MONTHS[locale][home.getUTCMonth()];
  const year = home.getUTCFullYear();
  if (locale === 'en') return `${month} ${day}, ${year}`;
  return `${day} ${month} ${year}`;
}
