import { KINDS } from '@common/entries/kinds';
import { type Fields, wordsSpec } from '@common/model/fields';
import { versionStates } from '@common/model/versions';
import { describe, expect, it } from 'vitest';
import { figureOf, parseNumber } from './figure-form';
import { type EditableRecord, formOf, inputOf, openedOf, versionsOf } from './record-form';

const fields: Fields = KINDS.company.fields;
const spec = wordsSpec(fields);
const COMPANY: EditableRecord = {
  id: 1,
  values: {
    slug: 'kijani',
    name: 'Kijani Foods',
    statValue: { kind: 'count', number: 33 },
    website: null,
    careersEmail: null,
    email: null,
    phone: null,
    hero: null,
    icon: 'Sprout',
    colour: 'teal',
    inNavDropdown: false,
    inMobileMenu: true,
  },
  words: {
    sw: { tagline: 'Chakula', description: 'Maziwa', stat: 'Vyama {value}' },
    en: { tagline: 'Food', description: 'Milk', stat: '{value} cooperatives' },
    fr: { tagline: 'Aliments', description: 'Lait' },
  },
  sources: { sw: null, en: 'sw', fr: 'sw' },
  status: { sw: 'current', en: 'current', fr: 'outdated' },
  changedAt: { sw: '2026-11-01T00:00:00.000Z', en: '2026-11-02T00:00:00.000Z', fr: '2026-11-02T00:00:00.000Z' },
  published: true,
  revision: 3,
  updatedAt: '2026-11-03T00:00:00.000Z',
};

describe('the record form', () => {
  it('rebuilds the versions the API describes, so the model’s rule gives back the states it said', () => {
    expect(versionStates(versionsOf(COMPANY, spec), spec)).toEqual(COMPANY.status);
  });

  it('sends what is unchanged as it is stored, and only the languages that changed', () => {
    const opened = openedOf(fields, spec, COMPANY);
    expect(inputOf(fields, opened.form, opened, spec)).toEqual({
      values: COMPANY.values,
      published: true,
      revision: 3,
    });
    const form = formOf(fields, COMPANY);
    form.words.fr.tagline = 'Des aliments';
    form.values.inMobileMenu = false;
    expect(inputOf(fields, form, opened, spec)).toEqual({
      values: { ...COMPANY.values, inMobileMenu: false },
      words: { fr: { tagline: 'Des aliments', description: 'Lait' } },
      published: true,
      revision: 3,
    });
  });

  it('reads numbers as people type them, and writes a figure with only what applies', () => {
    expect(parseNumber('11 000')).toBe(11000);
    expect(parseNumber('11,000')).toBe(11000);
    expect(parseNumber('1.000.000')).toBe(1000000);
    expect(parseNumber('1,5')).toBe(1.5);
    expect(parseNumber('1.5')).toBe(1.5);
    expect(parseNumber('about 30')).toBeNaN();
    expect(parseNumber('')).toBeNaN();
    expect(figureOf({ kind: 'year', number: '2030', currency: 'USD', plus: true, short: true })).toEqual({
      kind: 'year',
      number: 2030,
    });
    expect(figureOf({ kind: 'amount', number: '1000000000', currency: 'USD', plus: false, short: true })).toEqual({
      kind: 'amount',
      number: 1e9,
      currency: 'USD',
      short: true,
    });
    expect(figureOf({ kind: '', number: '5', currency: '', plus: false, short: false })).toBeNull();
  });
});
