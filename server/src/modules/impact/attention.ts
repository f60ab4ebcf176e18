import { METRIC_TEXT, STORY_TEXT } from '@common/admin/impact';
import { canUse, type Role } from '@common/admin/roles';
import { translationStates } from '@common/translation';
import type { FastifyInstance } from 'fastify';
import { impactMetrics, successStories } from '../../db/schema';
import { type AttentionItem, staleCounts, staleItems } from '../staff/dashboard';
import { metricEnglish, storyEnglish } from './admin-repository';

/**
 * The dashboard's lines from the impact pages: per language, the metrics and the stories whose
 * translation is missing or out of date, by the same rule as their lists' markers. One query each.
 */
export function impactAttention(app: FastifyInstance) {
  const db = app.database.db;
  return async (role: Role): Promise<AttentionItem[]> => {
    const [metrics, stories] = await Promise.all([
      canUse(role, 'impact') ? db.select().from(impactMetrics) : null,
      canUse(role, 'stories') ? db.select().from(successStories) : null,
    ]);
    return [
      ...(metrics
        ? staleItems(
            'translations.metrics',
            staleCounts(metrics.map((row) => translationStates(metricEnglish(row), row.translations, METRIC_TEXT))),
            () => '/impact',
          )
        : []),
      ...(stories
        ? staleItems(
            'translations.stories',
            staleCounts(stories.map((row) => translationStates(storyEnglish(row), row.translations, STORY_TEXT))),
            () => '/stories',
          )
        : []),
    ];
  };
}
