import type { ImpactMetric } from '@common/impact';
import type { Locale } from '@common/locale';

export interface MetricGroup {
  /** The impact area's id. */
  area: number;
  /** Its title, in `lang`. */
  category: string;
  lang: Locale;
  metrics: ImpactMetric[];
}

/**
 * Groups metrics under their impact area, keeping the API's order of areas (the staff's) and of metrics.
 * By the area, not its title: two areas may be called the same, and a title may be in another language.
 */
export function groupByCategory(metrics: readonly ImpactMetric[]): MetricGroup[] {
  const groups = new Map<number, MetricGroup>();
  for (const metric of metrics) {
    const group = groups.get(metric.area);
    if (group) group.metrics.push(metric);
    else
      groups.set(metric.area, {
        area: metric.area,
        category: metric.category,
        lang: metric.categoryLang,
        metrics: [metric],
      });
  }
  return [...groups.values()];
}
