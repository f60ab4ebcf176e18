import type { ApiErrorCode } from '@common/admin/api-errors';
import {
  type ArticleDraftData,
  type CoverageState,
  englishSource,
  NEWS_LANGUAGES,
  type NewsLanguage,
  type RevisionData,
  SLUG_PATTERN,
  type StoredVersion,
  slugify,
  TRANSLATED_LOCALES,
  type TranslatedLocale,
  type VersionInput,
} from '@common/admin/news';
import { sanitizeArticleHtml } from '../../lib/sanitize';

/*
 * The working copy of an article (news_drafts.data, and every revision): what staff edit. Pure functions:
 * sanitising, slugs, and the record of which English text each translation was made from.
 */

/** Every save goes through the sanitiser, so what is stored (and previewed, and published) is safe. */
function storeVersion(input: VersionInput, fallbackSlug: string): StoredVersion {
  const title = input.title.trim();
  return {
    title,
    slug: input.slug.trim() || slugify(title) || fallbackSlug,
    excerpt: input.excerpt.trim(),
    contentHtml: sanitizeArticleHtml(input.contentHtml),
    imageAlt: input.imageAlt?.trim() || null,
  };
}

const sameText = (a: StoredVersion, b: StoredVersion | undefined) =>
  !!b && a.title === b.title && a.excerpt === b.excerpt && a.contentHtml === b.contentHtml;

/**
 * The working copy a save makes. A translation records the English it was saved against (`source`):
 * when its own text changed, when it is new, or when staff say they reviewed it; otherwise it keeps the
 * old record, so a change to the English alone makes it out of date.
 */
export function buildWorkingCopy(
  input: ArticleDraftData,
  previous: RevisionData | null,
  image: { imageId: number | null; imageUrl: string | null },
  fallbackSlug: string,
): RevisionData {
  const en = storeVersion(input.versions.en, fallbackSlug);
  const source = englishSource(en);
  const versions: RevisionData['versions'] = { en: { ...en, source } };
  for (const locale of TRANSLATED_LOCALES) {
    const given = input.versions[locale];
    if (!given) continue;
    const version = storeVersion(given, `${en.slug}-${locale}`);
    const before = previous?.versions[locale];
    const keep = sameText(version, before) && !input.reviewed?.includes(locale) && before?.source;
    versions[locale] = { ...version, source: keep ? before.source : source };
  }
  return { category: input.category.trim(), author: input.author.trim(), ...image, versions };
}

/** Reads stored JSON defensively (rows written by older code or by hand). */
export function readWorkingCopy(data: RevisionData | Record<string, unknown>): RevisionData {
  const raw = data as Partial<RevisionData>;
  const versions: RevisionData['versions'] = {};
  for (const locale of NEWS_LANGUAGES) {
    const v = raw.versions?.[locale];
    if (!v || typeof v !== 'object') continue;
    versions[locale] = {
      title: String(v.title ?? ''),
      slug: String(v.slug ?? ''),
      excerpt: String(v.excerpt ?? ''),
      contentHtml: String(v.contentHtml ?? ''),
      imageAlt: v.imageAlt ? String(v.imageAlt) : null,
      ...(v.source ? { source: String(v.source) } : {}),
    };
  }
  return {
    category: String(raw.category ?? ''),
    author: String(raw.author ?? ''),
    imageId: typeof raw.imageId === 'number' ? raw.imageId : null,
    imageUrl: typeof raw.imageUrl === 'string' ? raw.imageUrl : null,
    versions,
  };
}

/** Present, missing, or out of date (the English text differs from the one the translation was saved against). */
export function coverageOf(copy: RevisionData, locale: TranslatedLocale): CoverageState {
  const version = copy.versions[locale];
  const en = copy.versions.en;
  if (!version?.title) return 'missing';
  if (en && version.source && version.source !== englishSource(en)) return 'outdated';
  return 'present';
}

/** What publishing a version needs; the messages name the field, keyed as the form's fields are. */
export function missingForPublication(copy: RevisionData, language: NewsLanguage): Record<string, ApiErrorCode> {
  const version = copy.versions[language];
  const prefix = `versions.${language}`;
  if (!version) return { [prefix]: 'news.noLanguageText' };
  const errors: Record<string, ApiErrorCode> = {};
  // A draft may lack them (it is saved from its first title); the site never shows an article without them.
  if (!copy.category) errors.category = 'news.categoryToPublish';
  if (!copy.author) errors.author = 'news.authorToPublish';
  if (!version.title) errors[`${prefix}.title`] = 'news.titleToPublish';
  if (!SLUG_PATTERN.test(version.slug)) errors[`${prefix}.slug`] = 'news.slugToPublish';
  if (!version.excerpt) errors[`${prefix}.excerpt`] = 'news.excerptToPublish';
  if (!version.contentHtml.replace(/<[^>]*>/g, '').trim()) errors[`${prefix}.contentHtml`] = 'news.contentToPublish';
  return errors;
}

/** What names an article in lists, the history and the audit log: its first title (English, else French, else Swahili). */
export const titleOf = (copy: RevisionData): string =>
  NEWS_LANGUAGES.map((language) => copy.versions[language]?.title).find(Boolean) ?? '';

/** The slugs of the working copy, by language. */
export const slugsOf = (copy: RevisionData) =>
  NEWS_LANGUAGES.flatMap((language) => {
    const slug = copy.versions[language]?.slug;
    return slug ? [{ language, slug }] : [];
  });
