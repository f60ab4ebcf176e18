import { describe, expect, it } from 'vitest';
import { longTextBlocks } from './long-text';

describe('a long text in blocks', () => {
  it('makes a paragraph of each part between blank lines, and a list of "- " lines', () => {
    expect(longTextBlocks('First paragraph.\n\n- one\n- two\n\nLast one.')).toEqual([
      { list: false, text: 'First paragraph.' },
      { list: true, items: ['one', 'two'] },
      { list: false, text: 'Last one.' },
    ]);
  });

  it('splits a part that opens with text and goes on with items, and joins wrapped lines with a space', () => {
    expect(longTextBlocks('You may:\n- read\n-   print\nand nothing more,\nreally.')).toEqual([
      { list: false, text: 'You may:' },
      { list: true, items: ['read', 'print'] },
      { list: false, text: 'and nothing more, really.' },
    ]);
  });

  it('reads Windows line ends, blank lines with spaces and surrounding space; nothing gives no block', () => {
    expect(longTextBlocks('  A\r\n \r\n- b\r\n\n\n\nC  ')).toEqual([
      { list: false, text: 'A' },
      { list: true, items: ['b'] },
      { list: false, text: 'C' },
    ]);
    expect(longTextBlocks('')).toEqual([]);
    expect(longTextBlocks('\n \n')).toEqual([]);
  });

  it('keeps a hyphen that is not an item marker (no space after it) in the text', () => {
    expect(longTextBlocks('-5% or 08h00-17h00')).toEqual([{ list: false, text: '-5% or 08h00-17h00' }]);
  });
});
