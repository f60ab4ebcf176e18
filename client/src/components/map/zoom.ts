import { MAP_HEIGHT, MAP_WIDTH } from './africa-paths.generated';

/** SPEC §9: zoom range 1 to 8. */
export const MIN_ZOOM = 1;
export const MAX_ZOOM = 8;
/** One button press or key press doubles or halves the zoom, as in react-simple-maps. */
export const ZOOM_STEP = 2;

/** `translate(x, y) scale(k)` applied to the map layer, in viewBox units. */
export interface View {
  k: number;
  x: number;
  y: number;
}

export type Point = [number, number];

export const INITIAL_VIEW: View = { k: 1, x: 0, y: 0 };

export function clampZoom(k: number): number {
  return Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, k));
}

/** Keeps the scaled map covering the whole viewBox, so the continent can never be dragged out of sight. */
export function clampView({ k, x, y }: View): View {
  const zoom = clampZoom(k);
  return {
    k: zoom,
    x: Math.min(0, Math.max(MAP_WIDTH * (1 - zoom), x)),
    y: Math.min(0, Math.max(MAP_HEIGHT * (1 - zoom), y)),
  };
}

/** Zooms to `k` keeping `anchor` (viewBox units) under the same screen point: the pointer or the focused country. */
export function zoomAt(view: View, k: number, anchor: Point): View {
  const zoom = clampZoom(k);
  const ratio = zoom / view.k;
  return clampView({
    k: zoom,
    x: anchor[0] - (anchor[0] - view.x) * ratio,
    y: anchor[1] - (anchor[1] - view.y) * ratio,
  });
}

export function panBy(view: View, dx: number, dy: number): View {
  return clampView({ ...view, x: view.x + dx, y: view.y + dy });
}

/** Where a map point (viewBox units) shows on screen, as viewBox units. */
export function toScreen(view: View, [px, py]: Point): Point {
  return [px * view.k + view.x, py * view.k + view.y];
}

/** Pans just enough to bring a map point into the visible area when it lies outside it. */
export function reveal(view: View, point: Point, margin = 40): View {
  const [sx, sy] = toScreen(view, point);
  const inside = sx >= margin && sx <= MAP_WIDTH - margin && sy >= margin && sy <= MAP_HEIGHT - margin;
  if (inside) return view;
  return clampView({ ...view, x: MAP_WIDTH / 2 - point[0] * view.k, y: MAP_HEIGHT / 2 - point[1] * view.k });
}

export const MAP_CENTRE: Point = [MAP_WIDTH / 2, MAP_HEIGHT / 2];

/** A pointer's position over the SVG in viewBox units, or null when the SVG has no layout box (jsdom, hidden). */
export function svgPoint(svg: SVGSVGElement, clientX: number, clientY: number): Point | null {
  const rect = svg.getBoundingClientRect();
  if (rect.width === 0 || rect.height === 0) return null;
  return [((clientX - rect.left) / rect.width) * MAP_WIDTH, ((clientY - rect.top) / rect.height) * MAP_HEIGHT];
}
