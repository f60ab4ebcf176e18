import { type AdminMetric, type AdminStory, METRIC_TEXT, STORY_TEXT } from '@common/admin/impact';
import { TRANSLATED_LOCALES } from '@common/locale';
import { editableTranslations, translationStates } from '@common/translation';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { impactMetrics, type Localised, media, successStories } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import type { Actor, Writer } from '../audit/repository';
import { keepRevision } from '../revisions/repository';

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

/** What a version of a metric keeps: everything its editor saves (not its place in the list). */
export const metricSnapshot = (row: MetricRow) => ({
  metricKey: row.metricKey,
  ...metricEnglish(row),
  icon: row.icon,
  active: row.active,
  translations: row.translations,
});
export type MetricSnapshot = ReturnType<typeof metricSnapshot>;

/** What a version of a story keeps: everything its editor saves (not its place in the list). */
export const storySnapshot = (row: StoryRow) => ({
  name: row.name,
  ...storyEnglish(row),
  year: row.year,
  imageId: row.imageId,
  imageUrl: row.imageUrl,
  published: row.published,
  translations: row.translations,
});
export type StorySnapshot = ReturnType<typeof storySnapshot>;

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

export async function lockMetric(tx: Writer, id: number) {
  const [row] = await tx.select().from(impactMetrics).where(eq(impactMetrics.id, id)).for('update');
  if (!row) throw new HttpError(404, 'impact.metricNotFound');
  return row;
}

export async function lockStory(tx: Writer, id: number) {
  const [row] = await tx.select().from(successStories).where(eq(successStories.id, id)).for('update');
  if (!row) throw new HttpError(404, 'impact.storyNotFound');
  return row;
}

/**
 * A category's name is translated once for all its metrics: the public page groups metrics under the
 * translated name, so two spellings would split a group. The other metrics of the category take this
 * one's translated category name (each kept as a version). Returns the ids changed.
 */
export async function shareCategoryTranslations(
  tx: Writer,
  id: number,
  category: string,
  translations: Localised,
  actor: Actor,
) {
  const others = await tx
    .select()
    .from(impactMetrics)
    .where(and(eq(impactMetrics.category, category), ne(impactMetrics.id, id)));
  const changed: number[] = [];
  for (const other of others) {
    const next: Localised = { ...other.translations };
    let differs = false;
    for (const locale of TRANSLATED_LOCALES) {
      const name = translations[locale]?.category;
      if (!name || next[locale]?.category === name) continue;
      next[locale] = { ...next[locale], category: name };
      differs = true;
    }
    if (differs) {
      const [row] = await tx
        .update(impactMetrics)
        .set({ translations: next })
        .where(eq(impactMetrics.id, other.id))
        .returning();
      // Its translations changed: a version of it too.
      await keepRevision(
        tx,
        { type: 'metric', id: row.id, action: 'saved', actor, snapshot: metricSnapshot(row) },
        { snapshot: metricSnapshot(other), at: other.updatedAt },
      );
      changed.push(other.id);
    }
  }
  return changed;
}
