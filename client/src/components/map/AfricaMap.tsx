import { type KeyboardEvent, type PointerEvent, useId, useMemo, useRef, useState } from 'react';
import { interpolate, useI18n } from '@/i18n';
import { cn } from '@/lib/cn';
import { AFRICA_BACKDROP, MAP_VIEWBOX } from './africa-paths.generated';
import { FocusRing } from './FocusRing';
import { type CountryHandlers, MapCountryShape } from './MapCountryShape';
import { MapTooltip } from './MapTooltip';
import { type MapCountry, mapCountries } from './map-countries';
import { useMapZoom } from './use-map-zoom';
import { useRovingCountry } from './use-roving-country';
import { ZoomControls } from './ZoomControls';
import { type Point, reveal, svgPoint, toScreen, type View } from './zoom';

interface Hover {
  id: string;
  /** Pointer position in viewBox units; null when it cannot be measured, then the country centre is used. */
  at: Point | null;
}

interface Focus {
  id: string;
  /** Keyboard focus gets the drawn ring; a mouse click does not. */
  ring: boolean;
  tooltip: boolean;
}

function isFocusVisible(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true;
  }
}

function centreOf(country: MapCountry): Point {
  return [country.shape.cx, country.shape.cy];
}

function layerStyle({ k, x, y }: View) {
  // No style at rest, so server-rendered HTML carries no inline style for a strict CSP.
  return k === 1 && x === 0 && y === 0 ? undefined : { transform: `translate(${x}px, ${y}px) scale(${k})` };
}

/** Interactive Africa footprint map (SPEC §2.3, §4 Map, §9 Map). Paths are pre-projected by scripts/build-map.ts. */
export function AfricaMap({ className }: { className?: string }) {
  const { locale, messages } = useI18n();
  const m = messages.map;
  const countries = useMemo(() => mapCountries(locale, m.tooltip), [locale, m.tooltip]);
  const byId = useMemo(() => new Map(countries.map((country) => [country.id, country])), [countries]);
  const svgRef = useRef<SVGSVGElement>(null);
  const zoom = useMapZoom(svgRef);
  const { view } = zoom;
  const roving = useRovingCountry(countries);
  const { setActiveId } = roving;
  const [hover, setHover] = useState<Hover | null>(null);
  const [focus, setFocus] = useState<Focus | null>(null);
  const instructionsId = useId();

  const handlers = useMemo<CountryHandlers>(
    () => ({
      register: roving.register,
      onFocus: (id, element) => {
        setActiveId(id);
        setFocus({ id, ring: isFocusVisible(element), tooltip: true });
      },
      onBlur: (id) => setFocus((current) => (current?.id === id ? null : current)),
      onHover: (id, event: PointerEvent) => {
        const svg = svgRef.current;
        setHover({ id, at: svg ? svgPoint(svg, event.clientX, event.clientY) : null });
      },
      onLeave: (id, event: PointerEvent) => {
        setHover((current) => (current?.id === id ? null : current));
        // A mouse leaving hides the tooltip even if a click focused the country; a tap keeps it (no hover on touch).
        if (event.pointerType === 'mouse') setFocus((current) => current && { ...current, tooltip: false });
      },
    }),
    [roving.register, setActiveId],
  );

  const onKeyDown = (event: KeyboardEvent<SVGSVGElement>) => {
    const moved = roving.onKeyDown(event);
    if (moved) {
      const next = reveal(view, centreOf(moved));
      if (next !== view) zoom.setView(next, true);
      return;
    }
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const focused = focus ? byId.get(focus.id) : undefined;
    const anchor = focused ? toScreen(view, centreOf(focused)) : undefined;
    switch (event.key) {
      case '+':
      case '=':
        zoom.zoomIn(anchor);
        break;
      case '-':
      case '_':
        zoom.zoomOut(anchor);
        break;
      case '0':
        zoom.reset();
        break;
      case 'Escape':
        // WCAG 1.4.13: the tooltip can be dismissed without moving focus or the pointer.
        setHover(null);
        setFocus((current) => current && { ...current, tooltip: false });
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  const hovered = hover ? byId.get(hover.id) : undefined;
  const focused = focus ? byId.get(focus.id) : undefined;
  const tipCountry = hovered ?? (focus?.tooltip ? focused : undefined);
  const tipAt = hovered && hover?.at ? hover.at : tipCountry ? toScreen(view, centreOf(tipCountry)) : null;
  const level = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(view.k);

  return (
    <div className={cn('relative', className)}>
      <p id={instructionsId} className="sr-only">
        {m.instructions}
      </p>
      <div className="overflow-hidden rounded-xl border border-slate-200 bg-sky-50">
        <svg
          ref={svgRef}
          viewBox={MAP_VIEWBOX}
          // A single-select listbox of countries: screen readers switch to focus mode and announce
          // "South Africa - Current Presence, 45 of 54"; arrows, Home/End and type-ahead are the listbox keys.
          // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the options are SVG shapes, so the listbox must be the <svg> itself; a wrapping <div> would put the svg's own role between them.
          role="listbox"
          aria-label={m.label}
          aria-describedby={instructionsId}
          className={cn(
            'block aspect-[4/3] h-auto w-full select-none',
            // Once zoomed, one finger pans the map; at rest it scrolls the page as usual.
            view.k > 1 ? 'cursor-grab touch-none active:cursor-grabbing' : 'touch-pan-x touch-pan-y',
          )}
          onKeyDown={onKeyDown}
          {...zoom.pointerHandlers}
        >
          <g
            className={cn(
              'origin-top-left',
              zoom.animate && 'motion-safe:transition-transform motion-safe:duration-300',
            )}
            style={layerStyle(view)}
          >
            <g className="stroke-white [stroke-linejoin:round] [stroke-width:0.75]">
              {AFRICA_BACKDROP.map((d) => (
                <path key={d.slice(0, 24)} d={d} className="fill-[#e2e8f0]" vectorEffect="non-scaling-stroke" />
              ))}
              {countries.map((country) => (
                <MapCountryShape
                  key={country.id}
                  country={country}
                  tabbable={country.id === roving.activeId}
                  markerZoom={country.shape.marker ? view.k : 1}
                  {...handlers}
                />
              ))}
            </g>
            {focused && focus?.ring ? <FocusRing shape={focused.shape} zoom={view.k} /> : null}
          </g>
        </svg>
      </div>
      <ZoomControls
        zoom={view.k}
        onZoomIn={() => zoom.zoomIn()}
        onZoomOut={() => zoom.zoomOut()}
        onReset={zoom.reset}
      />
      {tipCountry && tipAt ? <MapTooltip text={tipCountry.label} at={tipAt} /> : null}
      <p role="status" className="sr-only">
        {interpolate(m.zoom.level, { level })}
      </p>
    </div>
  );
}
