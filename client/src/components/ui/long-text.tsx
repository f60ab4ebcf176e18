import { cn } from '@/lib/cn';
import { textBlocks } from '@/lib/long-text';

/** A `longtext` field on a page: its paragraphs and bulleted lists (lib/long-text.ts). */
export function LongText({ text, className }: { text: string; className?: string }) {
  return (
    <div className={cn('space-y-3', className)}>
      {textBlocks(text).map((block, index) =>
        block.type === 'paragraph' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the blocks of one text, in order, never reordered
          <p key={index}>{block.text}</p>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: as above
          <ul key={index} className="list-disc space-y-1 pl-5">
            {block.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        ),
      )}
    </div>
  );
}
