import { test } from './fixtures';
import { throttling } from 'lighthouse/core/config/constants.js';
import { devices } from '@playwright/test';

test.use({ ...devices['Pixel 5'], viewport: { width: 375, height: 812 } });

for (const variant of ['no app', 'no app no nav', 'no app no svg', 'no app no overflow']) {
  test(`menu ${variant}`, async ({ page }) => {
    const s = throttling.mobileSlow4G;
    const session = await page.context().newCDPSession(page);
    await session.send('Network.enable');
    await session.send('Network.emulateNetworkConditions', { offline: false, latency: s.requestLatencyMs, downloadThroughput: (s.downloadThroughputKbps * 1024) / 8, uploadThroughput: (s.uploadThroughputKbps * 1024) / 8 });
    await session.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    if (variant.startsWith('no app')) await page.route(/\/assets\/(?!index-)[^/]+\.js$/, () => {});
    await page.goto('/', { waitUntil: 'load' });
    await page.waitForTimeout(2500);
    if (variant.endsWith('no nav')) await page.addStyleTag({ content: '#mobile-menu nav ul{display:none !important}' });
    if (variant.endsWith('no svg')) await page.addStyleTag({ content: '#mobile-menu svg{display:none !important}' });
    if (variant.endsWith('no overflow')) await page.addStyleTag({ content: '#mobile-menu .overflow-y-auto{overflow:visible !important}' });
    if (variant.startsWith('no has')) await page.addStyleTag({ content: 'html:has(dialog:modal){overflow:visible !important}' });
    if (variant === 'no has no blur') await page.addStyleTag({ content: 'dialog::backdrop{backdrop-filter:none !important}' });
    await page.waitForTimeout(500);
    for (const which of ['Open menu', 'Open menu']) {
      await page.evaluate(() => { const w = window as any; w.t0 = undefined; w.tc = undefined; w.to = undefined; addEventListener('pointerdown', (e) => { w.t0 ??= e.timeStamp; w.tpd = performance.now(); }, { capture: true, once: true }); addEventListener('click', (e) => { w.tc ??= e.timeStamp; w.tcn = performance.now(); }, { capture: true, once: true }); new MutationObserver((_, o) => { w.to ??= performance.now(); o.disconnect(); }).observe(document.body, { attributes: true, subtree: true, attributeFilter: ['open'] }); });
      await page.getByRole('button', { name: which }).tap();
      const at = await page.waitForFunction(() => document.querySelector('dialog[open]') && performance.now(), undefined, { polling: 'raf' });
      const t0 = await page.evaluate(() => (window as any).t0);
      const d = await page.evaluate(() => { const w = window as any; return [w.tpd - w.t0, w.tc - w.t0, w.tcn - w.t0, w.to - w.t0].map(Math.round).join(' '); });
      console.log(variant, which, Math.round((await at.jsonValue() as number) - t0), 'pd-handler click click-handler open:', d);
      await page.keyboard.press('Escape');
      await page.waitForTimeout(1500);
    }
  });
}
