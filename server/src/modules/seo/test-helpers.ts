import { JSDOM } from 'jsdom';
import type { Db } from '../../db/client';
import { newsArticles } from '../../db/schema';

/** Parses XML strictly; a well-formedness error throws with the parser's message. */
export function parseXml(xml: string): Document {
  const { DOMParser } = new JSDOM('').window;
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  const error = doc.getElementsByTagName('parsererror')[0];
  if (error) throw new Error(`XML does not parse: ${error.textContent}`);
  return doc;
}

let counter = 0;

/** Inserts an article with unique slug and the given status/date; returns its slug. */
export async function insertArticle(
  db: Db,
  overrides: Partial<typeof newsArticles.$inferInsert> = {},
): Promise<typeof newsArticles.$inferSelect> {
  counter += 1;
  const [row] = await db
    .insert(newsArticles)
    .values({
      slug: `seo-test-${Date.now()}-${counter}`,
      title: `SEO test article ${counter} <with> "markup" & more`,
      excerpt: `Excerpt ${counter} & <b>not bold</b>`,
      content: '<p>Body</p>',
      category: 'Expansion',
      author: 'Naledi Test',
      status: 'published',
      publishedAt: new Date(),
      ...overrides,
    })
    .returning();
  return row;
}
