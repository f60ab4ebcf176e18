import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { TILE_COLOURS } from '@common/entries/kinds';
import { describe, expect, it } from 'vitest';
import { TILE_CLASSES } from './tile-colours';

// Tailwind's own palette (oklch), as the stylesheet gets it.
const theme = readFileSync(createRequire(import.meta.url).resolve('tailwindcss/theme.css'), 'utf8');
function oklch(name: string): [number, number, number] {
  const match = new RegExp(`--color-${name}: oklch\\(([\\d.]+)% ([\\d.]+) ([\\d.]+)\\)`).exec(theme);
  if (!match) throw new Error(`no colour ${name} in tailwindcss/theme.css`);
  return [Number(match[1]) / 100, Number(match[2]), Number(match[3])];
}

/** WCAG relative luminance of an oklch colour (OKLab to linear sRGB, clipped to the gamut). */
function luminance([l, c, h]: [number, number, number]): number {
  const a = c * Math.cos((h * Math.PI) / 180);
  const b = c * Math.sin((h * Math.PI) / 180);
  const L = (l + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const M = (l - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const S = (l - 0.0894841775 * a - 1.291485548 * b) ** 3;
  const clip = (v: number) => Math.min(1, Math.max(0, v));
  const r = clip(4.0767416621 * L - 3.3077115913 * M + 0.2309699292 * S);
  const g = clip(-1.2684380046 * L + 2.6097574011 * M - 0.3413193965 * S);
  const bl = clip(-0.0041960863 * L - 0.7034186147 * M + 1.707614701 * S);
  return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
}

const contrast = (x: number, y: number) => (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);

describe('tile colours', () => {
  it('give every colour staff may choose a background and a text of at least 4.5:1 (WCAG AA)', () => {
    expect(Object.keys(TILE_CLASSES).sort()).toEqual([...TILE_COLOURS].sort());
    for (const [name, classes] of Object.entries(TILE_CLASSES)) {
      const bg = /\bbg-([a-z]+-\d+)\b/.exec(classes)?.[1];
      const text = /\btext-([a-z]+-\d+)\b/.exec(classes)?.[1];
      expect(bg && text, name).toBeTruthy();
      const ratio = contrast(luminance(oklch(bg as string)), luminance(oklch(text as string)));
      expect(ratio, `${name}: ${classes} is ${ratio.toFixed(2)}:1`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('measures as WCAG does: white on black is 21:1, a light grey on white fails', () => {
    expect(contrast(luminance([1, 0, 0]), luminance([0, 0, 0]))).toBeCloseTo(21, 0);
    expect(contrast(luminance(oklch('stone-300')), luminance([1, 0, 0]))).toBeLessThan(4.5);
  });
});
