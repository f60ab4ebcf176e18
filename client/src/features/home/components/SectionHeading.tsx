import { cn } from '@/lib/cn';

interface SectionHeadingProps {
  id: string;
  eyebrow: string;
  title: string;
  intro?: string;
  /** Light text for the dark bands. */
  tone?: 'default' | 'light';
  className?: string;
}

/** The one heading style of the home sections: eyebrow, h2 (named by `id` for aria-labelledby), intro. */
export function SectionHeading({ id, eyebrow, title, intro, tone = 'default', className }: SectionHeadingProps) {
  const light = tone === 'light';
  return (
    <div className={cn('mx-auto max-w-3xl text-center', className)}>
      <p className={cn('text-sm font-semibold tracking-wider uppercase', light ? 'text-amber-300' : 'text-accent')}>
        {eyebrow}
      </p>
      <h2
        id={id}
        className={cn(
          'mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl',
          light ? 'text-white' : 'text-stone-900',
        )}
      >
        {title}
      </h2>
      {intro ? (
        <p className={cn('mt-4 text-lg text-pretty', light ? 'text-green-50' : 'text-stone-600')}>{intro}</p>
      ) : null}
    </div>
  );
}
