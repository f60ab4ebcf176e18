import { timestamp } from 'drizzle-orm/pg-core';

/** Timestamps as PostgreSQL keeps them: with time zone, so UTC in storage whatever the server's zone. */
export const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * created_at and updated_at. updated_at is also kept by a trigger on every UPDATE (migration 0002), so it
 * is right whoever writes the row (share cards and the sitemap's lastmod read it).
 */
export const timestamps = {
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
};
