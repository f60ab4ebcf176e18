import { describe, expect, it } from 'vitest';
import { acceptedLanguages, firstLocaleOf } from './locale';

describe('a browser’s languages', () => {
  it('reads Accept-Language most wanted first, equal ones as written, without q=0 and *', () => {
    expect(acceptedLanguages('fr-CA,fr;q=0.9,en;q=0.8')).toEqual(['fr-CA', 'fr', 'en']);
    expect(acceptedLanguages('en;q=0.2, sw;q=0.9, de')).toEqual(['de', 'sw', 'en']);
    expect(acceptedLanguages('sw;q=0, *;q=0.5, fr;q=0.1')).toEqual(['fr']);
    expect(acceptedLanguages(undefined)).toEqual([]);
    expect(acceptedLanguages('')).toEqual([]);
  });

  it('picks the first the site has, by its base language', () => {
    expect(firstLocaleOf(['de-DE', 'SW-ke', 'fr'])).toBe('sw');
    expect(firstLocaleOf(['fr-CA'])).toBe('fr');
    expect(firstLocaleOf(['de', 'nl'])).toBeNull();
    expect(firstLocaleOf([])).toBeNull();
  });
});
