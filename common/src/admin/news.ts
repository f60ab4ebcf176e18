import * as z from 'zod/mini';
import { LOCALES, type Locale } from '../locale';
import { type Fields, recordInputSchema, wordsSpec } from '../model/fields';
import { asText, VERSION_STATES, type VersionState, type Versions, type WordsSpec } from '../model/versions';
import { queryInteger, rowIdSchema } from '../row-ids';
import { SLUG_PATTERN } from '../slug';
import { errorCode } from './api-errors';
import type { RecordRevision, RecordRevisionDetail, RecordSnapshot } from './revisions';

/*
 * News articles in the admin area (docs/decisions/019, 078, 079; section 'news', roles owner and editor). All
 * paths are under /api/admin, every one declares `config: { access: 'news' }`, every change is audited, and
 * every state change needs the CSRF token (client/src/admin/api/client.ts sends it).
 *
 * An article is one record of the one content model (docs/decisions/078): what is the same in every
 * language once (`values`: category, author, image, companies), and its words per language (`words`: title, slug,
 * excerpt, contentHtml, imageAlt), any language first, none required. Staff edit a working copy (saved and
 * autosaved through the one write path: merge of two people's edits, history, audit); publishing copies
 * chosen languages of it to the site, each at its own address.
 *
 *   GET    /news?status&language&coverage&category&q&page   list (AdminNewsListQuery → AdminNewsList)
 *   GET    /news/categories                 categories in use, the five known first (string[])
 *   POST   /news                            create (ArticleSaveInput → 201 AdminArticle)
 *   GET    /news/:id                        the article as the editor reads it (AdminArticle)
 *   PUT    /news/:id/draft                  save or autosave the working copy (ArticleSaveInput → AdminArticle)
 *   POST   /news/:id/publish                publish languages now, or at publishAt (PublishInput → AdminArticle)
 *   POST   /news/:id/schedule               same, publishAt required and in the future (ScheduleInput → AdminArticle)
 *   POST   /news/:id/unpublish              take languages off the site, all by default (UnpublishInput → AdminArticle)
 *   DELETE /news/:id                        delete, its addresses answering as chosen (ArticleDeleteInput → { success })
 *   GET    /news/:id/history                its versions, newest first (ArticleRevision[])
 *   GET    /news/:id/history/:revision      one version with what it held (ArticleRevisionDetail): "Restore as
 *                                           draft" loads its `snapshot` into the form, and the editor saves it
 *                                           with `restoredFrom: revision` (audited as news.restored)
 *   GET    /news/:id/preview?lang=en|fr|sw  the working copy rendered as its public page (HTML, no-store,
 *                                           noindex; open in a new tab: newsPreviewUrl)
 *   GET    /news/featured                   the three home page picks (FeaturedList)
 *   PUT    /news/featured                   choose them (FeaturedInput → FeaturedList)
 *
 * Errors: 400 { code, message, errors? } for bad input, `errors` keyed by the form's field paths
 * ('values.category', 'words.fr.slug', 'languages'); 404 unknown article or version; 409 a slug another
 * article uses (errors['words.fr.slug']), or `entries.conflict` when a colleague changed the same field
 * since this editor opened the article: `detail: { conflicts: [{ path, base, mine, theirs }], revision,
 * current }` (common/src/model/merge.ts); fields only one of them changed are merged silently.
 */

export const NEWS_LIMITS = {
  title: 200,
  slug: 120,
  excerpt: 600,
  /** Characters of HTML per language (before sanitising). */
  content: 200_000,
  category: 60,
  author: 100,
  imageAlt: 300,
  /** The address of a picture shipped with an article before uploads (/images/news/…). */
  imageUrl: 300,
  search: 100,
} as const;

export { SLUG_PATTERN };

/**
 * An article's fields: the same in every language (the category, stored in English and named by each page
 * in its language; the by-line; the image; the companies of the group it is about, none, one or several)
 * and words, per language. `imageUrl` is not edited: it is the image's address on the site (the uploaded
 * image's 960 WebP, or a picture shipped with the article before uploads, kept while no image is chosen
 * and the editor sends it back as read).
 */
export const ARTICLE_FIELDS = {
  category: { type: 'text', max: NEWS_LIMITS.category },
  author: { type: 'text', max: NEWS_LIMITS.author },
  imageId: { type: 'image', shape: 'wide' },
  /** Company records (docs/decisions/085): the news list's filter, each company's page and feed. */
  companies: { type: 'refs', ref: 'company' },
  imageUrl: { type: 'text', max: NEWS_LIMITS.imageUrl, internal: true },
  title: { type: 'text', perLanguage: true, required: true, max: NEWS_LIMITS.title },
  /** Unique across every language of every article; made from the title when left empty. */
  slug: { type: 'slug', perLanguage: true, unique: true, max: NEWS_LIMITS.slug },
  excerpt: { type: 'longtext', perLanguage: true, max: NEWS_LIMITS.excerpt },
  /** Rich-text HTML; sanitised by the server on every save (what comes back is what is stored). */
  contentHtml: { type: 'longtext', perLanguage: true, max: NEWS_LIMITS.content },
  imageAlt: { type: 'text', perLanguage: true, max: NEWS_LIMITS.imageAlt },
} as const satisfies Fields;

