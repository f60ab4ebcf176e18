import { LOCALES, TRANSLATED_LOCALES } from '@common/locale';
import { frenchTypographyFaults } from '@common/test/french-typography';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { attribution } from '../contact';
import { MAIL_TEXT } from '../newsletter';
import { STAFF_MAIL_WORDS, staffMailWords } from './language';

/**
 * The type-check holds the French and Swahili staff e-mails to the English keys; this holds each text to
 * its English one: the same placeholders (a missing `{link}` or `{expiry}` would drop the thing the mail is
 * for), the same plurals with `#`, nothing left in English, and French typography (in every French e-mail
 * the server writes, the newsletter's and a reply's attribution line too).
 */

function leaves(node: unknown, prefix = '', out = new Map<string, string>()): Map<string, string> {
  if (typeof node === 'string') out.set(prefix, node);
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) leaves(value, prefix ? `${prefix}.${key}` : key, out);
  }
  return out;
}

/** The parts of intl-messageformat's tree read here (element types 0 to 8). */
interface Element {
  type: number;
  value?: unknown;
  options?: Record<string, { value: Element[] }>;
}
const KINDS: Record<number, string> = { 1: 'argument', 2: 'number', 3: 'date', 4: 'time', 5: 'select', 6: 'plural' };
const POUND = 7;

/** Whether a branch says its number: a `#` at its own level (not one of a nested plural's). */
const saysNumber = (elements: Element[]) => elements.some((element) => element.type === POUND);

/** Every argument with its kind, and for a plural whether all, some or none of its branches say the number. */
function placeholders(text: string): string[] {
  const found = new Set<string>();
  const walk = (elements: Element[]) => {
    for (const element of elements) {
      const kind = KINDS[element.type];
      if (!kind) continue;
      found.add(`{${String(element.value)}, ${kind}}`);
      // Branches differ between languages (French has `many`): what must hold is that each says the number.
      const branches = Object.values(element.options ?? {}).map((option) => option.value);
      if (kind === 'plural') {
        const saying = branches.filter(saysNumber).length;
        found.add(
          `{${String(element.value)}}: # in ${saying === branches.length ? 'every' : saying ? 'some' : 'no'} branch`,
        );
      }
      for (const branch of branches) walk(branch);
    }
  };
  walk(new IntlMessageFormat(text, 'en', undefined, { ignoreTag: true }).getAst() as unknown as Element[]);
  return [...found].sort();
}

/** The words a reader sees: every literal, inside plural branches too, without the arguments. */
function words(text: string): string {
  const walk = (elements: Element[]): string =>
    elements
      .map((element) =>
        element.type === 0
          ? String(element.value)
          : Object.values(element.options ?? {})
              .map((option) => ` ${walk(option.value)} `)
              .join(''),
      )
      .join('');
  return walk(new IntlMessageFormat(text, 'fr', undefined, { ignoreTag: true }).getAst() as unknown as Element[]);
}

const english = leaves(STAFF_MAIL_WORDS.en);

describe.each(TRANSLATED_LOCALES)('the %s staff e-mails', (locale) => {
  const translated = leaves(STAFF_MAIL_WORDS[locale]);

  it('have every English text and no other', () => {
    expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('keep every placeholder of the English text, and say the number in every plural branch', () => {
    const differing = [...english].flatMap(([key, text]) => {
      const expected = placeholders(text);
      const actual = placeholders(translated.get(key) ?? '');
      return JSON.stringify(actual) === JSON.stringify(expected) ? [] : [{ key, expected, actual }];
    });
    expect(differing).toEqual([]);
  });

  it('leave no English text untranslated', () => {
    const same = [...english].filter(([key, text]) => translated.get(key) === text).map(([key]) => key);
    expect(same).toEqual([]);
  });
});

describe.each(LOCALES)('the %s staff e-mails, filled in', (locale) => {
  it('format with their values and leave no brace behind', () => {
    const { say } = staffMailWords(locale);
    const values = {
      inviter: 'A',
      role: 'B',
      expiry: 'C',
      owner: 'D',
      email: 'e@x.org',
      minutes: 30,
      title: 'T',
      reviewer: 'R',
    };
    for (const [key, text] of leaves(STAFF_MAIL_WORDS[locale])) {
      const filled = say(text, { ...values, type: 'T', name: 'N', value: 'V', subject: 'S' });
      expect(filled, key).not.toMatch(/[{}]/);
    }
  });
});

describe('French typography in the e-mails', () => {
  // The inquiry types a contact mail names are the public site's words, held by its dictionary's test.
  const reply = attribution({ name: 'N', at: new Date('2025-01-05T14:30:00Z'), locale: 'fr', timeZone: 'UTC' });
  it.each([
    ['staff e-mails', leaves(STAFF_MAIL_WORDS.fr)],
    ['newsletter e-mails', leaves(MAIL_TEXT.fr)],
    ['reply attribution', new Map([['wrote', reply]])],
  ])('uses ’ for the apostrophe and a no-break space before : ; ? ! % » and after « in the %s', (_, texts) => {
    const wrong = [...texts].flatMap(([key, text]) =>
      frenchTypographyFaults(words(text)).map((fault) => `${key}: ${fault}`),
    );
    expect(wrong).toEqual([]);
  });
});

describe('plurals in the staff e-mails', () => {
  it('follow each language’s rules', () => {
    const minutes = (locale: 'en' | 'fr' | 'sw', count: number) =>
      staffMailWords(locale).say(STAFF_MAIL_WORDS[locale].reset.expiry, { minutes: count, expiry: 'X' });
    expect(minutes('en', 1)).toContain('for 1 minute:');
    expect(minutes('en', 30)).toContain('for 30 minutes:');
    expect(minutes('fr', 1)).toContain('pendant 1 minute\u00a0:');
    expect(minutes('fr', 30)).toContain('pendant 30 minutes\u00a0:');
    expect(minutes('sw', 30)).toContain('kwa dakika 30:');
  });

  it('take a name as typed, braces and apostrophes too', () => {
    const { say, words: fr } = staffMailWords('fr');
    expect(say(fr.invitation.subject, { inviter: "Ngozi O'Brien {admin}" })).toBe(
      "Ngozi O'Brien {admin} vous invite à rejoindre l’administration de VEB Group",
    );
  });
});
