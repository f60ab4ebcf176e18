import { inArray, isNotNull, sql } from 'drizzle-orm';
import { successStories } from '../../db/schema';
import type { UsageSource } from './usage-types';

/**
 * A success story's photo: its id in success_stories.image_id, and a copy of one file's address in image_url
 * (the 192 square WebP, server/src/modules/impact/admin-routes.ts attachPhoto) that the staff list shows.
 * Published or not: an unpublished story can be published again without opening it.
 */
export const storyUses: UsageSource = {
  source: 'stories',
  async find(db, ids) {
    const rows = await db
      .select({ id: successStories.id, name: successStories.name, imageId: successStories.imageId })
      .from(successStories)
      .where(ids ? inArray(successStories.imageId, ids) : isNotNull(successStories.imageId));
    return rows.map((row) => ({
      mediaId: row.imageId as number,
      source: 'stories',
      recordId: row.id,
      label: row.name,
      editPath: `/stories/${row.id}`,
    }));
  },
  async follow(tx, change) {
    const like = `%/media/${change.from}-%`;
    // Only when some row names the old file: an UPDATE notifies (and empties the stories' cache) even when
    // it changes no row.
    const named = await tx
      .select({ id: successStories.id })
      .from(successStories)
      .where(sql`${successStories.imageUrl} like ${like}`);
    if (named.length === 0) return 0;
    await tx
      .update(successStories)
      .set({
        imageUrl: sql`replace(${successStories.imageUrl}, ${`/media/${change.from}-`}, ${`/media/${change.to}-`})`,
      })
      .where(
        inArray(
          successStories.id,
          named.map((row) => row.id),
        ),
      );
    return named.length;
  },
};
