import { count, eq, sql } from 'drizzle-orm';
import { createDatabase } from '../../server/src/db/client';
import { newsArticles } from '../../server/src/db/schema';
import { seedContent } from '../../server/src/db/seed';

/**
 * Prepares a PGlite folder with the demo content plus `extra` published articles (older than the demo
 * ones, spread over the demo categories), inserted in bulk through the app's own database module.
 * Returns the number of published articles.
 */
export async function fillArticles(dataDir: string, extra: number): Promise<number> {
  const database = await createDatabase({ dataDir });
  try {
    await database.migrate();
    await seedContent(database.db);
    const categories = (await database.db.selectDistinct({ category: newsArticles.category }).from(newsArticles)).map(
      (r) => r.category,
    );
    const oldest = Date.UTC(2020, 0, 1);
    const batch = 500;
    for (let start = 0; start < extra; start += batch) {
      const rows = Array.from({ length: Math.min(batch, extra - start) }, (_, k) => {
        const i = start + k;
        return {
          slug: `bench-article-${i}`,
          title: `Bench article ${i}: a plausible headline of ordinary length for the list`,
          excerpt: 'An excerpt of one or two sentences, as long as the demo articles have, for a realistic row size.',
          content: `<p>Body of bench article ${i}.</p>`,
          category: categories[i % categories.length],
          author: 'VEB Group Communications',
          imageUrl: null,
          status: 'published' as const,
          lang: 'en',
          // One article an hour going back from 2020, so every one is older than the demo content.
          publishedAt: new Date(oldest - i * 3_600_000),
        };
      });
      await database.db.insert(newsArticles).values(rows);
    }
    await database.db.execute(sql`analyze news_articles`);
    const [{ n }] = await database.db
      .select({ n: count() })
      .from(newsArticles)
      .where(eq(newsArticles.status, 'published'));
    return Number(n);
  } finally {
    await database.close();
  }
}
