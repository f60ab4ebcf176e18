interface SectionHeadingProps {
  id?: string;
  title: string;
  intro?: string;
}

/** The centred heading every section of the page opens with. */
export function SectionHeading({ id, title, intro }: SectionHeadingProps) {
  return (
    <div className="mx-auto mb-10 max-w-2xl text-center sm:mb-12">
      <h2 id={id} className="text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl">
        {title}
      </h2>
      <span aria-hidden="true" className="mx-auto mt-4 block h-1 w-16 rounded-full bg-amber-400" />
      {intro && <p className="mt-4 text-lg text-stone-600">{intro}</p>}
    </div>
  );
}
