import { describe, expect, it } from 'vitest';
import { formatStaffDate } from './dates';
import { canonicalTimeZone, instantOf, staffTimeZones, wallClockAt, zoneLabel } from './time-zone';

const iso = (wall: { date: string; time: string }, zone: string) => instantOf(wall, zone)?.toISOString() ?? null;

describe('a wall-clock time in a zone as an instant', () => {
  it('reads Johannesburg at UTC+2 all year', () => {
    expect(iso({ date: '2026-01-15', time: '09:30' }, 'Africa/Johannesburg')).toBe('2026-01-15T07:30:00.000Z');
    expect(iso({ date: '2026-07-15', time: '00:15' }, 'Africa/Johannesburg')).toBe('2026-07-14T22:15:00.000Z');
  });

  it('follows Paris across both of its daylight saving changes', () => {
    expect(iso({ date: '2026-03-29', time: '01:59' }, 'Europe/Paris')).toBe('2026-03-29T00:59:00.000Z');
    expect(iso({ date: '2026-03-29', time: '03:00' }, 'Europe/Paris')).toBe('2026-03-29T01:00:00.000Z');
    // 02:30 does not exist that night (02:00 jumps to 03:00): read as 03:30 summer time.
    expect(iso({ date: '2026-03-29', time: '02:30' }, 'Europe/Paris')).toBe('2026-03-29T01:30:00.000Z');
    // 02:30 happens twice in October: the first one, still summer time.
    expect(iso({ date: '2026-10-25', time: '02:30' }, 'Europe/Paris')).toBe('2026-10-25T00:30:00.000Z');
    expect(iso({ date: '2026-10-25', time: '03:30' }, 'Europe/Paris')).toBe('2026-10-25T02:30:00.000Z');
    expect(iso({ date: '2026-07-01', time: '12:00' }, 'Europe/Paris')).toBe('2026-07-01T10:00:00.000Z');
    expect(iso({ date: '2026-12-01', time: '12:00' }, 'Europe/Paris')).toBe('2026-12-01T11:00:00.000Z');
  });

  it('follows Cairo across its daylight saving changes (midnight in April, 24:00 in October)', () => {
    expect(iso({ date: '2026-04-23', time: '23:30' }, 'Africa/Cairo')).toBe('2026-04-23T21:30:00.000Z');
    expect(iso({ date: '2026-04-24', time: '00:30' }, 'Africa/Cairo')).toBe('2026-04-23T22:30:00.000Z');
    expect(iso({ date: '2026-04-24', time: '01:30' }, 'Africa/Cairo')).toBe('2026-04-23T22:30:00.000Z');
    expect(iso({ date: '2026-10-29', time: '23:30' }, 'Africa/Cairo')).toBe('2026-10-29T20:30:00.000Z');
    expect(iso({ date: '2026-10-30', time: '00:30' }, 'Africa/Cairo')).toBe('2026-10-29T22:30:00.000Z');
  });

  it('gives back the same wall clock, whatever the zone of the computer', () => {
    for (const zone of ['Africa/Johannesburg', 'Europe/Paris', 'Africa/Cairo', 'America/St_Johns', 'Asia/Kolkata']) {
      for (const wall of [
        { date: '2026-01-31', time: '23:59' },
        { date: '2026-06-30', time: '00:00' },
        { date: '2028-02-29', time: '12:45' },
      ]) {
        const at = instantOf(wall, zone);
        expect(at && wallClockAt(at, zone)).toEqual(wall);
      }
    }
  });

  it('refuses dates and times that do not exist', () => {
    expect(instantOf({ date: '2026-02-31', time: '09:00' }, 'Africa/Johannesburg')).toBeNull();
    expect(instantOf({ date: '2026-02-01', time: '24:00' }, 'Africa/Johannesburg')).toBeNull();
    expect(instantOf({ date: '1/2/2026', time: '09:00' }, 'Africa/Johannesburg')).toBeNull();
    expect(instantOf({ date: '2026-02-01', time: '9:00 AM' }, 'Africa/Johannesburg')).toBeNull();
  });
});

