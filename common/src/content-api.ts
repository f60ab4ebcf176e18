import type { EntryKind } from './entries/kinds';
import type { PublicEntry } from './entries/public';
import type { ImpactMetric, SuccessStory } from './impact';
import type { Locale } from './locale';
import type { NewsArticle, NewsArticleSummary, NewsListQuery, NewsListResponse } from './news';
import type { SiteIdentity } from './site-identity';

/** The reads the server renderer performs in-process, with the same results the HTTP API gives. */
export interface ContentApi {
  listNews(query: NewsListQuery): Promise<NewsListResponse>;
  /** The published version whose slug this is (every version has its own, docs/decisions/079), or null. */
  getNewsArticle(slug: string): Promise<NewsArticle | null>;
  /** The home page's featured articles (FEATURED_NEWS_COUNT), each in `locale` where published, else in its original. */
  featuredNews(locale: Locale): Promise<NewsArticleSummary[]>;
  listMetrics(locale: Locale): Promise<ImpactMetric[]>;
  listStories(locale: Locale): Promise<SuccessStory[]>;
  /** The group's name, contact details, mailboxes and profiles (Settings), or null when none is saved. */
  siteIdentity(): Promise<SiteIdentity | null>;
  /** The records of a content kind shown now (published, inside their dates), in order, in `locale`. */
  entries<K extends EntryKind>(kind: K, locale: Locale): Promise<PublicEntry<K>[]>;
  /** Today in the site's time zone, as a page is rendered ("posted 3 days ago", a posting's closing time). */
  calendar(): Promise<SiteCalendar>;
}

/**
 * The site's day, read on the server: the page and its hydration count days from the same date, and a
 * rendered page that depends on it is rendered again when the next day starts in the site's time zone.
 */
export interface SiteCalendar {
  /** YYYY-MM-DD in `timeZone`. */
  today: string;
  /** The site's time zone (Settings), an IANA name. */
  timeZone: string;
}

/** Settings the browser needs; the server decides them (README: configuration). */
export interface PublicConfig {
  publicUrl: string;
}

export interface RenderRequest {
  url: string;
  locale: import('./locale').Locale;
  content: ContentApi;
  config: PublicConfig;
}

interface RenderResult {
  status: number;
  /** Markup of the React tree. */
  html: string;
  /** Tags for <head>: title, description, canonical, Open Graph. */
  head: string;
  /** JSON handed to the client (dehydrated queries, locale, config). */
  state: string;
  /**
   * Source modules the page needs before it can hydrate (its route chunk and dictionaries), as paths
   * relative to client/, the keys of Vite's build manifest: the server announces their chunks as
   * modulepreload links so the browser fetches them with the entry script, not one after another.
   */
  modules: string[];
}

export type RenderFn = (request: RenderRequest) => Promise<RenderResult>;

/** The route pattern a path renders ('/about', '/news/:slug'; '*' for an unknown address). */
export type RouteOfFn = (pathname: string) => string;
