import { type DateStyle, formatStaffDate, type StaffClock } from '@common/admin/dates';
import { DEFAULT_STAFF_TIME_ZONE } from '@common/admin/time-zone';
import { useCallback, useMemo } from 'react';
import { useSession } from '../api/session';
import { useLanguage } from '../i18n';

/** The staff area's zone (Settings, read with the session) and the staff member's language. */
export function useStaffClock(): StaffClock {
  const zone = useSession().data?.timeZone ?? DEFAULT_STAFF_TIME_ZONE;
  const language = useLanguage();
  return useMemo(() => ({ zone, language }), [zone, language]);
}

/** `when(iso)`: "25 Nov 2026, 14:30 SAST" in the staff area's zone; the one way screens show a moment. */
export function useFormatDate() {
  const clock = useStaffClock();
  return useCallback(
    (at: Date | string | null | undefined, style?: DateStyle) => formatStaffDate(at, clock, style),
    [clock],
  );
}