/**
 * An article's words for the version rule (common/src/model/versions.ts): a version needs a title to count
 * as written; a translation follows its source's title, excerpt and text (its address and its image's
 * description are its own, so changing them marks no other language out of date).
 */
export const ARTICLE_WORDS: WordsSpec = {
  ...wordsSpec(ARTICLE_FIELDS),
  followed: ['title', 'excerpt', 'contentHtml'],
};

/** What publishing a language needs besides its title: its address, its excerpt and its text. */
export const PUBLISH_NEEDS = ['slug', 'excerpt', 'contentHtml'] as const;

export type ArticleValues = {
  category: string | null;
  author: string | null;
  imageId: number | null;
  imageUrl: string | null;
  /** Company record ids, ascending. */
  companies: number[];
};

/** One language's words of an article, as the editor holds them (empty fields left out). */
export interface ArticleWords {
  title?: string;
  slug?: string;
  excerpt?: string;
  contentHtml?: string;
  imageAlt?: string;
}

/**
 * The working copy (news_drafts.data) and every version of it in the history (`revisions`, record type
 * 'news'): the one record shape (docs/decisions/078).
 */
export interface ArticleRecord extends RecordSnapshot {
  values: ArticleValues;
  versions: Versions;
}

/**
 * A save of the working copy: the shared record input of ARTICLE_FIELDS (common/src/model/fields.ts) —
 * `values` whole; `words` per language (left out: kept; null: that language removed from the working copy;
 * it stays on the site until unpublished); `from`, `reviewed`, `correction`; `revision`, the version the
 * editor opened or last saved (the base of a merge with a colleague's save); `restoredFrom` for a version
 * brought back from the history — plus, for the editor's periodic save, `autosave: true` and `editSession`
 * (a random id the editor makes when it opens): a sitting's autosaves keep one version in the history and
 * write one audit line between them. `published` is not read: publication has its own actions.
 */
export const articleSaveSchema = z.intersection(
  recordInputSchema(ARTICLE_FIELDS),
  z.object({
    autosave: z.optional(z.boolean()),
    editSession: z.optional(z.string().check(z.maxLength(64))),
  }),
);
export type ArticleSaveInput = z.input<typeof articleSaveSchema>;
export type ArticleSaveData = z.output<typeof articleSaveSchema>;

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

/** Whether the words of a language hold what publishing it needs (and a title). */
export const readyToPublish = (words: Record<string, unknown> | undefined): boolean =>
  asText(words?.title) !== '' &&
  SLUG_PATTERN.test(asText(words?.slug)) &&
  asText(words?.excerpt) !== '' &&
  asText(words?.contentHtml)
    .replace(/<[^>]*>/g, '')
    .trim() !== '';

const languages = z
  .array(z.enum(LOCALES, errorCode('field.language')))
  .check(z.minLength(1, errorCode('field.oneLanguage')), z.maxLength(LOCALES.length));

const isoDate = z.string(errorCode('field.dateTime')).check(
  z.maxLength(40),
  z.refine((value) => !Number.isNaN(Date.parse(value)), errorCode('field.dateTimeValid')),
);

/**
 * Publishes the working copy of these languages, any of them, in any order (docs/decisions/078): each
 * appears at its own address, and the article's same-in-every-language values (category, author, image,
 * companies) go to the site with it. `publishAt` (ISO 8601 with offset, stored in UTC) is the whole article's time;
 * left out, it appears now (an article already on the site keeps its date).
 */
export const publishSchema = z.object({
  languages,
  publishAt: z.optional(z.nullable(isoDate)),
});
export type PublishInput = z.input<typeof publishSchema>;

export const scheduleSchema = z.object({ languages, publishAt: isoDate });
export type ScheduleInput = z.input<typeof scheduleSchema>;

/**
 * Takes these languages off the site (no list: all of them); their addresses then lead to a version still
 * on the site. With none left the article is a draft again. The working copy stays.
 */
export const unpublishSchema = z.object({ languages: z.optional(languages) });
export type UnpublishInput = z.input<typeof unpublishSchema>;

/**
 * What a deleted article's public addresses answer (docs/decisions/040): a permanent redirect to another
 * article (`targetId`) or to the news list, or 410 Gone.
 */
export const ARTICLE_REMOVAL_ANSWERS = ['article', 'list', 'gone'] as const;
export type ArticleRemovalAnswer = (typeof ARTICLE_REMOVAL_ANSWERS)[number];
const id = rowIdSchema();
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

/** Draft: not on the site. Scheduled: published with a future time. Published: on the site. */
export const ARTICLE_STATUSES = ['draft', 'scheduled', 'published'] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];

/** The list's filter by a language's state: a state, or 'stale' (missing or out of date: what needs a translator). */
const COVERAGE_FILTERS = [...VERSION_STATES, 'stale'] as const;
export type CoverageFilter = (typeof COVERAGE_FILTERS)[number];
/** Whether a language's state passes the list's filter. */
export const coverageMatches = (state: VersionState, filter: CoverageFilter): boolean =>
  filter === 'stale' ? state !== 'current' : state === filter;

