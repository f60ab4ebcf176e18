import { describe, expect, it } from 'vitest';
import { type EditState, mergeEdits } from './merge';

const FIELDS = ['title', 'body'];
const base: EditState = {
  values: { phone: '+27 11 555 0100', email: 'info@example.org' },
  words: { en: { title: 'Offices', body: 'Our offices' }, fr: { title: 'Bureaux', body: 'Nos bureaux' } },
  published: true,
};

describe('two people editing one record', () => {
  it('keeps both changes when they changed different fields, silently', () => {
    const theirs: EditState = { ...base, values: { ...base.values, phone: '+27 11 555 0199' } };
    const mine: EditState = { ...base, words: { ...base.words, fr: { title: 'Nos bureaux', body: 'Nos bureaux' } } };
    const { merged, conflicts } = mergeEdits(base, mine, theirs, FIELDS);
    expect(conflicts).toEqual([]);
    expect(merged.values.phone).toBe('+27 11 555 0199');
    expect(merged.words.fr?.title).toBe('Nos bureaux');
    expect(merged.words.en?.title).toBe('Offices');
  });

  it('names the field both changed differently, with the three versions', () => {
    const theirs: EditState = { ...base, words: { ...base.words, en: { title: 'Our offices', body: 'Our offices' } } };
    const mine: EditState = { ...base, words: { ...base.words, en: { title: 'Find us', body: 'Our offices' } } };
    const { conflicts } = mergeEdits(base, mine, theirs, FIELDS);
    expect(conflicts).toEqual([{ path: 'words.en.title', base: 'Offices', mine: 'Find us', theirs: 'Our offices' }]);
  });

  it('is no conflict when both made the same change, or when spaces alone differ', () => {
    const theirs: EditState = { ...base, values: { ...base.values, email: 'hello@example.org' } };
    const mine: EditState = { ...base, values: { ...base.values, email: ' hello@example.org ' } };
    expect(mergeEdits(base, mine, theirs, FIELDS).conflicts).toEqual([]);
  });

  it('counts a language the editor did not send as unchanged', () => {
    const theirs: EditState = { ...base, words: { ...base.words, fr: { title: 'Agences', body: 'Nos bureaux' } } };
    const mine: EditState = { values: base.values, words: { en: { title: 'Offices', body: 'Where we are' } } };
    const { merged, conflicts } = mergeEdits(base, mine, theirs, FIELDS);
    expect(conflicts).toEqual([]);
    expect(merged.words.fr?.title).toBe('Agences');
    expect(merged.words.en?.body).toBe('Where we are');
  });

  it('keeps a colleague’s removal of a language, and sees one removal against one edit as a conflict', () => {
    const theirs: EditState = { ...base, words: { en: base.words.en, fr: null } };
    expect(mergeEdits(base, base, theirs, FIELDS).merged.words.fr).toBeNull();
    const mine: EditState = { ...base, words: { ...base.words, fr: { title: 'Bureaux', body: 'Nos agences' } } };
    const { conflicts } = mergeEdits(base, mine, theirs, FIELDS);
    expect(conflicts.map((c) => c.path)).toEqual(['words.fr.body']);
  });

  it('without a base, sees every difference as a conflict', () => {
    const theirs: EditState = { ...base, values: { ...base.values, phone: '1' } };
    expect(mergeEdits(null, base, theirs, FIELDS).conflicts.map((c) => c.path)).toEqual(['values.phone']);
  });
});
