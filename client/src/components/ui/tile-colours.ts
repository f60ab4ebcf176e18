import type { TILE_COLOURS } from '@common/entries/kinds';

export type TileColour = (typeof TILE_COLOURS)[number];

/**
 * The classes behind each icon-tile colour staff may choose (kinds.ts TILE_COLOURS): a light background with
 * a dark text of the same hue, which pass WCAG AA contrast together even for the small badges. Written out
 * in full so Tailwind finds every class.
 */
export const TILE_CLASSES: Record<TileColour, string> = {
  green: 'bg-green-100 text-green-800',
  amber: 'bg-amber-100 text-amber-900',
  purple: 'bg-purple-100 text-purple-900',
  slate: 'bg-slate-200 text-slate-900',
  blue: 'bg-blue-100 text-blue-900',
  pink: 'bg-pink-100 text-pink-900',
  sky: 'bg-sky-100 text-sky-900',
  orange: 'bg-orange-100 text-orange-900',
  rose: 'bg-rose-100 text-rose-900',
  violet: 'bg-violet-100 text-violet-900',
  stone: 'bg-stone-200 text-stone-900',
  teal: 'bg-teal-100 text-teal-900',
};
