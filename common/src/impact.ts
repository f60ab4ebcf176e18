import type { PublicImage } from './entries/public';
import { LOCALES, type Locale } from './locale';
import type { Versions } from './model/versions';

/** Story categories with their own colour (SPEC §3.1); others are grey. */
export const STORY_CATEGORIES = [
  'Agriculture',
  'Manufacturing',
  'Skills Development',
  'Business',
  'Community',
] as const;
export type StoryCategory = (typeof STORY_CATEGORIES)[number];

/**
 * A metric of the impact page (SPEC §3.1), read from the content kinds `metric` and `impactArea`
 * (docs/decisions/078): its words in the visitor's language when written, else in its original (`lang`).
 */
export interface ImpactMetric {
  id: number;
  metricKey: string;
  /** The impact area it is shown under (its id): the page groups by it. */
  area: number;
  /** The area's title, in the visitor's language when written, else in the area's original (`categoryLang`). */
  category: string;
  categoryLang: Locale;
  /** The figure, written the visitor's language's way ("11,000+", "11 000+"). */
  value: string;
  label: string;
  description?: string | null;
  icon?: string | null;
  /** The language of `label` and `description`. */
  lang: Locale;
}

/** A success story (SPEC §3.1), read from the content kind `story`, in one language (`lang`). */
export interface SuccessStory {
  id: number;
  name: string;
  title: string;
  /** The group's company it is about (its id: the card names it from the companies' list), or null. */
  company: number | null;
  /** An organisation outside the group's companies (a cooperative, a school), in `lang`, when it has no company. */
  organisation?: string | null;
  /** The category as the story's words say it (in `lang`). */
  category: string;
  /** The known category it is, which keys the badge colour in every language (storyCategoryKey); null: grey. */
  categoryKey: StoryCategory | null;
  year?: number | null;
  location?: string | null;
  story: string;
  impact?: string | null;
  /** A portrait shipped with the demo content, shown when no photo is chosen. */
  imageUrl?: string | null;
  /** An uploaded photo: square AVIF and WebP files with their sizes, for a <picture>. */
  photo?: PublicImage | null;
  /** The language of the story's words. */
  lang: Locale;
}

const KNOWN = new Map<string, StoryCategory>(STORY_CATEGORIES.map((name) => [name.toLowerCase(), name]));
const knownCategory = (words: unknown): StoryCategory | null =>
  typeof words === 'string' ? (KNOWN.get(words.trim().toLowerCase()) ?? null) : null;

/**
 * Which of the known categories a story is, so its badge has the same colour in French and Swahili as in
 * English. The known names are English (SPEC §3.1): a story written in English is keyed on its English
 * category alone (a French version saying "Agriculture" does not colour an English "Youth"); a story with
 * no English version is keyed on the first of its versions (in the languages' order) whose category is a known
 * name, as staff may have kept the English name in another language's words. No match: grey.
 */
export function storyCategoryKey(versions: Versions): StoryCategory | null {
  const english = versions.en?.words.category;
  if (typeof english === 'string' && english.trim() !== '') return knownCategory(english);
  for (const locale of LOCALES) {
    const key = knownCategory(versions[locale]?.words.category);
    if (key) return key;
  }
  return null;
}
