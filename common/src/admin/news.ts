import * as z from 'zod/mini';
import type { Locale } from '../locale';
import { queryInteger, rowIdSchema } from '../row-ids';
import { SLUG_PATTERN } from '../slug';
import { errorCode } from './api-errors';
import { sourceHash, TRANSLATED_LOCALES, type TranslatedLocale } from './impact';

/*
 * News articles in the admin area (docs/decisions/019; section 'news', roles owner and editor). All paths are
 * under /api/admin, every one declares `config: { access: 'news' }`, every change is audited, and every
 * state change needs the CSRF token (client/src/admin/api/client.ts sends it).
 *
 *   GET    /news?status&coverage&category&q&page       list (NewsListQuery → AdminNewsList)
 *   GET    /news/categories                            categories in use, the five known first (string[])
 *   POST   /news                                       create (ArticleDraftInput → 201 { id })
 *   GET    /news/:id                                   detail (AdminArticle)
 *   PUT    /news/:id/draft                             save or autosave the working copy (ArticleDraftInput → AdminArticle)
 *   POST   /news/:id/publish                           publish languages now, or at publishAt (PublishInput → AdminArticle)
 *   POST   /news/:id/schedule                          same, publishAt required and in the future (ScheduleInput → AdminArticle)
 *   POST   /news/:id/unpublish                         take languages off the site (UnpublishInput → AdminArticle)
 *   DELETE /news/:id                                   delete an article that is not published (→ { success })
 *   GET    /news/:id/revisions                         history, newest first (RevisionItem[])
 *   GET    /news/:id/revisions/:revisionId             one saved version (Revision)
 *   POST   /news/:id/revisions/:revisionId/restore     make it the working copy; never publishes (→ AdminArticle)
 *   GET    /news/:id/preview?lang=en|fr|sw             the working copy rendered as its public page (HTML,
 *                                                      no-store, noindex; open in a new tab: newsPreviewUrl)
 *   GET    /news/featured                              the three home page picks (FeaturedList)
 *   PUT    /news/featured                              choose them (FeaturedInput → FeaturedList)
 *
 * Errors: 400 { message, fields? } for bad input (fields keyed like 'versions.fr.slug'), 404 unknown
 * article, 409 { message } when the working copy changed since it was read (send `savedAt` back) or a
 * slug is taken.
 */

export const NEWS_LANGUAGES = ['en', ...TRANSLATED_LOCALES] as const satisfies readonly Locale[];
export type NewsLanguage = (typeof NEWS_LANGUAGES)[number];
export { TRANSLATED_LOCALES, type TranslatedLocale };

/** Draft: not on the site. Scheduled: published with a future time. Published: on the site. */
export const ARTICLE_STATUSES = ['draft', 'scheduled', 'published'] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];

/** A language of an article: present, missing, or out of date (the English changed after it was saved). */
export const COVERAGE_STATES = ['present', 'missing', 'outdated'] as const;
export type CoverageState = (typeof COVERAGE_STATES)[number];
/** The list's filter by a language's state: a state, or 'stale' (missing or out of date: what needs a translator). */
const COVERAGE_FILTERS = [...COVERAGE_STATES, 'stale'] as const;
export type CoverageFilter = (typeof COVERAGE_FILTERS)[number];
/** Whether a language's state passes the list's filter. */
export const coverageMatches = (state: CoverageState, filter: CoverageFilter): boolean =>
  filter === 'stale' ? state !== 'present' : state === filter;

export const NEWS_LIMITS = {
  title: 200,
  slug: 120,
  excerpt: 600,
  /** Characters of HTML per language (before sanitising). */
  content: 200_000,
  category: 60,
  author: 100,
  imageAlt: 300,
  search: 100,
} as const;

export { SLUG_PATTERN };

const slugMessage = errorCode('news.slugPattern');

/** A slug made from a title: accents dropped, lowercase, words joined by hyphens. */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, NEWS_LIMITS.slug)
    .replace(/-+$/, '');
}

const maxText = (max: number) =>
  z.string(errorCode('field.writeText')).check(z.trim(), z.maxLength(max, errorCode('field.tooLong')));

/**
 * One language version of the working copy. A draft may be incomplete (autosave keeps whatever is
 * typed); publishing checks that title, slug, excerpt and content are all there. An empty slug is made
 * from the title on save.
 */
const versionInputSchema = z.object({
  title: maxText(NEWS_LIMITS.title),
  slug: z.string(errorCode('news.slug')).check(
    z.trim(),
    z.maxLength(NEWS_LIMITS.slug, errorCode('field.tooLong')),
    z.refine((slug) => slug === '' || SLUG_PATTERN.test(slug), slugMessage),
  ),
  excerpt: maxText(NEWS_LIMITS.excerpt),
  /** Rich-text HTML; sanitised by the server on every save (what comes back is what is stored). */
  contentHtml: z
    .string(errorCode('news.content'))
    .check(z.maxLength(NEWS_LIMITS.content, errorCode('news.contentTooLong'))),
  imageAlt: z.optional(z.nullable(maxText(NEWS_LIMITS.imageAlt))),
});
export type VersionInput = z.input<typeof versionInputSchema>;

