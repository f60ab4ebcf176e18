import { Award, Building2, Globe, Target, TrendingUp, Users } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { metricIcon } from './metric-icon';

describe('metricIcon', () => {
  it.each([
    ['TrendingUp', TrendingUp],
    ['Users', Users],
    ['Building2', Building2],
    ['Globe', Globe],
    ['Target', Target],
    ['Award', Award],
  ])('maps %s to its lucide icon', (name, icon) => {
    expect(metricIcon(name)).toBe(icon);
  });

  it.each([['Sprout'], ['trendingup'], ['toString'], [''], [null], [undefined]])(
    'falls back to Target for %s',
    (name) => {
      expect(metricIcon(name)).toBe(Target);
    },
  );
});
