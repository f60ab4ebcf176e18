import { canonicalTimeZone, DEFAULT_STAFF_TIME_ZONE } from '@common/admin/time-zone';
import { eq, sql } from 'drizzle-orm';
import { TIME_ZONE_CHANGE } from '../../content/tags';
import { CONTENT_CHANNEL } from '../../db/content-channel';
import { settings } from '../../db/schema';
import type { Writer } from '../../db/types';

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
  // The public site's day is counted in this zone (closing openings, "posted 3 days ago"): every server
  // process drops what it counted with the old one when this commits. Said here rather than by a trigger
  // (the identity's, migration 0011) because this function is the row's only writer.
  await tx.execute(sql`select pg_notify(${CONTENT_CHANNEL}, ${TIME_ZONE_CHANGE})`);
}
