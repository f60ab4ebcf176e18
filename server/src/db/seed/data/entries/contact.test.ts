import { type Fields, recordInputSchema, translatableFields } from '@common/entries/fields';
import { type EntryKind, KINDS } from '@common/entries/kinds';
import { TRANSLATED_LOCALES } from '@common/locale';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import type { SeedEntry } from '../../types';
import { officeEntries, quickContactEntries } from './contact';
import { seedEntries } from './index';
import { investorFigureEntries, opportunityEntries, reasonEntries, structureEntries } from './investors';
import { legalSectionEntries } from './legal';

const lists: [EntryKind, SeedEntry[]][] = [
  ['quickContact', quickContactEntries],
  ['office', officeEntries],
  ['figure', investorFigureEntries],
  ['opportunity', opportunityEntries],
  ['structure', structureEntries],
  ['reason', reasonEntries],
  ['legalSection', legalSectionEntries],
];

/**
 * The demo records of the contact, investors and legal pages: each one a save the staff editor would accept
 * (the same schema), translated in full, and in the demo's list. SPEC's counts are checked by the e2e specs.
 */
describe.each(lists)('the demo %s records', (kind, list) => {
  const fields: Fields = KINDS[kind].fields;

  it('are all in the demo list, in order', () => {
    const inDemo = seedEntries.filter((entry) => list.includes(entry));
    expect(inDemo).toEqual(list);
    expect(list.length).toBeGreaterThan(0);
    for (const entry of list) expect(entry.kind).toBe(kind);
  });

  it.each(list.map((entry, i) => [i, entry] as const))('record %i passes the editor’s rules', (_i, entry) => {
    const result = z.safeParse(recordInputSchema(fields), { values: entry.values, translations: entry.translations });
    expect(result.success ? [] : result.error.issues).toEqual([]);
    // Every field is given, none unknown: a typo would be silently dropped otherwise.
    expect(Object.keys(entry.values).sort()).toEqual(Object.keys(fields).sort());
  });

  it.each(list.map((entry, i) => [i, entry] as const))('record %i is in French and Swahili', (_i, entry) => {
    // Every one, or the staff list marks the language missing (common/src/entries/translation.ts).
    const translated = translatableFields(fields);
    const filled = (value: unknown) =>
      Array.isArray(value) ? value.length > 0 : typeof value === 'string' && value !== '';
    for (const locale of TRANSLATED_LOCALES) {
      const translation = entry.translations?.[locale] ?? {};
      const english = translated.filter((name) => filled(entry.values[name]));
      expect(
        english.filter((name) => !filled(translation[name])),
        locale,
      ).toEqual([]);
      // A list keeps its length: a translated address or bullet list says the same number of things.
      for (const name of english) {
        if (Array.isArray(entry.values[name]))
          expect(translation[name], `${locale} ${name}`).toHaveLength((entry.values[name] as string[]).length);
      }
    }
  });
});

describe('demo records that other parts of the site look up', () => {
  it('has one quick contact for each purpose', () => {
    const purposes = quickContactEntries.map((entry) => entry.values.purpose);
    expect([...purposes].sort()).toEqual(['investment', 'media', 'partnerships']);
  });

  it('has exactly one headquarters office, and unique legal anchors per page', () => {
    expect(officeEntries.filter((entry) => entry.values.headquarters)).toHaveLength(1);
    for (const page of ['privacy', 'terms']) {
      const anchors = legalSectionEntries.filter((e) => e.values.page === page).map((e) => e.values.anchor);
      expect(new Set(anchors).size).toBe(anchors.length);
    }
  });
});
