import { describe, expect, it } from 'vitest';
import { addressOf, filtersFrom, NO_FILTERS } from './address';

const from = (search: string) => filtersFrom(new URLSearchParams(search));

describe('the news list address', () => {
  it('reads the filters the dashboard links to, and the page', () => {
    expect(from('status=scheduled')).toEqual({ ...NO_FILTERS, status: 'scheduled' });
    expect(from('review=submitted')).toEqual({ ...NO_FILTERS, review: 'submitted' });
    expect(from('language=sw&coverage=stale&category=Expansion&q=%20kampala%20&page=2')).toEqual({
      ...NO_FILTERS,
      language: 'sw',
      coverage: 'stale',
      category: 'Expansion',
      q: 'kampala',
      page: 2,
    });
  });

  it('leaves a value the API would refuse at its default, keeping the others', () => {
    for (const search of [
      'status=gone',
      'review=approved',
      'language=de',
      'coverage=old',
      'page=0',
      'page=x',
      `q=${'x'.repeat(101)}`,
    ]) {
      expect(from(search), search).toEqual(NO_FILTERS);
    }
    expect(from('status=lost&coverage=missing')).toEqual({ ...NO_FILTERS, coverage: 'missing' });
  });

  it('writes the defaults as nothing, and reads back what it wrote', () => {
    expect(Object.values(addressOf(NO_FILTERS)).every((value) => !value)).toBe(true);
    const filters = {
      ...NO_FILTERS,
      status: 'draft',
      language: 'fr',
      coverage: 'stale',
      review: 'returned',
      page: 3,
    } as const;
    const written = Object.entries(addressOf(filters)).filter((entry): entry is [string, string] => !!entry[1]);
    expect(from(new URLSearchParams(written).toString())).toEqual(filters);
  });
});
