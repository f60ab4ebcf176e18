import type { StaffMe } from '@common/admin/auth';
import type { RecordRevision, RecordRevisionDetail } from '@common/admin/revisions';
import type { AdminEntry, EntryDependents } from '@common/entries/admin';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAdmin } from '../../test/render';
import { EntriesList } from './EntriesList';
import { EntryEditor } from './EntryEditor';

/*
 * The content screens over a mocked admin API (the real round trip is e2e/admin-content.spec.ts): a figure
 * typed once, written by each language its own way; where it shows in words; the notice after a save; the
 * history's "Restore as draft" into the editor.
 */

const ANA: StaffMe = {
  id: 7,
  email: 'ana@veb.example',
  name: 'Ana',
  role: 'editor',
  totpEnabled: true,
  locale: 'en',
  companyIds: [],
};
const FIGURE: AdminEntry & { dependents: EntryDependents } = {
  id: 4,
  kind: 'figure',
  position: 2,
  published: true,
  values: { place: 'home.hero.countries', value: { kind: 'count', number: 34 } },
  words: {
    en: { label: 'Countries in our footprint' },
    fr: { label: 'Pays dans notre empreinte' },
    sw: { label: 'Nchi katika mtandao wetu' },
  },
  sources: { en: null, fr: 'en', sw: 'en' },
  status: { en: 'current', fr: 'current', sw: 'outdated' },
  changedAt: { en: '2026-11-20T10:00:00.000Z', fr: '2026-11-20T10:00:00.000Z', sw: '2026-11-20T10:00:00.000Z' },
  label: 'Countries in our footprint',
  images: {},
  revision: 11,
  updatedAt: '2026-11-25T10:00:00.000Z',
  dependents: { records: [], pages: ['/'] },
};
const HISTORY: RecordRevision[] = [
  { id: 11, action: 'saved', at: '2026-11-25T10:00:00.000Z', by: 'Ben', label: FIGURE.label, changed: ['value'] },
  { id: 9, action: 'created', at: '2026-11-20T10:00:00.000Z', by: 'Ben', label: FIGURE.label },
];
const FIRST: RecordRevisionDetail = {
  ...HISTORY[1],
  snapshot: {
    values: { place: 'home.hero.countries', value: { kind: 'count', number: 30, plus: true } },
    versions: {
      en: { words: { label: 'Countries in our footprint' }, changedAt: '2026-11-20T10:00:00.000Z' },
    },
    published: true,
  },
};

