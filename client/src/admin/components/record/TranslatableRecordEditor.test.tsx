import { sourceHash, type TranslationState } from '@common/admin/impact';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { ApiError } from '../../api/client';
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

function editor({
  existing = true,
  save = vi.fn(async (input: Input) => input),
  onSaved = vi.fn(),
  onReload = vi.fn(),
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
      initial={initial}
      status={existing ? CURRENT : undefined}
      spec={SPEC}
      translated={{ name: { label: 'Name', maxLength: 80 }, note: { label: 'Note', maxLength: 200, rows: 2 } }}
      schema={schema}
      toInput={(form, reviewed): Input => ({
        ...form,
        translations: form.translations as Input['translations'],
        reviewed,
        updatedAt: existing ? saved.updatedAt : undefined,
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
    { path: '/1' },
  );
  return { ...view, save, onSaved, onReload };
}
const tab = (language: RegExp) => screen.getByRole('tab', { name: language });

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
});
