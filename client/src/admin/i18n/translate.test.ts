import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { messages } from '../locales/en';
import { createTranslate } from './translate';

const dictionary = {
  subscribers: '{count, plural, one {# confirmed subscriber} other {# confirmed subscribers}}',
  abonnes: '{count, plural, one {# abonné confirmé} other {# abonnés confirmés}}',
  showing: 'Showing {from} to {to} of {total, plural, one {# message} other {# messages}}',
  plain: 'Welcome, {name}: {n} new',
  kind: '{kind, select, news {an article} other {something}}',
};

describe('the admin t()', () => {
  it('chooses the English plural: one for 1 only', () => {
    const t = createTranslate(dictionary, 'en');
    expect(t('subscribers', { count: 0 })).toBe('0 confirmed subscribers');
    expect(t('subscribers', { count: 1 })).toBe('1 confirmed subscriber');
    expect(t('subscribers', { count: 2 })).toBe('2 confirmed subscribers');
    expect(t('subscribers', { count: 12345 })).toBe('12,345 confirmed subscribers');
  });

  it('chooses the French plural: one for 0 and 1, numbers spaced the French way', () => {
    const t = createTranslate(dictionary, 'fr');
    expect(t('abonnes', { count: 0 })).toBe('0 abonné confirmé');
    expect(t('abonnes', { count: 1 })).toBe('1 abonné confirmé');
    expect(t('abonnes', { count: 2 })).toBe('2 abonnés confirmés');
    expect(t('abonnes', { count: 12345 })).toBe('12\u202f345 abonnés confirmés');
  });

  it('writes the other numbers of a message in the language too', () => {
    expect(createTranslate(dictionary, 'en')('showing', { from: 1001, to: 1050, total: 1 })).toBe(
      'Showing 1,001 to 1,050 of 1 message',
    );
    expect(createTranslate(dictionary, 'en')('plain', { name: 'Thandi', n: 2500 })).toBe('Welcome, Thandi: 2,500 new');
    expect(createTranslate(dictionary, 'fr')('plain', { name: 'Thandi', n: 2500 })).toBe(
      'Welcome, Thandi: 2\u202f500 new',
    );
  });

  it('selects, keeps a missing text as its key and a text without values as it is', () => {
    const t = createTranslate(dictionary, 'en');
    expect(t('kind', { kind: 'news' })).toBe('an article');
    expect(t('kind', { kind: 'mail' })).toBe('something');
    expect(t('nothing.here', { count: 1 })).toBe('nothing.here');
    expect(t('plain')).toBe('Welcome, {name}: {n} new');
  });

  it('every English message of the staff area is valid ICU, and counts are plural messages', () => {
    const texts: [string, string][] = [];
    const walk = (node: unknown, path: string) => {
      if (typeof node === 'string') texts.push([path, node]);
      else if (node && typeof node === 'object')
        for (const [key, value] of Object.entries(node)) walk(value, path ? `${path}.${key}` : key);
    };
    walk(messages, '');
    for (const [path, text] of texts) {
      expect(() => new IntlMessageFormat(text, 'en', undefined, { ignoreTag: true }), path).not.toThrow();
      // A count must go through a plural: "{count} subscribers" reads "1 subscribers".
      expect(text, path).not.toMatch(/\{(count|total|n|recipients)\}|\(s\)/);
    }
  });
});
