import type { StaffMe } from '@common/admin/auth';
import { sourceHash, type TranslationState } from '@common/admin/impact';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { ApiError } from '../../api/client';
import { keepEdits, keptEdits } from '../../lib/kept-edits';
import { hasUnsavedChanges } from '../../lib/leave-guard';
import { renderAdmin } from '../../test/render';
import { Field } from '../Field';
import { TranslatableRecordEditor, translationsOf } from './TranslatableRecordEditor';

/** A record of the simplest kind: a name (translated), a note (translated, optional), a code (not translated). */
const SPEC = { fields: ['name', 'note'], optional: ['note'] } as const;
const text = (label: string) => z.string().check(z.trim(), z.minLength(1, `Write the ${label}`));
const translation = z.optional(z.object({ name: z.optional(z.string()), note: z.optional(z.string()) }));
const schema = z.object({
  code: text('code'),
  name: text('name'),
  note: z.string(),
  translations: z.object({
    fr: translation,
    sw: z.optional(z.object({ name: z.optional(text('Swahili name')), note: z.optional(z.string()) })),
  }),
  reviewed: z.array(z.string()),
  updatedAt: z.optional(z.string()),
});
type Input = z.infer<typeof schema>;

const saved = {
  code: 'jobs',
  name: 'Jobs created',
  note: '',
  // Both made from the English as saved: up to date.
  translations: {
    fr: { name: 'Emplois créés', _source: sourceHash({ name: 'Jobs created', note: '' }, SPEC.fields) },
    sw: { name: 'Ajira', _source: sourceHash({ name: 'Jobs created', note: '' }, SPEC.fields) },
  },
  updatedAt: '2026-11-25T10:00:00.000Z',
};
const CURRENT: Record<'fr' | 'sw', TranslationState> = { fr: 'current', sw: 'current' };
const ANA: StaffMe = { id: 7, email: 'ana@veb.example', name: 'Ana', role: 'editor', totpEnabled: true, locale: 'en' };
const BEN: StaffMe = { ...ANA, id: 8, email: 'ben@veb.example', name: 'Ben' };
/** Where the editor keeps Ana's unsaved edits of the saved thing. */
const KEPT = { userId: ANA.id, screen: 'things', record: 1 } as const;

