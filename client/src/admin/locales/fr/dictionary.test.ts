import { frenchTypographyFaults } from '@common/test/french-typography';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { messages as en } from '../en';
import { messages as fr } from '.';

/**
 * The type-check holds the French to the English keys; this holds each French text to its English one:
 * the same ICU arguments (names, kinds, plural and select branches, `#`), no English left untranslated, and
 * one typography (docs/glossary/fr.md).
 */

/**
 * Words French shares with English: a leaf may read as its English only when all its words are here
 * (case aside), or when it is a command typed as is.
 */
const SAME_IN_FRENCH = new Set([
  'action',
  'article',
  'actions',
  'articles',
  'date',
  'description',
  'e-mail',
  'e-mails',
  'europe',
  'globe',
  'image',
  'images',
  'impact',
  'introduction',
  'logo',
  'menu',
  'message',
  'messages',
  'page',
  'photo',
  'pixels',
  'publication',
  'section',
  'sessions',
  'spam',
  'swahili',
  'type',
]);
const COMMANDS = new Set(['auth.setup.command']);

type Element = ReturnType<IntlMessageFormat['getAst']>[number];
interface Node {
  type: number;
  value?: string;
  pluralType?: string;
  options?: Record<string, { value: Element[] }>;
}
const LITERAL = 0;
const ARGUMENT_KINDS: Record<number, string> = { 1: '', 2: 'number', 3: 'date', 4: 'time', 5: 'select', 6: 'plural' };
const POUND = 7;

function leaves(node: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (node !== null && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      for (const [k, v] of leaves(value, prefix ? `${prefix}.${key}` : key)) out.set(k, v);
    }
  } else {
    out.set(prefix, node);
  }
  return out;
}

const ast = (text: string) => new IntlMessageFormat(text, 'fr', undefined, { ignoreTag: true }).getAst();

/** Every argument with its kind, every branch of a plural or select and each `#`, by where it sits. */
function shape(elements: Element[], path = '', out = new Set<string>()): Set<string> {
  for (const element of elements) {
    const node = element as unknown as Node;
    if (node.type === POUND) out.add(`${path}#`);
    const kind = ARGUMENT_KINDS[node.type];
    if (kind === undefined) continue;
    const type = node.type === 6 && node.pluralType === 'ordinal' ? 'selectordinal' : kind;
    out.add(`${path}{${node.value}${type ? `, ${type}` : ''}}`);
    for (const [branch, option] of Object.entries(node.options ?? {})) {
      shape(option.value, `${path}${node.value}=${branch}/`, out);
    }
  }
  return out;
}

/** The words a reader sees: every literal, inside branches too, without the arguments. */
function words(elements: Element[]): string {
  return elements
    .map((element) => {
      const node = element as unknown as Node;
      if (node.type === LITERAL) return node.value ?? '';
      return Object.values(node.options ?? {})
        .map((option) => ` ${words(option.value)} `)
        .join('');
    })
    .join('');
}

const english = leaves(en);
const french = leaves(fr);

describe('the French staff dictionary', () => {
  it('keeps every ICU argument, branch and # of the English text', () => {
    const differing = [...english].flatMap(([key, text]) => {
      const expected = [...shape(ast(String(text)))].sort();
      const actual = [...shape(ast(String(french.get(key))))].sort();
      return JSON.stringify(actual) === JSON.stringify(expected) ? [] : [{ key, expected, actual }];
    });
    expect(differing).toEqual([]);
  });

  it('leaves no English text untranslated, but for the few words French shares', () => {
    const shared = (text: string) =>
      (words(ast(text)).match(/[\p{L}-]+/gu) ?? []).every((word) => SAME_IN_FRENCH.has(word.toLowerCase()));
    const untranslated = [...english].filter(
      ([key, text]) => french.get(key) === text && !COMMANDS.has(key) && !shared(String(text)),
    );
    expect(untranslated.map(([key, text]) => `${key}: ${text}`)).toEqual([]);
  });

  // The words shared with the public site (inquiry types) are held too: one typography for all French text.
  it('uses one typography: ’ for the apostrophe, a no-break space before : ; ? ! % » and after «', () => {
    const wrong = [...french].flatMap(([key, text]) =>
      frenchTypographyFaults(words(ast(String(text)))).map((fault) => `${key}: ${fault}`),
    );
    expect(wrong).toEqual([]);
  });
});
