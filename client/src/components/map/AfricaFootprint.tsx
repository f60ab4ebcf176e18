import { lazy, Suspense } from 'react';
import { FootprintStats } from './FootprintStats';
import { MapErrorBoundary } from './MapErrorBoundary';
import { MapLegend } from './MapLegend';
import { useNearViewport } from './use-near-viewport';

// The map and its ~40 KB of path data are a separate chunk, fetched only when the section nears the viewport,
// so they never delay the first paint or count against the home page's initial JavaScript.
const AfricaMap = lazy(() => import('./AfricaMap').then((module) => ({ default: module.AfricaMap })));

/** Same box as the map, so nothing moves when it arrives. */
function MapPlaceholder() {
  return <div aria-hidden="true" className="aspect-[4/3] w-full rounded-xl border border-slate-200 bg-sky-50" />;
}

/**
 * Body of the home page's #africa-footprint section (SPEC §2.3): map, legend and stats.
 * The page supplies the <section> and its heading; this renders h3 sub-headings only.
 */
export function AfricaFootprint() {
  const [mapSlot, near] = useNearViewport<HTMLDivElement>();

  return (
    <div className="grid gap-8 lg:grid-cols-3 lg:items-start">
      <div ref={mapSlot} className="lg:col-span-2">
        {near ? (
          <MapErrorBoundary fallback={<MapPlaceholder />}>
            <Suspense fallback={<MapPlaceholder />}>
              <AfricaMap />
            </Suspense>
          </MapErrorBoundary>
        ) : (
          <MapPlaceholder />
        )}
      </div>
      <div className="space-y-6">
        <MapLegend />
        <FootprintStats />
      </div>
    </div>
  );
}
