import { describe, expect, it } from 'vitest';
import { messages as en } from './en';
import { messages as fr } from './fr';
import { messages as sw } from './sw';

type Tree = { readonly [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of leaves(value, path)) out.set(k, v);
  }
  return out;
}

const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/\{[^{}]*\}/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * WCAG 2.5.3 (label in name): a control shows `x` and is named by `xLabel` ("Reset two-factor" named
 * "Reset two-factor sign-in for Amina"), so someone who speaks what they see can use it. Where the English
 * name contains the shown words, each translation's must too (axe found "Réinitialiser les deux étapes"
 * named "Réinitialiser la connexion en deux étapes pour …" on the Staff page).
 */
describe.each([
  ['fr', fr],
  ['sw', sw],
] as const)('%s names contain their shown words', (_, messages) => {
  it('for every shown text and its Label', () => {
    const english = leaves(en as unknown as Tree);
    const theirs = leaves(messages as unknown as Tree);
    const broken: string[] = [];
    for (const [key, name] of english) {
      if (!key.endsWith('Label')) continue;
      const shownKey = key.slice(0, -'Label'.length);
      const shown = english.get(shownKey);
      if (!shown || !words(name).includes(words(shown))) continue;
      const theirShown = words(theirs.get(shownKey) ?? '');
      const theirName = words(theirs.get(key) ?? '');
      if (!theirName.includes(theirShown)) broken.push(`${key}: "${theirShown}" is not in "${theirName}"`);
    }
    expect(broken).toEqual([]);
  });
});
