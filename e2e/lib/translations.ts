import type { Page } from '@playwright/test';
import { type EntryKind, KINDS } from '../../common/src/entries/kinds';
import type { Fields } from '../../common/src/model/fields';
import { seedEntries } from '../../server/src/db/seed/data/entries';
import type { SeedEntry } from '../../server/src/db/seed/types';

type Tree = string | readonly Tree[] | { readonly [key: string]: Tree };

/** Every English leaf whose translation differs (figures and proper nouns stay as they are). */
export function englishOnly(english: Tree, translated: Tree, out: string[] = []): string[] {
  if (typeof english === 'string') {
    if (english !== translated) out.push(english);
    return out;
  }
  for (const [key, value] of Object.entries(english)) englishOnly(value as Tree, (translated as never)[key], out);
  return out;
}

/** A dictionary string as a pattern; `{placeholders}` match whatever filled them. */
export const asPattern = (text: string) =>
  new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\\{\w+\\\}/g, '.*?'));

/** What a reader meets on the page: the main text, aria-labels, alt texts, title and description. */
export async function pageText(page: Page): Promise<string> {
  const main = page.getByRole('main');
  const visible = (await main.textContent()) ?? '';
  const attributes = await main
    .locator('[aria-label], [alt]')
    .evaluateAll((list) => list.map((el) => `${el.getAttribute('aria-label') ?? ''} ${el.getAttribute('alt') ?? ''}`));
  const title = await page.title();
  const description = await page.locator('meta[name="description"]').getAttribute('content');
  return [visible, ...attributes, title, description].join('\n');
}

/** A demo record's words in a language (the demo is written in every one: docs/decisions/078). */
const wordsIn = (entry: SeedEntry, lang: 'en' | 'fr' | 'sw') =>
  (entry.words as Record<string, Record<string, unknown> | undefined>)[lang] ?? {};

/**
 * The demo records' English words (server/src/db/seed/data/entries) whose French or Swahili version
 * differs, for the kinds a page shows (and, for figures, the places it shows): the content part of the
 * check that a translated page shows no English. Values the same in every language (names, figures) are
 * not words and are left out (docs/decisions/078).
 */
export function englishOnlyEntries(
  kinds: readonly EntryKind[],
  lang: 'fr' | 'sw',
  keep: (entry: SeedEntry) => boolean = () => true,
): string[] {
  const out: string[] = [];
  for (const entry of seedEntries) {
    if (!kinds.includes(entry.kind) || !keep(entry)) continue;
    const fields: Fields = KINDS[entry.kind].fields;
    for (const [name, spec] of Object.entries(fields)) {
      if (!spec.perLanguage) continue;
      const english = wordsIn(entry, 'en')[name];
      const translated = wordsIn(entry, lang)[name];
      if (typeof english === 'string' || Array.isArray(english)) englishOnly(english, translated as never, out);
    }
  }
  return out;
}

/** The proper nouns of the demo records (company and partner names), the same in every language. */
export const entryNames = (kinds: readonly EntryKind[]) =>
  seedEntries
    .filter((entry) => kinds.includes(entry.kind))
    .map((entry) => String((entry.values as Record<string, unknown>).name));

/** The demo records' English sentences and names of these kinds: none may show when the database has none. */
export const entryTexts = (kinds: readonly EntryKind[], keep: (entry: SeedEntry) => boolean = () => true) =>
  seedEntries
    .filter((entry) => kinds.includes(entry.kind) && keep(entry))
    .flatMap((entry) =>
      ['name', 'title', 'tagline', 'description', 'stat', 'role', 'label'].flatMap((field) => {
        // A name is the same in every language; the rest are words, here the English ones.
        const value = (entry.values as Record<string, unknown>)[field] ?? wordsIn(entry, 'en')[field];
        return typeof value === 'string' ? [value] : [];
      }),
    );
