import { ArrowDown } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button';
import { useI18n } from '@/i18n';
import { useEntries } from '@/lib/entries';
import { type Figure, useFigures } from '@/lib/figures';
import { langAttrs } from '@/lib/lang';

/**
 * SPEC §2.5 hero, and a jump to the openings. Companies and open positions are counted from the published
 * records (docs/decisions/033: no more "50+"); the countries figure is a claim staff type (place
 * careers.hero.countries), left out when there is none.
 */
export function CareersHero() {
  const { messages, locale } = useI18n();
  const hero = messages.careers.hero;
  const companies = useEntries('company');
  const jobs = useEntries('job');
  const countries = useFigures()('careers.hero.countries');
  const figures: { value: string; label: string; figure?: Figure }[] = [
    ...(companies ? [{ value: String(companies.length), label: hero.figures.companies }] : []),
    ...(jobs ? [{ value: String(jobs.length), label: hero.figures.positions }] : []),
    ...(countries ? [{ value: countries.value, label: countries.label, figure: countries }] : []),
  ];
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-primary-dark via-primary to-emerald-800 text-white">
      <div
        aria-hidden="true"
        className="absolute -bottom-24 -left-24 h-72 w-72 rounded-full bg-amber-400/20 blur-3xl"
      />
      <div className="relative mx-auto max-w-7xl px-4 py-20 text-center sm:py-28">
        <p className="text-sm font-semibold tracking-widest text-amber-300 uppercase">{hero.eyebrow}</p>
        <h1 className="mx-auto mt-4 max-w-4xl text-4xl font-extrabold tracking-tight sm:text-6xl">{hero.title}</h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-green-50 sm:text-xl">{hero.subtitle}</p>
        <a href="#job-openings" className={buttonVariants({ variant: 'accent', size: 'lg', className: 'mt-10' })}>
          {hero.cta}
          <ArrowDown aria-hidden="true" />
        </a>
        {figures.length > 0 && (
          <dl className="mx-auto mt-14 grid max-w-3xl grid-cols-3 gap-4">
            {figures.map(({ value, label, figure }) => (
              <div
                key={label}
                data-figure={figure?.place}
                className="flex flex-col-reverse justify-end rounded-2xl border border-white/20 bg-white/10 px-2 py-5"
              >
                <dt className="mt-1 text-sm text-green-50 sm:text-base" {...langAttrs(figure?.lang ?? locale, locale)}>
                  {label}
                </dt>
                <dd className="text-3xl font-extrabold text-amber-300 sm:text-5xl">{value}</dd>
              </div>
            ))}
          </dl>
        )}
      </div>
    </section>
  );
}
