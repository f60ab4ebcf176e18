import { describe, expect, it } from 'vitest';
import { clampView, INITIAL_VIEW, reveal, toScreen, zoomAt } from './zoom';

describe('map zoom geometry', () => {
  it('keeps the zoom within 1..8', () => {
    expect(zoomAt(INITIAL_VIEW, 20, [400, 300]).k).toBe(8);
    expect(zoomAt(INITIAL_VIEW, 0.2, [400, 300]).k).toBe(1);
  });

  it('keeps the anchor point still while zooming (wheel under the pointer)', () => {
    const anchor: [number, number] = [300, 200];
    const view = zoomAt(INITIAL_VIEW, 2, anchor);
    // The map point that was under the anchor is still there.
    expect(toScreen(view, anchor)).toEqual(anchor);
  });

  it('never lets the map be dragged off the viewBox', () => {
    expect(clampView({ k: 2, x: 100, y: -5000 })).toEqual({ k: 2, x: 0, y: -600 });
  });

  it('pans to a country outside the visible area and leaves a visible one alone', () => {
    const zoomed = { k: 4, x: 0, y: 0 };
    expect(reveal(zoomed, [50, 50])).toBe(zoomed);
    const moved = reveal(zoomed, [500, 400]);
    expect(toScreen(moved, [500, 400])).toEqual([400, 300]);
  });
});
