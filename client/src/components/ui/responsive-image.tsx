import type { Picture } from '@common/admin/media';
import { useContext } from 'react';
import { HeadContext } from '@/components/seo/head-context';
import { cn } from '@/lib/cn';

interface ResponsiveImageProps {
  src: string;
  alt: string;
  className?: string;
  /** CSS sizes hint for the browser's choice between the 480 and 960 px files. */
  sizes?: string;
  priority?: boolean;
}

const VARIANT = /-960\.webp$/;

/**
 * Images shipped under /images/news/ come as <name>-{480,960}.{avif,webp}; those get AVIF and WebP
 * sources at both widths. Any other address is shown as it is. Width and height prevent layout shift.
 */
export function ResponsiveImage({
  src,
  alt,
  className,
  sizes = '(min-width: 1024px) 33vw, 100vw',
  priority,
}: ResponsiveImageProps) {
  const collector = useContext(HeadContext);
  const common = {
    width: 960,
    height: 540,
    className: cn('h-full w-full object-cover', className),
    loading: priority ? ('eager' as const) : ('lazy' as const),
    decoding: 'async' as const,
    fetchPriority: priority ? ('high' as const) : undefined,
  };
  if (!VARIANT.test(src)) return <img src={src} alt={alt} {...common} />;
  const base = src.replace(VARIANT, '');
  const avif = `${base}-480.avif 480w, ${base}-960.avif 960w`;
  // On the server: the first priority image is announced in <head> (the browser would otherwise find it
  // only when the parser reaches it, behind the scripts and the font).
  if (collector && priority && !collector.priorityImage) {
    collector.priorityImage = { srcSet: avif, sizes, type: 'image/avif' };
  }
  return (
    <picture>
      <source type="image/avif" srcSet={avif} sizes={sizes} />
      <source type="image/webp" srcSet={`${base}-480.webp 480w, ${base}-960.webp 960w`} sizes={sizes} />
      <img src={src} alt={alt} {...common} />
    </picture>
  );
}

interface MediaPictureProps {
  /** An uploaded image's files as the server lists them (`Picture` in common/src/admin/media.ts). */
  picture: Picture;
  alt: string;
  /** CSS sizes hint for the browser's choice between the files' widths. */
  sizes: string;
  className?: string;
  priority?: boolean;
  onError?: () => void;
}

/**
 * An uploaded image (docs/decisions/030): AVIF and WebP sources at the widths made on upload, and a WebP fallback,
 * with the file's real width and height so the page does not shift while it loads.
 */
export function MediaPicture({ picture, alt, sizes, className, priority, onError }: MediaPictureProps) {
  return (
    <picture>
      {picture.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      <img
        src={picture.src}
        width={picture.width}
        height={picture.height}
        alt={alt}
        className={className}
        loading={priority ? 'eager' : 'lazy'}
        decoding="async"
        fetchPriority={priority ? 'high' : undefined}
        onError={onError}
      />
    </picture>
  );
}
