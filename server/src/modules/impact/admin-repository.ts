import { type AdminMetric, type AdminStory, METRIC_TEXT, STORY_TEXT } from '@common/admin/impact';
import { editableTranslations, translationStates } from '@common/translation';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { impactMetrics, media, successStories } from '../../db/schema';
import type { Writer } from '../audit/repository';

export type MetricRow = typeof impactMetrics.$inferSelect;
export type StoryRow = typeof successStories.$inferSelect;

export const metricEnglish = (row: Pick<MetricRow, 'category' | 'value' | 'label' | 'description'>) => ({
  category: row.category,
  value: row.value,
  label: row.label,
  description: row.description,
});

export const storyEnglish = (
  row: Pick<StoryRow, 'title' | 'company' | 'category' | 'location' | 'story' | 'impact'>,
) => ({
  title: row.title,
  company: row.company,
  category: row.category,
  location: row.location,
  story: row.story,
  impact: row.impact,
});

export function toAdminMetric(row: MetricRow): AdminMetric {
  return {
    id: row.id,
    metricKey: row.metricKey,
    category: row.category,
    value: row.value,
    label: row.label,
    description: row.description,
    icon: row.icon,
    active: row.active,
    position: row.position,
    translations: editableTranslations(row.translations),
    status: translationStates(metricEnglish(row), row.translations, METRIC_TEXT),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Every metric, shown or not, in the order of the public page: category, then position. */
export async function listAdminMetrics(db: Writer): Promise<AdminMetric[]> {
  const rows = await db
    .select()
    .from(impactMetrics)
    .orderBy(asc(impactMetrics.category), asc(impactMetrics.position), asc(impactMetrics.id));
  return rows.map(toAdminMetric);
}

export async function metricKeyTaken(db: Writer, key: string, exceptId?: number): Promise<boolean> {
  const rows = await db
    .select({ id: impactMetrics.id })
    .from(impactMetrics)
    .where(
      exceptId
        ? and(eq(impactMetrics.metricKey, key), ne(impactMetrics.id, exceptId))
        : eq(impactMetrics.metricKey, key),
    );
  return rows.length > 0;
}

/** The position after the last metric of a category (a new or moved metric goes to its end). */
export async function nextMetricPosition(db: Writer, category: string): Promise<number> {
  const [row] = await db
    .select({ max: sql<number | null>`max(${impactMetrics.position})` })
    .from(impactMetrics)
    .where(eq(impactMetrics.category, category));
  return row?.max == null ? 0 : Number(row.max) + 1;
}

const storyColumns = {
  story: successStories,
  mediaHash: media.hash,
  mediaWidth: media.width,
  mediaHeight: media.height,
  mediaAlt: media.alt,
};

type StoryWithMedia = {
  story: StoryRow;
  mediaHash: string | null;
  mediaWidth: number | null;
  mediaHeight: number | null;
  mediaAlt: Record<string, string> | null;
};

function toAdminStory({ story: row, mediaHash, mediaWidth, mediaHeight, mediaAlt }: StoryWithMedia): AdminStory {
  return {
    id: row.id,
    name: row.name,
    title: row.title,
    company: row.company,
    category: row.category,
    year: row.year,
    location: row.location,
    story: row.story,
    impact: row.impact,
    imageUrl: row.imageUrl,
    image:
      row.imageId && mediaHash
        ? {
            id: row.imageId,
            url: `/media/${mediaHash}-960.webp`,
            width: mediaWidth ?? 0,
            height: mediaHeight ?? 0,
            alt: mediaAlt ?? {},
          }
        : null,
    published: row.published,
    position: row.position,
    translations: editableTranslations(row.translations),
    status: translationStates(storyEnglish(row), row.translations, STORY_TEXT),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listAdminStories(db: Writer): Promise<AdminStory[]> {
  const rows = await db
    .select(storyColumns)
    .from(successStories)
    .leftJoin(media, eq(media.id, successStories.imageId))
    .orderBy(asc(successStories.position), asc(successStories.id));
  return rows.map(toAdminStory);
}

export async function findAdminStory(db: Writer, id: number): Promise<AdminStory | null> {
  const [row] = await db
    .select(storyColumns)
    .from(successStories)
    .leftJoin(media, eq(media.id, successStories.imageId))
    .where(eq(successStories.id, id));
  return row ? toAdminStory(row) : null;
}

export async function nextStoryPosition(db: Writer): Promise<number> {
  const [row] = await db.select({ max: sql<number | null>`max(${successStories.position})` }).from(successStories);
  return row?.max == null ? 0 : Number(row.max) + 1;
}
