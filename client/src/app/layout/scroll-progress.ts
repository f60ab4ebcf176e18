/**
 * SPEC §4: the scroll position as a percentage of the scrollable height, clamped to 0-100.
 * A page that cannot scroll is at 0.
 */
export function scrollProgress(scrollY: number, scrollHeight: number, viewportHeight: number): number {
  const scrollable = scrollHeight - viewportHeight;
  if (!(scrollable > 0)) return 0;
  return Math.min(100, Math.max(0, (scrollY / scrollable) * 100));
}

/** SPEC §9 thresholds. */
export const PROGRESS_BAR_AFTER_PX = 100;
export const BACK_TO_TOP_AFTER_PX = 400;
