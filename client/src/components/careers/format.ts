import type { Locale } from '@common/locale';

/**
 * An opening's facts in the visitor's language, with Intl: salaries (NumberFormat), countries
 * (DisplayNames) and "3 days ago" (RelativeTimeFormat). Node 20 and Chromium print the same characters for
 * our three languages (format.test.ts pins them; the e2e hydration checks would fail on a difference).
 * Each formatter is built once per language: building one costs far more than using it.
 */
const made = new Map<string, unknown>();
function once<T>(key: string, make: () => T): T {
  if (!made.has(key)) made.set(key, make());
  return made.get(key) as T;
}

export interface Salary {
  currency: string | null;
  min: number | null;
  max: number | null;
}

/**
 * 'R 18,000 – R 24,000', 'UGX 3,000,000–4,500,000', '18 000–24 000 R' in French: the currency's narrow
 * symbol, whole units. One end alone is printed alone (the caller words it "from" or "up to"); no
 * currency or no amount is null.
 */
export function formatSalary({ currency, min, max }: Salary, locale: Locale): string | null {
  if (!currency || (min === null && max === null)) return null;
  const format = once(
    `money:${locale}:${currency}`,
    () =>
      new Intl.NumberFormat(locale, {
        style: 'currency',
        currency,
        currencyDisplay: 'narrowSymbol',
        maximumFractionDigits: 0,
      }),
  );
  if (min !== null && max !== null) return min === max ? format.format(min) : format.formatRange(min, max);
  return format.format((min ?? max) as number);
}

/** 'South Africa', 'Afrique du Sud', 'Afrika Kusini'. */
export const countryName = (code: string, locale: Locale): string =>
  once(`region:${locale}`, () => new Intl.DisplayNames([locale], { type: 'region' })).of(code) ?? code;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How long ago a day was, from `today` (both YYYY-MM-DD): 'today', '3 days ago', '1 week ago',
 * '2 months ago' (SPEC §3.2's wording in English), 'il y a 3 jours', 'siku 3 zilizopita'.
 */
export function postedAgo(day: string, today: string, locale: Locale): string {
  const days = Math.round((Date.parse(today) - Date.parse(day)) / DAY_MS);
  if (Number.isNaN(days)) return day;
  // 'yesterday' and 'last week' would not say "n days ago": only the day itself is a word ('today').
  const format = (numeric: 'auto' | 'always') =>
    once(`ago:${locale}:${numeric}`, () => new Intl.RelativeTimeFormat(locale, { numeric }));
  if (days <= 0) return format('auto').format(0, 'day');
  if (days < 7) return format('always').format(-days, 'day');
  if (days < 30) return format('always').format(-Math.floor(days / 7), 'week');
  if (days < 365) return format('always').format(-Math.floor(days / 30), 'month');
  return format('always').format(-Math.floor(days / 365), 'year');
}
