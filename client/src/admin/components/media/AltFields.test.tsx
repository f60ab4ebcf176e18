import type { Locale } from '@common/locale';
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderAdmin } from '../../test/render';
import { AltFields, theirsOf } from './AltFields';
import { type AltDraft, altInput } from './library-api';

const none: AltDraft = {
  alt: {},
  altStatus: { en: 'missing', fr: 'missing', sw: 'missing' },
  altSources: {},
  reviewed: [],
};

/** The fields holding their draft, as a form does; the payload they would send is shown to read. */
function Form({ start, theirs }: { start: AltDraft; theirs?: Partial<Record<Locale, string | null>> }) {
  const [draft, setDraft] = useState(start);
  return (
    <>
      <AltFields draft={draft} onChange={setDraft} theirs={theirs} />
      <output data-testid="payload">{JSON.stringify(altInput(draft, 7))}</output>
    </>
  );
}
const payload = () => JSON.parse(screen.getByTestId('payload').textContent ?? '{}');

describe('AltFields', () => {
  it('names each field and mark with its language, requires none, and sends every language as typed', () => {
    renderAdmin(<Form start={none} />);
    for (const language of ['English', 'French', 'Swahili']) {
      const field = screen.getByLabelText(`Description in ${language}`);
      expect(field).not.toBeRequired();
      expect(screen.getByText(`${language}: no description`)).toBeTruthy();
    }
    fireEvent.change(screen.getByLabelText('Description in French'), { target: { value: 'Des agriculteurs' } });
    expect(screen.getByText('French: described')).toBeTruthy();
    expect(screen.getByText('English: no description')).toBeTruthy();
    expect(payload()).toEqual({
      values: {},
      words: { en: null, fr: { alt: 'Des agriculteurs' }, sw: null },
      reviewed: [],
      revision: 7,
    });
    // Emptied again: that language is removed.
    fireEvent.change(screen.getByLabelText('Description in French'), { target: { value: '  ' } });
    expect(screen.getByText('French: no description')).toBeTruthy();
    expect(payload().words.fr).toBeNull();
  });

  it('offers to confirm a description out of date, and a colleague’s text to take', () => {
    renderAdmin(
      <Form
        start={{
          alt: { fr: 'Une couturière', en: 'A tailor' },
          altStatus: { en: 'outdated', fr: 'current', sw: 'missing' },
          altSources: { fr: null, en: 'fr' },
          reviewed: [],
        }}
        theirs={{ sw: 'Fundi cherehani' }}
      />,
    );
    expect(screen.getByText('English: out of date')).toBeTruthy();
    expect(screen.getByText(/The description it was written from \(French\) changed since/)).toBeTruthy();
    fireEvent.click(screen.getByLabelText('The English description still says the same'));
    expect(screen.getByText('English: described')).toBeTruthy();
    expect(payload().reviewed).toEqual(['en']);

    expect(screen.getByText('A colleague saved this Swahili description meanwhile: “Fundi cherehani”')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Use their Swahili description' }));
    expect(screen.getByLabelText('Description in Swahili')).toHaveProperty('value', 'Fundi cherehani');
    expect(screen.getByText('Swahili: described')).toBeTruthy();
  });

  it('speaks the staff member’s language, with French typography', async () => {
    renderAdmin(<Form start={none} />, { language: 'fr' });
    // The French words load on demand.
    // (a module of its own: on a busy machine, more than the default second).
    expect(await screen.findByLabelText('Description en français', {}, { timeout: 10_000 })).toBeTruthy();
    // A no-break space before the colon (the default matcher would fold it into a space).
    const mark = document.querySelector('[data-alt="en:missing"]');
    expect(mark?.textContent).toBe('Anglais\u00a0: sans description');
  });

  it('reads a conflict’s texts per language from the 409', () => {
    expect(
      theirsOf({
        conflicts: [
          { path: 'words.fr.alt', base: 'a', mine: 'b', theirs: 'c' },
          { path: 'words.sw.alt', base: 'a', mine: 'b', theirs: null },
          { path: 'values.other', base: 1, mine: 2, theirs: 3 },
        ],
      }),
    ).toEqual({ fr: 'c', sw: null });
    expect(theirsOf(undefined)).toEqual({});
  });
});
