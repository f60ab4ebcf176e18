import { Avatar } from 'radix-ui';
import { cn } from '@/lib/cn';
import { initialsOf } from '../initials';

interface Props {
  name: string;
  imageUrl?: string | null;
  className?: string;
}

/**
 * SPEC §4 avatar: the initials show unless the photo has loaded (idle, loading and error all show them).
 * The server renders the initials; the browser swaps in the photo once it has loaded, so a missing
 * file never shows as a broken image. The name is printed beside it, so the picture is decorative.
 */
export function StoryAvatar({ name, imageUrl, className }: Props) {
  return (
    <Avatar.Root
      className={cn(
        'relative inline-flex h-16 w-16 shrink-0 overflow-hidden rounded-full bg-primary-light ring-2 ring-white shadow',
        className,
      )}
    >
      {imageUrl && <Avatar.Image src={imageUrl} alt="" className="h-full w-full object-cover" />}
      <Avatar.Fallback
        className="flex h-full w-full items-center justify-center text-lg font-bold text-primary-dark"
        data-testid="story-initials"
        aria-hidden="true"
      >
        {initialsOf(name)}
      </Avatar.Fallback>
    </Avatar.Root>
  );
}
