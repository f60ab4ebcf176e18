/** The investors page's section title: an h2 with a short introduction, centred. */
export function SectionHeading({ id, title, intro }: { id: string; title: string; intro?: string }) {
  return (
    <div className="mx-auto mb-10 max-w-2xl text-center">
      <h2 id={id} className="text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl">
        {title}
      </h2>
      <span className="mx-auto mt-4 block h-1 w-16 rounded-full bg-amber-400" aria-hidden="true" />
      {intro && <p className="mt-4 text-lg text-stone-600">{intro}</p>}
    </div>
  );
}
