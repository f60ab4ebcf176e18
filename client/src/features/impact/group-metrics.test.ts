import type { ImpactMetric } from '@common/impact';
import { describe, expect, it } from 'vitest';
import { groupByCategory } from './group-metrics';

const metric = (id: number, area: number, category: string, categoryLang: 'en' | 'sw' = 'en'): ImpactMetric => ({
  id,
  metricKey: `m${id}`,
  area,
  category,
  categoryLang,
  value: String(id),
  label: `Metric ${id}`,
  lang: 'en',
});

describe('groupByCategory', () => {
  it('keeps the order of first appearance and the order within each area', () => {
    const groups = groupByCategory([metric(1, 20, 'B'), metric(2, 20, 'B'), metric(3, 10, 'A'), metric(4, 20, 'B')]);
    expect(groups.map((g) => g.category)).toEqual(['B', 'A']);
    expect(groups[0].metrics.map((m) => m.id)).toEqual([1, 2, 4]);
    expect(groups[1].metrics.map((m) => m.id)).toEqual([3]);
  });

  it('groups by the area, not its title, and keeps the language of the title', () => {
    const groups = groupByCategory([metric(1, 1, 'Impact'), metric(2, 2, 'Impact'), metric(3, 3, 'Athari', 'sw')]);
    expect(groups.map((g) => [g.area, g.category, g.lang])).toEqual([
      [1, 'Impact', 'en'],
      [2, 'Impact', 'en'],
      [3, 'Athari', 'sw'],
    ]);
  });

  it('gives no group for no metrics', () => {
    expect(groupByCategory([])).toEqual([]);
  });
});
