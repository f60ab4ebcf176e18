import { LOCALES } from '@common/locale';
import { describe, expect, it } from 'vitest';
import { pluralOf } from './plural';

describe('pluralOf', () => {
  it('agrees with Intl.PluralRules for every language and count up to 1000', () => {
    for (const locale of LOCALES) {
      const rules = new Intl.PluralRules(locale);
      for (let n = 0; n <= 1000; n++) expect(pluralOf(n, locale), `${locale} ${n}`).toBe(rules.select(n));
    }
  });
});
