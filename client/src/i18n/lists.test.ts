import { AFRICAN_COUNTRIES } from '@common/content/countries';
import { describe, expect, it } from 'vitest';
import { compareNames, foldName, formatList } from './lists';

const LOCALES = ['en', 'fr', 'sw'] as const;

describe('compareNames', () => {
  it.each(LOCALES)('orders every country name as Intl.Collator does in %s', (locale) => {
    const names = AFRICAN_COUNTRIES.map((country) => country.names[locale]);
    expect([...names].sort(compareNames)).toEqual([...names].sort(new Intl.Collator(locale).compare));
  });

  it('ignores accents and case', () => {
    expect(foldName("Égypte Côte d'Ivoire")).toBe("egypte cote d'ivoire");
    expect(['Éthiopie', 'erythrée', 'Egypte'].sort(compareNames)).toEqual(['Egypte', 'erythrée', 'Éthiopie']);
  });
});

describe('formatList', () => {
  it.each(LOCALES)('joins one to four names as Intl.ListFormat does in %s', (locale) => {
    const names = ['Angola', 'Kenya', 'Nigeria', 'Rwanda'];
    for (let count = 1; count <= names.length; count += 1) {
      const items = names.slice(0, count);
      expect(formatList(items, locale)).toBe(new Intl.ListFormat(locale, { type: 'conjunction' }).format(items));
    }
  });

  it('gives an empty string for no names', () => {
    expect(formatList([], 'en')).toBe('');
  });
});
