import type { RecordRevision } from '@common/admin/revisions';
import { queryOptions } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client';
import { createTranslate } from '../../i18n/translate';
import { useUnsavedChanges } from '../../lib/leave-guard';
import { messages } from '../../locales/fr';
import { renderAdmin } from '../../test/render';
import { fieldLabelsFrom, RecordHistory } from './RecordHistory';

const VERSIONS: RecordRevision[] = [
  { id: 3, action: 'saved', at: '2026-11-25T12:30:00.000Z', by: 'Ana', changed: ['value', 'fr'] },
  { id: 2, action: 'deactivated', at: '2026-11-25T11:00:00.000Z', by: null, changed: ['active'] },
  { id: 1, action: 'created', at: '2026-11-25T10:00:00.000Z', by: 'Ben' },
];
const UPDATED_AT = '2026-11-25T12:30:00.000Z';

const query = queryOptions({ queryKey: ['things', 9, 'history'], queryFn: async () => VERSIONS });
type Restore = (revision: RecordRevision, updatedAt: string) => Promise<unknown>;

/** The history beside a form, with or without unsaved changes (the leave guard's registry). */
function Screen({ restore, onRestored, unsaved }: { restore: Restore; onRestored: () => void; unsaved: boolean }) {
  const [dirty] = useState(unsaved);
  useUnsavedChanges(dirty);
  return (
    <RecordHistory
      name="Jobs created"
      updatedAt={UPDATED_AT}
      query={query}
      restore={restore}
      onRestored={onRestored}
      fieldLabel={(field) => ({ value: 'Value', active: 'Shown' })[field]}
    />
  );
}

function history({
  restore = vi.fn<Restore>(async (revision) => ({ id: 9, from: revision.id })),
  onRestored = vi.fn(),
  unsaved = false,
} = {}) {
  renderAdmin(<Screen restore={restore} onRestored={onRestored} unsaved={unsaved} />);
  return { restore, onRestored };
}

describe('RecordHistory', () => {
  // jsdom has <dialog> without its modal methods: open and close it as the browser would.
  beforeAll(() => {
    HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
    HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
      this.removeAttribute('open');
      this.dispatchEvent(new Event('close'));
    };
  });

  it('lists the versions newest first with who, when and what changed; the newest is the current one', async () => {
    history();
    const table = await screen.findByRole('table', { name: 'Versions of Jobs created' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('Ana');
    expect(rows[0]).toHaveTextContent('Saved: Value, French');
    expect(rows[0]).toHaveTextContent('Current');
    expect(within(rows[0]).queryByRole('button')).toBeNull();
    expect(rows[1]).toHaveTextContent('Someone');
    expect(rows[1]).toHaveTextContent('Hidden: Shown');
    expect(rows[2]).toHaveTextContent('Created');
    expect(within(rows[2]).getByRole('button', { name: /Restore the version of 25 Nov 2026, 12:00/ })).toBeTruthy();
  });

  it('asks before restoring, sends the version the editor shows, then hands over the saved record', async () => {
    const { restore, onRestored } = history();
    fireEvent.click(await screen.findByRole('button', { name: /Restore the version of 25 Nov 2026, 12:00/ }));
    const dialog = await screen.findByRole('alertdialog', { name: /Restore the version of 25 Nov 2026, 12:00/ });
    expect(dialog).not.toHaveTextContent('did not save');
    // The safe choice has the focus; cancelling restores nothing.
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(restore).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: /Restore the version of 25 Nov 2026, 12:00/ }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(onRestored).toHaveBeenCalled());
    expect(restore).toHaveBeenCalledWith(VERSIONS[2], UPDATED_AT);
    expect(onRestored).toHaveBeenCalledWith({ id: 9, from: 1 }, 'The version of 25 Nov 2026, 12:00 SAST is restored.');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('says that unsaved edits are replaced, and shows a refusal in the dialog', async () => {
    const restore = vi.fn<Restore>(async () => {
      throw new ApiError(409, 'Someone else saved a change since you opened this.');
    });
    const { onRestored } = history({ restore, unsaved: true });
    fireEvent.click(await screen.findByRole('button', { name: /Restore the version of 25 Nov 2026, 13:00/ }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('What you typed in the form and did not save is replaced.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Restore' }));
    expect(await within(dialog).findByText(/Someone else saved a change/)).toBeTruthy();
    expect(onRestored).not.toHaveBeenCalled();
  });
});

describe('fieldLabelsFrom', () => {
  it('names a field by its label in the staff language, and leaves unknown and inherited names to the kit', () => {
    const label = fieldLabelsFrom(createTranslate(messages, 'fr'), { value: 'impact.fields.value' });
    expect(label('value')).toBe(messages.impact.fields.value);
    expect(label('label')).toBeUndefined();
    expect(label('toString')).toBeUndefined();
  });
});