let puts: unknown[] = [];
function api(answer: (method: string, path: string, body: unknown) => unknown) {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    const path = url.replace('/api/admin', '');
    const method = init?.method ?? 'GET';
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    if (method === 'PUT') puts.push(body);
    const data = answer(method, path, body);
    return new Response(JSON.stringify(data), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
const routes = (method: string, path: string) => {
  if (path === '/entries/figure/4') return method === 'PUT' ? { ...FIGURE, revision: 13, mergedWith: 12 } : FIGURE;
  if (path === '/entries/figure/4/history') return HISTORY;
  if (path === '/entries/figure/4/history/9') return FIRST;
  if (path === '/entries/figure') return [FIGURE];
  throw new Error(`unexpected ${method} ${path}`);
};

beforeEach(() => {
  localStorage.clear();
  puts = [];
});
afterEach(() => vi.unstubAllGlobals());

describe('a figure in the content screens', () => {
  it('is typed once and previewed as each language writes it; saved, it says the colleague’s changes were kept', async () => {
    api(routes);
    const onNotice = vi.fn();
    renderAdmin(<EntryEditor kind="figure" id={4} kinds={['figure']} onNotice={onNotice} />, {
      path: '/figure/4',
      user: ANA,
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Edit the figure Countries in our footprint' }),
    ).toBeInTheDocument();
    // Where it shows, in words: the page's name, never its path or the place's key.
    const visible = screen.getByRole('region', { name: 'Visible on' });
    expect(visible).toHaveTextContent('Home page');
    expect(visible).not.toHaveTextContent('/');
    expect(screen.getByLabelText('Where it shows')).toHaveDisplayValue('Home page, top banner: countries');
    expect(document.body).not.toHaveTextContent('home.hero.countries');

    const figure = screen.getByRole('group', { name: 'Figure' });
    expect(within(figure).getByLabelText('What it counts')).toHaveValue('count');
    fireEvent.change(within(figure).getByLabelText(/^Number/), { target: { value: '11000' } });
    fireEvent.click(within(figure).getByLabelText('and more (+)'));
    const preview = within(figure).getByRole('list', { name: 'How each page writes it' });
    const items = within(preview)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual(['English: 11,000+', 'French: 11\u202f000+', 'Swahili: 11,000+']);
    expect(preview.querySelector('[lang="fr"]')?.textContent).toBe('11\u202f000+');
    // Once, for every language: no tab holds a number.
    expect(screen.getAllByLabelText(/^Number/)).toHaveLength(1);
    expect(screen.getByRole('tab', { name: 'Swahili: out of date' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onNotice).toHaveBeenCalled());
    expect(puts[0]).toEqual({
      values: { place: 'home.hero.countries', value: { kind: 'count', number: 11000, plus: true } },
      published: true,
      revision: 11,
    });
    expect(onNotice).toHaveBeenCalledWith(
      'Saved. A colleague’s changes to other fields were kept. The site shows it now.',
    );
  });

  it('an amount asks for its currency, and the schema names what is missing beside the field', async () => {
    api(routes);
    renderAdmin(<EntryEditor kind="figure" id={4} kinds={['figure']} onNotice={vi.fn()} />, { user: ANA });
    const figure = await screen.findByRole('group', { name: 'Figure' });
    fireEvent.change(within(figure).getByLabelText('What it counts'), { target: { value: 'amount' } });
    fireEvent.change(within(figure).getByLabelText(/^Number/), { target: { value: '1000000000' } });
    fireEvent.click(within(figure).getByLabelText('written short (11K)'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const currency = within(figure).getByLabelText('Currency');
    await waitFor(() => expect(currency).toHaveFocus());
    expect(currency).toHaveAccessibleDescription('Choose the currency of the amount');
    fireEvent.change(currency, { target: { value: 'USD' } });
    const items = within(within(figure).getByRole('list')).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('English: $1B');
    expect(items[1]).toHaveTextContent(/French: 1\s*Md\s*\$/);
    expect(puts).toEqual([]);
  });

  it('"Restore as draft" from its history puts the version in the form; the save sends restoredFrom', async () => {
    api(routes);
    const onNotice = vi.fn();
    renderAdmin(<EntryEditor kind="figure" id={4} kinds={['figure']} onNotice={onNotice} />, { user: ANA });
    const history = await screen.findByRole('region', { name: 'History' });
    fireEvent.click(
      await within(history).findByRole('button', { name: /^Restore as draft the version of 20 Nov 2026/ }),
    );
    expect(
      await screen.findByText(
        'The version of 20 Nov 2026, 12:00 SAST (Ben) is in the form. Nothing is saved until you press Save.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^Number/)).toHaveValue('30');
    expect(screen.getByLabelText('and more (+)')).toBeChecked();
    // Nothing was sent: it is a draft until Save.
    expect(puts).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onNotice).toHaveBeenCalled());
    expect(puts[0]).toMatchObject({
      values: { value: { kind: 'count', number: 30, plus: true } },
      restoredFrom: 9,
      revision: 11,
      words: { fr: null, sw: null },
    });
  });

  it('the list names each figure by its place in words, with a mark per language', async () => {
    api(routes);
    renderAdmin(<EntriesList kind="figure" zone="Africa/Johannesburg" notice="" onNotice={vi.fn()} />, { user: ANA });
    const row = await screen.findByRole('row', { name: /Home page, top banner: countries/ });
    expect(row).toHaveTextContent('34 Countries in our footprint');
    expect(
      within(row)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['English: up to date', 'French: up to date', 'Swahili: out of date']);
    expect(screen.getByRole('link', { name: 'Add a figure' })).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Edit Home page, top banner: countries' })).toBeInTheDocument();
  });
});
