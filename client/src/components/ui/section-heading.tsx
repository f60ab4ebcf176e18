import { cn } from '@/lib/cn';

interface SectionHeadingProps {
  /** Names the section (aria-labelledby) and makes the heading linkable. */
  id?: string;
  title: string;
  intro?: string;
  /** A small label above the title (home page style); without it an amber rule sits below. */
  eyebrow?: string;
  /** Light text for dark bands. */
  tone?: 'default' | 'light';
  /** No space below: the caller spaces what follows. */
  flush?: boolean;
  className?: string;
}

/** The one section heading of the site: a centred h2 with an optional eyebrow and introduction. */
export function SectionHeading({ id, title, intro, eyebrow, tone = 'default', flush, className }: SectionHeadingProps) {
  const light = tone === 'light';
  return (
    <div
      className={cn(
        'mx-auto text-center',
        eyebrow ? 'max-w-3xl' : 'max-w-2xl',
        !eyebrow && !flush && 'mb-10 sm:mb-12',
        className,
      )}
    >
      {eyebrow && (
        <p className={cn('text-sm font-semibold tracking-wider uppercase', light ? 'text-amber-300' : 'text-accent')}>
          {eyebrow}
        </p>
      )}
      <h2
        id={id}
        className={cn(
          'text-3xl font-bold tracking-tight text-balance sm:text-4xl',
          eyebrow && 'mt-2',
          light ? 'text-white' : 'text-stone-900',
        )}
      >
        {title}
      </h2>
      {!eyebrow && <span aria-hidden="true" className="mx-auto mt-4 block h-1 w-16 rounded-full bg-amber-400" />}
      {intro && <p className={cn('mt-4 text-lg text-pretty', light ? 'text-green-50' : 'text-stone-600')}>{intro}</p>}
    </div>
  );
}
