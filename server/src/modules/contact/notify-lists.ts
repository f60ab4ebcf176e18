import { splitAddresses } from '@common/admin/settings';
import { INQUIRY_TYPES, type InquiryType } from '@common/contact';
import { isEmailAddress } from '@common/email-address';
import { eq } from 'drizzle-orm';
import * as z from 'zod/mini';
import { settings } from '../../db/schema';
import type { Writer } from '../../db/types';

/** The `settings` row that holds the other addresses per inquiry type (a shared mailbox, say). */
const CONTACT_NOTIFY_KEY = 'contact.notify';

const stored = z.record(z.string(), z.array(z.string()));

/** CONTACT_NOTIFY_TO as a list; anything in it that is not an address is left out. */
export const fallbackRecipients = (configured: string | undefined): string[] =>
  [...new Set(splitAddresses(configured ?? '').map((item) => item.toLowerCase()))].filter((item) =>
    isEmailAddress(item),
  );

/** The lists as saved (every type present; empty where nothing was chosen). */
export async function readNotifyLists(db: Writer): Promise<Record<InquiryType, string[]>> {
  const [row] = await db.select().from(settings).where(eq(settings.key, CONTACT_NOTIFY_KEY));
  const parsed = z.safeParse(stored, row?.value ?? {});
  const saved = parsed.success ? parsed.data : {};
  return Object.fromEntries(INQUIRY_TYPES.map((type) => [type, saved[type] ?? []])) as Record<InquiryType, string[]>;
}

export async function saveNotifyLists(tx: Writer, lists: Record<InquiryType, string[]>, now: Date): Promise<void> {
  const value = Object.fromEntries(INQUIRY_TYPES.map((type) => [type, [...new Set(lists[type] ?? [])]]));
  await tx
    .insert(settings)
    .values({ key: CONTACT_NOTIFY_KEY, value, updatedAt: now })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: now } });
}
