import * as z from 'zod/mini';
import { METRIC_ICONS } from '../impact';
import { TRANSLATED_LOCALES, type TranslatedLocale } from '../locale';
import { rowIdSchema } from '../row-ids';
import { SLUG_PATTERN } from '../slug';
import type { TranslationState } from '../translation';
import { type ApiErrorCode, errorCode } from './api-errors';
import { type ImageValue, mediaAltSchema } from './media';

export {
  type StoredTranslation,
  sourceHash,
  type TranslationState,
  translationState,
} from '../translation';
/**
 * Impact metrics and success stories in the admin area (sections 'impact' and 'stories',
 * roles owner and editor). English lives in the columns; French and Swahili in `translations`, one object
 * per language holding the translated fields and `_source`, a hash of the English fields the translation
 * was made from: when the English changes, the translation is out of date until someone revises or
 * confirms it. The model and its rule are common/src/translation.ts, re-exported here for the screens that
 * import them with the metrics' types.
 */
export { TRANSLATED_LOCALES, type TranslatedLocale };

/** Metrics: every text field is translated; the value only when it has words ("2 countries"). */
export const METRIC_TEXT = {
  fields: ['category', 'value', 'label', 'description'],
  optional: ['value'],
} as const;
/** Stories: the person's name is never translated, a company's name only when it would change. */
export const STORY_TEXT = {
  fields: ['title', 'company', 'category', 'location', 'story', 'impact'],
  optional: ['company'],
} as const;

const text = (empty: ApiErrorCode, max: number) =>
  z.string(empty).check(z.trim(), z.minLength(1, empty), z.maxLength(max, errorCode('field.tooLong')));
const optionalText = (max: number) =>
  z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(max, errorCode('field.tooLong')))));

const reviewed = z.optional(z.array(z.enum(TRANSLATED_LOCALES)).check(z.maxLength(2)));
/** The row's updated_at as read: a save over someone else's newer change is refused (409). */
const version = z.optional(z.string().check(z.maxLength(40)));

export const LIMITS = {
  metricKey: 60,
  category: 80,
  value: 40,
  label: 120,
  description: 400,
  name: 100,
  title: 150,
  company: 100,
  storyCategory: 60,
  location: 100,
  story: 3000,
  impact: 300,
} as const;

const metricTranslation = z.object({
  category: optionalText(LIMITS.category),
  value: optionalText(LIMITS.value),
  label: optionalText(LIMITS.label),
  description: optionalText(LIMITS.description),
});

export const metricInputSchema = z.object({
  metricKey: z
    .string(errorCode('impact.key'))
    .check(
      z.trim(),
      z.minLength(1, errorCode('impact.key')),
      z.maxLength(LIMITS.metricKey, errorCode('field.tooLong')),
      z.regex(SLUG_PATTERN, errorCode('impact.keyPattern')),
    ),
  category: text('impact.writeCategory', LIMITS.category),
  value: text('impact.writeValue', LIMITS.value),
  label: text('impact.writeLabel', LIMITS.label),
  description: optionalText(LIMITS.description),
  icon: z.enum(METRIC_ICONS, errorCode('impact.icon')),
  active: z.boolean(errorCode('impact.active')),
  translations: z.object({ fr: z.optional(metricTranslation), sw: z.optional(metricTranslation) }),
  reviewed,
  updatedAt: version,
});
export type MetricInput = z.input<typeof metricInputSchema>;

const storyTranslation = z.object({
  title: optionalText(LIMITS.title),
  company: optionalText(LIMITS.company),
  category: optionalText(LIMITS.storyCategory),
  location: optionalText(LIMITS.location),
  story: optionalText(LIMITS.story),
  impact: optionalText(LIMITS.impact),
});

export const storyInputSchema = z.object({
  name: text('impact.writeName', LIMITS.name),
  title: text('impact.writeTitle', LIMITS.title),
  company: optionalText(LIMITS.company),
  category: text('impact.writeCategory', LIMITS.storyCategory),
  year: z.optional(
    z.nullable(
      z
        .number(errorCode('impact.year'))
        .check(
          z.int(errorCode('impact.year')),
          z.minimum(1950, errorCode('impact.year')),
          z.maximum(2100, errorCode('impact.year')),
        ),
    ),
  ),
  location: optionalText(LIMITS.location),
  story: text('impact.writeStory', LIMITS.story),
  impact: optionalText(LIMITS.impact),
  /** The photo (an uploaded image) and its alt text, saved on the image in the same transaction. */
  image: z.optional(z.nullable(z.object({ id: rowIdSchema(), alt: mediaAltSchema }))),
  published: z.boolean(errorCode('impact.published')),
  translations: z.object({ fr: z.optional(storyTranslation), sw: z.optional(storyTranslation) }),
  reviewed,
  updatedAt: version,
});
export type StoryInput = z.input<typeof storyInputSchema>;

const ids = z.array(rowIdSchema()).check(z.minLength(1, errorCode('request.sendOrder')), z.maxLength(1000));
export const metricOrderSchema = z.object({ category: text('impact.writeCategory', LIMITS.category), ids });
export const storyOrderSchema = z.object({ ids });
export const activeSchema = z.object({ active: z.boolean(errorCode('impact.active')) });
export const publishedSchema = z.object({ published: z.boolean(errorCode('impact.published')) });

type Translated<T extends string> = Partial<Record<TranslatedLocale, Partial<Record<T, string>>>>;

export interface AdminMetric {
  id: number;
  metricKey: string;
  category: string;
  value: string;
  label: string;
  description: string | null;
  icon: string | null;
  active: boolean;
  position: number;
  translations: Translated<(typeof METRIC_TEXT.fields)[number]>;
  status: Record<TranslatedLocale, TranslationState>;
  updatedAt: string;
}

export interface AdminStory {
  id: number;
  name: string;
  title: string;
  company: string | null;
  category: string;
  year: number | null;
  location: string | null;
  story: string;
  impact: string | null;
  imageUrl: string | null;
  image: ImageValue | null;
  published: boolean;
  position: number;
  translations: Translated<(typeof STORY_TEXT.fields)[number]>;
  status: Record<TranslatedLocale, TranslationState>;
  updatedAt: string;
}
