import { ENTRY_KINDS, type EntryKind, isEntryKind, KINDS } from '@common/entries/kinds';

/**
 * What cached content is made from: a change to one drops only the entries that read it. 'calendar' is the
 * site's day: what counts days from it ("posted 3 days ago") is dropped when the next day starts.
 */
export type ContentTag = 'news' | 'identity' | 'calendar' | `entries:${EntryKind}`;

export const entriesTag = (kind: EntryKind): ContentTag => `entries:${kind}`;

/** The content kinds that show images: an image's alt text or file change reaches them. */
const KINDS_WITH_IMAGES = ENTRY_KINDS.filter((kind) =>
  Object.values(KINDS[kind].fields).some((field) => field.type === 'image'),
).map(entriesTag);

/** The kinds shown only between dates (job openings): which of them show depends on the site's day. */
const WINDOWED_KINDS = ENTRY_KINDS.filter((kind) => 'window' in KINDS[kind]).map(entriesTag);

/** What saveTimeZone (modules/settings/time-zone.ts) notifies: the site's day moves with its zone. */
export const TIME_ZONE_CHANGE = 'settings:time_zone';

/**
 * The tables whose triggers notify (migrations 0001, 0005, 0011, 0012 and 0018), and the content each one feeds. A
 * table not listed here (a future one) empties the whole cache: safe until someone maps it. The `entries`
 * table notifies its kind ('entries:company'), which is that kind's tag.
 */
const TABLE_TAGS: Record<string, readonly ContentTag[]> = {
  news_articles: ['news'],
  news_versions: ['news'],
  news_slug_redirects: ['news'],
  news_removed_slugs: ['news'],
  // An image's alt text shows on all of them (metrics and stories are kinds of `entries`: docs/decisions/078).
  media: ['news', ...KINDS_WITH_IMAGES],
  // Only its 'site.identity' row notifies (migration 0011): the footer, contact details and mail links.
  settings: ['identity'],
  [TIME_ZONE_CHANGE]: ['calendar', ...WINDOWED_KINDS],
};

export const tagsOfTable = (table: string): readonly ContentTag[] | undefined => {
  if (table.startsWith('entries:')) {
    const kind = table.slice('entries:'.length);
    return isEntryKind(kind) ? [entriesTag(kind)] : undefined;
  }
  return Object.hasOwn(TABLE_TAGS, table) ? TABLE_TAGS[table] : undefined;
};
