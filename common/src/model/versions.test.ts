import { describe, expect, it } from 'vitest';
import { nextVersions, shownLocale, type Versions, versionState, versionStates, wordsHash } from './versions';

const FIELDS = { fields: ['title', 'body'], required: ['title'] } as const;
const T0 = '2026-11-01T10:00:00.000Z';
const T1 = '2026-11-02T10:00:00.000Z';
const T2 = '2026-11-03T10:00:00.000Z';

describe('the version rule', () => {
  it('says missing for a language without words, never "up to date"', () => {
    expect(versionStates({}, FIELDS)).toEqual({ en: 'missing', fr: 'missing', sw: 'missing' });
    const { versions } = nextVersions({}, { words: { sw: { title: 'Habari', body: '' } } }, FIELDS, T0);
    expect(versionStates(versions, FIELDS)).toEqual({ en: 'missing', fr: 'missing', sw: 'current' });
  });

  it('keeps the first language current when a second is written after it', () => {
    const first = nextVersions({}, { words: { sw: { title: 'Habari', body: 'Maandishi' } } }, FIELDS, T0).versions;
    const second = nextVersions(first, { words: { en: { title: 'News', body: 'Text' } } }, FIELDS, T1).versions;
    // English was written from the Swahili original; the original is never out of date.
    expect(second.en?.from).toEqual({ locale: 'sw', hash: wordsHash(first.sw?.words, FIELDS.fields) });
    expect(second.sw?.from).toBeUndefined();
    expect(versionStates(second, FIELDS)).toEqual({ en: 'current', fr: 'missing', sw: 'current' });
  });

  it('marks a version out of date only when the version it was written from changes after it', () => {
    let v: Versions = nextVersions({}, { words: { fr: { title: 'Titre', body: 'Texte' } } }, FIELDS, T0).versions;
    v = nextVersions(v, { words: { en: { title: 'Title', body: 'Text' } }, from: { en: 'fr' } }, FIELDS, T1).versions;
    expect(versionState(v, 'en', FIELDS)).toBe('current');
    v = nextVersions(v, { words: { fr: { title: 'Nouveau titre', body: 'Texte' } } }, FIELDS, T2).versions;
    expect(versionState(v, 'en', FIELDS)).toBe('outdated');
    expect(versionState(v, 'fr', FIELDS)).toBe('current');
    // Confirming the English still says the same makes it current without retyping it.
    const confirmed = nextVersions(v, { words: {}, reviewed: ['en'] }, FIELDS, T2).versions;
    expect(versionState(confirmed, 'en', FIELDS)).toBe('current');
    // Editing it does too.
    const edited = nextVersions(v, { words: { en: { title: 'New title', body: 'Text' } } }, FIELDS, T2).versions;
    expect(versionState(edited, 'en', FIELDS)).toBe('current');
  });

  it('moves changedAt when words change, and keeps it for a correction or an untouched language', () => {
    const v0 = nextVersions(
      {},
      { words: { en: { title: 'A', body: 'B' }, fr: { title: 'A', body: 'B' } } },
      FIELDS,
      T0,
    );
    expect(v0.versions.en?.changedAt).toBe(T0);
    const v1 = nextVersions(v0.versions, { words: { en: { title: 'A2', body: 'B' } } }, FIELDS, T1);
    expect(v1.versions.en?.changedAt).toBe(T1);
    expect(v1.versions.fr?.changedAt).toBe(T0);
    expect(v1.changed).toEqual(['en']);
    const v2 = nextVersions(v1.versions, { words: { en: { title: 'A3', body: 'B' } }, correction: true }, FIELDS, T2);
    expect(v2.versions.en?.changedAt).toBe(T1);
    expect(v2.versions.en?.words.title).toBe('A3');
  });

  it('removes a language sent as null or empty, and lists it as changed', () => {
    const v0 = nextVersions({}, { words: { en: { title: 'A' }, sw: { title: 'B' } } }, FIELDS, T0).versions;
    const v1 = nextVersions(v0, { words: { sw: null } }, FIELDS, T1);
    expect(Object.keys(v1.versions)).toEqual(['en']);
    expect(v1.changed).toEqual(['sw']);
  });

  it('makes a version an original when its source is removed', () => {
    let v = nextVersions({}, { words: { en: { title: 'A' } } }, FIELDS, T0).versions;
    v = nextVersions(v, { words: { fr: { title: 'B' } } }, FIELDS, T1).versions;
    expect(v.fr?.from?.locale).toBe('en');
    v = nextVersions(v, { words: { en: null } }, FIELDS, T2).versions;
    expect(v.fr?.from).toBeUndefined();
    expect(versionState(v, 'fr', FIELDS)).toBe('current');
  });
});

describe('a new version beside others', () => {
  it('is written from the record’s original by default, not from English', () => {
    let v = nextVersions({}, { words: { sw: { title: 'Habari' } } }, FIELDS, T0).versions;
    v = nextVersions(v, { words: { en: { title: 'News' } }, from: { en: 'sw' } }, FIELDS, T1).versions;
    v = nextVersions(v, { words: { fr: { title: 'Nouvelles' } } }, FIELDS, T2).versions;
    expect(v.fr?.from?.locale).toBe('sw');
  });
});

describe('the version a visitor reads', () => {
  it('is their language, else the original, else the first written', () => {
    const v = nextVersions({}, { words: { sw: { title: 'Habari' } } }, FIELDS, T0).versions;
    expect(shownLocale(v, 'sw', FIELDS)).toBe('sw');
    expect(shownLocale(v, 'en', FIELDS)).toBe('sw');
    const two = nextVersions(v, { words: { fr: { title: 'Nouvelles' } } }, FIELDS, T1).versions;
    // French was written from the Swahili original: an English visitor reads the original.
    expect(shownLocale(two, 'en', FIELDS)).toBe('sw');
    expect(shownLocale({}, 'en', FIELDS)).toBeNull();
  });
});
