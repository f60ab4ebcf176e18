import type { Locale } from '../locale';
import { cachedFormat, STAFF_INTL_LOCALES, zoneLabel } from './time-zone';

/**
 * Every date and time staff read, on a screen or in an e-mail: in the staff area's zone, in the staff
 * member's language, with the zone's label ("25 Nov 2026, 14:30 SAST"). The one formatter of the staff
 * side (docs/decisions/026): client screens and server e-mails import it.
 */
export interface StaffClock {
  zone: string;
  language: Locale;
}

const STYLES = {
  /** 25 Nov 2026, 14:30 SAST */
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  /** Wednesday 25 November 2026 at 14:30 SAST (e-mails) */
  long: { dateStyle: 'full', timeStyle: 'short' },
  /** 14:30:12 SAST ("saved at") */
  time: { timeStyle: 'medium' },
  /** 25 Nov 2026: a calendar day (an opening's closing date), which has no zone */
  day: { dateStyle: 'medium' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DateStyle = keyof typeof STYLES;

/** An instant as staff read it, or an em dash when there is none. */
export function formatStaffDate(
  at: Date | string | null | undefined,
  clock: StaffClock,
  style: DateStyle = 'dateTime',
): string {
  if (at === null || at === undefined || at === '') return '—';
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) return '—';
  const text = cachedFormat(STAFF_INTL_LOCALES[clock.language], { ...STYLES[style], timeZone: clock.zone }).format(
    date,
  );
  return style === 'day' ? text : `${text} ${zoneLabel(clock.zone, date, clock.language)}`;
}
