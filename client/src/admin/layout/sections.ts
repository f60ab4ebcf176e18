import { companiesOf, mayUse, type Section, type StaffAccess } from '@common/admin/roles';
import { canEditKind, type EntryKind, isCompanyKind } from '@common/entries/kinds';

/**
 * The navigation of the admin area, in order. Sections a
 * role may not use are not shown to it, nor the group's sections to staff limited to companies
 * (docs/decisions/088); a section whose feature is not built yet shows "coming".
 */
export interface NavSection {
  section: Section;
  path: string;
}

export const NAV_SECTIONS: NavSection[] = [
  { section: 'dashboard', path: '/' },
  { section: 'inbox', path: '/inbox' },
  { section: 'subscribers', path: '/subscribers' },
  { section: 'newsletters', path: '/newsletters' },
  { section: 'news', path: '/news' },
  { section: 'impact', path: '/impact' },
  { section: 'stories', path: '/stories' },
  { section: 'content', path: '/content' },
  { section: 'media', path: '/media' },
  { section: 'staff', path: '/staff' },
  { section: 'audit', path: '/audit' },
  { section: 'outbox', path: '/outbox' },
  { section: 'privacy', path: '/privacy' },
  { section: 'settings', path: '/settings' },
];

export const sectionsFor = (staff: StaffAccess) => NAV_SECTIONS.filter((entry) => mayUse(staff, entry.section));

/**
 * The content kinds of a section this person edits: those of their role, and for staff limited to
 * companies only the kinds whose records belong to a company (docs/decisions/088: the group's own kinds,
 * its values or partners, are the group's staff's). The server refuses the others all the same.
 */
export const kindsFor = (staff: StaffAccess, kinds: readonly EntryKind[]): EntryKind[] =>
  kinds.filter((kind) => canEditKind(staff.role, kind) && (companiesOf(staff) === null || isCompanyKind(kind)));

/**
 * Whether the navigation entry at `path` is the page at `location`: the path itself or a page below it,
 * by whole segments, so /newsletters is not under /news (exactly one entry is aria-current).
 */
export const isCurrentPath = (path: string, location: string) =>
  path === '/' ? location === '/' : location === path || location.startsWith(`${path}/`);
