import { describe, expect, it } from 'vitest';
import { formatPublishDate } from './format-date';

describe('formatPublishDate', () => {
  it("prints 'MMMM d, yyyy' in English", () => {
    expect(formatPublishDate('2026-03-05T08:00:00.000Z')).toBe('March 5, 2026');
    expect(formatPublishDate('2024-12-31T12:00:00.000Z', 'en')).toBe('December 31, 2024');
  });

  it('uses the calendar day in Johannesburg, whatever the time zone of the machine', () => {
    // 23:30 UTC on 31 January is already 1 February in South Africa (UTC+2).
    expect(formatPublishDate('2026-01-31T23:30:00.000Z')).toBe('February 1, 2026');
  });

  it('writes French and Swahili dates naturally', () => {
    expect(formatPublishDate('2026-03-05T08:00:00.000Z', 'fr')).toBe('5 mars 2026');
    expect(formatPublishDate('2026-03-05T08:00:00.000Z', 'sw')).toBe('5 Machi 2026');
  });

  it('agrees with Intl in Africa/Johannesburg on every month, at both ends of the day', () => {
    for (const locale of ['en', 'fr'] as const) {
      const intl = new Intl.DateTimeFormat(locale === 'en' ? 'en-US' : 'fr-FR', {
        timeZone: 'Africa/Johannesburg',
        month: 'long',
        day: 'numeric',
        year: 'numeric',
      });
      for (let month = 0; month < 12; month += 1) {
        for (const iso of [
          `2025-${String(month + 1).padStart(2, '0')}-01T00:00:00.000Z`,
          new Date(Date.UTC(2025, month, 28, 21, 59)).toISOString(),
          new Date(Date.UTC(2025, month, 28, 22, 0)).toISOString(),
        ]) {
          expect(formatPublishDate(iso, locale)).toBe(intl.format(new Date(iso)));
        }
      }
    }
  });

  it('shows a value that is not a date as it came instead of printing NaN', () => {
    expect(formatPublishDate('not a date')).toBe('not a date');
  });
});
