import type { TILE_COLOURS } from '@common/entries/kinds';

export type TileColour = (typeof TILE_COLOURS)[number];

/**
 * The Tailwind classes of each icon tile colour staff may choose (common/src/entries/kinds.ts TILE_COLOURS):
 * the one place the names become classes. Each pairs a pale background with a dark text of its hue, at a
 * contrast of 4.5:1 or more (tile-colours.test.ts measures them), so an icon or a word on it stays legible.
 */
export const TILE_CLASSES: Record<TileColour, string> = {
  green: 'bg-green-100 text-green-800',
  amber: 'bg-amber-100 text-amber-800',
  purple: 'bg-purple-100 text-purple-800',
  slate: 'bg-slate-200 text-slate-800',
  blue: 'bg-blue-100 text-blue-800',
  pink: 'bg-pink-100 text-pink-800',
  sky: 'bg-sky-100 text-sky-800',
  orange: 'bg-orange-100 text-orange-800',
  rose: 'bg-rose-100 text-rose-800',
  violet: 'bg-violet-100 text-violet-900',
  stone: 'bg-stone-200 text-stone-800',
  teal: 'bg-teal-100 text-teal-800',
  indigo: 'bg-indigo-100 text-indigo-800',
  lime: 'bg-lime-100 text-lime-800',
};
