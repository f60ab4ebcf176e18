import type { StaffMe } from '@common/admin/auth';
import { kindsOfSection } from '@common/entries/kinds';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AdminApp } from '../AdminApp';
import { renderAdmin } from '../test/render';
import { kindsFor, sectionsFor } from './sections';

/*
 * Staff limited to companies (docs/decisions/088) are offered only the sections open to them, and in the
 * content sections only the kinds whose records are a company's: what the server would refuse them
 * (request.groupOnly) is not in their menu, and its address says it is not theirs.
 */

const staffMe = (over: Partial<StaffMe>): StaffMe => ({
  id: 9,
  email: 'amina@veb.example',
  name: 'Amina Diallo',
  role: 'editor',
  totpEnabled: true,
  locale: 'en',
  companyIds: [],
  ...over,
});
const sections = (staff: StaffMe) => sectionsFor(staff).map((entry) => entry.section);

describe('the sections and kinds a staff member is offered', () => {
  it('leaves out the group’s sections for staff limited to companies', () => {
    expect(sections(staffMe({ role: 'editor' }))).toEqual([
      'dashboard',
      'newsletters',
      'news',
      'impact',
      'stories',
      'content',
      'media',
    ]);
    expect(sections(staffMe({ role: 'editor', companyIds: [3] }))).toEqual([
      'dashboard',
      'news',
      'stories',
      'content',
      'media',
    ]);
    expect(sections(staffMe({ role: 'inbox', companyIds: [3, 4] }))).toEqual(['dashboard', 'inbox']);
    // An owner is group-wide whatever the account holds.
    expect(sections(staffMe({ role: 'owner', companyIds: [3] }))).toEqual(sections(staffMe({ role: 'owner' })));
  });

  it('offers staff limited to companies only the kinds whose records are a company’s', () => {
    const content = kindsOfSection('content');
    const limited = kindsFor(staffMe({ companyIds: [3] }), content);
    expect(limited).toEqual(['company', 'leader', 'job', 'internship', 'office', 'companyFigure']);
    // Group-wide: every kind of their role, the group's own among them.
    const groupWide = kindsFor(staffMe({}), content);
    expect(groupWide).toEqual(expect.arrayContaining([...limited, 'partner', 'value', 'reason', 'figure']));
    // The role still narrows it: careers staff edit openings and internships, limited or not.
    expect(kindsFor(staffMe({ role: 'careers', companyIds: [3] }), content)).toEqual(['job', 'internship']);
  });
});

describe('the staff area of someone limited to companies', () => {
  beforeEach(() => {
    localStorage.clear();
    // Whatever a screen reads answers empty: this is about what is offered, not what is in it.
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () => new Response(JSON.stringify([]), { status: 200, headers: { 'content-type': 'application/json' } }),
      ),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  const menu = () =>
    within(screen.getByRole('navigation', { name: 'Admin sections' }))
      .getAllByRole('link')
      .map((link) => link.textContent);

  it('has no group section in its menu, and refuses one opened by its address', async () => {
    const amina = staffMe({ companyIds: [3] });
    renderAdmin(<AdminApp />, { path: '/newsletters', user: amina });
    // Their role may use it: the page says it is the whole group's, and who can change that.
    expect(await screen.findByRole('heading', { level: 1, name: 'For group-wide staff' })).toBeInTheDocument();
    expect(screen.getByText(/limited to your companies/)).toBeInTheDocument();
    expect(menu()).toEqual(['Dashboard', 'News', 'Stories', 'Site content', 'Media library']);
  });

  it('lists only the companies’ kinds of content', async () => {
    const amina = staffMe({ companyIds: [3] });
    renderAdmin(<AdminApp />, { path: '/content', user: amina });
    const kinds = await screen.findByRole('navigation', { name: 'Kinds of content' });
    expect(
      within(kinds)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Companies', 'Leaders', 'Job openings', 'Internships', 'Offices', 'Company figures']);
  });

  it('keeps every section and kind of the role for group-wide staff', async () => {
    renderAdmin(<AdminApp />, { path: '/content', user: staffMe({}) });
    const kinds = await screen.findByRole('navigation', { name: 'Kinds of content' });
    expect(within(kinds).getByRole('link', { name: 'Values' })).toBeInTheDocument();
    expect(menu()).toEqual(['Dashboard', 'Newsletters', 'News', 'Impact', 'Stories', 'Site content', 'Media library']);
  });
});
