import { longTextBlocks } from '@/lib/long-text';

interface LongTextProps {
  text: string;
  /** Classes of each paragraph and of each list. */
  paragraphClassName?: string;
  listClassName?: string;
}

/** A staff-written long text (paragraphs and "- " lists) as paragraphs and bulleted lists. */
export function LongText({ text, paragraphClassName, listClassName }: LongTextProps) {
  return longTextBlocks(text).map((block, index) =>
    block.list ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: blocks have no identity but their place; the text is static.
      <ul key={index} className={listClassName}>
        {block.items.map((item, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: as above, two items may read the same.
          <li key={i}>{item}</li>
        ))}
      </ul>
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: as above.
      <p key={index} className={paragraphClassName}>
        {block.text}
      </p>
    ),
  );
}