function editor({
  existing = true,
  save = vi.fn(async (input: Input) => input),
  onSaved = vi.fn(),
  onReload = vi.fn(),
  user = ANA,
} = {}) {
  const initial = existing
    ? { code: saved.code, name: saved.name, note: saved.note, translations: translationsOf(saved.translations) }
    : { code: '', name: '', note: '', translations: translationsOf() };
  const view = renderAdmin(
    <TranslatableRecordEditor
      title={existing ? 'Edit Jobs created' : 'New thing'}
      backHref="/"
      backLabel="Back to the things"
      createLabel="Create thing"
      screen="things"
      record={existing ? { id: 1, updatedAt: saved.updatedAt } : undefined}
      initial={initial}
      status={existing ? CURRENT : undefined}
      spec={SPEC}
      translated={{ name: { label: 'Name', maxLength: 80 }, note: { label: 'Note', maxLength: 200, rows: 2 } }}
      schema={schema}
      toInput={(form, reviewed, updatedAt): Input => ({
        ...form,
        translations: form.translations as Input['translations'],
        reviewed,
        updatedAt,
      })}
      save={save}
      onSaved={onSaved}
      onReload={onReload}
    >
      {({ form, set, errors }) => (
        <>
          <Field label="Name" value={form.name} error={errors.name} onChange={(e) => set('name', e.target.value)} />
          <Field label="Code" value={form.code} error={errors.code} onChange={(e) => set('code', e.target.value)} />
        </>
      )}
    </TranslatableRecordEditor>,
    { path: '/1', user },
  );
  return { ...view, save, onSaved, onReload };
}
const tab = (language: RegExp) => screen.getByRole('tab', { name: language });

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('TranslatableRecordEditor', () => {
  it('marks a translation out of date as the English changes, until it is confirmed; saves what is needed', async () => {
    expect(hasUnsavedChanges()).toBe(false);
    const { save, onSaved, location, unmount } = editor();
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Jobs created' })).toBeInTheDocument();
    expect(tab(/^French/)).toHaveTextContent('Up to date');
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Direct jobs created' } });
    expect(tab(/^French/)).toHaveTextContent('Out of date');
    expect(tab(/^Swahili/)).toHaveTextContent('Out of date');
    expect(hasUnsavedChanges()).toBe(true);

    // French: the English beside each field; revising it makes it current.
    const french = screen.getByRole('tabpanel', { name: /^French/, hidden: true });
    expect(within(french).getByText('English: Direct jobs created')).toBeInTheDocument();
    expect(within(french).getByText(/You changed the English/)).toBeInTheDocument();
    fireEvent.change(within(french).getByLabelText('Name (French)'), { target: { value: 'Emplois directs' } });
    expect(tab(/^French/)).toHaveTextContent('Up to date');
    // Swahili: confirmed as still matching.
    const swahili = screen.getByRole('tabpanel', { name: /^Swahili/, hidden: true });
    fireEvent.click(within(swahili).getByLabelText('The Swahili translation still matches the English'));
    expect(tab(/^Swahili/)).toHaveTextContent('Up to date');

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(save.mock.calls[0][0]).toMatchObject({
      name: 'Direct jobs created',
      translations: { fr: { name: 'Emplois directs' }, sw: { name: 'Ajira' } },
      reviewed: ['sw'],
      updatedAt: saved.updatedAt,
    });
    // Back to the list, without being asked about leaving.
    expect(location.history.at(-1)).toBe('/');
    unmount();
    expect(hasUnsavedChanges()).toBe(false);
  });

  it('checks the shared schema first: the tab of the first error, its field focused, nothing sent', async () => {
    const { save, unmount } = editor({ existing: false });
    expect(screen.getByRole('button', { name: 'Create thing' })).toBeInTheDocument();
    expect(tab(/^French/)).toHaveTextContent('Up to date');
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Jobs' } });
    fireEvent.change(screen.getByLabelText('Code'), { target: { value: 'jobs' } });
    // A name in English needs one in every language: missing until written.
    expect(tab(/^French/)).toHaveTextContent('Missing');
    const swahili = screen.getByRole('tabpanel', { name: /^Swahili/, hidden: true });
    fireEvent.change(within(swahili).getByLabelText('Name (Swahili)'), { target: { value: ' ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create thing' }));
    expect(await screen.findByText('Check the highlighted fields.')).toBeInTheDocument();
    expect(tab(/^Swahili/)).toHaveAttribute('aria-selected', 'true');
    const field = within(swahili).getByLabelText('Name (Swahili)');
    expect(field).toHaveAccessibleDescription(/Write the Swahili name/);
    await waitFor(() => expect(field).toHaveFocus());
    expect(save).not.toHaveBeenCalled();
    unmount();
  });

  it('says when someone else saved first, and offers their version', async () => {
    const save = vi.fn(async () => {
      throw new ApiError(409, 'Someone else changed this since you opened it. Reload and try again.');
    });
    const { onReload, unmount } = editor({ save });
    fireEvent.change(screen.getByLabelText('Code'), { target: { value: 'jobs-direct' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/Someone else changed this/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Load the saved version' }));
    expect(onReload).toHaveBeenCalled();
    unmount();
  });

  it('marks the fields the server refuses, in their tab', async () => {
    const save = vi.fn(async () => {
      throw new ApiError(409, 'Another thing already uses this code', { code: 'Already used; choose another' });
    });
    const { unmount } = editor({ save });
    fireEvent.change(screen.getByLabelText('Code'), { target: { value: 'taken' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const code = screen.getByLabelText('Code');
    await waitFor(() => expect(code).toHaveAccessibleDescription('Already used; choose another'));
    expect(screen.getByText('Check the highlighted fields.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load the saved version' })).toBeNull();
    unmount();
  });

  describe('edits not saved, kept in this browser', () => {
    const offer = () => screen.queryByRole('button', { name: /^Restore your unsaved changes from / });

    it('keeps them for the person, offers them back, restores English and translations unsaved; a save clears them', async () => {
      const first = editor();
      // Nothing typed, nothing kept.
      expect(offer()).toBeNull();
      fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Direct jobs created' } });
      const french = screen.getByRole('tabpanel', { name: /^French/, hidden: true });
      fireEvent.change(within(french).getByLabelText('Name (French)'), { target: { value: 'Emplois directs' } });
      const swahili = screen.getByRole('tabpanel', { name: /^Swahili/, hidden: true });
      fireEvent.click(within(swahili).getByLabelText('The Swahili translation still matches the English'));
      // Written about a second after the last change, while the editor is still open (a crash loses nothing more).
      await waitFor(() => expect(keptEdits(KEPT)).not.toBeNull(), { timeout: 3000 });
      expect(keptEdits(KEPT)).toMatchObject({
        form: { name: 'Direct jobs created', translations: { fr: { name: 'Emplois directs' } } },
        reviewed: ['sw'],
        basedOn: saved.updatedAt,
      });
      first.unmount();

      // A colleague on the same browser is not offered them.
      const colleague = editor({ user: BEN });
      expect(offer()).toBeNull();
      expect(screen.getByLabelText('Name')).toHaveValue('Jobs created');
      colleague.unmount();

      const { save, onSaved, unmount } = editor();
      const restore = await screen.findByRole('button', { name: /^Restore your unsaved changes from / });
      expect(screen.getByText('This browser kept changes you made here without saving them.')).toBeInTheDocument();
      expect(screen.queryByText(/Someone saved this record since/)).toBeNull();
      // Until restored, the form is as saved.
      expect(screen.getByLabelText('Name')).toHaveValue('Jobs created');
      expect(hasUnsavedChanges()).toBe(false);
      fireEvent.click(restore);
      expect(screen.getByLabelText('Name')).toHaveValue('Direct jobs created');
      const frenchAgain = screen.getByRole('tabpanel', { name: /^French/, hidden: true });
      expect(within(frenchAgain).getByLabelText('Name (French)')).toHaveValue('Emplois directs');
      const swahiliAgain = screen.getByRole('tabpanel', { name: /^Swahili/, hidden: true });
      expect(within(swahiliAgain).getByLabelText('The Swahili translation still matches the English')).toBeChecked();
      expect(offer()).toBeNull();
      expect(
        screen.getByText('Your unsaved changes are back in the form. They are not saved yet.'),
      ).toBeInTheDocument();
      // Restored is not saved: leaving asks, and the focus stays in the notice that says so.
      expect(hasUnsavedChanges()).toBe(true);
      expect(screen.getByText(/Your unsaved changes are back/).closest('[role="status"]')).toHaveFocus();

      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(onSaved).toHaveBeenCalled());
      expect(save.mock.calls[0][0]).toMatchObject({
        name: 'Direct jobs created',
        translations: { fr: { name: 'Emplois directs' } },
        reviewed: ['sw'],
        updatedAt: saved.updatedAt,
      });
      expect(keptEdits(KEPT)).toBeNull();
      unmount();
      // Leaving after the save kept nothing either.
      expect(keptEdits(KEPT)).toBeNull();
    });

    it('"Discard them" removes them, and a form changed back to how it opened keeps nothing', async () => {
      keepEdits(KEPT, { form: { name: 'Direct jobs created' }, reviewed: [], basedOn: saved.updatedAt });
      const { unmount } = editor();
      fireEvent.click(await screen.findByRole('button', { name: 'Discard them' }));
      expect(keptEdits(KEPT)).toBeNull();
      expect(screen.getByLabelText('Name')).toHaveValue('Jobs created');
      expect(screen.getByText('Your unsaved changes were discarded.')).toBeInTheDocument();
      expect(hasUnsavedChanges()).toBe(false);

      const name = screen.getByLabelText('Name');
      fireEvent.change(name, { target: { value: 'Jobs' } });
      await waitFor(() => expect(keptEdits(KEPT)?.form).toMatchObject({ name: 'Jobs' }), { timeout: 3000 });
      fireEvent.change(name, { target: { value: 'Jobs created' } });
      expect(keptEdits(KEPT)).toBeNull();
      unmount();
      expect(keptEdits(KEPT)).toBeNull();
      const again = editor();
      expect(offer()).toBeNull();
      again.unmount();
    });

    it('says when the record was saved since; restored, a save sends the old version and is refused', async () => {
      keepEdits(KEPT, { form: { name: 'Jobs made' }, reviewed: [], basedOn: '2026-11-24T08:00:00.000Z' });
      const save = vi.fn(async () => {
        throw new ApiError(409, 'Someone else changed this since you opened it. Reload and try again.');
      });
      const { onReload, unmount } = editor({ save });
      expect(
        await screen.findByText(/^Someone saved this record since, at 25 Nov 2026, 12:00 SAST\. /),
      ).toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: /^Restore your unsaved changes from / }));
      expect(screen.getByLabelText('Name')).toHaveValue('Jobs made');
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText(/Someone else changed this/)).toBeInTheDocument();
      expect(save).toHaveBeenCalledWith(
        expect.objectContaining({ updatedAt: '2026-11-24T08:00:00.000Z' }),
        expect.anything(),
      );
      // Their version replaces the form, and what was kept.
      fireEvent.click(screen.getByRole('button', { name: 'Load the saved version' }));
      expect(onReload).toHaveBeenCalled();
      expect(screen.getByLabelText('Name')).toHaveValue('Jobs created');
      expect(keptEdits(KEPT)).toBeNull();
      expect(hasUnsavedChanges()).toBe(false);
      unmount();
    });

    it('works as before when the browser refuses to keep anything', async () => {
      vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      });
      const { save, unmount } = editor();
      fireEvent.change(screen.getByLabelText('Code'), { target: { value: 'jobs-direct' } });
      // The write waits a second after typing; leaving writes at once (refused here, quietly).
      await new Promise((resolve) => setTimeout(resolve, 1200));
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(save).toHaveBeenCalled());
      unmount();
      expect(localStorage.length).toBe(0);
    });
  });
});
