import { describe, expect, it } from 'vitest';
import { countryName, formatSalary, postedAgo } from './format';

// Intl's exact characters (no-break and narrow no-break spaces), the same in Node 20 and Chromium 156.
describe('an opening’s facts in three languages', () => {
  it('prints salary ranges with the currency’s narrow symbol', () => {
    const rand = { currency: 'ZAR', min: 18000, max: 65000 };
    const shilling = { currency: 'UGX', min: 3000000, max: 4500000 };
    expect(formatSalary(rand, 'en')).toBe('R\u00a018,000 – R\u00a065,000');
    expect(formatSalary(shilling, 'en')).toBe('UGX\u00a03,000,000–4,500,000');
    expect(formatSalary(rand, 'fr')).toBe('18\u202f000–65\u202f000\u00a0R');
    expect(formatSalary(shilling, 'sw')).toBe('UGX\u00a03,000,000–4,500,000');
  });

  it('prints one end alone, and nothing without a currency or an amount', () => {
    expect(formatSalary({ currency: 'USD', min: 2500, max: null }, 'en')).toBe('$2,500');
    expect(formatSalary({ currency: 'USD', min: null, max: 4000 }, 'en')).toBe('$4,000');
    expect(formatSalary({ currency: 'USD', min: 4000, max: 4000 }, 'en')).toBe('$4,000');
    expect(formatSalary({ currency: null, min: 1, max: 2 }, 'en')).toBeNull();
    expect(formatSalary({ currency: 'ZAR', min: null, max: null }, 'en')).toBeNull();
  });

  it('names countries in the visitor’s language', () => {
    expect(['en', 'fr', 'sw'].map((locale) => countryName('ZA', locale as 'en'))).toEqual([
      'South Africa',
      'Afrique du Sud',
      'Afrika Kusini',
    ]);
    expect(countryName('UG', 'fr')).toBe('Ouganda');
  });

  it('says how long ago an opening was posted, counted from the site’s day', () => {
    const today = '2026-11-20';
    const ago = (day: string, locale: 'en' | 'fr' | 'sw' = 'en') => postedAgo(day, today, locale);
    expect(['2026-11-20', '2026-11-19', '2026-11-17', '2026-11-13', '2026-11-06'].map((d) => ago(d))).toEqual([
      'today',
      '1 day ago',
      '3 days ago',
      '1 week ago',
      '2 weeks ago',
    ]);
    expect(ago('2026-09-01')).toBe('2 months ago');
    expect(ago('2024-11-01')).toBe('2 years ago');
    // Across a month's end and a leap day: calendar days, not 24-hour spans of local time.
    expect(postedAgo('2028-02-27', '2028-03-01', 'en')).toBe('3 days ago');
    expect(ago('2026-11-17', 'fr')).toBe('il y a 3 jours');
    expect(ago('2026-11-17', 'sw')).toBe('siku 3 zilizopita');
    expect(ago('2026-11-06', 'sw')).toBe('wiki 2 zilizopita');
  });
});
