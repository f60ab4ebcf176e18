import type { Invitation, StaffMe, StaffMember } from '@common/admin/auth';
import type { AdminEntry } from '@common/entries/admin';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAdmin } from '../../test/render';
import { StaffPage } from './StaffPage';

/*
 * Staff limited to companies (docs/decisions/088) on the Staff page, over a mocked admin API (the server's
 * own checks are its tests): the companies each account and invitation works for, the dialog that
 * chooses them, and the invitation's choice.
 */

const THANDI: StaffMe = {
  id: 1,
  email: 'thandi@veb.example',
  name: 'Thandi Nkosi',
  role: 'owner',
  totpEnabled: true,
  locale: 'en',
  companyIds: [],
};
const member = (over: Partial<StaffMember>): StaffMember => ({
  id: 0,
  email: '',
  name: '',
  role: 'editor',
  totpEnabled: false,
  disabled: false,
  createdAt: '2026-11-01T10:00:00.000Z',
  lastSignInAt: null,
  failures: 0,
  lockedUntil: null,
  companyIds: [],
  ...over,
});
const company = (id: number, label: string) => ({ id, kind: 'company', label }) as unknown as AdminEntry;
const COMPANIES = [company(3, 'AK Images'), company(4, 'Veb Media'), company(8, 'Veb Energy')];
const INVITATION: Invitation = {
  id: 21,
  email: 'ama@veb.example',
  role: 'inbox',
  locale: 'en',
  companyIds: [4, 8],
  createdAt: '2026-11-24T10:00:00.000Z',
  expiresAt: '2099-11-27T10:00:00.000Z',
  invitedBy: 'Thandi Nkosi',
  status: 'pending',
  mail: null,
};

type Call = { method: string; path: string; body: unknown };
let calls: Call[] = [];
let staff: StaffMember[] = [];
/** The answer to PATCH /staff/:id: success (and the list changes as the server's would), else this refusal. */
let refusal: { status: number; code: string } | null = null;

function api() {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    const path = url.replace('/api/admin', '');
    const method = init?.method ?? 'GET';
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, path, body });
    const json = (data: unknown, status = 200) =>
      new Response(JSON.stringify(data), { status, headers: { 'content-type': 'application/json' } });
    if (method === 'GET' && path === '/staff') return json(staff);
    if (method === 'GET' && path === '/staff/invitations') return json([INVITATION]);
    if (method === 'GET' && path === '/entries/company') return json(COMPANIES);
    const patched = method === 'PATCH' && /^\/staff\/(\d+)$/.exec(path);
    if (patched) {
      if (refusal) return json({ code: refusal.code }, refusal.status);
      staff = staff.map((one) => (one.id === Number(patched[1]) ? { ...one, ...body } : one));
      return json({ success: true });
    }
    if (method === 'POST' && path === '/staff/invitations') {
      return json({
        id: 22,
        email: body.email,
        link: 'https://veb.example/admin/invitation/x',
        expiresAt: INVITATION.expiresAt,
        mailConfigured: true,
      });
    }
    throw new Error(`unexpected ${method} ${path}`);
  });
  vi.stubGlobal('fetch', fetch);
}
const sent = (method: string, path: string) => calls.filter((call) => call.method === method && call.path === path);

beforeAll(() => {
  // jsdom has <dialog> without its modal methods: open and close it as the browser would.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
});
beforeEach(() => {
  localStorage.clear();
  calls = [];
  refusal = null;
  staff = [
    member({ id: 1, name: 'Thandi Nkosi', email: 'thandi@veb.example', role: 'owner' }),
    member({ id: 5, name: 'Amina Diallo', email: 'amina@veb.example', role: 'editor' }),
    member({ id: 6, name: 'Kofi Mensah', email: 'kofi@veb.example', role: 'inbox', companyIds: [3, 4] }),
    // An owner is group-wide whatever the account holds.
    member({ id: 7, name: 'Zanele Dube', email: 'zanele@veb.example', role: 'owner', companyIds: [3] }),
  ];
  api();
});
afterEach(() => vi.unstubAllGlobals());

const row = (name: string) => {
  const table = screen.getByRole('table', { name: 'Staff accounts' });
  const header = within(table).getByRole('rowheader', { name: new RegExp(`^${name}`) });
  return header.closest('tr') as HTMLElement;
};
const companiesCell = (name: string) => {
  const table = screen.getByRole('table', { name: 'Staff accounts' });
  const column = within(table)
    .getAllByRole('columnheader')
    .findIndex((cell) => cell.textContent === 'Companies');
  return row(name).querySelectorAll('th, td')[column] as HTMLElement;
};

async function openStaff() {
  renderAdmin(<StaffPage user={THANDI} />, { path: '/staff', user: THANDI });
  await screen.findByRole('table', { name: 'Staff accounts' });
  await waitFor(() => expect(companiesCell('Kofi Mensah')).toHaveTextContent('AK Images, Veb Media'));
}

