import type { Picture } from '@common/admin/media';
import { useState } from 'react';
import { cn } from '@/lib/cn';
import { initialsOf } from '@/lib/initials';
import { MediaPicture } from './responsive-image';

interface PhotoAvatarProps {
  name: string;
  /** An uploaded portrait (square AVIF and WebP files), or none. */
  photo: Picture | null | undefined;
  /** The frame: size, shape, background, ring. */
  className: string;
  /** The initials' type and colour. */
  initialsClassName: string;
  /** CSS sizes hint: the frame's width. */
  sizes: string;
  testId?: string;
}

/**
 * A person's portrait over their initials (SPEC §4 avatar: the initials show unless the photo has loaded).
 * The photo is in the server's HTML as a <picture> with its width and height, laid over the initials: they
 * show through until it has loaded, and stay if it fails (the image is then removed). The name is printed
 * beside it, so the picture is decorative.
 */
export function PhotoAvatar({ name, photo, className, initialsClassName, sizes, testId }: PhotoAvatarProps) {
  const [failed, setFailed] = useState(false);
  return (
    <span className={cn('relative inline-flex shrink-0 overflow-hidden', className)}>
      <span
        className={cn('flex h-full w-full items-center justify-center', initialsClassName)}
        data-testid={testId}
        aria-hidden="true"
      >
        {initialsOf(name)}
      </span>
      {photo && !failed && (
        <MediaPicture
          picture={photo}
          alt=""
          sizes={sizes}
          className="absolute inset-0 h-full w-full object-cover"
          onError={() => setFailed(true)}
        />
      )}
    </span>
  );
}