const id = rowIdSchema();

/**
 * The working copy as a save sends it. A draft is saved from its first change, so nothing typed waits
 * on a save: a title in any one language is enough; the category, the author and the English version are
 * needed to publish (`missingForPublication` on the server), not to keep what was typed.
 */
export const articleDraftSchema = z
  .object({
    category: z
      .string(errorCode('news.category'))
      .check(z.trim(), z.maxLength(NEWS_LIMITS.category, errorCode('field.tooLong'))),
    author: z
      .string(errorCode('news.author'))
      .check(z.trim(), z.maxLength(NEWS_LIMITS.author, errorCode('field.tooLong'))),
    /**
     * An uploaded image (media id; its 960 WebP becomes the address), null for none. Left out: the image
     * stays as it is (articles from before uploads keep their /images/news/ picture).
     */
    imageId: z.optional(z.nullable(id)),
    versions: z.object({
      /** Always sent; its fields may be empty in a draft written first in another language. */
      en: versionInputSchema,
      /** Null or absent: no French version (removing it from the working copy). */
      fr: z.optional(z.nullable(versionInputSchema)),
      sw: z.optional(z.nullable(versionInputSchema)),
    }),
    /**
     * Translations whose text did not change but which someone checked against the new English: they are
     * marked current again (otherwise a translation is current only when its own text was saved after the
     * English).
     */
    reviewed: z.optional(z.array(z.enum(TRANSLATED_LOCALES)).check(z.maxLength(2))),
    /** True for the editor's periodic save: consecutive autosaves by one person share one history entry. */
    autosave: z.optional(z.boolean()),
    /** `savedAt` of the working copy as read; a save over someone else's newer save is refused (409). */
    savedAt: z.optional(z.nullable(z.string().check(z.maxLength(40)))),
    /**
     * The editor's sitting (a random id the editor makes when it opens): its autosaves write one audit line
     * between them, not one each.
     */
    editSession: z.optional(z.string().check(z.maxLength(64))),
  })
  .check(
    z.refine((draft) => NEWS_LANGUAGES.some((language) => (draft.versions[language]?.title ?? '').trim() !== ''), {
      message: errorCode('news.title'),
      path: ['versions', 'en', 'title'],
    }),
  );
export type ArticleDraftInput = z.input<typeof articleDraftSchema>;
export type ArticleDraftData = z.output<typeof articleDraftSchema>;

const languages = z
  .array(z.enum(NEWS_LANGUAGES, errorCode('field.language')))
  .check(z.minLength(1, errorCode('field.oneLanguage')), z.maxLength(3));

const isoDate = z.string(errorCode('field.dateTime')).check(
  z.maxLength(40),
  z.refine((value) => !Number.isNaN(Date.parse(value)), errorCode('field.dateTimeValid')),
);

/**
 * Publishes the working copy of these languages (English must be published, or be in the list, for a
 * translation to appear). `publishAt` (ISO 8601 with offset, stored in UTC): when the article appears;
 * left out, it appears now (an article already on the site keeps its date).
 */
export const publishSchema = z.object({
  languages,
  publishAt: z.optional(z.nullable(isoDate)),
});
export type PublishInput = z.input<typeof publishSchema>;

export const scheduleSchema = z.object({ languages, publishAt: isoDate });
export type ScheduleInput = z.input<typeof scheduleSchema>;

/** Takes these languages off the site; English (or no list) takes the whole article off. The working copy stays. */
export const unpublishSchema = z.object({ languages: z.optional(languages) });
export type UnpublishInput = z.input<typeof unpublishSchema>;

/**
 * What a deleted article's public addresses answer (docs/decisions/040): a permanent redirect to another
 * article (`targetId`) or to the news list, or 410 Gone.
 */
export const ARTICLE_REMOVAL_ANSWERS = ['article', 'list', 'gone'] as const;
export type ArticleRemovalAnswer = (typeof ARTICLE_REMOVAL_ANSWERS)[number];
export const articleDeleteSchema = z
  .object({ addresses: z.enum(ARTICLE_REMOVAL_ANSWERS), targetId: z.optional(z.nullable(id)) })
  .check(
    z.refine((value) => value.addresses !== 'article' || typeof value.targetId === 'number', {
      message: errorCode('news.chooseRedirectTarget'),
      path: ['targetId'],
    }),
  );
export type ArticleDeleteInput = z.input<typeof articleDeleteSchema>;

