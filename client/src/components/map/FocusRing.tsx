import type { CountryShape } from './africa-paths.generated';
import { MARKER_RADIUS } from './MapCountryShape';

/**
 * Keyboard focus outline of a country, drawn after every country so neighbours cannot hide it.
 * A dark band with a white core stays visible on white, grey, green and orange (WCAG 2.4.7, 1.4.11).
 */
export function FocusRing({ shape, zoom }: { shape: CountryShape; zoom: number }) {
  const marker = shape.marker ? { cx: shape.cx, cy: shape.cy, r: MARKER_RADIUS / zoom } : null;
  return (
    <g className="pointer-events-none fill-none [stroke-linejoin:round]">
      <path d={shape.d} className="stroke-[#0f172a]" strokeWidth={4} vectorEffect="non-scaling-stroke" />
      <path d={shape.d} className="stroke-white" strokeWidth={1.5} vectorEffect="non-scaling-stroke" />
      {marker ? (
        <>
          <circle {...marker} className="stroke-[#0f172a]" strokeWidth={4} vectorEffect="non-scaling-stroke" />
          <circle {...marker} className="stroke-white" strokeWidth={1.5} vectorEffect="non-scaling-stroke" />
        </>
      ) : null}
    </g>
  );
}
