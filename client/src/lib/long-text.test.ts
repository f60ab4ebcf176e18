import { describe, expect, it } from 'vitest';
import { textBlocks, textBlocksHtml } from './long-text';

describe('long text', () => {
  it('reads paragraphs and list items as staff write them', () => {
    const blocks = textBlocks(
      'First line\ncontinues.\n\nYou will:\n- plan the week\n- lead <the> team\n\nThanks & welcome.',
    );
    expect(blocks).toEqual([
      { type: 'paragraph', text: 'First line continues.' },
      { type: 'paragraph', text: 'You will:' },
      { type: 'list', items: ['plan the week', 'lead <the> team'] },
      { type: 'paragraph', text: 'Thanks & welcome.' },
    ]);
    expect(textBlocksHtml(blocks)).toBe(
      '<p>First line continues.</p><p>You will:</p><ul><li>plan the week</li><li>lead &lt;the&gt; team</li></ul><p>Thanks &amp; welcome.</p>',
    );
  });

  it('makes nothing of an empty text', () => {
    expect(textBlocks('  \n\n ')).toEqual([]);
  });
});
