import type { FIGURE_PLACES } from '@common/entries/kinds';
import type { PublicEntry } from '@common/entries/public';
import { useMemo } from 'react';
import { useEntries } from './entries';

export type FigurePlace = (typeof FIGURE_PLACES)[number];
export type Figure = PublicEntry<'figure'>;

/**
 * The marketing figures (kinds.ts `figure`: a value and a label per place, in the visitor's language), as
 * a lookup by place. A place without a published figure gives undefined: the page leaves that figure out.
 * The page's prefetch must include the 'figure' kind.
 */
export function useFigures(): (place: FigurePlace) => Figure | undefined {
  const figures = useEntries('figure');
  return useMemo(() => {
    const byPlace = new Map((figures ?? []).map((figure) => [figure.place, figure]));
    return (place: FigurePlace) => byPlace.get(place);
  }, [figures]);
}
