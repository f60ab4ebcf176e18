import type { EntryKind } from '@common/entries/kinds';
import { prefetchEntries } from '@/lib/entries';

/** The content kinds the about page shows: its figures, the milestones, the values and the leaders. */
export const ABOUT_KINDS = ['figure', 'milestone', 'value', 'leader'] as const satisfies readonly EntryKind[];

/** Server side: the about page arrives with its records. */
export const prefetchAbout = prefetchEntries(...ABOUT_KINDS);
