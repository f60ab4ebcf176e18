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