describe('zone labels', () => {
  const january = new Date('2026-01-15T12:00:00Z');
  const july = new Date('2026-07-15T12:00:00Z');

  it('names the African zones by their abbreviations', () => {
    expect(zoneLabel('Africa/Johannesburg', january)).toBe('SAST');
    expect(zoneLabel('Africa/Nairobi', january)).toBe('EAT');
    expect(zoneLabel('Africa/Kampala', july)).toBe('EAT');
    expect(zoneLabel('Africa/Lagos', january)).toBe('WAT');
    expect(zoneLabel('Africa/Lusaka', january)).toBe('CAT');
    expect(zoneLabel('Africa/Accra', january)).toBe('GMT');
    expect(zoneLabel('Africa/Cairo', january)).toBe('EET');
    expect(zoneLabel('Africa/Cairo', july)).toBe('EEST');
    expect(zoneLabel('Europe/Paris', july)).toBe('CEST');
  });

  it('falls back to an offset where no abbreviation exists, in the staff language', () => {
    expect(zoneLabel('Africa/Casablanca', january)).toBe('GMT+1');
    expect(zoneLabel('Asia/Kolkata', january)).toBe('GMT+5:30');
    expect(zoneLabel('Asia/Kolkata', january, 'fr')).toBe('UTC+5:30');
  });

  it('labels every zone offered, never with an empty label', () => {
    const zones = staffTimeZones();
    expect(zones.indexOf('Africa/Johannesburg')).toBeLessThan(zones.indexOf('Europe/London'));
    expect(
      zones.slice(0, zones.filter((zone) => zone.startsWith('Africa/')).length).every((z) => z.startsWith('Africa/')),
    );
    for (const zone of zones) {
      expect(zoneLabel(zone, january), zone).toMatch(/^([A-Z]{2,5}|(GMT|UTC)([+−-]\d{1,2}(:\d\d)?)?)$/);
    }
    for (const zone of zones.filter((name) => name.startsWith('Africa/'))) {
      expect(zoneLabel(zone, july), zone).toMatch(/^(SAST|CAT|EAT|WAT|GMT|CET|CEST|EET|EEST|GMT[+-]\d)$/);
    }
  });

  it('knows IANA names and only those', () => {
    expect(canonicalTimeZone('Africa/Nairobi')).toBe('Africa/Nairobi');
    expect(canonicalTimeZone('africa/nairobi')).toBe('Africa/Nairobi');
    expect(canonicalTimeZone('Mars/Olympus_Mons')).toBeNull();
    expect(canonicalTimeZone('+02:00')).toBeNull();
    expect(canonicalTimeZone('')).toBeNull();
  });
});

describe('dates as staff read them', () => {
  const at = '2026-11-25T12:30:00Z';
  it('shows the zone with its label', () => {
    expect(formatStaffDate(at, { zone: 'Africa/Johannesburg', language: 'en' })).toBe('25 Nov 2026, 14:30 SAST');
    expect(formatStaffDate(at, { zone: 'Africa/Nairobi', language: 'en' })).toBe('25 Nov 2026, 15:30 EAT');
    expect(formatStaffDate(at, { zone: 'Africa/Lagos', language: 'en' }, 'time')).toBe('13:30:00 WAT');
    expect(formatStaffDate(at, { zone: 'Africa/Johannesburg', language: 'en' }, 'long')).toBe(
      'Wednesday, 25 November 2026 at 14:30 SAST',
    );
    expect(formatStaffDate(at, { zone: 'Africa/Johannesburg', language: 'fr' })).toBe('25 nov. 2026, 14:30 SAST');
  });

  it('shows a dash for no date', () => {
    expect(formatStaffDate(null, { zone: 'Africa/Johannesburg', language: 'en' })).toBe('—');
    expect(formatStaffDate('not a date', { zone: 'Africa/Johannesburg', language: 'en' })).toBe('—');
  });
});
