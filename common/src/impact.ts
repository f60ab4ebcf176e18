import { z } from 'zod';

/** Icon names the impact page knows (SPEC §3.1); anything else falls back to Target. */
export const METRIC_ICONS = ['TrendingUp', 'Users', 'Building2', 'Globe', 'Target', 'Award'] as const;

export const impactMetricSchema = z.object({
  id: z.number().int(),
  metricKey: z.string(),
  category: z.string(),
  value: z.string(),
  label: z.string(),
  description: z.string().nullable().optional(),
  icon: z.string().nullable().optional(),
});
export type ImpactMetric = z.infer<typeof impactMetricSchema>;

/** Story categories with their own colour (SPEC §3.1); others are grey. */
export const STORY_CATEGORIES = [
  'Agriculture',
  'Manufacturing',
  'Skills Development',
  'Business',
  'Community',
] as const;

export const successStorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  title: z.string(),
  company: z.string().nullable().optional(),
  category: z.string(),
  /** The category in the requested language; `category` stays English because it keys the colour. */
  categoryLabel: z.string().optional(),
  year: z.number().int().nullable().optional(),
  location: z.string().nullable().optional(),
  story: z.string(),
  impact: z.string().nullable().optional(),
  imageUrl: z.string().nullable().optional(),
});
export type SuccessStory = z.infer<typeof successStorySchema>;
