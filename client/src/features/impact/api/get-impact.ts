import type { ImpactMetric, SuccessStory } from '@common/impact';
import type { Locale } from '@common/locale';
import { queryOptions } from '@tanstack/react-query';
import { getJson } from '@/lib/api';

/** GET /api/impact/metrics?active=true, in the visitor's language. */
export function metricsQuery(locale: Locale) {
  return queryOptions({
    queryKey: ['/api/impact/metrics', { active: true, lang: locale }],
    queryFn: () => getJson<ImpactMetric[]>('/api/impact/metrics', { active: 'true', lang: locale }),
  });
}

/** GET /api/impact/stories?published=true, in the visitor's language. */
export function storiesQuery(locale: Locale) {
  return queryOptions({
    queryKey: ['/api/impact/stories', { published: true, lang: locale }],
    queryFn: () => getJson<SuccessStory[]>('/api/impact/stories', { published: 'true', lang: locale }),
  });
}
