/**
 * Screenshots of pages for looking at what we build:
 *   npx tsx scripts/screenshot.ts http://127.0.0.1:3000/careers .tmp/shots/careers [--full]
 * writes careers-375.png and careers-1280.png (add --full for the whole page).
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './audit/lib/config';

const [url, out, ...flags] = process.argv.slice(2);
if (!url || !out) {
  console.error('usage: tsx scripts/screenshot.ts URL OUT_PREFIX [--full] [--lang=fr]');
  process.exit(1);
}
mkdirSync(dirname(out), { recursive: true });
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_FLAGS,
});
for (const width of [375, 1280]) {
  // Reduced motion, so sections that reveal on scroll are visible in full-page shots.
  const page = await browser.newPage({
    viewport: { width, height: width === 375 ? 812 : 800 },
    reducedMotion: 'reduce',
  });
  page.on('console', (m) => m.type() === 'error' && console.error(`[console ${width}] ${m.text()}`));
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.screenshot({ path: `${out}-${width}.png`, fullPage: flags.includes('--full') });
  await page.close();
}
await browser.close();
console.info(`wrote ${out}-375.png and ${out}-1280.png`);
