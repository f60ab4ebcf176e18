import { describe, expect, it } from 'vitest';
import { apiQuery, filtersFrom, placeFrom } from './address';

describe('the subscriber list in the address', () => {
  it('reads the search, status and cursor by the API rule, leaving a broken value out', () => {
    const params = new URLSearchParams('q=%25ama&status=confirmed&after=1764000000123456_42');
    expect(filtersFrom(params)).toEqual({ q: '%ama', status: 'confirmed' });
    expect(placeFrom(params)).toEqual({ after: '1764000000123456_42' });
    expect(placeFrom(new URLSearchParams('before=end'))).toEqual({ before: 'end' });
    for (const broken of ['after=abc', 'after=end', 'before=1_2147483648', 'after=1_1&before=1_1', 'before=']) {
      expect(placeFrom(new URLSearchParams(broken)), broken).toEqual({});
    }
    expect(filtersFrom(new URLSearchParams('status=gone'))).toEqual({ q: '', status: '' });
  });

  it('asks the API for that page, and the export for the whole search', () => {
    const filters = { q: 'a&b', status: 'pending' as const };
    expect(apiQuery(filters, { before: 'end' })).toBe('?q=a%26b&status=pending&before=end');
    expect(apiQuery(filters, { after: '5_6' })).toBe('?q=a%26b&status=pending&after=5_6');
    expect(apiQuery(filters)).toBe('?q=a%26b&status=pending');
    expect(apiQuery({ q: '', status: '' })).toBe('');
  });
});
