import type { Picture } from './admin/media';

/** Icon names the impact page knows (SPEC §3.1); anything else falls back to Target. */
export const METRIC_ICONS = ['TrendingUp', 'Users', 'Building2', 'Globe', 'Target', 'Award'] as const;

/** Story categories with their own colour (SPEC §3.1); others are grey. */
export const STORY_CATEGORIES = [
  'Agriculture',
  'Manufacturing',
  'Skills Development',
  'Business',
  'Community',
] as const;

export interface ImpactMetric {
  id: number;
  metricKey: string;
  category: string;
  value: string;
  label: string;
  description?: string | null;
  icon?: string | null;
}

export interface SuccessStory {
  id: number;
  name: string;
  title: string;
  company?: string | null;
  /** English; keys the badge colour. */
  category: string;
  /** The category in the requested language. */
  categoryLabel?: string;
  year?: number | null;
  location?: string | null;
  story: string;
  impact?: string | null;
  imageUrl?: string | null;
  /** An uploaded photo: square AVIF and WebP files with their sizes, for a <picture>. */
  photo?: Picture | null;
}
