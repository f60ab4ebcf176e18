import { type ReactNode, type Ref, useId } from 'react';

/**
 * A part of a screen with its own heading (an h2, or an h3 inside another part), named by it: screen
 * readers list it among the page's regions and jump to it by its heading. `intro` says what the part is
 * for, under the heading. `headingRef` lets a screen move the focus to the heading (after an action whose
 * button went away).
 */
export function Section({
  title,
  intro,
  level = 2,
  headingRef,
  className,
  children,
}: {
  title: ReactNode;
  intro?: ReactNode;
  level?: 2 | 3;
  headingRef?: Ref<HTMLHeadingElement>;
  className?: string;
  children?: ReactNode;
}) {
  const id = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby={id} className={className}>
      <Heading
        id={id}
        ref={headingRef}
        tabIndex={headingRef ? -1 : undefined}
        className="text-lg font-semibold break-words text-stone-900"
      >
        {title}
      </Heading>
      {intro && <p className="mt-1 max-w-3xl text-stone-700">{intro}</p>}
      {children}
    </section>
  );
}
