import { canonicalTimeZone, DEFAULT_STAFF_TIME_ZONE } from '@common/admin/time-zone';
import { eq } from 'drizzle-orm';
import { settings } from '../../db/schema';
import type { Writer } from '../audit/repository';

/** The `settings` row that holds the staff area's time zone ({ zone: 'Africa/Nairobi' }). */
export const TIME_ZONE_KEY = 'staff.time_zone';

/** The zone owners chose, or Johannesburg's; a stored name Intl no longer knows falls back too. */
export async function readTimeZone(db: Writer): Promise<string> {
  const [row] = await db.select().from(settings).where(eq(settings.key, TIME_ZONE_KEY));
  const zone = (row?.value as { zone?: unknown } | undefined)?.zone;
  return (typeof zone === 'string' && canonicalTimeZone(zone)) || DEFAULT_STAFF_TIME_ZONE;
}

export async function saveTimeZone(tx: Writer, zone: string, now: Date): Promise<void> {
  const value = { zone };
  await tx
    .insert(settings)
    .values({ key: TIME_ZONE_KEY, value, updatedAt: now })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: now } });
}
