import type { Locale } from '../locale';

/**
 * The staff area's one time zone (docs/decisions/026): an owner chooses it in Settings, every
 * date and time staff read (screens and e-mails) is shown in it with its label, and every date and time
 * they type is read in it. Only Intl: no time zone data of our own to keep up to date.
 */
export const DEFAULT_STAFF_TIME_ZONE = 'Africa/Johannesburg';

/** The Intl locale that writes dates and numbers for each staff language (day month year, 24-hour clock). */
export const STAFF_INTL_LOCALES: Record<Locale, string> = { en: 'en-GB', fr: 'fr-FR', sw: 'sw-KE' };

const formats = new Map<string, Intl.DateTimeFormat>();

/** Building an Intl.DateTimeFormat costs far more than using one: each is made once. */
export function cachedFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

/** The zone's canonical IANA name ('africa/nairobi' → 'Africa/Nairobi'), or null when Intl does not know it. */
export function canonicalTimeZone(zone: string): string | null {
  // Names only: no offsets such as "+02:00", which newer engines accept but have no daylight saving rules.
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(zone) || zone.length > 64) return null;
  try {
    return new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/** The zones offered in Settings: Africa's first (where the group works), then the rest of the world, then UTC. */
export function staffTimeZones(): string[] {
  const all = Intl.supportedValuesOf('timeZone').filter((zone) => zone !== 'UTC');
  const african = all.filter((zone) => zone.startsWith('Africa/'));
  return [...african, ...all.filter((zone) => !zone.startsWith('Africa/')), 'UTC'];
}

/**
 * Locales whose short zone names are abbreviations staff know: African English ones first (SAST, CAT, EAT,
 * WAT), then British and American English for the zones Africa does not name (CET, EET, BST, EST). Checked
 * in Node 20 and Chromium: both name every African zone the same way (time-zone.test.ts).
 */
const ABBREVIATION_LOCALES = ['en-ZA', 'en-KE', 'en-NG', 'en-ZM', 'en-GB', 'en-US'];
const OFFSET_NAME = /^(GMT|UTC)[+\-−]\d/;

const zoneName = (locale: string, zone: string, style: 'short' | 'shortOffset', at: Date) =>
  cachedFormat(locale, { timeZone: zone, timeZoneName: style })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value ?? '';

/** The zone's label at an instant: "SAST", "CEST" in summer, else an offset in the staff language ("GMT+4"). */
export function zoneLabel(zone: string, at: Date, language: Locale = 'en'): string {
  for (const locale of ABBREVIATION_LOCALES) {
    const name = zoneName(locale, zone, 'short', at);
    if (name && !OFFSET_NAME.test(name)) return name;
  }
  return zoneName(STAFF_INTL_LOCALES[language], zone, 'shortOffset', at);
}

/** A wall-clock reading: a calendar date and a time of day, as date and time inputs hold them. */
export interface WallClock {
  /** YYYY-MM-DD */
  date: string;
  /** HH:MM */
  time: string;
}

function partsAt(zone: string, at: number) {
  const parts = cachedFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(at));
  const value = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((part) => part.type === type)?.value);
  return {
    year: value('year'),
    month: value('month'),
    day: value('day'),
    hour: value('hour'),
    minute: value('minute'),
    second: value('second'),
  };
}

/** How far the zone's clocks are ahead of UTC at an instant, in milliseconds. */
function offsetAt(zone: string, at: number): number {
  const p = partsAt(zone, at);
  const wholeSeconds = at - (((at % 1000) + 1000) % 1000);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - wholeSeconds;
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** The date and time the zone's clocks show at an instant. */
export function wallClockAt(at: Date | string, zone: string): WallClock {
  const p = partsAt(zone, new Date(at).getTime());
  return { date: `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`, time: `${pad(p.hour)}:${pad(p.minute)}` };
}

/**
 * The instant at which the zone's clocks show this date and time; null when the date does not exist
 * (31 February) or the text is not a date and a time. Across a daylight saving change it does what
 * Temporal's 'compatible' does: a time the clocks skip (02:30 when they jump from 02:00 to 03:00) is read
 * with the offset before the jump, so 03:30; a time they show twice is the earlier one.
 */
export function instantOf(wall: WallClock, zone: string): Date | null {
  const date = /^(\d{4})-(\d{2})-(\d{2})$/.exec(wall.date);
  const time = /^(\d{2}):(\d{2})$/.exec(wall.time);
  if (!date || !time) return null;
  const [year, month, day] = date.slice(1).map(Number);
  const [hour, minute] = time.slice(1).map(Number);
  if (hour > 23 || minute > 59) return null;
  const local = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(local);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  // Offsets a day either side: a zone changes its offset at most once in that span.
  const oneDay = 24 * 60 * 60_000;
  const before = local - offsetAt(zone, local - oneDay);
  const after = local - offsetAt(zone, local + oneDay);
  const shows = (at: number) => {
    const wallAt = wallClockAt(new Date(at), zone);
    return wallAt.date === wall.date && wallAt.time === wall.time;
  };
  const matches = [before, after].filter(shows).sort((a, b) => a - b);
  return new Date(matches[0] ?? before);
}
