import { canUse, type Role, type Section } from '@common/admin/roles';

/**
 * The navigation of the admin area, in order. Sections a
 * role may not use are not shown to it; a section whose feature is not built yet shows "coming".
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

export const sectionsFor = (role: Role) => NAV_SECTIONS.filter((entry) => canUse(role, entry.section));

/**
 * Whether the navigation entry at `path` is the page at `location`: the path itself or a page below it,
 * by whole segments, so /newsletters is not under /news (exactly one entry is aria-current).
 */
export const isCurrentPath = (path: string, location: string) =>
  path === '/' ? location === '/' : location === path || location.startsWith(`${path}/`);
