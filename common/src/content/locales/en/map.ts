/** Africa footprint map on the home page (SPEC §2.3, §4 Map, §9 Footprint figures). */
export const map = {
  label: "Map of Africa showing VEB Group's footprint",
  instructions:
    'Use the arrow keys to move between countries, Home and End to jump to the first or last one, or type a letter to jump to a country. Press plus or minus to zoom and Escape to hide the tooltip.',
  tooltip: {
    current: '{country} - Current Presence',
    expansion: '{country} - Expansion Target',
  },
  zoom: {
    controls: 'Map zoom',
    in: 'Zoom in',
    out: 'Zoom out',
    reset: 'Reset zoom',
    level: 'Zoom level {level}×',
  },
  legend: {
    title: 'Legend',
    current: 'Current operations',
    expansion: 'Expansion targets',
    partners: 'Partnership countries',
    partnersCount: '30+ partner countries',
  },
  stats: {
    title: 'Our footprint',
    active: 'Active',
    expanding: 'Expanding',
    expandingInto: 'Expanding into {countries}.',
    rollout: 'A 5-year rollout across East and Southern Africa.',
  },
};
