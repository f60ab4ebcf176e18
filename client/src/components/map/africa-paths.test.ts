import { AFRICAN_COUNTRIES } from '@common/content/countries';
import { describe, expect, it } from 'vitest';
import { AFRICA_PATHS, MAP_HEIGHT, MAP_WIDTH } from './africa-paths.generated';

describe('generated Africa paths', () => {
  it('has exactly one shape per country of the lookup (SPEC §3.2: 54 countries)', () => {
    expect(AFRICAN_COUNTRIES).toHaveLength(54);
    expect(new Set(AFRICAN_COUNTRIES.map((c) => c.iso3)).size).toBe(54);
    expect(AFRICAN_COUNTRIES.every((c) => /^\d{3}$/.test(c.id) && /^[A-Z]{3}$/.test(c.iso3))).toBe(true);
    expect(AFRICA_PATHS.map((p) => p.id).sort()).toEqual(AFRICAN_COUNTRIES.map((c) => c.id).sort());
  });

  it('has drawable paths with their label points inside the map', () => {
    for (const shape of AFRICA_PATHS) {
      expect(shape.d).toMatch(/^M[\d.]+[ -][\d.]+l/);
      expect(shape.cx).toBeGreaterThan(0);
      expect(shape.cx).toBeLessThan(MAP_WIDTH);
      expect(shape.cy).toBeGreaterThan(0);
      expect(shape.cy).toBeLessThan(MAP_HEIGHT);
    }
  });

  it('has the footprint statuses of SPEC §4', () => {
    const withStatus = (status: string) => AFRICAN_COUNTRIES.filter((c) => c.status === status).map((c) => c.iso3);
    expect(withStatus('current')).toEqual(['ZAF', 'UGA']);
    expect(withStatus('expansion')).toEqual(['AGO', 'COD', 'KEN']);
  });
});
