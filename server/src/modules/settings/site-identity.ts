import type { ImageValue } from '@common/admin/media';
import { siteIdentitySchema } from '@common/admin/settings';
import type { SiteIdentity } from '@common/site-identity';
import { eq } from 'drizzle-orm';
import * as z from 'zod/mini';
import { settings } from '../../db/schema';
import type { Writer } from '../../db/types';
import { imageValues } from '../media';

/**
 * The `settings` row that holds the site's identity (docs/decisions/029). Its own trigger (migration 0011) tells
 * every server process when it changes, so the pages that show it are rendered again (content/tags.ts).
 */
export const SITE_IDENTITY_KEY = 'site.identity';

/** The identity as saved, or null when none is (a new database): the pages then show none of it. */
export async function readSiteIdentity(db: Writer): Promise<SiteIdentity | null> {
  const [row] = await db.select().from(settings).where(eq(settings.key, SITE_IDENTITY_KEY));
  if (!row) return null;
  // Written only through the schema; a value changed by hand into something it refuses shows nothing
  // rather than breaking every page.
  const parsed = z.safeParse(siteIdentitySchema, row.value);
  if (!parsed.success) return null;
  const identity: SiteIdentity = parsed.data;
  return identity.shareImageId ? { ...identity, shareImage: await imageValueOf(db, identity.shareImageId) } : identity;
}

/** An image of the library as forms and the head tags need it; null when it was deleted since. */
export async function imageValueOf(db: Writer, id: number): Promise<ImageValue | null> {
  return (await imageValues(db, [id])).get(id) ?? null;
}

export async function saveSiteIdentity(tx: Writer, identity: SiteIdentity, now: Date): Promise<void> {
  const { shareImage: _, ...stored } = identity;
  identity = stored;
  await tx
    .insert(settings)
    .values({ key: SITE_IDENTITY_KEY, value: identity, updatedAt: now })
    .onConflictDoUpdate({ target: settings.key, set: { value: identity, updatedAt: now } });
}
