import type { ApiErrorCode } from '@common/admin/api-errors';
import {
  ARTICLE_WORDS,
  type ArticleRecord,
  type ArticleValues,
  type ArticleWords,
  readyToPublish,
  SLUG_PATTERN,
  slugify,
} from '@common/admin/news';
import { isLocale, LOCALES, type Locale } from '@common/locale';
import { asText, cleanWords, shownLocale, type Version, type Versions, type Words } from '@common/model/versions';
import type { newsArticles, newsVersions } from '../../db/schema';
import { sanitizeArticleHtml } from '../../lib/sanitize';

/*
 * An article as one record of the content model (docs/decisions/078): its working copy (news_drafts.data),
 * every version of it in the history, and what the site holds (news_articles + one news_versions row per
 * published language) read as the same shape. Pure functions.
 */

export type ArticleRow = typeof newsArticles.$inferSelect;
export type VersionRow = typeof newsVersions.$inferSelect;

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);
const id = (value: unknown): number | null => (typeof value === 'number' && Number.isSafeInteger(value) ? value : null);
/** A set of ids as the field type keeps it (model/fields.ts `refs`): ascending, no repeats. */
const ids = (value: unknown): number[] =>
  Array.isArray(value)
    ? [...new Set(value.map(id).filter((v): v is number => v !== null && v > 0))].sort((a, b) => a - b)
    : [];

/** The values as stored, read defensively (rows written by the migration, older code or by hand). */
export const valuesOf = (values: Record<string, unknown> | undefined): ArticleValues => ({
  category: text(values?.category),
  author: text(values?.author),
  imageId: id(values?.imageId),
  imageUrl: text(values?.imageUrl),
  // Versions kept before articles named companies have none.
  companies: ids(values?.companies),
});

/** A stored record (the working copy, a version in the history), read defensively. */
export function readRecord(data: unknown): ArticleRecord {
  const raw = (data ?? {}) as Partial<ArticleRecord>;
  const versions: Versions = {};
  for (const locale of LOCALES) {
    const version = raw.versions?.[locale];
    if (!version || typeof version !== 'object') continue;
    const words = cleanWords(version.words, ARTICLE_WORDS.fields);
    const from = version.from && isLocale(version.from.locale) ? version.from : undefined;
    versions[locale] = {
      words,
      ...(from ? { from: { locale: from.locale, hash: String(from.hash) } } : {}),
      changedAt: typeof version.changedAt === 'string' ? version.changedAt : new Date(0).toISOString(),
    };
  }
  return { values: valuesOf(raw.values), versions };
}

/** A published language as a version of the one shape. */
export function siteVersion(
  row: Pick<
    VersionRow,
    'slug' | 'title' | 'excerpt' | 'content' | 'imageAlt' | 'fromLocale' | 'fromHash' | 'changedAt'
  >,
): Version {
  const words = cleanWords(
    { title: row.title, slug: row.slug, excerpt: row.excerpt, contentHtml: row.content, imageAlt: row.imageAlt },
    ARTICLE_WORDS.fields,
  );
  return {
    words,
    ...(row.fromLocale ? { from: { locale: row.fromLocale, hash: row.fromHash ?? '' } } : {}),
    changedAt: row.changedAt.toISOString(),
  };
}

/** What the site holds of an article, as a record (an article that never had a working copy: seeded, imported). */
export function siteRecord(row: ArticleRow, versions: VersionRow[]): ArticleRecord {
  const record: ArticleRecord = {
    values: {
      category: row.category,
      author: row.author,
      imageId: row.imageId,
      imageUrl: row.imageUrl,
      companies: ids(row.companyIds),
    },
    versions: {},
  };
  for (const version of versions) record.versions[version.locale] = siteVersion(version);
  return record;
}

/** The article's name: its title in `locale` where written, else in its original language. */
export function articleLabel(record: Pick<ArticleRecord, 'versions'>, locale: Locale): string {
  const shown = shownLocale(record.versions, locale, ARTICLE_WORDS);
  return shown ? asText(record.versions[shown]?.words.title) : '';
}

/** The words of every language as stored (ArticleWords, for the editor). */
export const wordsOfRecord = (record: ArticleRecord): Partial<Record<Locale, ArticleWords>> =>
  Object.fromEntries(
    LOCALES.flatMap((locale) => (record.versions[locale] ? [[locale, record.versions[locale]?.words ?? {}]] : [])),
  ) as Partial<Record<Locale, ArticleWords>>;

