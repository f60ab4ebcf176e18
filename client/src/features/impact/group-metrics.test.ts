import type { ImpactMetric } from '@common/impact';
import { describe, expect, it } from 'vitest';
import { groupByCategory } from './group-metrics';

const metric = (id: number, category: string): ImpactMetric => ({
  id,
  metricKey: `m${id}`,
  category,
  value: String(id),
  label: `Metric ${id}`,
});

describe('groupByCategory', () => {
  it('keeps the order of first appearance and the order within each category', () => {
    const groups = groupByCategory([metric(1, 'B'), metric(2, 'B'), metric(3, 'A'), metric(4, 'B')]);
    expect(groups.map((g) => g.category)).toEqual(['B', 'A']);
    expect(groups[0].metrics.map((m) => m.id)).toEqual([1, 2, 4]);
    expect(groups[1].metrics.map((m) => m.id)).toEqual([3]);
  });

  it('gives no group for no metrics', () => {
    expect(groupByCategory([])).toEqual([]);
  });
});
