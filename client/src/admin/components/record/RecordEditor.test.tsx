import type { StaffMe } from '@common/admin/auth';
import type { RecordRevisionDetail } from '@common/admin/revisions';
import type { Locale } from '@common/locale';
import type { Fields, RecordInput } from '@common/model/fields';
import { versionHash, wordsHash } from '@common/model/versions';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client';
import { keepEdits, keptEdits } from '../../lib/kept-edits';
import { hasUnsavedChanges } from '../../lib/leave-guard';
import { renderAdmin } from '../../test/render';
import { Field } from '../Field';
import { RecordEditor, type SavedRecord, type ValueInputProps } from './RecordEditor';
import type { EditableRecord } from './record-form';

/** An office of the simplest kind: a phone, the same in every language; a name and opening hours, words. */
const FIELDS = {
  phone: { type: 'phone', required: true },
  name: { type: 'text', perLanguage: true, required: true, max: 80 },
  hours: { type: 'text', perLanguage: true, max: 120 },
} as const satisfies Fields;
const SPEC = { fields: ['name', 'hours'], required: ['name'] };

const EN = { name: 'Nairobi office', hours: 'Mon–Fri 8:00–17:00' };
const FR = { name: 'Bureau de Nairobi', hours: 'Lun–ven 8 h–17 h' };
/** Written in English first, translated into French (up to date), not yet into Swahili. */
const OFFICE: EditableRecord = {
  id: 3,
  values: { phone: '+254 700 000 000' },
  words: { en: EN, fr: FR },
  sources: { en: null, fr: 'en' },
  status: { en: 'current', fr: 'current', sw: 'missing' },
  changedAt: { en: '2026-11-20T10:00:00.000Z', fr: '2026-11-21T10:00:00.000Z' },
  published: true,
  revision: 5,
  updatedAt: '2026-11-25T10:00:00.000Z',
};
const LABELS: Record<string, string> = { phone: 'Phone', name: 'Name', hours: 'Opening hours' };

const ANA: StaffMe = {
  id: 7,
  email: 'ana@veb.example',
  name: 'Ana',
  role: 'editor',
  totpEnabled: true,
  locale: 'en',
  companyIds: [],
};
const KEPT = { userId: ANA.id, screen: 'offices', record: OFFICE.id } as const;

type Save = (input: RecordInput) => Promise<SavedRecord>;

