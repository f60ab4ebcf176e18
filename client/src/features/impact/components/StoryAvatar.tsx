import type { Picture } from '@common/admin/media';
import { Avatar } from 'radix-ui';
import { PhotoAvatar } from '@/components/ui/photo-avatar';
import { cn } from '@/lib/cn';
import { initialsOf } from '@/lib/initials';

interface Props {
  name: string;
  imageUrl?: string | null;
  /** An uploaded photo: square AVIF and WebP files; preferred over `imageUrl`. */
  photo?: Picture | null;
  className?: string;
}

const box = 'h-16 w-16 rounded-full bg-primary-light ring-2 ring-white shadow';
const frame = `relative inline-flex shrink-0 overflow-hidden ${box}`;
const initialsText = 'text-lg font-bold text-primary-dark';
const initialsClass = `flex h-full w-full items-center justify-center ${initialsText}`;

/**
 * SPEC §4 avatar: the initials show unless the photo has loaded (idle, loading and error all show them).
 * The name is printed beside it, so the picture is decorative.
 * - An uploaded photo is in the server's HTML as a <picture> (AVIF, WebP, width and height) laid over the
 *   initials: they show through until it has loaded, and stay if it fails (the image is then removed).
 * - Any other address goes through Radix Avatar: the server renders the initials; the browser swaps in the
 *   photo once it has loaded, so a missing file never shows as a broken image.
 */
export function StoryAvatar({ name, imageUrl, photo, className }: Props) {
  if (photo) {
    return (
      <PhotoAvatar
        name={name}
        photo={photo}
        className={cn(box, className)}
        initialsClassName={initialsText}
        sizes="64px"
        testId="story-initials"
      />
    );
  }
  return (
    <Avatar.Root className={cn(frame, className)}>
      {imageUrl && <Avatar.Image src={imageUrl} alt="" className="h-full w-full object-cover" />}
      <Avatar.Fallback className={initialsClass} data-testid="story-initials" aria-hidden="true">
        {initialsOf(name)}
      </Avatar.Fallback>
    </Avatar.Root>
  );
}
