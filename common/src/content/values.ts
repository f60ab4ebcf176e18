/**
 * The group's four values (SPEC §3.2). Titles and descriptions are translated in
 * locales/{lang}/about.ts under `values.items.{key}`.
 */
export type ValueKey = 'innovation' | 'community' | 'sustainability' | 'excellence';
export type ValueIcon = 'Lightbulb' | 'HeartHandshake' | 'Leaf' | 'Award';

export interface Value {
  key: ValueKey;
  icon: ValueIcon;
  /** Tailwind classes for the card's icon tile. */
  colour: string;
}

export const values: Value[] = [
  { key: 'innovation', icon: 'Lightbulb', colour: 'bg-amber-100 text-amber-800' },
  { key: 'community', icon: 'HeartHandshake', colour: 'bg-rose-100 text-rose-800' },
  { key: 'sustainability', icon: 'Leaf', colour: 'bg-green-100 text-green-800' },
  { key: 'excellence', icon: 'Award', colour: 'bg-sky-100 text-sky-800' },
];
