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
