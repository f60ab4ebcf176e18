import type { AdminStory } from '@common/admin/impact';
import { cn } from '@/lib/cn';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');

/** The story's round photo as the Impact page shows it, or its initials; decorative (the name is beside it). */
export function StoryPhoto({ story, className }: { story: Pick<AdminStory, 'name' | 'imageUrl'>; className?: string }) {
  return story.imageUrl ? (
    <img
      src={story.imageUrl}
      alt=""
      width={48}
      height={48}
      className={cn('h-12 w-12 shrink-0 rounded-full bg-stone-100 object-cover', className)}
    />
  ) : (
    <span
      aria-hidden="true"
      className={cn(
        'flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-primary-light font-bold text-primary-dark',
        className,
      )}
    >
      {initials(story.name)}
    </span>
  );
}
