import type { ImageValue } from '@common/admin/media';
import {
  type AdminArticle,
  type ArticleDraftInput,
  type CoverageState,
  NEWS_LANGUAGES,
  type NewsLanguage,
  slugify,
  TRANSLATED_LOCALES,
  type TranslatedLocale,
} from '@common/admin/news';

export interface VersionForm {
  title: string;
  slug: string;
  excerpt: string;
  contentHtml: string;
}

export interface FormState {
  category: string;
  author: string;
  versions: Record<NewsLanguage, VersionForm>;
  /** The slug follows the title until someone edits it (never for a version already on the site). */
  slugAuto: Record<NewsLanguage, boolean>;
}

const EMPTY_VERSION: VersionForm = { title: '', slug: '', excerpt: '', contentHtml: '' };

export function formOf(article: AdminArticle | undefined, author: string): FormState {
  const versions = {} as FormState['versions'];
  const slugAuto = {} as FormState['slugAuto'];
  for (const locale of NEWS_LANGUAGES) {
    const version = article?.versions[locale];
    versions[locale] = version
      ? { title: version.title, slug: version.slug, excerpt: version.excerpt, contentHtml: version.contentHtml }
      : { ...EMPTY_VERSION };
    slugAuto[locale] = !version?.publishedSlug && (!version?.slug || version.slug === slugify(version.title));
  }
  return { category: article?.category ?? '', author: article?.author ?? author, versions, slugAuto };
}

/** Text without its markup: an editor left with only an empty paragraph holds no content. */
const hasContent = (html: string) => /<img\b/i.test(html) || html.replace(/<[^>]*>|&nbsp;/g, '').trim() !== '';

/** A translation nobody has started (all fields empty) is not sent: the article has no version in that language. */
export const isBlank = (version: VersionForm) =>
  !version.title.trim() && !version.slug.trim() && !version.excerpt.trim() && !hasContent(version.contentHtml);

/**
 * The image as the form sends it: an uploaded image's id, null when removed, left out when untouched (an
 * article from before uploads keeps its picture).
 */
export interface ImageState {
  value: ImageValue | null;
  touched: boolean;
}

/** What a save sends (without `savedAt` and `autosave`, which the caller adds). */
export function draftOf(
  form: FormState,
  image: ImageState,
  article: AdminArticle | undefined,
  reviewed: Record<TranslatedLocale, boolean>,
): ArticleDraftInput {
  const version = (locale: NewsLanguage) => {
    const v = form.versions[locale];
    const alt = image.value ? image.value.alt[locale]?.trim() || null : (article?.versions[locale]?.imageAlt ?? null);
    return {
      title: v.title,
      slug: v.slug,
      excerpt: v.excerpt,
      contentHtml: hasContent(v.contentHtml) ? v.contentHtml : '',
      imageAlt: alt,
    };
  };
  return {
    category: form.category,
    author: form.author,
    imageId: image.touched || image.value ? (image.value?.id ?? null) : undefined,
    versions: {
      en: version('en'),
      fr: isBlank(form.versions.fr) ? null : version('fr'),
      sw: isBlank(form.versions.sw) ? null : version('sw'),
    },
    reviewed: TRANSLATED_LOCALES.filter((locale) => reviewed[locale] && !isBlank(form.versions[locale])),
  };
}

const englishText = (v: VersionForm) => JSON.stringify([v.title.trim(), v.excerpt.trim(), v.contentHtml]);

/**
 * A translation's state as the form stands (the server decides the same on save): missing when blank;
 * out of date when the saved one was, or when the English changed here and this translation did not,
 * unless someone confirmed it still matches; otherwise present.
 */
export function liveCoverage(
  locale: TranslatedLocale,
  form: FormState,
  saved: FormState,
  article: AdminArticle | undefined,
  reviewed: boolean,
): CoverageState {
  const version = form.versions[locale];
  if (isBlank(version)) return 'missing';
  if (reviewed) return 'present';
  const edited = JSON.stringify(version) !== JSON.stringify(saved.versions[locale]);
  if (edited) return 'present';
  if (article?.versions[locale]?.outOfDate) return 'outdated';
  return englishText(form.versions.en) !== englishText(saved.versions.en) ? 'outdated' : 'present';
}

/** The language tab holding a field path's error ("versions.fr.slug"), English for the shared fields. */
export function tabOf(path: string | undefined): NewsLanguage {
  const match = /^versions\.(en|fr|sw)\b/.exec(path ?? '');
  return (match?.[1] as NewsLanguage | undefined) ?? 'en';
}
