import { COMPANY_PAGE_KINDS, KIND_PAGES, pagesOf } from '@common/entries/admin';
import { ENTRY_KINDS, FIGURE_PLACES, KINDS, LEGAL_PAGES } from '@common/entries/kinds';
import { LOCALES } from '@common/locale';
import type { Fields } from '@common/model/fields';
import { describe, expect, it } from 'vitest';
import { createTranslate } from '../../i18n/translate';
import { messages as en } from '../../locales/en';
import { messages as fr } from '../../locales/fr';
import { messages as sw } from '../../locales/sw';
import { pageName } from './option-label';

const DICTIONARIES = { en, fr, sw };

/*
 * The content screens' words are the dictionaries', never a developer's key: every figure place, every
 * page a record shows on, every kind's phrases and every field, in each staff language.
 */
describe.each(LOCALES)('the %s staff words of the content kinds', (locale) => {
  const t = createTranslate(DICTIONARIES[locale], locale);
  const found = (key: string) => t(key) !== key;

  it('name every figure place in words, each once', () => {
    const names = FIGURE_PLACES.map((place) => t(`content.places.${place}`));
    expect(FIGURE_PLACES.filter((place) => !found(`content.places.${place}`))).toEqual([]);
    expect(new Set(names).size).toBe(names.length);
    // Words a person reads, not the key they stand for.
    for (const [i, place] of FIGURE_PLACES.entries()) expect(names[i]).not.toContain(place);
  });

  it('name every page a record shows on', () => {
    const company = (id: number) => (id === 1 ? 'greenharvest' : undefined);
    const paths = new Set<string>([
      ...Object.values(KIND_PAGES).flat(),
      ...FIGURE_PLACES.flatMap((place) => pagesOf('figure', { place })),
      ...LEGAL_PAGES.flatMap((page) => pagesOf('legalSection', { page })),
      // A company's own page, and the pages of the records that belong to it (docs/decisions/084).
      ...pagesOf('company', { slug: 'greenharvest' }),
      ...COMPANY_PAGE_KINDS.flatMap((kind) => pagesOf(kind, { company: 1 }, company)),
    ]);
    expect(paths).toContain('/companies/greenharvest');
    // Named in words: never the path alone, never a key of the dictionary.
    const missing = [...paths].filter((path) => {
      const name = pageName(t, path);
      return name === path || name.startsWith('content.');
    });
    expect(missing).toEqual([]);
    // A company's page by its address, so that two companies' pages read apart.
    expect(pageName(t, '/companies/greenharvest')).toContain('/companies/greenharvest');
    expect(pageName(t, '/companies/greenharvest')).not.toBe(pageName(t, '/companies/ecocraft'));
  });

  it('give each kind its own phrases, and each field its label', () => {
    const phrases = ['name', 'one', 'intro', 'add', 'new', 'edit', 'created', 'deleted'];
    const missing = ENTRY_KINDS.flatMap((kind) => [
      ...phrases.filter((phrase) => !found(`content.kinds.${kind}.${phrase}`)).map((p) => `${kind}.${p}`),
      ...Object.keys(KINDS[kind].fields as Fields)
        .filter((field) => !found(`content.fields.${kind}.${field}`))
        .map((field) => `fields.${kind}.${field}`),
    ]);
    expect(missing).toEqual([]);
    // Whole sentences: the name goes in, no kind is glued to an article.
    expect(t('content.kinds.office.edit', { name: 'Nairobi' })).toContain('Nairobi');
  });
});

it('English says "an" where the sound asks', () => {
  const t = createTranslate(en, 'en');
  expect(t('content.kinds.office.add')).toBe('Add an office');
  expect(t('content.kinds.company.add')).toBe('Add a company');
  expect(createTranslate(fr, 'fr')('content.kinds.office.add')).toBe('Ajouter un bureau');
  expect(createTranslate(sw, 'sw')('content.kinds.office.add')).toBe('Ongeza ofisi');
  // Every kind: none of its nouns starts with a vowel said as a consonant ("union"), so the letter decides.
  const wrong = ENTRY_KINDS.filter((kind) => {
    const one = t(`content.kinds.${kind}.one`);
    return t(`content.kinds.${kind}.add`) !== `Add ${/^[aeiou]/i.test(one) ? 'an' : 'a'} ${one}`;
  });
  expect(wrong).toEqual([]);
});

it('French agrees each kind’s article, adjective and participle with its gender', () => {
  const t = createTranslate(fr, 'fr');
  // "Nouvelle …" says the noun is feminine: "Ajouter une …", "… créée." (or "ajoutée."); "Nouveau …" or
  // "Nouvel …" masculine: "Ajouter un …", "… créé.". A phrase outside these shapes is reported too.
  const disagreeing = ENTRY_KINDS.filter((kind) => {
    const adjective = t(`content.kinds.${kind}.new`).match(/^(Nouvelle|Nouveau|Nouvel) /)?.[1];
    const article = t(`content.kinds.${kind}.add`).match(/^Ajouter (une?) /)?.[1];
    const participle = t(`content.kinds.${kind}.created`).match(/ (créée?|ajoutée?)\.$/)?.[1];
    if (!adjective || !article || !participle) return true;
    const feminine = adjective === 'Nouvelle';
    return (article === 'une') !== feminine || participle.endsWith('ée') !== feminine;
  });
  expect(disagreeing).toEqual([]);
});
