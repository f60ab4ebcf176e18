import { instantOf, wallClockAt } from '@common/admin/time-zone';
import type { ContentApi, SiteCalendar } from '@common/content-api';
import type { EntryKind } from '@common/entries/kinds';
import type { PublicEntry } from '@common/entries/public';
import type { Locale } from '@common/locale';
import type { NewsListQuery } from '@common/news';
import type { Db } from '../db/client';
import { type Clock, systemClock } from '../lib/clock';
import { findCompanyRedirect, listPublicEntries } from '../modules/entries';
import { listStories, metricsOf } from '../modules/impact';
import {
  countNews,
  countVisibleVersions,
  featuredNews,
  findNewsRedirect,
  getNewsArticle,
  keysEvery,
  listAnchors,
  listNews,
  type NewsFilter,
  newestChangePerRun,
  nextScheduledPublication,
  readSlugIndex,
  type SlugIndex,
} from '../modules/news';
import { readSiteIdentity, readTimeZone } from '../modules/settings';
import type { ContentCache } from './cache';
import { type ContentTag, entriesTag } from './tags';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The slug index's content-cache key (tests look for it). */
export const SLUG_INDEX_KEY = 'news:slug-index';

/**
 * The content reads the API and the server renderer share, served from the cache. Each read is tagged
 * with its content ('news', 'entries:company', 'identity'), so a change drops only what depends on it; news entries also
 * expire when a scheduled article's time comes. `tracking(tags)` gives the same reads for use while
 * loading a cached entry (a page, an API answer): each read adds its tags to that entry's.
 */
