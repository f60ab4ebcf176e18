import { NEWS_TIME_ZONE } from '@common/admin/news';

/**
 * Dates in South African time (SAST, UTC+2 all year: South Africa has no daylight saving time), which is
 * what staff read and type; the server stores UTC.
 */
const SAST_OFFSET_MS = 2 * 60 * 60 * 1000;

const formatter = new Intl.DateTimeFormat('en-GB', {
  timeZone: NEWS_TIME_ZONE,
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** "3 Dec 2026, 09:30 SAST", or a dash. */
export const formatSast = (iso: string | null | undefined) => (iso ? `${formatter.format(new Date(iso))} SAST` : '—');

/** Only the time, for "Saved at 09:30:12". */
export const timeSast = (iso: string | Date) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: NEWS_TIME_ZONE, timeStyle: 'medium' }).format(new Date(iso));

/** A date and a time typed in SAST ("2026-12-03", "09:30") as an ISO instant with its offset; null if invalid. */
export function sastToIso(date: string, time: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d{2}:\d{2}$/.test(time)) return null;
  const iso = `${date}T${time}:00+02:00`;
  const when = new Date(iso);
  // 2026-02-31 parses as 3 March: refuse dates that do not exist.
  if (Number.isNaN(when.getTime())) return null;
  return isoToSast(when.toISOString()).date === date ? iso : null;
}

/** The SAST date and time of an instant, for date and time inputs. */
export function isoToSast(iso: string): { date: string; time: string } {
  const local = new Date(new Date(iso).getTime() + SAST_OFFSET_MS).toISOString();
  return { date: local.slice(0, 10), time: local.slice(11, 16) };
}
