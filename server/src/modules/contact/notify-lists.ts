import type { ContactNotifySettings } from '@common/admin/settings';
import { splitAddresses } from '@common/admin/settings';
import { INQUIRY_TYPES, type InquiryType } from '@common/contact';
import { isEmailAddress } from '@common/email-address';
import { eq } from 'drizzle-orm';
import * as z from 'zod/mini';
import { settings } from '../../db/schema';
import type { Writer } from '../../db/types';

/** The `settings` row that holds the addresses per inquiry type. */
const CONTACT_NOTIFY_KEY = 'contact.notify';

const stored = z.record(z.string(), z.array(z.string()));

/** CONTACT_NOTIFY_TO as a list; anything in it that is not an address is left out. */
const fallbackRecipients = (configured: string | undefined): string[] =>
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

export async function readNotifySettings(db: Writer, configured: string | undefined): Promise<ContactNotifySettings> {
  return { recipients: await readNotifyLists(db), fallback: fallbackRecipients(configured) };
}

export async function saveNotifyLists(tx: Writer, lists: Record<InquiryType, string[]>, now: Date): Promise<void> {
  const value = Object.fromEntries(INQUIRY_TYPES.map((type) => [type, [...new Set(lists[type] ?? [])]]));
  await tx
    .insert(settings)
    .values({ key: CONTACT_NOTIFY_KEY, value, updatedAt: now })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: now } });
}

/** Who hears about a message of this type: its own list, else CONTACT_NOTIFY_TO, else nobody. */
export async function recipientsFor(db: Writer, type: InquiryType, configured: string | undefined): Promise<string[]> {
  const own = (await readNotifyLists(db))[type];
  return own.length > 0 ? own : fallbackRecipients(configured);
}

/** Inquiry types whose messages would notify nobody (the dashboard warns owners). */
export async function typesWithoutRecipients(db: Writer, configured: string | undefined): Promise<InquiryType[]> {
  if (fallbackRecipients(configured).length > 0) return [];
  const lists = await readNotifyLists(db);
  return INQUIRY_TYPES.filter((type) => lists[type].length === 0);
}