export function createContentService(db: Db, cache: ContentCache, clock: Clock = systemClock) {
  let scheduleKnownFor = -1;
  let reading: Promise<void> | undefined;

  // A scheduled article appears without any write, so news entries must also expire at its time. Read
  // once per news generation; a failed read (database away) is tried again by the next request and never
  // keeps a cached answer from being served.
  const watchSchedule = async () => {
    if (scheduleKnownFor === cache.generation) return;
    const generation = cache.generation;
    reading ??= nextScheduledPublication(db, clock.now())
      .then((next) => {
        scheduleKnownFor = generation;
        if (next) cache.expireAt(next.getTime(), 'news');
      })
      .catch(() => {})
      .finally(() => {
        reading = undefined;
      });
    await reading;
  };

  /**
   * Every article address, kept per news generation (modules/news/slug-index.ts), once it is built: it is
   * built in the background on first need, and until it is ready the database is asked as before, so no
   * read waits for it. Not while change notifications are lost: every read would rebuild it.
   */
  const slugIndex = (): SlugIndex | undefined => {
    if (!cache.trusting) return undefined;
    const index = cache.peek<SlugIndex>(SLUG_INDEX_KEY);
    if (index) return index;
    cache
      .get(SLUG_INDEX_KEY, () => readSlugIndex(db), { tags: ['news'], weigh: (built) => built.bytes })
      .catch(() => {});
    return undefined;
  };

  const reads = (into?: Set<ContentTag>) => {
    /** True when no article address is `slug`: the answer (a 404) then depends on the news, like a read's. */
    const noSuchSlug = (slug: string) => {
      const absent = slugIndex()?.mayHave(slug) === false;
      if (absent) into?.add('news');
      return absent;
    };
    const news = async <T>(key: string, load: () => Promise<T>, minor?: (value: T) => boolean) => {
      await watchSchedule();
      return cache.get(key, load, { minor, tags: ['news'], into });
    };
    // A list's entries by its filter: a category's as they always were (`news:total:<category>`, which the
    // sitemap shares), a company's under its record's id, never its slug, so renaming a company's address
    // leaves them right (decision 085).
    const listKey = (what: string, { category, companyId }: NewsFilter, page = '') =>
      `news:${companyId === undefined ? '' : `company:${companyId}:`}${what}:${page}${category ?? ''}`;
    // The total is kept apart, once per filter: counting walks every visible article, and every page of the
    // list (in every language) and the sitemap show the same total until the news changes (decision 051).
    const newsTotal = (filter: NewsFilter = {}) =>
      news(
        listKey('total', filter),
        () => countNews(db, filter, clock.now()),
        (n) => n === 0,
      );
    // A kind with dates (job openings) changes by itself when a day starts: its entries expire then.
    const entries = <K extends EntryKind>(kind: K, locale: Locale) =>
      cache.get<PublicEntry<K>[]>(
        `entries:${kind}:${locale}`,
        async () => {
          const { list, nextChange } = await listPublicEntries(db, kind, locale, clock.now());
          if (nextChange) cache.expireAt(nextChange.getTime(), entriesTag(kind));
          return list;
        },
        { tags: [entriesTag(kind)], into },
      );
    return {
      noSuchSlug,
      listNews: async (q: NewsListQuery) => {
        const { company, ...rest } = q;
        // A company by its slug among the companies shown (the slug is the same in every language): one
        // no shown company has lists nothing, as an unknown category does (decision 085). Read through the
        // cached companies, so the answer also depends on them.
        let companyId: number | undefined;
        if (company !== undefined) {
          companyId = (await entries('company', q.locale)).find((c) => c.slug === company)?.id;
          if (companyId === undefined) return { articles: [], total: 0 };
        }
        const query = { ...rest, companyId };
        const filter: NewsFilter = { category: q.category, companyId };
        return news(
          listKey('list', filter, `${q.locale}:${q.limit}:${q.offset}:`),
          () =>
            listNews(
              db,
              query,
              clock.now(),
              () => newsTotal(filter),
              // Kept like the total, per filter: shared by every language and every deep page.
              () => news(listKey('anchors', filter), () => listAnchors(db, filter, clock.now())),
            ),
          (list) => list.articles.length === 0,
        );
      },
      /** How many articles are visible (in a category): the list's total and the sitemap's article count. */
      newsTotal,
      /**
       * What a sitemap of parts needs besides the articles themselves (modules/seo/sitemap.ts), each kept
       * per news generation like the total: the published versions counted, the key of the article that starts
       * each part (parts of `size` places after `skip` pages) and the newest change in each part. Each walks
       * every visible article once; a part then reads only its own range of the lists' index (decision 055).
       */
      sitemapVersions: () => news('news:sitemap:versions', () => countVisibleVersions(db, clock.now())),
      sitemapStarts: (size: number, skip: number) =>
        news(`news:sitemap:starts:${size}:${skip}`, () => keysEvery(db, clock.now(), size, skip)),
      sitemapChanges: (size: number, skip: number) =>
        news(`news:sitemap:changes:${size}:${skip}`, () => newestChangePerRun(db, clock.now(), size, skip)),
      // Unknown slugs are remembered in the small area, so made-up addresses cannot push out real articles;
      // a slug no article has ever had is answered from the index without a query or an entry.
      // The version at this slug, whoever reads it (the page around it is in the reader's language).
      getNewsArticle: async (slug: string) =>
        noSuchSlug(slug)
          ? null
          : news(
              `news:article:${slug}`,
              () => getNewsArticle(db, slug, clock.now()),
              (article) => article === null,
            ),
      featuredNews: (locale: Locale) => news(`news:featured:${locale}`, () => featuredNews(db, locale, clock.now())),
      /** What an address with no live article answers: an old or deleted article's (NewsRedirect), or null. */
      newsRedirect: async (slug: string) =>
        noSuchSlug(slug)
          ? null
          : news(
              `news:redirect:${slug}`,
              () => findNewsRedirect(db, slug, clock.now()),
              (target) => target === null,
            ),
      /** The current slug of the company an old company address belonged to, or null (decision 084). */
      companyRedirect: (slug: string) =>
        cache.get(`entries:company-redirect:${slug}`, () => findCompanyRedirect(db, slug), {
          tags: [entriesTag('company')],
          into,
          minor: (target) => target === null,
        }),
      // Metrics and stories are content kinds (docs/decisions/078): the metrics are the two kinds' cached
      // lists put together; a story's badge colour needs all its versions, so the stories are read apart.
      listMetrics: async (locale: Locale) => {
        const [metrics, areas] = await Promise.all([entries('metric', locale), entries('impactArea', locale)]);
        return metricsOf(metrics, areas);
      },
      listStories: (locale: Locale) =>
        cache.get(`impact:stories:${locale}`, () => listStories(db, locale, clock.now()), {
          tags: [entriesTag('story')],
          into,
        }),
      siteIdentity: () => cache.get('identity', () => readSiteIdentity(db), { tags: ['identity'], into }),
      entries,
      // Expires when the next day starts in the site's zone, and with it every page that counted days.
      calendar: () =>
        cache.get<SiteCalendar>(
          'calendar',
          async () => {
            const timeZone = await readTimeZone(db);
            const today = wallClockAt(clock.now(), timeZone).date;
            const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
            const midnight = instantOf({ date: tomorrow, time: '00:00' }, timeZone);
            if (midnight) cache.expireAt(midnight.getTime(), 'calendar');
            return { today, timeZone };
          },
          { tags: ['calendar'], into },
        ),
    } satisfies ContentApi & Record<string, unknown>;
  };

  return { ...reads(), tracking: (into: Set<ContentTag>) => reads(into) };
}

export type ContentService = ReturnType<typeof createContentService>;
/** The reads alone, as `tracking` hands them to a load. */
export type ContentReads = Omit<ContentService, 'tracking'>;
