import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseKinds } from '../test/test-app';
import type { Database } from './client';
import { entries, newsArticles, newsVersions } from './schema';

describe.each(testDatabaseKinds())('updated_at is kept by the database (%s)', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.close());

  const pause = () => new Promise((resolve) => setTimeout(resolve, 5));

  it('moves on every change, whoever writes it, for articles and every content kind’s records', async () => {
    for (const table of [newsArticles, entries]) {
      const [before] = await database.db.select({ id: table.id, updatedAt: table.updatedAt }).from(table).limit(1);
      await pause();
      // Plain SQL that does not mention updated_at, as another tool would write.
      await database.db.execute(sql`update ${table} set created_at = created_at where id = ${before.id}`);
      const [after] = await database.db
        .select({ updatedAt: table.updatedAt })
        .from(table)
        .where(eq(table.id, before.id));
      expect(after.updatedAt.getTime()).toBeGreaterThan(before.updatedAt.getTime());
    }
  });

  it('moves for an article’s published versions too', async () => {
    const [before] = await database.db.select().from(newsVersions).limit(1);
    await pause();
    await database.db.execute(
      sql`update ${newsVersions} set created_at = created_at where article_id = ${before.articleId} and locale = ${before.locale}`,
    );
    const [after] = await database.db
      .select({ updatedAt: newsVersions.updatedAt })
      .from(newsVersions)
      .where(and(eq(newsVersions.articleId, before.articleId), eq(newsVersions.locale, before.locale)));
    expect(after.updatedAt.getTime()).toBeGreaterThan(before.updatedAt.getTime());
  });
});
