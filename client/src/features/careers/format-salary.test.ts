import { describe, expect, it } from 'vitest';
import { formatSalary } from './format-salary';

describe('formatSalary', () => {
  it('prints rand ranges with the currency on both ends', () => {
    expect(formatSalary({ currency: 'ZAR', min: 18000, max: 65000 }, 'en')).toBe('R18,000 – R65,000');
  });

  it('prints shilling ranges with the code once', () => {
    expect(formatSalary({ currency: 'UGX', min: 3000000, max: 4500000 }, 'sw')).toBe('UGX 3,000,000 – 4,500,000');
  });

  it('groups digits with a thin space in French', () => {
    expect(formatSalary({ currency: 'ZAR', min: 28000, max: 360000 }, 'fr')).toBe('R28\u202f000 – R360\u202f000');
  });
});
