/**
 * Footprint figures (SPEC §9). Active and expanding counts are not stored here: they are counted from the
 * statuses in the country lookup, so the map, the legend and the stats can never disagree.
 */
export const FOOTPRINT = {
  /** Countries in the group's network, partners included (the hero's "34 countries"). */
  totalCountries: 34,
} as const;
