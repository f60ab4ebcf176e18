import type { Page } from '@playwright/test';

type Tree = string | readonly Tree[] | { readonly [key: string]: Tree };

/** Every English leaf whose translation differs (figures and proper nouns stay as they are). */
export function englishOnly(english: Tree, translated: Tree, out: string[] = []): string[] {
  if (typeof english === 'string') {
    if (english !== translated) out.push(english);
    return out;
  }
  for (const [key, value] of Object.entries(english)) englishOnly(value as Tree, (translated as never)[key], out);
  return out;
}

/** A dictionary string as a pattern; `{placeholders}` match whatever filled them. */
export const asPattern = (text: string) =>
  new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\\{\w+\\\}/g, '.*?'));

/** What a reader meets on the page: the main text, aria-labels, alt texts, title and description. */
export async function pageText(page: Page): Promise<string> {
  const main = page.getByRole('main');
  const visible = (await main.textContent()) ?? '';
  const attributes = await main
    .locator('[aria-label], [alt]')
    .evaluateAll((list) => list.map((el) => `${el.getAttribute('aria-label') ?? ''} ${el.getAttribute('alt') ?? ''}`));
  const title = await page.title();
  const description = await page.locator('meta[name="description"]').getAttribute('content');
  return [visible, ...attributes, title, description].join('\n');
}
