import { describe, expect, it } from 'vitest';
import { pageWindow, showingRange, totalPagesFor } from './pagination';

describe('pageWindow (SPEC §9)', () => {
  it.each([
    [1, 10, [1, 2, 3, 4, 5]],
    [2, 10, [1, 2, 3, 4, 5]],
    [3, 10, [1, 2, 3, 4, 5]],
    [4, 10, [2, 3, 4, 5, 6]],
    [5, 10, [3, 4, 5, 6, 7]],
    [6, 10, [4, 5, 6, 7, 8]],
    [7, 10, [5, 6, 7, 8, 9]],
    [8, 10, [6, 7, 8, 9, 10]],
    [9, 10, [6, 7, 8, 9, 10]],
    [10, 10, [6, 7, 8, 9, 10]],
    [1, 3, [1, 2, 3]],
    [2, 3, [1, 2, 3]],
    [3, 3, [1, 2, 3]],
    [5, 5, [1, 2, 3, 4, 5]],
    [4, 6, [2, 3, 4, 5, 6]],
    [1, 1, [1]],
    [1, 0, []],
  ])('page %i of %i shows %j', (current, total, expected) => {
    expect(pageWindow(current, total)).toEqual(expected);
  });
});

describe('page arithmetic', () => {
  it('rounds the page count up', () => {
    expect(totalPagesFor(0, 9)).toBe(0);
    expect(totalPagesFor(9, 9)).toBe(1);
    expect(totalPagesFor(10, 9)).toBe(2);
    expect(totalPagesFor(17, 9)).toBe(2);
  });

  it('gives the Showing X to Y of Z bounds', () => {
    expect(showingRange(1, 9, 17)).toEqual({ from: 1, to: 9, total: 17 });
    expect(showingRange(2, 9, 17)).toEqual({ from: 10, to: 17, total: 17 });
    expect(showingRange(1, 9, 0)).toEqual({ from: 0, to: 0, total: 0 });
  });
});