export const FEATURED_MAX = 3;
/** Article ids in their order on the home page; fewer than three: the newest published fill the rest. */
export const featuredSchema = z.object({
  ids: z.array(id).check(z.maxLength(FEATURED_MAX, errorCode('news.featuredMax'))),
});
export type FeaturedInput = z.input<typeof featuredSchema>;

export const newsListQuerySchema = z.object({
  status: z.optional(z.enum(ARTICLE_STATUSES)),
  /** A language and its state, e.g. coverage=fr:missing (combine with the language filter). */
  language: z.optional(z.enum(TRANSLATED_LOCALES)),
  coverage: z.optional(z.enum(COVERAGE_FILTERS)),
  category: z.optional(z.string().check(z.trim(), z.maxLength(NEWS_LIMITS.category))),
  q: z.optional(z.string().check(z.trim(), z.maxLength(NEWS_LIMITS.search))),
  page: z._default(queryInteger(1, 100_000), 1),
});
/** What the list screen asks for (the page as a number; the address carries it as digits). */
export type AdminNewsListQuery = Omit<z.input<typeof newsListQuerySchema>, 'page'> & { page?: number };
export const ADMIN_NEWS_PAGE_SIZE = 20;

/** One language version of an article as the admin API shows it. */
export interface AdminVersion {
  /** The working copy (what the editor edits). */
  title: string;
  slug: string;
  excerpt: string;
  contentHtml: string;
  imageAlt: string | null;
  /** Draft: not on the site in this language; scheduled / published: this language is (or will be) on the site. */
  status: ArticleStatus;
  /** When this language appears or appeared (UTC, ISO 8601); null when not published. */
  publishAt: string | null;
  /** The slug the site uses for this language now (null when not published); differs from `slug` until published. */
  publishedSlug: string | null;
  /** True when the working copy differs from what the site shows in this language. */
  changed: boolean;
  /** French and Swahili: the English changed after this translation was saved. Always false for English. */
  outOfDate: boolean;
  updatedAt: string;
}

export interface AdminArticle {
  id: number;
  category: string;
  author: string;
  imageId: number | null;
  imageUrl: string | null;
  status: ArticleStatus;
  /** The article's publication time (UTC, ISO 8601), null while a draft. */
  publishAt: string | null;
  featuredRank: number | null;
  versions: { en: AdminVersion; fr: AdminVersion | null; sw: AdminVersion | null };
  /** Send it back with the next save (409 if someone else saved meanwhile). */
  savedAt: string;
  savedBy: string | null;
  createdAt: string;
  /** The public address in each language that is on the site now. */
  publicPaths: Partial<Record<NewsLanguage, string>>;
}

export interface AdminNewsListItem {
  id: number;
  title: string;
  category: string;
  author: string;
  status: ArticleStatus;
  publishAt: string | null;
  createdAt: string;
  updatedAt: string;
  featuredRank: number | null;
  /** English is always present. */
  coverage: Record<TranslatedLocale, CoverageState>;
}

export interface AdminNewsList {
  items: AdminNewsListItem[];
  total: number;
  page: number;
  pageSize: number;
}

const REVISION_KINDS = ['created', 'saved', 'autosave', 'published', 'scheduled', 'unpublished', 'restored'] as const;
export type RevisionKind = (typeof REVISION_KINDS)[number];

export interface RevisionItem {
  id: number;
  kind: RevisionKind;
  createdAt: string;
  createdBy: string | null;
  /** The English title of that version. */
  title: string;
  /** The languages the version had. */
  languages: NewsLanguage[];
}

/** A stored version: the working copy as it was (versions without status, as saved). */
export interface RevisionData {
  category: string;
  author: string;
  imageId: number | null;
  imageUrl: string | null;
  versions: Partial<Record<NewsLanguage, StoredVersion>>;
}

export interface StoredVersion {
  title: string;
  slug: string;
  excerpt: string;
  contentHtml: string;
  imageAlt: string | null;
  /** French and Swahili: the hash of the English text this translation was saved against. */
  source?: string;
}

export interface Revision extends RevisionItem {
  data: RevisionData;
}

export interface FeaturedItem {
  id: number;
  title: string;
  category: string;
  publishAt: string | null;
  status: ArticleStatus;
  /** Chosen by staff (1-3), or null when filling in as one of the newest. */
  rank: number | null;
}

export interface FeaturedList {
  /** What the home page shows now, in order. */
  items: FeaturedItem[];
}

/** The English text a translation is made from, hashed: a different hash means the translation is out of date. */
export const englishSource = (en: Pick<StoredVersion, 'title' | 'excerpt' | 'contentHtml'>) =>
  sourceHash(en, ['title', 'excerpt', 'contentHtml']);

/** Where staff preview the working copy of an article in a language (opens the rendered public page). */
export const newsPreviewUrl = (id: number, lang: NewsLanguage) => `/api/admin/news/${id}/preview?lang=${lang}`;
