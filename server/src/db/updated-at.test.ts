import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseKinds } from '../test/test-app';
import type { Database } from './client';
import { impactMetrics, newsArticles, successStories } from './schema';

describe.each(testDatabaseKinds())('updated_at is kept by the database (%s)', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.close());

  it('moves on every change, whoever writes it, for articles, metrics and stories', async () => {
    for (const table of [newsArticles, impactMetrics, successStories]) {
      const [before] = await database.db.select({ id: table.id, updatedAt: table.updatedAt }).from(table).limit(1);
      await new Promise((resolve) => setTimeout(resolve, 5));
      // Plain SQL that does not mention updated_at, as another tool would write.
      await database.db.execute(sql`update ${table} set created_at = created_at where id = ${before.id}`);
      const [after] = await database.db
        .select({ updatedAt: table.updatedAt })
        .from(table)
        .where(eq(table.id, before.id));
      expect(after.updatedAt.getTime()).toBeGreaterThan(before.updatedAt.getTime());
    }
  });
});
