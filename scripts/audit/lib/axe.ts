import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export interface AxeFinding {
  id: string;
  impact: string | null | undefined;
  help: string;
  targets: string[];
}

/** axe-core with its default rules (WCAG 2 A/AA and best practices) on the page as it is now. */
export async function axeFindings(page: Page): Promise<AxeFinding[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    help: v.help,
    targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
  }));
}
