import { type ReactNode, useEffect, useRef, useState } from 'react';
import { cn } from '@/lib/cn';

type RevealDirection = 'up' | 'down' | 'left' | 'right';

/** SPEC §4/§9 scroll reveal: 0.1 of the element in view, 50 px offset, 0.6 s ease-out. */
const REVEAL_THRESHOLD = 0.1;

// `motion-safe:` keeps the hidden state inert under prefers-reduced-motion even if it were applied.
const HIDDEN: Record<RevealDirection, string> = {
  up: 'motion-safe:opacity-0 motion-safe:translate-y-[50px]',
  down: 'motion-safe:opacity-0 motion-safe:-translate-y-[50px]',
  left: 'motion-safe:opacity-0 motion-safe:-translate-x-[50px]',
  right: 'motion-safe:opacity-0 motion-safe:translate-x-[50px]',
};

/**
 * - `static`: the server's and the first client render; fully visible, so the content shows without
 *   JavaScript and nothing changes at hydration.
 * - `hidden`: applied after hydration only to elements not yet in view (so nobody sees them vanish).
 * - `shown`: transitions in once; the observer is then released.
 */
type Phase = 'static' | 'hidden' | 'shown';

interface RevealProps {
  children: ReactNode;
  /** Where the element comes from: `up` rises from 50 px below; `left` slides in from the left. */
  direction?: RevealDirection;
  /** Seconds before the transition starts once in view (sections use 0.1 to 0.2). */
  delay?: number;
  className?: string;
  as?: 'div' | 'li';
}

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export function Reveal({ children, direction = 'up', delay = 0, className, as: Tag = 'div' }: RevealProps) {
  const ref = useRef<HTMLElement>(null);
  const [phase, setPhase] = useState<Phase>('static');

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined' || prefersReducedMotion()) return;
    let first = true;
    const observer = new IntersectionObserver(
      (entries) => {
        const inView = entries.some((entry) => entry.isIntersecting);
        if (inView) {
          // Already in view on arrival: leave it as the server drew it, without animating.
          if (!first) setPhase('shown');
          observer.unobserve(element);
          observer.disconnect();
        } else if (first) {
          setPhase('hidden');
        }
        first = false;
      },
      { threshold: REVEAL_THRESHOLD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  // Hiding is instant (the element is out of view); only the way in is animated.
  const shown = phase === 'shown';
  return (
    <Tag
      // The ref type differs per tag; both are HTMLElements.
      ref={ref as never}
      data-reveal={phase}
      className={cn(
        shown && 'transition-[opacity,translate] duration-600 ease-out motion-reduce:transition-none',
        phase === 'hidden' && HIDDEN[direction],
        className,
      )}
      // Client-only (never in the server HTML): the delay matters only for the way in.
      style={shown && delay > 0 ? { transitionDelay: `${delay}s` } : undefined}
    >
      {children}
    </Tag>
  );
}
