import { expect, test } from './fixtures';
import { signIn } from './lib/admin';

for (const width of [1280, 375])
  test(`debug ${width}`, async ({ page, server }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, server, 'owner');
    for (const path of ['/news']) {
      await page.goto(`/admin${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText('Loading…')).toHaveCount(0);
      await page.waitForTimeout(500);
      const info = await page.evaluate(() => {
        const wide = [...document.querySelectorAll('body *')]
          .filter(
            (e) =>
              e.getBoundingClientRect().right > window.innerWidth + 0.5 && getComputedStyle(e).position === 'absolute',
          )
          .slice(0, 8)
          .map((e) => `${e.tagName}.${String(e.className).slice(0, 80)} r=${e.getBoundingClientRect().right}`);
        const ths = [...document.querySelectorAll('main thead th')]
          .map((t) => `${t.textContent}:${Math.round(t.getBoundingClientRect().width)}`)
          .join(' ');
        const tables = [...document.querySelectorAll('main table')].map(
          (t) =>
            `${t.querySelector('caption')?.textContent}: table=${t.scrollWidth} box=${t.parentElement?.clientWidth}`,
        );
        return { sw: document.documentElement.scrollWidth, wide, tables, ths };
      });
      console.log(width, path, JSON.stringify(info, null, 1));
    }
  });
