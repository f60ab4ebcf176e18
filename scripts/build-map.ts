/**
 * Projects the 54 African countries to SVG path strings once, at build time, so the browser ships
 * neither d3 nor topojson nor the 750 KB world atlas (SPEC §4 Map, §9 Map).
 *
 *   npx tsx scripts/build-map.ts
 *
 * Writes client/src/components/map/africa-paths.generated.ts; commit the result.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { geoMercator } from 'd3-geo';
import { mergeArcs } from 'topojson-client';
import type { GeometryObject, MultiPolygon, Polygon, Topology } from 'topojson-specification';
import { AFRICAN_COUNTRIES } from '../common/src/content/countries.ts';

const WIDTH = 800;
const HEIGHT = 600;
/** Douglas-Peucker tolerance in viewBox units: about 1 screen pixel at the maximum zoom of 8 on a desktop map. */
const TOLERANCE = 0.15;
/** Coordinates are written in tenths of a unit (one decimal). */
const PRECISION = 10;
/** Below this projected area (square units, Cabo Verde is about 17) a country is too small to point at: it gets a marker. */
const MARKER_AREA = 25;

const OUT = fileURLToPath(new URL('../client/src/components/map/africa-paths.generated.ts', import.meta.url));

type Point = [number, number];
type Ring = Point[];
type Shape = Ring[][]; // polygons, each an outer ring followed by its holes

const require = createRequire(import.meta.url);
const topology = JSON.parse(readFileSync(require.resolve('world-atlas/countries-50m.json'), 'utf8')) as Topology;
const geometries = (topology.objects.countries as { geometries: GeometryObject<{ name: string }>[] }).geometries;

// The original react-simple-maps convention: 800x600 viewBox, Mercator centred on 20°E 0°N, scale 400.
const projection = geoMercator()
  .center([20, 0])
  .scale(400)
  .translate([WIDTH / 2, HEIGHT / 2]);

/** Arcs are shared by neighbours; simplifying each arc once keeps borders gap-free. */
const arcCache = new Map<number, Point[]>();

function decodeArc(index: number): Point[] {
  const cached = arcCache.get(index);
  if (cached) return cached;
  const { scale, translate } = topology.transform ?? { scale: [1, 1], translate: [0, 0] };
  let x = 0;
  let y = 0;
  const projected = topology.arcs[index].map(([dx, dy]): Point => {
    x += dx;
    y += dy;
    return projection([x * scale[0] + translate[0], y * scale[1] + translate[1]]) as Point;
  });
  const simplified = simplify(projected, TOLERANCE);
  arcCache.set(index, simplified);
  return simplified;
}

function segmentDistance([px, py]: Point, [ax, ay]: Point, [bx, by]: Point): number {
  const dx = bx - ax;
  const dy = by - ay;
  const lengthSquared = dx * dx + dy * dy;
  const t = lengthSquared === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / lengthSquared));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

/** Iterative Douglas-Peucker; both end points stay, so arcs still meet at junctions. */
function simplify(points: Point[], tolerance: number): Point[] {
  if (points.length <= 2) return points;
  const keep = new Uint8Array(points.length);
  keep[0] = 1;
  keep[points.length - 1] = 1;
  const stack: [number, number][] = [[0, points.length - 1]];
  while (stack.length > 0) {
    const [first, last] = stack.pop() as [number, number];
    let farthest = -1;
    let maxDistance = tolerance;
    for (let i = first + 1; i < last; i++) {
      const distance = segmentDistance(points[i], points[first], points[last]);
      if (distance > maxDistance) {
        maxDistance = distance;
        farthest = i;
      }
    }
    if (farthest !== -1) {
      keep[farthest] = 1;
      stack.push([first, farthest], [farthest, last]);
    }
  }
  return points.filter((_, i) => keep[i] === 1);
}

function ringFromArcs(arcIndexes: number[]): Ring {
  const ring: Ring = [];
  for (const index of arcIndexes) {
    const arc = index >= 0 ? decodeArc(index) : [...decodeArc(~index)].reverse();
    ring.push(...(ring.length > 0 ? arc.slice(1) : arc));
  }
  return ring;
}

/** Rounds to tenths (as integers, so deltas never drift) and drops points that rounding made identical. */
function quantize(ring: Ring): Ring {
  const out: Ring = [];
  for (const [x, y] of ring) {
    const point: Point = [Math.round(x * PRECISION), Math.round(y * PRECISION)];
    const previous = out[out.length - 1];
    if (!previous || previous[0] !== point[0] || previous[1] !== point[1]) out.push(point);
  }
  const [first, last] = [out[0], out[out.length - 1]];
  if (out.length > 1 && first[0] === last[0] && first[1] === last[1]) out.pop();
  return out;
}

function signedArea(ring: Ring): number {
  let sum = 0;
  for (let i = 0; i < ring.length; i++) {
    const [x0, y0] = ring[i];
    const [x1, y1] = ring[(i + 1) % ring.length];
    sum += x0 * y1 - x1 * y0;
  }
  return sum / 2;
}

function isOutsideView(ring: Ring): boolean {
  const xs = ring.map((p) => p[0] / PRECISION);
  const ys = ring.map((p) => p[1] / PRECISION);
  return Math.max(...xs) < 0 || Math.min(...xs) > WIDTH || Math.max(...ys) < 0 || Math.min(...ys) > HEIGHT;
}

