import { axeFindings } from '../scripts/audit/lib/axe';
import { expect, test, waitForHydration } from './fixtures';

/**
 * Every company's own page (docs/decisions/084), in each language, at a phone's and a desktop's width, as
 * the demo seed gives them: axe finds nothing, the page speaks the language asked for, and nothing runs
 * off the side at 375 px. `SHOTS` names a folder to keep screenshots in, to look at.
 */
test.describe('company pages', () => {
  for (const viewport of [
    { width: 375, height: 740 },
    { width: 1280, height: 800 },
  ]) {
    for (const lang of ['en', 'fr', 'sw'] as const) {
      test(`every company's page in ${lang} at ${viewport.width} px`, async ({ page }) => {
        test.setTimeout(120_000);
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await page.setViewportSize(viewport);
        const companies = await (await page.request.get('/api/content/entries/company')).json();
        const slugs = (companies as { slug: string }[]).map((company) => company.slug);
        // The demo's ten (SPEC §1).
        expect(slugs).toHaveLength(10);
        for (const slug of slugs) {
          const res = await page.goto(`/companies/${slug}?lang=${lang}`);
          expect(res?.status(), slug).toBe(200);
          await waitForHydration(page);
          await expect(page.locator('html')).toHaveAttribute('lang', lang);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          expect(await axeFindings(page), `${slug} ${lang}`).toEqual([]);
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          expect(overflow, `${slug} ${lang} scrolls sideways`).toBeLessThanOrEqual(0);
          if (process.env.SHOTS)
            await page.screenshot({
              path: `${process.env.SHOTS}/company-${slug}-${lang}-${viewport.width}.png`,
              fullPage: true,
            });
        }
      });
    }
  }

  test('a home page card leads to its company page, and an unknown company is a 404 page', async ({ page }) => {
    await page.goto('/?lang=sw');
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Ukurasa wa kampuni: VEB Properties' }).click();
    await expect(page).toHaveURL(/\/companies\/veb-properties(\?lang=sw)?$/);
    await expect(page.getByRole('heading', { level: 1, name: 'VEB Properties' })).toBeVisible();
    // In Swahili, its offices, its openings and its news.
    const main = page.getByRole('main');
    await expect(main.getByText('Ofisi ya Mali, Bryanston')).toBeVisible();
    await expect(main.getByText('Meneja wa Rasilimali za Majengo')).toBeVisible();
    await expect(
      main.getByText('SAMDON Real Estate na VEB Properties zaanza ujenzi wa mtaa wa nyumba za gharama nafuu'),
    ).toBeVisible();
    // The visitor chose Swahili: the 404 page speaks it too.
    const missing = await page.goto('/companies/no-such-company');
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Kampuni haikupatikana' })).toBeVisible();
    await page.goto('/companies/no-such-company?lang=en');
    await expect(page.getByRole('heading', { level: 1, name: 'Company not found' })).toBeVisible();
  });
});
