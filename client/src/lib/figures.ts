import { withFigure } from '@common/entries/figure-words';
import type { FigurePlace } from '@common/entries/kinds';
import type { Locale } from '@common/locale';
import { useMemo } from 'react';
import { useEntries } from './entries';

export type { FigurePlace };

/** A marketing figure as a page shows it (kinds.ts `figure`: one value, words per language). */
export interface Figure {
  id: number;
  place: FigurePlace;
  /** The number, written the page's language's way ("11,000+", "11 000+"): the public read formats it. */
  value: string;
  /** Its words beside the number (a card's label), without the mark `{value}` where the words place it. */
  label: string;
  /** Its words with the number in place, as one phrase ("30+ Years of Impact", "Miaka 30+ ya athari"). */
  phrase: string;
  /** The language of its words: the page's, or the figure's original when not written in the page's. */
  lang: Locale;
}

/** The published figures in the staff's order, as pages show them. */
function useFigureList(): Figure[] {
  const figures = useEntries('figure');
  return useMemo(
    () =>
      (figures ?? []).map((figure) => ({
        id: figure.id,
        place: figure.place,
        value: figure.value,
        label: withFigure(figure.label, null),
        phrase: withFigure(figure.label, figure.value),
        lang: figure.lang,
      })),
    [figures],
  );
}

/**
 * The marketing figures, as a lookup by place. A place without a published figure gives undefined: the
 * page leaves that figure out. The page's prefetch must include the 'figure' kind. Every figure a page
 * renders carries `data-figure="<place>"` on its element, and a test checks each page renders exactly the
 * places FIGURE_PAGES gives it (server/src/routes/figure-places.test.ts).
 */
export function useFigures(): (place: FigurePlace) => Figure | undefined {
  const figures = useFigureList();
  return useMemo(() => {
    const byPlace = new Map(figures.map((figure) => [figure.place, figure]));
    return (place: FigurePlace) => byPlace.get(place);
  }, [figures]);
}

/** The figures whose places start with `prefix` ('investors.hero.'), in the staff's order. */
export function useFiguresUnder(prefix: string): Figure[] {
  const figures = useFigureList();
  return useMemo(() => figures.filter((figure) => figure.place.startsWith(prefix)), [figures, prefix]);
}
