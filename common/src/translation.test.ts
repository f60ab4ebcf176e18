import { describe, expect, it } from 'vitest';
import { mergeTranslations, sourceHash, translationState, translationStates } from './translation';

const SPEC = { fields: ['title', 'lines'], optional: ['lines'] } as const;

describe('the one translation rule', () => {
  it('hashes the English as it always has, so stored sources stay valid (a list as its lines)', () => {
    // Values computed by the copies this module replaced (common/src/admin/impact.ts, entries' flatten).
    const metric = { category: 'Economic Impact', value: '1,250+', label: 'Direct Jobs Created', description: null };
    expect(sourceHash(metric, ['category', 'value', 'label', 'description'])).toBe('0d66aaecf24c3d');
    expect(sourceHash({ name: 'Agri', lines: ['one', 'two'] }, ['name', 'lines'])).toBe('0d4eef8d657a06');
    expect(sourceHash({ name: 'Agri', lines: 'one\ntwo' }, ['name', 'lines'])).toBe('0d4eef8d657a06');
  });

  it('says missing, out of date or current', () => {
    const english = { title: 'Hello', lines: ['a'] };
    const made = sourceHash(english, SPEC.fields);
    expect(translationState(english, undefined, SPEC)).toBe('missing');
    expect(translationState(english, { lines: ['b'] }, SPEC)).toBe('missing');
    expect(translationState(english, { title: 'Bonjour', _source: made }, SPEC)).toBe('current');
    expect(translationState({ ...english, title: 'Hi' }, { title: 'Bonjour', _source: made }, SPEC)).toBe('outdated');
    // Without a source (demo content, converted rows): current.
    expect(translationState({ ...english, title: 'Hi' }, { title: 'Bonjour' }, SPEC)).toBe('current');
    expect(translationStates(english, { fr: { title: 'Bonjour' } }, SPEC)).toEqual({ fr: 'current', sw: 'missing' });
  });

  it('stores a save: edited or confirmed languages follow the English, others keep theirs', () => {
    const before = { title: 'Hello', lines: ['a'] };
    const after = { title: 'Hello there', lines: ['a'] };
    const old = sourceHash(before, SPEC.fields);
    const now = sourceHash(after, SPEC.fields);
    const stored = { fr: { title: 'Bonjour', _source: old }, sw: { title: 'Habari' } };
    const english = { before, after };

    // Sent back unchanged: each keeps the English it was made from (a demo one, the English before).
    expect(mergeTranslations(stored, { fr: { title: 'Bonjour' }, sw: { title: 'Habari' } }, english, SPEC)).toEqual({
      translations: { fr: { title: 'Bonjour', _source: old }, sw: { title: 'Habari', _source: old } },
      changed: [],
    });
    // Confirmed, or revised (trimmed, a list kept as lines): made from this English.
    expect(
      mergeTranslations(
        stored,
        { fr: { title: 'Bonjour', lines: [] }, sw: { title: ' Habari! ', lines: ['b'] } },
        english,
        SPEC,
        ['fr'],
      ),
    ).toEqual({
      translations: { fr: { title: 'Bonjour', _source: now }, sw: { title: 'Habari!', lines: ['b'], _source: now } },
      changed: ['sw'],
    });
    // Not submitted: kept as stored. Submitted empty: removed.
    expect(mergeTranslations(stored, { sw: { title: '  ' } }, english, SPEC)).toEqual({
      translations: { fr: { title: 'Bonjour', _source: old } },
      changed: ['sw'],
    });
    expect(mergeTranslations(stored, undefined, english, SPEC).translations).toEqual({
      fr: { title: 'Bonjour', _source: old },
      sw: { title: 'Habari', _source: old },
    });
    // A new record: every language given is made from its English.
    expect(mergeTranslations({}, { fr: { title: 'Bonjour' } }, { before: null, after }, SPEC)).toEqual({
      translations: { fr: { title: 'Bonjour', _source: now } },
      changed: ['fr'],
    });
  });
});