function PhoneInput({ label, value, path, error, onChange }: ValueInputProps) {
  return (
    <Field
      label={label}
      data-path={path}
      value={String(value ?? '')}
      error={error(path)}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

function editor({
  record = OFFICE as EditableRecord | null,
  save = vi.fn<Save>(async () => ({ id: 3, published: true, mergedWith: null })),
  onSaved = vi.fn(),
  correction = false,
  language = 'en' as Locale,
  loadRevision = undefined as ((revision: number) => Promise<never>) | undefined,
  version = undefined as RecordRevisionDetail | undefined,
} = {}) {
  const view = renderAdmin(
    <RecordEditor
      title={record ? 'Edit the office Nairobi office' : 'New office'}
      backLabel="Back to Offices"
      screen="offices"
      createLabel="Create"
      fields={FIELDS}
      record={record ?? undefined}
      label={(field) => LABELS[field]}
      valueInput={(props) => <PhoneInput {...props} />}
      publishedLabel="Show it on the site"
      correction={correction}
      save={save}
      onSaved={onSaved}
      loadRevision={loadRevision}
      after={(handle) =>
        version && (
          <button type="button" onClick={() => void handle.loadVersion(version)}>
            Load the old version
          </button>
        )
      }
    />,
    { path: '/3', user: { ...ANA, locale: language }, language },
  );
  return { ...view, save, onSaved };
}

const tab = (name: RegExp) => screen.getByRole('tab', { name });
const panel = (name: RegExp) => screen.getByRole('tabpanel', { name, hidden: true });
const sent = (save: { mock: { calls: unknown[][] } }, call = 0) => save.mock.calls[call][0] as RecordInput;

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('RecordEditor', () => {
  it('asks for a value the same in every language once, outside the tabs, and each language in its tab', () => {
    const { unmount } = editor();
    const same = screen.getByRole('group', { name: 'Same in every language' });
    expect(within(same).getByLabelText('Phone')).toHaveValue('+254 700 000 000');
    expect(screen.getAllByLabelText('Phone')).toHaveLength(1);
    // One tab per language, in the table's order; each named by its language and its state, in words.
    const tabs = within(screen.getByRole('tablist', { name: 'Languages' })).getAllByRole('tab');
    expect(tabs.map((one) => one.textContent)).toEqual([
      'English: up to date',
      'French: up to date',
      'Swahili: missing',
    ]);
    // The staff member's language is written: its tab is open.
    expect(tab(/^English/)).toHaveAttribute('aria-selected', 'true');
    expect(within(panel(/^English/)).getByLabelText('Name (English)')).toHaveValue(EN.name);
    expect(within(panel(/^French/)).getByLabelText('Name (French)')).toHaveValue(FR.name);
    expect(within(panel(/^French/)).getByLabelText('Name (French)')).toHaveAttribute('lang', 'fr');
    unmount();
  });

  it('opens on the original when the staff member’s language is missing, and marks in their words', async () => {
    const swahili = editor({ language: 'sw' });
    expect(await screen.findByRole('tab', { name: /^Kiingereza/ }, { timeout: 5000 })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(tab(/^Kiswahili/)).toHaveTextContent('Kiswahili: haipo');
    swahili.unmount();
    const french = editor({ language: 'fr' });
    expect(await screen.findByRole('tab', { name: /^Français/ }, { timeout: 5000 })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(tab(/^Français/).textContent).toBe('Français\u00a0: à jour');
    french.unmount();
  });

  it('a new record is missing in every language until written: never up to date', () => {
    const { unmount } = editor({ record: null });
    const tabs = within(screen.getByRole('tablist')).getAllByRole('tab');
    expect(tabs.map((one) => one.textContent)).toEqual(['English: missing', 'French: missing', 'Swahili: missing']);
    fireEvent.change(within(panel(/^Swahili/)).getByLabelText('Name (Swahili)'), { target: { value: 'Ofisi' } });
    expect(tab(/^Swahili/)).toHaveTextContent('Swahili: up to date');
    expect(tab(/^English/)).toHaveTextContent('English: missing');
    unmount();
  });

  it('follows the form by the model’s rule: an edited source marks its translation, "still says the same" clears it', async () => {
    const { save, onSaved, location, unmount } = editor();
    const english = panel(/^English/);
    fireEvent.change(within(english).getByLabelText('Opening hours (English)'), {
      target: { value: 'Mon–Fri 8:00–18:00' },
    });
    expect(tab(/^French/)).toHaveTextContent('French: out of date');
    // Writing a second language never marks the first: English stays an original.
    expect(tab(/^English/)).toHaveTextContent('English: up to date');
    const french = panel(/^French/);
    expect(within(french).getByText(/You changed the English version/)).toBeInTheDocument();
    const still = within(french).getByLabelText('Still says the same as English');
    fireEvent.click(still);
    expect(tab(/^French/)).toHaveTextContent('French: up to date');
    expect(hasUnsavedChanges()).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sent(save)).toEqual({
      values: { phone: '+254 700 000 000' },
      words: { en: { name: EN.name, hours: 'Mon–Fri 8:00–18:00' } },
      reviewed: ['fr'],
      published: true,
      revision: 5,
    });
    expect(onSaved.mock.calls[0][1]).toEqual({ created: false, merged: false });
    expect(location.history.at(-1)).toBe('/');
    unmount();
    expect(hasUnsavedChanges()).toBe(false);
  });

  it('a French version typed out of date in the form: revising it is enough', () => {
    const { unmount } = editor();
    fireEvent.change(within(panel(/^English/)).getByLabelText('Name (English)'), {
      target: { value: 'Nairobi head office' },
    });
    expect(tab(/^French/)).toHaveTextContent('out of date');
    fireEvent.change(within(panel(/^French/)).getByLabelText('Name (French)'), {
      target: { value: 'Siège de Nairobi' },
    });
    expect(tab(/^French/)).toHaveTextContent('French: up to date');
    unmount();
  });

  it('a version saved out of date says so, and offers to confirm it against its source', async () => {
    const stale: EditableRecord = { ...OFFICE, status: { ...OFFICE.status, fr: 'outdated' } };
    const { save, unmount } = editor({ record: stale });
    expect(tab(/^French/)).toHaveTextContent('French: out of date');
    const french = panel(/^French/);
    expect(within(french).getByText(/The English version changed after this one was written/)).toBeInTheDocument();
    fireEvent.click(within(french).getByLabelText('Still says the same as English'));
    expect(tab(/^French/)).toHaveTextContent('French: up to date');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(save).toHaveBeenCalled());
    expect(sent(save)).toMatchObject({ reviewed: ['fr'] });
    expect(sent(save).words).toBeUndefined();
    unmount();
  });

  it('a new language beside others says what it is written from: the original by default, or none', async () => {
    const first = editor();
    const swahili = panel(/^Swahili/);
    const from = within(swahili).getByLabelText('Written from');
    expect(from).toHaveValue('en');
    expect(
      within(from)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['English', 'French', 'None, an original']);
    fireEvent.change(within(swahili).getByLabelText('Name (Swahili)'), { target: { value: 'Ofisi ya Nairobi' } });
    // The words it translates are shown beside each field.
    expect(within(swahili).getByLabelText('Name (Swahili)')).toHaveAccessibleDescription('English: Nairobi office');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(first.save).toHaveBeenCalled());
    expect(sent(first.save)).toMatchObject({ words: { sw: { name: 'Ofisi ya Nairobi' } }, from: { sw: 'en' } });
    first.unmount();

    const second = editor();
    const again = panel(/^Swahili/);
    fireEvent.change(within(again).getByLabelText('Written from'), { target: { value: '' } });
    fireEvent.change(within(again).getByLabelText('Name (Swahili)'), { target: { value: 'Ofisi ya Nairobi' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(second.save).toHaveBeenCalled());
    expect(sent(second.save).from).toEqual({ sw: null });
    second.unmount();
  });

  it('checks the shared schema first: the tab of the first error opens, its field has the focus', async () => {
    const { save, unmount } = editor();
    // Swahili with opening hours and no name: a written language needs its required words.
    fireEvent.change(within(panel(/^Swahili/)).getByLabelText('Opening hours (Swahili)'), {
      target: { value: 'Jumatatu–Ijumaa' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Check the highlighted fields.')).toBeInTheDocument();
    expect(tab(/^Swahili/)).toHaveAttribute('aria-selected', 'true');
    const name = within(panel(/^Swahili/)).getByLabelText('Name (Swahili)');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription(expect.stringContaining('Fill in this field'));
    await waitFor(() => expect(name).toHaveFocus());
    expect(save).not.toHaveBeenCalled();
    // Typed into, the field is no longer marked, and with no error left the alert goes.
    fireEvent.change(name, { target: { value: 'Ofisi' } });
    expect(name).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Check the highlighted fields.')).toBeNull();

    // A value the same in every language: its error outside the tabs, its field focused.
    fireEvent.change(within(panel(/^Swahili/)).getByLabelText('Opening hours (Swahili)'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: 'call us' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByLabelText('Phone')).toHaveFocus());
    expect(screen.getByLabelText('Phone')).toHaveAttribute('aria-invalid', 'true');
    expect(save).not.toHaveBeenCalled();
    unmount();
  });

  it('marks the fields the server refuses, keyed like the schema, in their tab', async () => {
    const save = vi.fn<Save>(async () => {
      throw new ApiError(409, 'Check the highlighted fields', { 'words.fr.name': 'Another record already uses this' });
    });
    const { unmount } = editor({ save });
    fireEvent.change(within(panel(/^French/)).getByLabelText('Name (French)'), { target: { value: 'Bureau' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const name = within(panel(/^French/)).getByLabelText('Name (French)');
    await waitFor(() =>
      expect(name).toHaveAccessibleDescription('English: Nairobi office Another record already uses this'),
    );
    expect(tab(/^French/)).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(name).toHaveFocus());
    unmount();
  });

  it('offers "keep the date of Last updated" only where asked, once words change; sends correction', async () => {
    const plain = editor();
    fireEvent.change(screen.getByLabelText('Name (English)'), { target: { value: 'Nairobi offices' } });
    expect(screen.queryByLabelText(/This is a correction/)).toBeNull();
    plain.unmount();

    const { save, unmount } = editor({ correction: true });
    expect(screen.queryByLabelText(/This is a correction/)).toBeNull();
    // A value alone does not change the words' date: nothing to keep.
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '+254 700 000 009' } });
    expect(screen.queryByLabelText(/This is a correction/)).toBeNull();
    fireEvent.change(screen.getByLabelText('Name (English)'), { target: { value: 'Nairobi offices' } });
    const correction = screen.getByLabelText('This is a correction: keep the date of “Last updated”');
    expect(correction).toHaveAccessibleDescription(/keeps showing the date of its last real change/);
    fireEvent.click(correction);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(save).toHaveBeenCalled());
    expect(sent(save)).toMatchObject({ correction: true, values: { phone: '+254 700 000 009' } });
    unmount();
  });

  it('when a colleague changed the same field: both versions side by side, chosen or combined, nothing retyped', async () => {
    // The colleague saved a new name and a new phone (revision 6); this person changed the name too.
    const current = {
      values: { phone: '+254 700 000 111' },
      versions: {
        en: { words: { ...EN, name: 'Nairobi main office' }, changedAt: '2026-11-26T09:00:00.000Z' },
        fr: {
          words: FR,
          from: { locale: 'en' as const, hash: versionHash(EN, SPEC) },
          changedAt: '2026-11-21T10:00:00.000Z',
        },
      },
      published: true,
    };
    const conflict = new ApiError(
      409,
      'A colleague saved a change to the same field since you opened this. Choose what to keep for each one below.',
      {},
      undefined,
      'entries.conflict',
      {
        conflicts: [
          { path: 'words.en.name', base: EN.name, mine: 'Nairobi head office', theirs: 'Nairobi main office' },
        ],
        revision: 6,
        current,
      },
    );
    const save = vi
      .fn<Save>()
      .mockRejectedValueOnce(conflict)
      .mockResolvedValueOnce({ id: 3, published: true, mergedWith: null });
    const { onSaved, unmount } = editor({ save });
    fireEvent.change(screen.getByLabelText('Name (English)'), { target: { value: 'Nairobi head office' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    const choice = await screen.findByRole('region', { name: 'A colleague changed the same field' });
    await waitFor(() => expect(choice).toHaveFocus());
    expect(choice).toHaveTextContent(/Their changes to other fields are kept/);
    const field = within(choice).getByRole('group', { name: 'Name (English)' });
    expect(within(field).getByLabelText('Your version')).toHaveValue('Nairobi head office');
    expect(within(field).getByLabelText('Your version')).toHaveAttribute('readonly');
    expect(within(field).getByLabelText('Saved by a colleague')).toHaveValue('Nairobi main office');
    // Radio buttons: mine is chosen first; the phone, which only the colleague changed, is not asked about.
    expect(within(field).getByRole('radio', { name: 'Keep mine' })).toBeChecked();
    expect(within(choice).queryByText(/Phone/)).toBeNull();
    fireEvent.click(within(field).getByRole('radio', { name: 'Combine' }));
    const combined = within(field).getByLabelText('Name (English), combined');
    expect(combined).toHaveValue('Nairobi head office');
    fireEvent.change(combined, { target: { value: 'Nairobi head and main office' } });
    fireEvent.click(within(choice).getByRole('button', { name: 'Save with these choices' }));

    await waitFor(() => expect(save).toHaveBeenCalledTimes(2));
    // Saved on the colleague's version: their phone kept, the chosen name, no other language touched.
    expect(sent(save, 1)).toMatchObject({
      values: { phone: '+254 700 000 111' },
      words: { en: { name: 'Nairobi head and main office', hours: EN.hours } },
      revision: 6,
    });
    expect(sent(save, 1).words?.fr).toBeUndefined();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(onSaved.mock.calls[0][1]).toEqual({ created: false, merged: true });
    unmount();
  });

  it('"Keep theirs" saves the colleague’s text, and the form shows what is saved', async () => {
    const current = {
      values: OFFICE.values,
      versions: { en: { words: { ...EN, name: 'Nairobi main office' }, changedAt: '2026-11-26T09:00:00.000Z' } },
      published: true,
    };
    const conflict = new ApiError(409, 'Conflict', {}, undefined, 'entries.conflict', {
      conflicts: [{ path: 'words.en.name', base: EN.name, mine: 'Nairobi HQ', theirs: 'Nairobi main office' }],
      revision: 8,
      current,
    });
    const save = vi.fn<Save>().mockRejectedValueOnce(conflict).mockRejectedValueOnce(new ApiError(500, 'Down'));
    const { unmount } = editor({ save });
    fireEvent.change(screen.getByLabelText('Name (English)'), { target: { value: 'Nairobi HQ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const choice = await screen.findByRole('region', { name: /A colleague changed/ });
    fireEvent.click(within(choice).getByRole('radio', { name: 'Keep theirs' }));
    fireEvent.click(within(choice).getByRole('button', { name: 'Save with these choices' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(2));
    expect(sent(save, 1)).toMatchObject({ revision: 8 });
    // Their name is what the form holds: saving it again sends no English change.
    expect(sent(save, 1).words).toBeUndefined();
    expect(await screen.findByText('Down')).toBeInTheDocument();
    expect(screen.getByLabelText('Name (English)')).toHaveValue('Nairobi main office');
    unmount();
  });

  it('a save that merged a colleague’s other changes says so', async () => {
    const save = vi.fn<Save>(async () => ({ id: 3, published: true, mergedWith: 6 }));
    const { onSaved, unmount } = editor({ save });
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '+254 700 000 222' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(onSaved).toHaveBeenCalledWith(
        { id: 3, published: true, mergedWith: 6 },
        {
          created: false,
          merged: true,
        },
      ),
    );
    unmount();
  });

  describe('"Restore as draft"', () => {
    const version: RecordRevisionDetail = {
      id: 2,
      action: 'saved',
      at: '2026-11-22T08:00:00.000Z',
      by: 'Ben',
      label: 'Nairobi branch',
      snapshot: {
        values: { phone: '+254 700 000 042' },
        versions: {
          en: { words: { name: 'Nairobi branch' }, changedAt: '2026-11-20T10:00:00.000Z' },
          sw: {
            words: { name: 'Tawi la Nairobi' },
            from: { locale: 'en', hash: wordsHash({ name: 'Nairobi branch' }, SPEC.fields) },
            changedAt: '2026-11-21T10:00:00.000Z',
          },
        },
        published: false,
      },
    };

    it('puts a version in the form as unsaved edits, says which, and the save sends restoredFrom', async () => {
      const { save, unmount } = editor({ version });
      expect(hasUnsavedChanges()).toBe(false);
      fireEvent.click(screen.getByRole('button', { name: 'Load the old version' }));
      const notice = await screen.findByText(
        'The version of 22 Nov 2026, 10:00 SAST (Ben) is in the form. Nothing is saved until you press Save.',
      );
      await waitFor(() => expect(notice.closest('[role="status"]')).toHaveFocus());
      expect(screen.getByLabelText('Phone')).toHaveValue('+254 700 000 042');
      expect(screen.getByLabelText('Name (English)')).toHaveValue('Nairobi branch');
      expect(screen.getByLabelText('Opening hours (English)')).toHaveValue('');
      expect(screen.getByLabelText('Name (French)')).toHaveValue('');
      expect(screen.getByLabelText('Show it on the site')).not.toBeChecked();
      // Swahili comes back as written from English.
      expect(within(panel(/^Swahili/)).getByLabelText('Written from')).toHaveValue('en');
      expect(hasUnsavedChanges()).toBe(true);

      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(save).toHaveBeenCalled());
      expect(sent(save)).toEqual({
        values: { phone: '+254 700 000 042' },
        words: { en: { name: 'Nairobi branch' }, fr: null, sw: { name: 'Tawi la Nairobi' } },
        from: { sw: 'en' },
        published: false,
        revision: 5,
        restoredFrom: 2,
      });
      unmount();
    });

    it('"Back to the saved version" undoes it', async () => {
      const { unmount } = editor({ version });
      fireEvent.click(screen.getByRole('button', { name: 'Load the old version' }));
      fireEvent.click(await screen.findByRole('button', { name: 'Back to the saved version' }));
      expect(screen.getByLabelText('Name (English)')).toHaveValue(EN.name);
      expect(screen.getByText('The form shows the saved version again.')).toBeInTheDocument();
      expect(hasUnsavedChanges()).toBe(false);
      unmount();
    });
  });

  describe('edits not saved, kept in this browser with their revision', () => {
    it('keeps the form and the revision it began from; restored, the save sends it back', async () => {
      const first = editor();
      fireEvent.change(screen.getByLabelText('Name (French)'), { target: { value: 'Bureau de Nairobi (siège)' } });
      await waitFor(() => expect(keptEdits(KEPT)).not.toBeNull(), { timeout: 3000 });
      expect(keptEdits(KEPT)).toMatchObject({
        revision: 5,
        form: { words: { fr: { name: 'Bureau de Nairobi (siège)' } } },
      });
      first.unmount();

      const { save, unmount } = editor();
      expect(screen.queryByText(/A colleague saved this record since/)).toBeNull();
      fireEvent.click(await screen.findByRole('button', { name: /^Restore your unsaved changes from / }));
      expect(screen.getByLabelText('Name (French)')).toHaveValue('Bureau de Nairobi (siège)');
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(save).toHaveBeenCalled());
      expect(sent(save)).toMatchObject({ revision: 5, words: { fr: { name: 'Bureau de Nairobi (siège)' } } });
      expect(keptEdits(KEPT)).toBeNull();
      unmount();
    });

    it('kept before a colleague’s save: says so, and the save sends the old revision so the server merges', async () => {
      keepEdits(KEPT, {
        form: { words: { fr: { name: 'Bureau de Nairobi (siège)' } }, reviewed: [] },
        revision: 4,
      });
      const { save, unmount } = editor();
      expect(
        await screen.findByText(
          /^A colleague saved this record since, at 25 Nov 2026, 12:00 SAST\. Saving your changes keeps theirs/,
        ),
      ).toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: /^Restore your unsaved changes from / }));
      expect(screen.getByLabelText('Name (French)')).toHaveValue('Bureau de Nairobi (siège)');
      // The rest of the form is the record as it is now.
      expect(screen.getByLabelText('Name (English)')).toHaveValue(EN.name);
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(save).toHaveBeenCalled());
      expect(sent(save).revision).toBe(4);
      unmount();
    });
  });
});
