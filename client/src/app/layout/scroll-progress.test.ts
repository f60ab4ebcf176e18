import { describe, expect, it } from 'vitest';
import { scrollProgress } from './scroll-progress';

describe('scrollProgress', () => {
  it('is the scroll position as a percentage of the scrollable height', () => {
    expect(scrollProgress(0, 3000, 1000)).toBe(0);
    expect(scrollProgress(500, 3000, 1000)).toBe(25);
    expect(scrollProgress(1000, 3000, 1000)).toBe(50);
    expect(scrollProgress(2000, 3000, 1000)).toBe(100);
  });

  it('clamps overscroll (elastic scrolling) to 0-100', () => {
    expect(scrollProgress(-40, 3000, 1000)).toBe(0);
    expect(scrollProgress(2100, 3000, 1000)).toBe(100);
  });

  it('is 0 when the page cannot scroll', () => {
    expect(scrollProgress(0, 800, 1000)).toBe(0);
    expect(scrollProgress(10, 1000, 1000)).toBe(0);
  });
});
