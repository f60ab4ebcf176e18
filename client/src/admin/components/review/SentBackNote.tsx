import { useId } from 'react';

/**
 * A reviewer's comment, in a region of its own beside what was sent back (docs/decisions/089, 090), named
 * by `heading` (who sent it back and when); `children` say what to do next.
 */
export function SentBackNote({
  heading,
  comment,
  children,
}: {
  heading: string;
  comment: string;
  children?: React.ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-950">
      <h3 id={id} className="text-sm font-semibold">
        {heading}
      </h3>
      <p className="mt-1 whitespace-pre-line">{comment}</p>
      {children}
    </section>
  );
}
