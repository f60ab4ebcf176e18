import { type PointerEvent, type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import {
  clampZoom,
  INITIAL_VIEW,
  MAP_CENTRE,
  MIN_ZOOM,
  type Point,
  panBy,
  svgPoint,
  type View,
  ZOOM_STEP,
  zoomAt,
} from './zoom';

/** Pointer travel (viewBox units) before a press becomes a drag, so a click on a country stays a click. */
const DRAG_THRESHOLD = 4;

interface ZoomState {
  view: View;
  /** Button and keyboard zooms glide; wheel, pinch and drag follow the hand directly. */
  animate: boolean;
}

/** The SVG keeps the viewBox aspect ratio, so client pixels map linearly to viewBox units. */
function toViewBox(svg: SVGSVGElement, clientX: number, clientY: number): Point {
  return svgPoint(svg, clientX, clientY) ?? MAP_CENTRE;
}

function distance(a: Point, b: Point): number {
  return Math.hypot(a[0] - b[0], a[1] - b[1]);
}

function midpoint(a: Point, b: Point): Point {
  return [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
}

/** Zoom (1 to 8) by wheel, pinch, drag-to-pan, buttons and keys; see zoom.ts for the geometry. */
export function useMapZoom(svgRef: RefObject<SVGSVGElement | null>) {
  const [state, setState] = useState<ZoomState>({ view: INITIAL_VIEW, animate: false });
  // Native listeners and pointer handlers need the latest view synchronously.
  const viewRef = useRef(INITIAL_VIEW);
  const pointers = useRef(new Map<number, Point>());
  const dragging = useRef(false);

  const apply = useCallback((view: View, animate: boolean) => {
    viewRef.current = view;
    setState({ view, animate });
  }, []);

  // React attaches wheel listeners as passive, and a passive listener cannot stop the page from scrolling.
  useEffect(() => {
    const svg = svgRef.current;
    if (!svg) return;
    const onWheel = (event: WheelEvent) => {
      const pixels = event.deltaMode === WheelEvent.DOM_DELTA_LINE ? event.deltaY * 16 : event.deltaY;
      const current = viewRef.current;
      const k = clampZoom(current.k * Math.exp(-pixels * 0.002));
      // At a zoom limit the wheel scrolls the page instead of being swallowed by the map.
      if (k === current.k) return;
      event.preventDefault();
      apply(zoomAt(current, k, toViewBox(svg, event.clientX, event.clientY)), false);
    };
    svg.addEventListener('wheel', onWheel, { passive: false });
    return () => svg.removeEventListener('wheel', onWheel);
  }, [svgRef, apply]);

  const onPointerDown = useCallback((event: PointerEvent<SVGSVGElement>) => {
    pointers.current.set(event.pointerId, toViewBox(event.currentTarget, event.clientX, event.clientY));
    dragging.current = false;
  }, []);

  const onPointerMove = useCallback(
    (event: PointerEvent<SVGSVGElement>) => {
      const previous = pointers.current.get(event.pointerId);
      if (!previous) return;
      const svg = event.currentTarget;
      const point = toViewBox(svg, event.clientX, event.clientY);
      const current = viewRef.current;
      const others = [...pointers.current].filter(([id]) => id !== event.pointerId).map(([, p]) => p);

      if (others.length === 1) {
        // Pinch: scale by the change in finger distance around their midpoint, and follow the midpoint.
        const [other] = others;
        const before = midpoint(previous, other);
        const after = midpoint(point, other);
        const ratio = distance(point, other) / Math.max(distance(previous, other), 1);
        const zoomed = zoomAt(current, current.k * ratio, before);
        apply(panBy(zoomed, after[0] - before[0], after[1] - before[1]), false);
        pointers.current.set(event.pointerId, point);
        return;
      }

      // At zoom 1 the whole map is in view, so there is nothing to drag.
      if (others.length > 0 || current.k === MIN_ZOOM) return;
      if (!dragging.current && distance(point, previous) < DRAG_THRESHOLD) return;
      if (!dragging.current) {
        dragging.current = true;
        svg.setPointerCapture?.(event.pointerId);
      }
      apply(panBy(current, point[0] - previous[0], point[1] - previous[1]), false);
      pointers.current.set(event.pointerId, point);
    },
    [apply],
  );

  const onPointerEnd = useCallback((event: PointerEvent<SVGSVGElement>) => {
    pointers.current.delete(event.pointerId);
    if (pointers.current.size === 0) dragging.current = false;
  }, []);

  const zoomBy = useCallback(
    (factor: number, anchor: Point = MAP_CENTRE) => {
      const current = viewRef.current;
      apply(zoomAt(current, current.k * factor, anchor), true);
    },
    [apply],
  );

  return {
    view: state.view,
    animate: state.animate,
    setView: apply,
    zoomIn: useCallback((anchor?: Point) => zoomBy(ZOOM_STEP, anchor), [zoomBy]),
    zoomOut: useCallback((anchor?: Point) => zoomBy(1 / ZOOM_STEP, anchor), [zoomBy]),
    reset: useCallback(() => apply(INITIAL_VIEW, true), [apply]),
    pointerHandlers: { onPointerDown, onPointerMove, onPointerUp: onPointerEnd, onPointerCancel: onPointerEnd },
  };
}
