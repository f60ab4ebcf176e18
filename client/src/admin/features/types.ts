import type { StaffMe } from '@common/admin/auth';
import type { ComponentType } from 'react';

/**
 * A section of the admin area as the shell sees it: its page, whether it is built yet (the navigation
 * marks the others "coming"), and optionally a count for the navigation (unread messages).
 */
export interface AdminFeature {
  Page: ComponentType<{ user: StaffMe }>;
  ready: boolean;
  useBadge?: () => number | undefined;
}
