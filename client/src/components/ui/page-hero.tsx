import type { ReactNode } from 'react';

interface PageHeroProps {
  eyebrow: string;
  title: string;
  intro: string;
  /** Actions and figures under the introduction. */
  children?: ReactNode;
}

/** The centred green band that opens an inner page, with the page's h1. */
export function PageHero({ eyebrow, title, intro, children }: PageHeroProps) {
  return (
    <section className="relative overflow-hidden bg-linear-to-br from-primary-dark via-primary to-emerald-800 text-white">
      <div
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(circle_at_85%_15%,rgba(251,191,36,0.28),transparent_45%),radial-gradient(circle_at_10%_90%,rgba(234,88,12,0.18),transparent_40%)]"
        aria-hidden="true"
      />
      <div className="relative mx-auto max-w-7xl px-4 py-16 text-center sm:py-24">
        <p className="text-sm font-semibold tracking-widest text-amber-300 uppercase">{eyebrow}</p>
        <h1 className="mt-3 text-4xl font-bold tracking-tight sm:text-6xl">{title}</h1>
        <p className="mx-auto mt-6 max-w-3xl text-lg text-green-50 sm:text-xl">{intro}</p>
        {children}
      </div>
    </section>
  );
}
