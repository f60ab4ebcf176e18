import type { Page } from '@playwright/test';

/**
 * The app's code loads at the visitor's first sign of acting (client/src/boot.ts, docs/decisions/060), and
 * React marks `<html data-hydrated>` once it has hydrated the page. A mouse moving over the page is the
 * sign that changes nothing on it (no click, no focus, no scroll), so tests and audits give that one and
 * wait for the mark before they use what only React answers.
 */
export async function startApp(page: Page, timeout?: number): Promise<void> {
  // Two positions: a move to where the mouse already is sends no event. The top left corner is the
  // header's padding, over nothing that reacts to a hover.
  await page.mouse.move(2, 2);
  await page.mouse.move(1, 1);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, { timeout });
}