function toShape(geometry: Polygon | MultiPolygon): Shape {
  const polygons = geometry.type === 'Polygon' ? [geometry.arcs] : geometry.arcs;
  const shape: Shape = [];
  for (const polygon of polygons) {
    const [outer, ...holes] = polygon.map((ring) => quantize(ringFromArcs(ring)));
    // Islands smaller than the rounding step vanish, and far islands (Prince Edward) can never be panned to.
    if (outer.length < 3 || signedArea(outer) === 0 || isOutsideView(outer)) continue;
    shape.push([outer, ...holes.filter((hole) => hole.length >= 3 && signedArea(hole) !== 0)]);
  }
  return shape;
}

function formatNumber(tenths: number): string {
  // 5 -> ".5", -5 -> "-.5", 120 -> "12": every byte counts in a module of thousands of coordinates.
  return (tenths / PRECISION).toString().replace(/^(-?)0\./, '$1.');
}

function joinNumbers(values: number[]): string {
  let out = '';
  for (const value of values) {
    const text = formatNumber(value);
    out += out === '' || text.startsWith('-') ? text : ` ${text}`;
  }
  return out;
}

/** Absolute move to each ring's start, then relative lines: short numbers that gzip well. */
function toPathData(shape: Shape): string {
  let d = '';
  for (const ring of shape.flat()) {
    const [start, ...rest] = ring;
    const deltas: number[] = [];
    let [x, y] = start;
    for (const [nx, ny] of rest) {
      deltas.push(nx - x, ny - y);
      [x, y] = [nx, ny];
    }
    d += `M${joinNumbers(start)}l${joinNumbers(deltas)}z`;
  }
  return d;
}

/** Area-weighted centroid of the largest polygon: where the keyboard tooltip points. */
function labelPoint(shape: Shape): Point {
  const largest = shape.reduce((best, polygon) =>
    Math.abs(signedArea(polygon[0])) > Math.abs(signedArea(best[0])) ? polygon : best,
  );
  const ring = largest[0];
  let cx = 0;
  let cy = 0;
  for (let i = 0; i < ring.length; i++) {
    const [x0, y0] = ring[i];
    const [x1, y1] = ring[(i + 1) % ring.length];
    const cross = x0 * y1 - x1 * y0;
    cx += (x0 + x1) * cross;
    cy += (y0 + y1) * cross;
  }
  const factor = 6 * signedArea(ring) * PRECISION;
  return [Math.round((cx / factor) * 10) / 10, Math.round((cy / factor) * 10) / 10];
}

function shapeArea(shape: Shape): number {
  return shape.reduce((sum, [outer]) => sum + Math.abs(signedArea(outer)), 0) / (PRECISION * PRECISION);
}

const byId = new Map(geometries.filter((g) => g.id !== undefined).map((g) => [String(g.id), g]));
const byName = (name: string) => geometries.find((g) => (g.properties as { name?: string } | undefined)?.name === name);

function polygonal(geometry: GeometryObject | undefined, label: string): Polygon | MultiPolygon {
  if (geometry?.type !== 'Polygon' && geometry?.type !== 'MultiPolygon') {
    throw new Error(`world-atlas has no polygon for ${label}`);
  }
  return geometry;
}

// Natural Earth draws Somaliland (no ISO code) apart from Somalia; the UN member state includes it,
// so the two are merged along their shared border.
const somaliland = polygonal(byName('Somaliland'), 'Somaliland');
const somalia = mergeArcs(topology, [polygonal(byId.get('706'), 'Somalia'), somaliland]);

const rows: string[] = [];
const report: string[] = [];
for (const country of AFRICAN_COUNTRIES) {
  const geometry = country.id === '706' ? somalia : polygonal(byId.get(country.id), country.names.en);
  const shape = toShape(geometry);
  if (shape.length === 0) throw new Error(`${country.names.en} vanished after rounding`);
  const [cx, cy] = labelPoint(shape);
  const marker = shapeArea(shape) < MARKER_AREA;
  if (marker) report.push(`marker: ${country.names.en}`);
  const d = toPathData(shape);
  rows.push(
    `  { id: '${country.id}', iso3: '${country.iso3}', cx: ${cx}, cy: ${cy}, ${marker ? 'marker: true, ' : ''}d: '${d}' },`,
  );
}

// Western Sahara is not one of the 54 member states but leaving a hole in the continent would mislead;
// it is drawn as plain land with no name, focus or tooltip.
const backdrop = toPathData(toShape(polygonal(byId.get('732'), 'Western Sahara')));

const source = `// Generated by scripts/build-map.ts from world-atlas countries-50m.json (Natural Earth, public domain).
// Do not edit by hand: run \`npx tsx scripts/build-map.ts\`.
// Projection: geoMercator().center([20, 0]).scale(400).translate([400, 300]); coordinates rounded to 0.1.

export const MAP_WIDTH = ${WIDTH};
export const MAP_HEIGHT = ${HEIGHT};
export const MAP_VIEWBOX = '0 0 ${WIDTH} ${HEIGHT}';

export interface CountryShape {
  /** ISO 3166-1 numeric code, as in the country lookup. */
  id: string;
  iso3: string;
  /** Label anchor (viewBox units): the centroid of the largest polygon. */
  cx: number;
  cy: number;
  /** True for states too small to see or point at; the map draws a marker at (cx, cy). */
  marker?: boolean;
  d: string;
}

export const AFRICA_PATHS: readonly CountryShape[] = [
${rows.join('\n')}
];

/** Land that is not one of the 54 states (Western Sahara): drawn, never focusable. */
export const AFRICA_BACKDROP: readonly string[] = ['${backdrop}'];
`;

writeFileSync(OUT, source);
console.log(report.join('\n'));
console.log(`${AFRICAN_COUNTRIES.length} countries, ${(Buffer.byteLength(source) / 1024).toFixed(1)} KB -> ${OUT}`);
