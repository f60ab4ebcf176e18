import type { Locale } from '@common/locale';
import type { Db } from '../db/client';
import { newsArticles, newsVersions } from '../db/schema';

let counter = 0;

type VersionInsert = Partial<Omit<typeof newsVersions.$inferInsert, 'articleId' | 'locale'>>;

/**
 * An article straight in the site's tables, as the seed and imports write one: its row and one published
 * version per language given (English alone by default), each with a unique slug. Returns the row with its
 * first version's words (`slug`, `title`, `excerpt`) and every version.
 */
export async function insertArticle(
  db: Db,
  overrides: Partial<typeof newsArticles.$inferInsert> & { versions?: Partial<Record<Locale, VersionInsert>> } = {},
) {
  // Taken before any await: articles may be inserted side by side.
  const own = ++counter;
  const { versions = { en: {} }, ...article } = overrides;
  const [row] = await db
    .insert(newsArticles)
    .values({
      category: 'Expansion',
      author: 'Naledi Test',
      status: 'published',
      publishedAt: new Date(),
      ...article,
    })
    .returning();
  const stamp = `${Date.now().toString(36)}-${own}`;
  const rows = await db
    .insert(newsVersions)
    .values(
      Object.entries(versions).map(([locale, version]) => ({
        articleId: row.id,
        locale: locale as Locale,
        slug: `seo-test-${locale}-${stamp}`,
        title: `SEO test article ${own} (${locale}) <with> "markup" & more`,
        excerpt: `Excerpt ${own} & <b>not bold</b>`,
        content: '<p>Body</p>',
        ...version,
      })),
    )
    .returning();
  const [first] = rows;
  return { ...row, slug: first.slug, title: first.title, excerpt: first.excerpt, versions: rows };
}
