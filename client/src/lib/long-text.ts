/** A block of a long text as a page shows it: a paragraph, or a bulleted list. */
export type TextBlock = { list: false; text: string } | { list: true; items: string[] };

const ITEM = /^\s*-\s+/;

/**
 * A `longtext` field (common/src/entries/fields.ts) in blocks: a blank line separates paragraphs, lines
 * starting with "- " make a bulleted list. A block may open with a line of text and go on with items (and
 * back): each run becomes its own block. Lines of one paragraph join with a space, as staff wrap them in
 * the editor's box without meaning a new line.
 */
export function longTextBlocks(text: string): TextBlock[] {
  const blocks: TextBlock[] = [];
  for (const chunk of text.replace(/\r\n?/g, '\n').split(/\n\s*\n/)) {
    let current: TextBlock | null = null;
    for (const raw of chunk.split('\n')) {
      const line = raw.trim();
      if (line === '') continue;
      if (ITEM.test(line)) {
        const item = line.replace(ITEM, '');
        if (current?.list) current.items.push(item);
        else {
          current = { list: true, items: [item] };
          blocks.push(current);
        }
      } else if (current && !current.list) current.text += ` ${line}`;
      else {
        current = { list: false, text: line };
        blocks.push(current);
      }
    }
  }
  return blocks;
}