/** Where a draft stands in review (docs/decisions/089): waiting for a reviewer, or sent back to its writer. */
export const REVIEW_STATES = ['submitted', 'returned'] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];

export const newsListQuerySchema = z.object({
  status: z.optional(z.enum(ARTICLE_STATUSES)),
  /** A language and its state, e.g. language=en&coverage=missing; coverage alone: in any language. */
  language: z.optional(z.enum(LOCALES)),
  coverage: z.optional(z.enum(COVERAGE_FILTERS)),
  category: z.optional(z.string().check(z.trim(), z.maxLength(NEWS_LIMITS.category))),
  q: z.optional(z.string().check(z.trim(), z.maxLength(NEWS_LIMITS.search))),
  /** Waiting for review, or sent back (docs/decisions/089). */
  review: z.optional(z.enum(REVIEW_STATES)),
  page: z._default(queryInteger(1, 100_000), 1),
});
/** What the list screen asks for (the page as a number; the address carries it as digits). */
export type AdminNewsListQuery = Omit<z.input<typeof newsListQuerySchema>, 'page'> & { page?: number };
export const ADMIN_NEWS_PAGE_SIZE = 20;

/** A language of the article as the site shows it now (or will, at the article's time). */
export interface SiteVersion {
  /** Its address part on the site. */
  slug: string;
  /** Its public address (the version's own: /news/{slug}). */
  path: string;
  /** True when the working copy's words in this language, or the article's values, differ from the site's. */
  changed: boolean;
}

/** An article as the editor reads it (the record of docs/decisions/078, and what the site shows of it). */
export interface AdminArticle {
  id: number;
  /** The working copy's same-in-every-language fields. */
  values: ArticleValues;
  /** The working copy's words per language written (no bookkeeping). */
  words: Partial<Record<Locale, ArticleWords>>;
  /** The language each version was written from (null: an original). */
  sources: Partial<Record<Locale, Locale | null>>;
  /** Each language's state in the working copy: missing, out of date or current (every language). */
  status: Record<Locale, VersionState>;
  /** When each version's words last changed. */
  changedAt: Partial<Record<Locale, string>>;
  /** The article's name: its title in the staff member's language where written, else its original's. */
  label: string;
  /** The version this is (the history's newest): send it back with the next save. */
  revision: number | null;
  /** The whole article on the site: draft (nowhere), scheduled (its time not yet come) or published. */
  publication: ArticleStatus;
  /** The article's publication time (UTC, ISO 8601); null while a draft. */
  publishAt: string | null;
  featuredRank: number | null;
  /** The languages on the site (or scheduled), each at its own address. */
  site: Partial<Record<Locale, SiteVersion>>;
  /** When the working copy was last saved, and by whom (a name, never an address). */
  savedAt: string;
  savedBy: string | null;
  createdAt: string;
  /** Where it stands in review (docs/decisions/089); null when never submitted or since published. */
  review: ArticleReview | null;
}

/**
 * Review before publication (docs/decisions/089): a writer submits a draft; a reviewer (an editor or an
 * owner, within the companies they are limited to) publishes or schedules it, or sends it back with a
 * comment the writer sees beside the draft.
 */
export interface ArticleReview {
  state: ReviewState;
  /** When it was submitted (state submitted) or sent back (returned), ISO 8601. */
  at: string;
  /** Who submitted it (a name, never an address); null when their account is gone. */
  submittedBy: string | null;
  /** The reviewer's comment when sent back. */
  comment: string | null;
  /** Who sent it back (a name). */
  returnedBy: string | null;
}

// Sending a submitted draft back to its writer, with what to change: the one rule of every review.
export { REVIEW_COMMENT_MAX, returnSchema } from './review';

export interface AdminNewsListItem {
  id: number;
  /** Its title in the staff member's language where written, else in its original language. */
  label: string;
  category: string;
  author: string;
  publication: ArticleStatus;
  publishAt: string | null;
  createdAt: string;
  updatedAt: string;
  featuredRank: number | null;
  /** Each language's state in the working copy (every language; none is required). */
  status: Record<Locale, VersionState>;
  /** The languages on the site. */
  published: Locale[];
  /** Where it stands in review, and since when (docs/decisions/089). */
  review: { state: ReviewState; at: string } | null;
}

export interface AdminNewsList {
  items: AdminNewsListItem[];
  total: number;
  page: number;
  pageSize: number;
}

/** A version of the article in its history (actions: created, saved, autosave, restored, published, scheduled, unpublished). */
export type ArticleRevision = RecordRevision;
/** One version with what it held: `snapshot` is an ArticleRecord. */
export type ArticleRevisionDetail = RecordRevisionDetail;

export interface FeaturedItem {
  id: number;
  title: string;
  /** The language of `title` (the staff member's where published, else the article's original). */
  lang: Locale;
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

/** Where staff preview the working copy of an article in a language (opens the rendered public page). */
export const newsPreviewUrl = (id: number, lang: Locale) => `/api/admin/news/${id}/preview?lang=${lang}`;