/**
 * The words a save sends, as they are kept: the text sanitised (what is stored, previewed and published
 * is safe) and an empty slug made from the title (or, taken by another language of the same article, the
 * title's with the language's code; with no title, `article-{id}-{code}`).
 */
export function preparedWords(
  words: Partial<Record<Locale, Words | null>> | undefined,
  fallback: string,
): Partial<Record<Locale, Words | null>> {
  const out: Partial<Record<Locale, Words | null>> = {};
  if (!words) return out;
  const typed = new Set(LOCALES.map((locale) => asText(words[locale]?.slug)).filter((slug) => slug !== ''));
  for (const locale of LOCALES) {
    const given = words[locale];
    if (given === undefined) continue;
    if (given === null) {
      out[locale] = null;
      continue;
    }
    const prepared: Words = { ...given };
    if (typeof given.contentHtml === 'string') prepared.contentHtml = sanitizeArticleHtml(given.contentHtml);
    if (asText(given.slug) === '' && asText(given.title) !== '') {
      const made = slugify(asText(given.title)) || `${fallback}-${locale}`;
      const slug = typed.has(made) ? `${made}-${locale}` : made;
      typed.add(slug);
      prepared.slug = slug;
    }
    out[locale] = prepared;
  }
  return out;
}

/** The slug of each language of a record. */
export const slugsOf = (record: Pick<ArticleRecord, 'versions'>): { locale: Locale; slug: string }[] =>
  LOCALES.flatMap((locale) => {
    const slug = asText(record.versions[locale]?.words.slug);
    return slug ? [{ locale, slug }] : [];
  });

/** Two languages of one article with one slug: each needs its own (slugs are unique across every version). */
export function sharedSlugs(record: Pick<ArticleRecord, 'versions'>): Record<string, ApiErrorCode> {
  const errors: Record<string, ApiErrorCode> = {};
  const seen = new Set<string>();
  for (const { locale, slug } of slugsOf(record)) {
    if (seen.has(slug)) errors[`words.${locale}.slug`] = 'news.slugsDiffer';
    seen.add(slug);
  }
  return errors;
}

/**
 * What publishing a language needs, keyed as the form's fields: the article's category and author, and
 * the language's title, valid slug, excerpt and text (a draft may lack them; the site never shows an
 * article without them).
 */
export function missingForPublication(record: ArticleRecord, locale: Locale): Record<string, ApiErrorCode> {
  const words = record.versions[locale]?.words;
  const errors: Record<string, ApiErrorCode> = {};
  if (!record.values.category) errors['values.category'] = 'news.categoryToPublish';
  if (!record.values.author) errors['values.author'] = 'news.authorToPublish';
  if (!words || asText(words.title) === '') {
    errors[`words.${locale}`] = 'news.noLanguageText';
    return errors;
  }
  if (readyToPublish(words)) return errors;
  if (!SLUG_PATTERN.test(asText(words.slug))) errors[`words.${locale}.slug`] = 'news.slugToPublish';
  if (asText(words.excerpt) === '') errors[`words.${locale}.excerpt`] = 'news.excerptToPublish';
  if (
    asText(words.contentHtml)
      .replace(/<[^>]*>/g, '')
      .trim() === ''
  )
    errors[`words.${locale}.contentHtml`] = 'news.contentToPublish';
  return errors;
}

/** Whether the site's version of a language says what the working copy says (words and values). */
export function sameAsSite(record: ArticleRecord, site: ArticleRecord, locale: Locale): boolean {
  const mine = record.versions[locale]?.words;
  const theirs = site.versions[locale]?.words;
  if (!mine || !theirs) return false;
  const same = (a: unknown, b: unknown) => (a ?? null) === (b ?? null);
  return (
    ARTICLE_WORDS.fields.every((field) => asText(mine[field]) === asText(theirs[field])) &&
    same(record.values.category, site.values.category) &&
    same(record.values.author, site.values.author) &&
    same(record.values.imageId, site.values.imageId) &&
    same(record.values.imageUrl, site.values.imageUrl) &&
    record.values.companies.join() === site.values.companies.join()
  );
}
