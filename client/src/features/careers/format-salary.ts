import type { Job } from '@common/content/jobs';
import type { Locale } from '@common/locale';

// Written by hand rather than with Intl so the server and the browser always print the same
// characters (their ICU versions may differ), which keeps hydration exact.
const groupSeparator: Record<Locale, string> = { en: ',', sw: ',', fr: '\u202f' };

function group(value: number, locale: Locale): string {
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, groupSeparator[locale]);
}

/** 'R28,000 – R36,000' or 'UGX 3,000,000 – 4,500,000' (French groups digits with a thin space). */
export function formatSalary(salary: Job['salary'], locale: Locale): string {
  const min = group(salary.min, locale);
  const max = group(salary.max, locale);
  return salary.currency === 'ZAR' ? `R${min} – R${max}` : `UGX ${min} – ${max}`;
}
