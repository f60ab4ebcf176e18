/**
 * `cn` joins class names without merging them (client/src/lib/cn.ts), so no element may carry two
 * utilities for the same CSS property: which one won would depend on the order of the stylesheet.
 * tailwind-merge (a test-only dependency) says what it would drop; on every page it must drop nothing,
 * at both widths and with the menus and the forms' error states showing.
 */

import type { Page } from '@playwright/test';
import { twMerge } from 'tailwind-merge';
import { firstArticlePath, LANGUAGES, localisedPath, STATIC_ROUTES } from '../scripts/audit/lib/config';
import { expect, test, waitForHydration } from './fixtures';

async function conflicts(page: Page): Promise<string[]> {
  const lists = await page.evaluate(() => [
    ...new Set([...document.querySelectorAll('[class]')].map((element) => element.getAttribute('class') ?? '')),
  ]);
  return lists
    .map((list) => list.trim().split(/\s+/).join(' '))
    .filter((list) => twMerge(list) !== list)
    .map((list) => `${list}\n  -> ${twMerge(list)}`);
}

for (const width of [375, 1280]) {
  test.describe(`no conflicting utilities on one element at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const route of [...STATIC_ROUTES, '/news/{newest}']) {
      test(route, async ({ page, server }) => {
        const path = route === '/news/{newest}' ? await firstArticlePath(server.origin) : route;
        const found = new Set<string>();
        for (const lang of LANGUAGES) {
          await page.goto(localisedPath(path, lang));
          await waitForHydration(page);
          for (const c of await conflicts(page)) found.add(c);
        }
        // Interactive states, in English (chosen explicitly: the last visit saved Swahili).
        await page.goto(`${path}?lang=en`);
        await waitForHydration(page);
        if (width === 375) {
          await page.getByRole('button', { name: 'Open menu' }).first().click();
          for (const c of await conflicts(page)) found.add(c);
          await page.keyboard.press('Escape');
        } else {
          for (const trigger of await page.locator('header nav button').all()) {
            await trigger.hover();
            for (const c of await conflicts(page)) found.add(c);
          }
        }
        for (const submit of await page.locator('main form button[type="submit"]').all()) {
          await submit.click();
          for (const c of await conflicts(page)) found.add(c);
        }
        expect([...found]).toEqual([]);
      });
    }
  });
}
