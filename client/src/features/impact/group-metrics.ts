import type { ImpactMetric } from '@common/impact';

export interface MetricGroup {
  category: string;
  metrics: ImpactMetric[];
}

/** Groups metrics under their (translated) category, keeping the API's order of categories and of metrics. */
export function groupByCategory(metrics: readonly ImpactMetric[]): MetricGroup[] {
  const groups = new Map<string, ImpactMetric[]>();
  for (const metric of metrics) {
    const group = groups.get(metric.category);
    if (group) group.push(metric);
    else groups.set(metric.category, [metric]);
  }
  return [...groups].map(([category, items]) => ({ category, metrics: items }));
}
