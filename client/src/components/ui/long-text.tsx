import { cn } from '@/lib/cn';
import { textBlocks } from '@/lib/long-text';

/** A `longtext` field on a page: its paragraphs and bulleted lists (lib/long-text.ts). */
export function LongText({
  text,
  className,
  paragraphClassName,
  listClassName = 'list-disc space-y-1 pl-5',
}: {
  text: string;
  className?: string;
  /** Classes of each paragraph and of each list. */
  paragraphClassName?: string;
  listClassName?: string;
}) {
  return (
    <div className={cn('space-y-3', className)}>
      {textBlocks(text).map((block, index) =>
        block.type === 'paragraph' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the blocks of one text, in order, never reordered
          <p key={index} className={paragraphClassName}>
            {block.text}
          </p>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: as above
          <ul key={index} className={listClassName}>
            {block.items.map((item, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: two items may read the same
              <li key={i}>{item}</li>
            ))}
          </ul>
        ),
      )}
    </div>
  );
}
