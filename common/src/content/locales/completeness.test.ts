import { describe, expect, it } from 'vitest';
import { frenchTypographyFaults } from '../../test/french-typography';
import { messages as en } from './en';
import { messages as fr } from './fr';
import { messages as sw } from './sw';

/** Every leaf key of a nested dictionary, with its value. */
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

describe('translation completeness', () => {
  const english = leaves(en);

  it('has English text for every key', () => {
    for (const [key, value] of english) expect(typeof value === 'string' && value.trim() !== '', key).toBe(true);
  });

  it.each([
    ['fr', fr],
    ['sw', sw],
  ])('%s has every English key, none empty', (_locale, dictionary) => {
    const translated = leaves(dictionary);
    const missing = [...english.keys()].filter((key) => {
      const value = translated.get(key);
      return typeof value !== 'string' || value.trim() === '';
    });
    expect(missing).toEqual([]);
  });
});

describe('French typography of the public site', () => {
  // The same rule as the staff area's and the e-mails' French (docs/glossary/fr.md); `{name}` values are out.
  it('uses ’ for the apostrophe and a no-break space before : ; ? ! % » and after «', () => {
    const wrong = [...leaves(fr)].flatMap(([key, text]) =>
      frenchTypographyFaults(String(text).replace(/\{\w+\}/g, '')).map((fault) => `${key}: ${fault}`),
    );
    expect(wrong).toEqual([]);
  });
});
