import { expect, test, waitForHydration } from './fixtures';

test.use({ viewport: { width: 375, height: 800 }, hasTouch: true });

test('native first responses', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => { if (r.resourceType() === 'script') scripts.push(r.url()); });
  await page.goto('/about');
  await page.waitForTimeout(2500);
  console.log('scripts before sign', scripts);
  await page.getByRole('button', { name: 'Open menu' }).tap();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  await page.screenshot({ path: '/tmp/zz-menu.png' });
  console.log('after tap scripts', scripts.length);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  console.log('hydrated with menu open; dialog still open:', await page.getByRole('dialog', { name: 'Menu' }).isVisible());
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  console.log('focused', await page.evaluate(() => document.activeElement?.getAttribute('aria-label')));
  await page.getByRole('button', { name: /Search/ }).first().tap();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.type('law');
  await expect(page.getByRole('dialog').getByRole('option').first()).toBeVisible();
  await page.screenshot({ path: '/tmp/zz-search.png' });
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Open menu' }).tap();
  await page.getByRole('dialog').getByRole('link', { name: 'Français' }).tap();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  console.log('url', page.url());
});

test('before hydration: search typed, language link', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: /Search/ }).first().tap();
  await page.keyboard.type('veb', { delay: 50 });
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await expect(page.getByRole('dialog').getByRole('option').first()).toBeVisible();
  console.log('value', await page.getByRole('dialog').getByRole('combobox').inputValue());
  await page.screenshot({ path: '/tmp/zz-search2.png' });
});

test('before hydration: french link navigates', async ({ page }) => {
  await page.goto('/about');
  await page.getByRole('button', { name: 'Open menu' }).tap();
  const link = page.getByRole('dialog').getByRole('link', { name: 'Français' });
  console.log('href', await link.getAttribute('href'));
  await link.tap();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  console.log('url', page.url());
});

test('contact form native then react', async ({ page }) => {
  await page.goto('/contact');
  await page.getByRole('button', { name: 'Send Message' }).tap();
  console.log('invalid', await page.evaluate(() => document.querySelectorAll('form :invalid').length));
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.locator('form [aria-invalid="true"]').first()).toBeVisible();
});
