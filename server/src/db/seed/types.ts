import type { Translations } from '../../../../common/src/locale';

/** One demo article. `image` is the base name of a file set under client/public/images/news/. */
export interface SeedArticle {
  slug: string;
  title: string;
  excerpt: string;
  /** Real HTML: headings, paragraphs, lists, links. Sanitised again on insert. */
  content: string;
  category: string;
  author: string;
  image?: string;
  status: 'published' | 'draft';
  /** An ISO date, or a number of days from the moment of seeding (for scheduled articles). */
  publishedAt: string | { inDays: number };
}

export interface SeedMetric {
  metricKey: string;
  category: string;
  value: string;
  label: string;
  description?: string;
  icon?: string;
  active: boolean;
  translations: Translations<{ category: string; value: string; label: string; description: string }>;
}

export interface SeedStory {
  name: string;
  title: string;
  company?: string;
  category: string;
  year?: number;
  location?: string;
  story: string;
  impact?: string;
  /** A path under /images/stories/, or absent for the initials avatar. */
  imageUrl?: string;
  published: boolean;
  translations: Translations<{
    title: string;
    company: string;
    category: string;
    location: string;
    story: string;
    impact: string;
  }>;
}

/** The French or Swahili version of a demo article, written in that language (not machine-translated). */
export interface SeedArticleTranslation {
  /** ASCII, lower-case, hyphenated words of that language; unique across every article and language. */
  slug: string;
  title: string;
  excerpt: string;
  /** The same structure as the English: the same headings, paragraphs, list items and links. */
  content: string;
}

/**
 * One demo record of a content kind (common/src/entries/kinds.ts). `values` holds every field (English for
 * translatable ones); a `ref` field holds the `key` of the record it refers to (a job's company:
 * 'greenharvest'), resolved to its id when the demo is inserted; `date` fields may be { inDays } from the
 * moment of seeding, so a demo opening is always recent. `translations` are French and Swahili.
 */
export interface SeedEntry<
  K extends import('@common/entries/kinds').EntryKind = import('@common/entries/kinds').EntryKind,
> {
  kind: K;
  /** How other demo records refer to this one; not stored. */
  key?: string;
  published?: boolean;
  values: Record<string, string | number | boolean | string[] | null | { inDays: number }>;
  translations?: Partial<Record<'fr' | 'sw', Record<string, string | string[]>>>;
}
