/** What cached content is made from: a change to one drops only the entries that read it. */
export type ContentTag = 'news' | 'impact' | 'identity';

/**
 * The tables whose triggers notify (migrations 0001, 0005 and 0011), and the content each one feeds. A table
 * not listed here (a future one) empties the whole cache: safe until someone maps it.
 */
const TABLE_TAGS: Record<string, readonly ContentTag[]> = {
  news_articles: ['news'],
  news_translations: ['news'],
  news_slug_redirects: ['news'],
  impact_metrics: ['impact'],
  success_stories: ['impact'],
  // An image's alt text shows on both.
  media: ['news', 'impact'],
  // Only its 'site.identity' row notifies (migration 0011): the footer, contact details and mail links.
  settings: ['identity'],
};

export const tagsOfTable = (table: string): readonly ContentTag[] | undefined => TABLE_TAGS[table];
