import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { messages as en } from '../en';
import { messages as sw } from '.';

/**
 * The type-check proves every key is there; this proves each text is translated and still fits the code
 * that fills it: the same `{placeholders}`, the same ICU plurals, selects and number styles.
 */

/** Leaves whose Swahili is rightly the English: names, commands and conventions, not words to translate. */
const SAME_AS_ENGLISH = new Set([
  'auth.setup.command', // a shell command, typed as shown
  'inbox.reply.subjectDefault', // "Re: {type}": the e-mail convention every client shows, Swahili ones too
  'settings.timeZone.regions.Asia', // the same name in Swahili
  'settings.timeZone.regions.Australia', // the same name in Swahili
]);

function leaves(node: unknown, prefix = '', out = new Map<string, string>()): Map<string, string> {
  if (typeof node === 'string') out.set(prefix, node);
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) leaves(value, prefix ? `${prefix}.${key}` : key, out);
  }
  return out;
}

/** The parts of intl-messageformat's tree this test reads (its element types are numbered 0 to 8). */
interface Element {
  type: number;
  value?: unknown;
  style?: unknown;
  offset?: number;
  pluralType?: string;
  options?: Record<string, { value: Element[] }>;
}

const TYPES: Record<number, string> = { 1: 'argument', 2: 'number', 3: 'date', 4: 'time', 5: 'select', 6: 'plural' };

function styleOf(style: unknown): string {
  if (style === undefined || style === null) return '';
  if (typeof style === 'string') return style;
  const tokens = (style as { tokens?: { stem: string; options: string[] }[] }).tokens ?? [];
  return `::${tokens.map((token) => [token.stem, ...token.options].join('/')).join(' ')}`;
}

/** Every argument of a message with its kind, style and options, e.g. `{count, plural, [=0 one other]}`. */
function signature(text: string): string[] {
  const found = new Set<string>();
  const walk = (elements: Element[]) => {
    for (const element of elements) {
      const kind = TYPES[element.type];
      if (!kind) continue;
      const name = String(element.value);
      if (kind === 'argument') found.add(`{${name}}`);
      else if (kind === 'select' || kind === 'plural') {
        const options = Object.keys(element.options ?? {}).sort();
        const extra = kind === 'plural' ? ` ${element.pluralType} offset ${element.offset ?? 0}` : '';
        found.add(`{${name}, ${kind},${extra} [${options.join(' ')}]}`);
        for (const option of Object.values(element.options ?? {})) walk(option.value);
      } else found.add(`{${name}, ${kind}, ${styleOf(element.style)}}`);
    }
  };
  walk(new IntlMessageFormat(text, 'en', undefined, { ignoreTag: true }).getAst() as unknown as Element[]);
  return [...found].sort();
}

/** Letters left once every `{…}` is taken out: a text of placeholders and punctuation has nothing to translate. */
function wordsOf(text: string): boolean {
  let rest = text;
  while (/\{[^{}]*\}/.test(rest)) rest = rest.replace(/\{[^{}]*\}/g, '');
  return /\p{L}/u.test(rest);
}

describe('the Swahili staff dictionary', () => {
  const english = leaves(en);
  const swahili = leaves(sw);

  it('has a text for every English one, and no other', () => {
    expect([...swahili.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of swahili) expect(text.trim(), key).not.toBe('');
  });

  it('keeps every placeholder, plural, select and number style of the English', () => {
    const differ = [...english].flatMap(([key, text]) => {
      const ours = swahili.get(key) ?? '';
      return JSON.stringify(signature(ours)) === JSON.stringify(signature(text))
        ? []
        : [{ key, english: signature(text), swahili: signature(ours) }];
    });
    expect(differ).toEqual([]);
  });

  it('translates every text with words, except the few allowed to stay as they are', () => {
    const untranslated = [...english]
      .filter(([key, text]) => swahili.get(key) === text && wordsOf(text) && !SAME_AS_ENGLISH.has(key))
      .map(([key]) => key);
    expect(untranslated).toEqual([]);
  });

  it('allows only texts that are still the same as the English', () => {
    const stale = [...SAME_AS_ENGLISH].filter((key) => !english.has(key) || swahili.get(key) !== english.get(key));
    expect(stale).toEqual([]);
  });
});
