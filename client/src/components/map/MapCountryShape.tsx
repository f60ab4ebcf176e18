import { memo, type PointerEvent, useCallback } from 'react';
import { cn } from '@/lib/cn';
import type { MapCountry } from './map-countries';
import { STATUS_FILL } from './status-styles';

/** Marker radius in screen-constant viewBox units, for island states a few pixels wide. */
export const MARKER_RADIUS = 5;

export interface CountryHandlers {
  register: (id: string, element: SVGGElement | null) => void;
  onFocus: (id: string, element: SVGGElement) => void;
  onBlur: (id: string) => void;
  onHover: (id: string, event: PointerEvent<SVGGElement>) => void;
  onLeave: (id: string, event: PointerEvent<SVGGElement>) => void;
}

interface Props extends CountryHandlers {
  country: MapCountry;
  tabbable: boolean;
  /** Current zoom for countries with a marker (1 for the others, so zooming does not re-render them). */
  markerZoom: number;
}

/**
 * One country: an option of the map's listbox, named by its tooltip text; the selected option is the Tab stop.
 * Memoised: a re-render of the map (pointer moves, zoom) must not redo 54 long paths.
 */
export const MapCountryShape = memo(function MapCountryShape({ country, tabbable, markerZoom, ...on }: Props) {
  const { id, shape, status, label } = country;
  const { register } = on;
  const ref = useCallback((element: SVGGElement | null) => register(id, element), [id, register]);

  return (
    <g
      ref={ref}
      role="option"
      aria-selected={tabbable}
      aria-label={label}
      tabIndex={tabbable ? 0 : -1}
      data-country={shape.iso3}
      // The focus ring is drawn on top of all countries by FocusRing; a browser outline would be a bounding box.
      className={cn(
        'cursor-pointer outline-none transition-colors duration-150 motion-reduce:transition-none',
        STATUS_FILL[status],
      )}
      onFocus={(event) => on.onFocus(id, event.currentTarget)}
      onBlur={() => on.onBlur(id)}
      onPointerEnter={(event) => on.onHover(id, event)}
      onPointerMove={(event) => on.onHover(id, event)}
      onPointerLeave={(event) => on.onLeave(id, event)}
    >
      <path d={shape.d} vectorEffect="non-scaling-stroke" />
      {shape.marker ? (
        <circle cx={shape.cx} cy={shape.cy} r={MARKER_RADIUS / markerZoom} vectorEffect="non-scaling-stroke" />
      ) : null}
    </g>
  );
});
