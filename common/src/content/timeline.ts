/**
 * The group's milestones (SPEC §3.2, six entries), oldest first. Titles and descriptions are
 * translated in locales/{lang}/about.ts under `journey.entries.{key}`.
 */
export type TimelineKey =
  | 'foundation'
  | 'firstExpansion'
  | 'diversification'
  | 'regionalGrowth'
  | 'technology'
  | 'international';

export interface TimelineEntry {
  key: TimelineKey;
  year: number;
}

export const timeline: TimelineEntry[] = [
  { key: 'foundation', year: 2000 },
  { key: 'firstExpansion', year: 2002 },
  { key: 'diversification', year: 2010 },
  { key: 'regionalGrowth', year: 2015 },
  { key: 'technology', year: 2022 },
  { key: 'international', year: 2025 },
];
