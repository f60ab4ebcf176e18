import type { RecordRevision, RecordRevisionDetail } from '@common/admin/revisions';
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
  {
    id: 3,
    action: 'saved',
    at: '2026-11-25T12:30:00.000Z',
    by: 'Ana',
    label: 'Jobs created',
    changed: ['value'],
    languages: ['fr'],
  },
  {
    id: 2,
    action: 'saved',
    at: '2026-11-25T11:00:00.000Z',
    by: null,
    label: 'Jobs created',
    changed: ['published'],
    languages: [],
  },
  { id: 1, action: 'created', at: '2026-11-25T10:00:00.000Z', by: 'Ben', label: 'Jobs made' },
];
const DETAIL: RecordRevisionDetail = {
  ...VERSIONS[2],
  snapshot: { values: { value: { kind: 'count', number: 12 } }, versions: {}, published: true },
};

type Fetch = (revision: RecordRevision) => Promise<RecordRevisionDetail>;
type Load = (version: RecordRevisionDetail) => void;

/** The history beside a form, with or without unsaved changes (the leave guard's registry). */
function Screen({ fetchVersion, onLoad, unsaved }: { fetchVersion: Fetch; onLoad: Load; unsaved: boolean }) {
  const [dirty] = useState(unsaved);
  useUnsavedChanges(dirty);
  return (
    <RecordHistory
      name="Jobs created"
      query={queryOptions({ queryKey: ['things', 9, 'history'], queryFn: async () => VERSIONS })}
      fetchVersion={fetchVersion}
      onLoad={onLoad}
      fieldLabel={(field) => ({ value: 'Figure' })[field]}
    />
  );
}

function history({ fetchVersion = vi.fn<Fetch>(async () => DETAIL), onLoad = vi.fn<Load>(), unsaved = false } = {}) {
  renderAdmin(<Screen fetchVersion={fetchVersion} onLoad={onLoad} unsaved={unsaved} />);
  return { fetchVersion, onLoad };
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

  it('lists the versions newest first: who, when, the fields and languages changed, its name then', async () => {
    history();
    const table = await screen.findByRole('table', { name: 'Versions of Jobs created' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('Ana');
    expect(rows[0]).toHaveTextContent('Saved: Figure, French');
    expect(rows[0]).toHaveTextContent('Current');
    expect(within(rows[0]).queryByRole('button')).toBeNull();
    expect(rows[1]).toHaveTextContent('Someone');
    expect(rows[1]).toHaveTextContent('Saved: Shown on the site');
    expect(rows[2]).toHaveTextContent('Created (then “Jobs made”)');
    expect(
      within(rows[2]).getByRole('button', { name: 'Restore as draft the version of 25 Nov 2026, 12:00 SAST' }),
    ).toBeTruthy();
  });

  it('"Restore as draft" with nothing typed: the version goes into the form without asking', async () => {
    const { fetchVersion, onLoad } = history();
    fireEvent.click(await screen.findByRole('button', { name: /Restore as draft the version of 25 Nov 2026, 12:00/ }));
    await waitFor(() => expect(onLoad).toHaveBeenCalledWith(DETAIL));
    expect(fetchVersion).toHaveBeenCalledWith(VERSIONS[2]);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('with something typed, asks first (the safe choice focused); cancelling loads nothing', async () => {
    const { fetchVersion, onLoad } = history({ unsaved: true });
    fireEvent.click(await screen.findByRole('button', { name: /Restore as draft the version of 25 Nov 2026, 13:00/ }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Replace what you typed with the version of 25 Nov 2026, 13:00 SAST?',
    });
    expect(dialog).toHaveTextContent('Nothing is saved until you press Save.');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(fetchVersion).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: /Restore as draft the version of 25 Nov 2026, 13:00/ }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Put it in the form' }));
    await waitFor(() => expect(onLoad).toHaveBeenCalled());
    expect(fetchVersion).toHaveBeenCalledWith(VERSIONS[1]);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('names an article’s review in words, with the comment it was sent back with', async () => {
    const review: RecordRevision[] = [
      { id: 6, action: 'approved', at: '2026-11-25T12:00:00.000Z', by: 'Ana', label: 'Jobs created' },
      {
        id: 5,
        action: 'returned',
        at: '2026-11-25T11:00:00.000Z',
        by: 'Ana',
        label: 'Jobs created',
        note: 'Add the opening date.',
      },
      { id: 4, action: 'submitted', at: '2026-11-25T10:00:00.000Z', by: 'Juma', label: 'Jobs created' },
    ];
    renderAdmin(
      <RecordHistory
        name="Jobs created"
        query={queryOptions({ queryKey: ['things', 10, 'history'], queryFn: async () => review })}
        fetchVersion={vi.fn<Fetch>()}
        onLoad={vi.fn<Load>()}
      />,
    );
    const table = await screen.findByRole('table', { name: 'Versions of Jobs created' });
    const what = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.querySelectorAll('td')[2]?.textContent);
    expect(what).toEqual(['Approved', 'Sent backComment: Add the opening date.', 'Submitted for review']);
  });

  it('says when a version cannot be read', async () => {
    const fetchVersion = vi.fn<Fetch>(async () => {
      throw new ApiError(404, 'No such version');
    });
    const { onLoad } = history({ fetchVersion });
    fireEvent.click(await screen.findByRole('button', { name: /Restore as draft the version of 25 Nov 2026, 12:00/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No such version');
    expect(onLoad).not.toHaveBeenCalled();
  });
});

describe('fieldLabelsFrom', () => {
  it('names a field by its label in the staff language, and leaves unknown and inherited names to the kit', () => {
    const label = fieldLabelsFrom(createTranslate(messages, 'fr'), { value: 'content.fields.metric.value' });
    expect(label('value')).toBe(messages.content.fields.metric.value);
    expect(label('label')).toBeUndefined();
    expect(label('toString')).toBeUndefined();
  });
});