describe('the companies of a staff account', () => {
  it('shows whom each account works for, and offers the choice only for colleagues who are not owners', async () => {
    await openStaff();
    expect(companiesCell('Amina Diallo')).toHaveTextContent('Whole group');
    expect(companiesCell('Zanele Dube')).toHaveTextContent('Whole group');
    expect(companiesCell('Thandi Nkosi')).toHaveTextContent('Whole group');
    expect(screen.getByRole('button', { name: 'Companies of Amina Diallo' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Companies of Kofi Mensah' })).toBeInTheDocument();
    // Not for owners (group-wide by rule), nor for oneself.
    expect(screen.queryByRole('button', { name: 'Companies of Zanele Dube' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Companies of Thandi Nkosi' })).toBeNull();
  });

  it('sends the companies ticked, says what happened, shows the list again and gives the focus back', async () => {
    await openStaff();
    const button = screen.getByRole('button', { name: 'Companies of Amina Diallo' });
    fireEvent.click(button);
    const dialog = screen.getByRole('dialog', { name: 'Companies of Amina Diallo' });
    const choices = within(dialog).getByRole('group', { name: 'Works for' });
    expect(choices).toHaveAccessibleDescription('None ticked: the whole group');
    expect(
      within(choices)
        .getAllByRole('checkbox')
        .map((box) => (box as HTMLInputElement).checked),
    ).toEqual([false, false, false]);
    fireEvent.click(within(choices).getByRole('checkbox', { name: 'Veb Energy' }));
    fireEvent.click(within(choices).getByRole('checkbox', { name: 'AK Images' }));
    const listsBefore = sent('GET', '/staff').length;
    // As from the keyboard: the focus is on Save, inside the dialog, when it is pressed.
    const save = within(dialog).getByRole('button', { name: 'Save' });
    save.focus();
    fireEvent.click(save);

    expect(await screen.findByText('Amina Diallo now works for AK Images and Veb Energy only.')).toBeInTheDocument();
    expect(sent('PATCH', '/staff/5').map((call) => call.body)).toEqual([{ companyIds: [3, 8] }]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Companies of Amina Diallo' }));
    // The list is read again: the row shows what the server now holds.
    await waitFor(() => expect(sent('GET', '/staff').length).toBeGreaterThan(listsBefore));
    await waitFor(() => expect(companiesCell('Amina Diallo')).toHaveTextContent('AK Images, Veb Energy'));
  });

  it('says when someone works for the whole group again', async () => {
    await openStaff();
    fireEvent.click(screen.getByRole('button', { name: 'Companies of Kofi Mensah' }));
    const dialog = screen.getByRole('dialog', { name: 'Companies of Kofi Mensah' });
    // The boxes start as the account holds them.
    expect(within(dialog).getByRole('checkbox', { name: 'AK Images' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Veb Media' })).toBeChecked();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'AK Images' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Veb Media' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Kofi Mensah now works for the whole group.')).toBeInTheDocument();
    expect(sent('PATCH', '/staff/6').map((call) => call.body)).toEqual([{ companyIds: [] }]);
  });

  it('shows a refusal in the dialog, and Cancel sends nothing and gives the focus back', async () => {
    refusal = { status: 400, code: 'staff.companyGone' };
    await openStaff();
    const button = screen.getByRole('button', { name: 'Companies of Amina Diallo' });
    fireEvent.click(button);
    const dialog = screen.getByRole('dialog', { name: 'Companies of Amina Diallo' });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Veb Media' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'A company in the list no longer exists; reload and choose again',
    );
    expect(screen.queryByText(/now works for/)).toBeNull();
    expect(within(dialog).getByRole('checkbox', { name: 'Veb Media' })).toBeChecked();

    const patches = sent('PATCH', '/staff/5').length;
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    cancel.focus();
    fireEvent.click(cancel);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent('PATCH', '/staff/5')).toHaveLength(patches);
    expect(document.activeElement).toBe(button);
    // The refusal was the dialog's: it does not stay on the page.
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('the companies of an invitation', () => {
  it('lists them for each pending invitation', async () => {
    await openStaff();
    const table = screen.getByRole('table', { name: 'Invitations not yet accepted' });
    await waitFor(() => expect(table).toHaveTextContent('Veb Media, Veb Energy'));
  });

  it('sends the companies ticked, and none for an owner, whose invitation offers no choice', async () => {
    await openStaff();
    const form = screen.getByRole('region', { name: 'Invite a colleague' });
    fireEvent.change(within(form).getByLabelText('Email'), { target: { value: 'ama@veb.example' } });
    const choices = within(form).getByRole('group', { name: 'Companies' });
    fireEvent.click(within(choices).getByRole('checkbox', { name: 'Veb Media' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Create the invitation' }));
    await waitFor(() => expect(sent('POST', '/staff/invitations')).toHaveLength(1));
    expect(sent('POST', '/staff/invitations')[0].body).toMatchObject({
      email: 'ama@veb.example',
      role: 'editor',
      companyIds: [4],
    });

    await screen.findByText('Invitation for ama@veb.example created.');
    fireEvent.change(within(form).getByLabelText('Email'), { target: { value: 'kwame@veb.example' } });
    fireEvent.click(within(form).getByRole('checkbox', { name: 'AK Images' }));
    fireEvent.change(within(form).getByLabelText('Role'), { target: { value: 'owner' } });
    expect(within(form).queryByRole('group', { name: 'Companies' })).toBeNull();
    fireEvent.click(within(form).getByRole('button', { name: 'Create the invitation' }));
    await waitFor(() => expect(sent('POST', '/staff/invitations')).toHaveLength(2));
    expect(sent('POST', '/staff/invitations')[1].body).toMatchObject({ role: 'owner', companyIds: [] });
  });
});
