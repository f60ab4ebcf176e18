/**
 * A `longtext` field as staff write it (common/src/entries/fields.ts): paragraphs split by a blank line,
 * and lines starting with "- " as list items. Read into blocks once, for the page (LongText) and for
 * structured data (an HTML description).
 */
import { escapeHtml } from '@common/escape-html';

export type TextBlock = { type: 'paragraph'; text: string } | { type: 'list'; items: string[] };

export function textBlocks(text: string): TextBlock[] {
  const blocks: TextBlock[] = [];
  for (const chunk of text.replace(/\r\n?/g, '\n').split(/\n\s*\n/)) {
    const lines = chunk
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    let paragraph: string[] = [];
    const flush = () => {
      if (paragraph.length) blocks.push({ type: 'paragraph', text: paragraph.join(' ') });
      paragraph = [];
    };
    for (const line of lines) {
      if (line.startsWith('- ')) {
        flush();
        const last = blocks.at(-1);
        const item = line.slice(2).trim();
        if (last?.type === 'list') last.items.push(item);
        else blocks.push({ type: 'list', items: [item] });
      } else paragraph.push(line);
    }
    flush();
  }
  return blocks;
}

/** The blocks as HTML (escaped text in <p> and <ul><li>), for a schema.org description. */
export function textBlocksHtml(blocks: readonly TextBlock[]): string {
  return blocks
    .map((block) =>
      block.type === 'paragraph'
        ? `<p>${escapeHtml(block.text)}</p>`
        : `<ul>${block.items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`,
    )
    .join('');
}
