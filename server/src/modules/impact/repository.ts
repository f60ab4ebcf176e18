import type { PublicEntry } from '@common/entries/public';
import { type ImpactMetric, type SuccessStory, storyCategoryKey } from '@common/impact';
import type { Locale } from '@common/locale';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { entries } from '../../db/schema';
import { listPublicEntries } from '../entries';

/**
 * The impact page's metrics (SPEC §2.10), from the content kinds `metric` and `impactArea`
 * (docs/decisions/078): area by area in the areas' staff order, each area's metrics in theirs. `category`
 * is the area's title as the visitor reads it. A metric whose area is not shown (unpublished, or not yet
 * written in any language) has no heading to stand under, and is left out with it.
 */
export function metricsOf(
  metrics: readonly PublicEntry<'metric'>[],
  areas: readonly PublicEntry<'impactArea'>[],
): ImpactMetric[] {
  return areas.flatMap((area) =>
    metrics
      .filter((metric) => metric.area === area.id)
      .map((metric) => ({
        id: metric.id,
        metricKey: metric.metricKey,
        area: area.id,
        category: area.title,
        categoryLang: area.lang,
        value: metric.value,
        label: metric.label,
        description: metric.description,
        icon: metric.icon,
        lang: metric.lang,
      })),
  );
}

/**
 * The published success stories in the staff's order, in `locale` where written (else in their original,
 * `lang`), each with the known category that colours its badge in every language (storyCategoryKey reads
 * all of a story's versions, which the localised record no longer has: one more small read). Its company is
 * the company's id: the page names it from the companies it shows, so a renamed company is renamed on every
 * card without this list reading companies.
 */
export async function listStories(db: Db, locale: Locale, now: Date): Promise<SuccessStory[]> {
  const [{ list }, rows] = await Promise.all([
    listPublicEntries(db, 'story', locale, now),
    db
      .select({ id: entries.id, versions: entries.versions })
      .from(entries)
      .where(and(eq(entries.kind, 'story'), eq(entries.published, true))),
  ]);
  const keys = new Map(rows.map((row) => [row.id, storyCategoryKey(row.versions)]));
  return list.map((story) => ({
    id: story.id,
    name: story.name,
    title: story.title,
    company: story.company,
    organisation: story.organisation,
    category: story.category,
    categoryKey: keys.get(story.id) ?? null,
    year: story.year,
    location: story.location,
    story: story.story,
    impact: story.impact,
    // A chosen photo replaces the portrait shipped with the demo.
    imageUrl: story.photo ? null : story.imageUrl,
    photo: story.photo,
    lang: story.lang,
  }));
}
