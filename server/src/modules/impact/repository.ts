import type { ImpactMetric, SuccessStory } from '@common/impact';
import type { Locale } from '@common/locale';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { impactMetrics, successStories } from '../../db/schema';
import { picturesOf } from '../media/repository';
import { localise } from './localise';

export async function listMetrics(db: Db, locale: Locale): Promise<ImpactMetric[]> {
  const rows = await db
    .select()
    .from(impactMetrics)
    .where(eq(impactMetrics.active, true))
    .orderBy(asc(impactMetrics.category), asc(impactMetrics.position), asc(impactMetrics.id));
  return rows.map(({ translations, id, metricKey, category, value, label, description, icon }) =>
    localise({ id, metricKey, category, value, label, description, icon }, translations, locale),
  );
}

export async function listStories(db: Db, locale: Locale): Promise<SuccessStory[]> {
  const rows = await db
    .select()
    .from(successStories)
    .where(eq(successStories.published, true))
    .orderBy(asc(successStories.position), asc(successStories.id));
  const photos = await picturesOf(
    db,
    rows.flatMap((row) => (row.imageId ? [row.imageId] : [])),
    'square',
  );
  return rows.map(
    ({ translations, id, name, title, company, category, year, location, story, impact, imageUrl, imageId }) => {
      // The category stays in English because it keys the badge colour; its label is translated.
      const { category: categoryLabel } = localise({ category }, translations, locale);
      const text = localise({ name, title, company, year, location, story, impact }, translations, locale);
      const photo = imageId ? photos.get(imageId) : undefined;
      return { id, ...text, category, categoryLabel, imageUrl, ...(photo ? { photo } : {}) };
    },
  );
}
