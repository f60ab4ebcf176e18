import { ArrowRight, Briefcase } from 'lucide-react';
import { benefitIcons } from '@/components/careers/benefit-icon';
import { Button } from '@/components/ui/button';
import { Reveal } from '@/components/ui/reveal';
import { SectionHeading } from '@/components/ui/section-heading';
import { useI18n } from '@/i18n';
import { pluralOf } from '@/i18n/plural';
import { useEntries } from '@/lib/entries';
import { langAttrs } from '@/lib/lang';
import { Link } from '@/lib/router';

/** SPEC §2.3: four benefit cards. */
const TEASER_BENEFITS = 4;

/**
 * SPEC §2.3 careers teaser: the first four benefits, and the hiring categories with the number of openings
 * shown now in each (counted from the published openings, docs/decisions/033: SPEC's 5+, 8+ and 3+ were typed),
 * on to /careers. The number of companies in its introduction is counted too.
 */
export function CareersTeaser() {
  const { messages, t, locale } = useI18n();
  const m = messages.home.careers;
  const benefits = useEntries('benefit')?.slice(0, TEASER_BENEFITS) ?? [];
  const categories = useEntries('hiringCategory');
  const jobs = useEntries('job');
  const companies = useEntries('company');
  const positions = (n: number) => t(`home.careers.positions.${pluralOf(n, locale)}`, { n });
  return (
    <section aria-labelledby="careers-teaser-title" className="overflow-x-clip bg-stone-50 py-16 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <Reveal delay={0.1}>
          <SectionHeading
            id="careers-teaser-title"
            eyebrow={m.eyebrow}
            title={m.title}
            intro={companies ? t('home.careers.intro', { companies: companies.length }) : undefined}
          />
        </Reveal>
        <div className="mt-12 grid gap-8 lg:grid-cols-5">
          <Reveal direction="left" delay={0.15} className="lg:col-span-3">
            <ul className="grid gap-4 sm:grid-cols-2">
              {benefits.map((benefit) => {
                const Icon = benefitIcons[benefit.icon];
                return (
                  <li
                    key={benefit.id}
                    className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm"
                    {...langAttrs(benefit.lang, locale)}
                  >
                    <span className="inline-flex h-11 w-11 items-center justify-center rounded-xl bg-primary-light text-primary">
                      <Icon aria-hidden="true" className="h-6 w-6" />
                    </span>
                    <h3 className="mt-4 font-bold text-stone-900">{benefit.title}</h3>
                    <p className="mt-1 text-sm text-stone-600">{benefit.description}</p>
                  </li>
                );
              })}
            </ul>
          </Reveal>
          <Reveal direction="right" delay={0.2} className="lg:col-span-2">
            <div className="h-full rounded-2xl border border-amber-200 bg-accent-light p-6 sm:p-8">
              <h3 className="flex items-center gap-2 text-xl font-bold text-stone-900">
                <Briefcase aria-hidden="true" className="h-6 w-6 text-accent" />
                {m.hiringTitle}
              </h3>
              {categories?.length === 0 && <p className="mt-5 text-stone-800">{m.hiringEmpty}</p>}
              {!!categories?.length && (
                <ul className="mt-5 divide-y divide-amber-200">
                  {categories.map((category) => (
                    <li key={category.id} className="flex items-center justify-between gap-4 py-3">
                      <span className="font-medium text-stone-800" {...langAttrs(category.lang, locale)}>
                        {category.title}
                      </span>
                      {jobs && (
                        <span className="shrink-0 rounded-full bg-white px-3 py-1 text-sm font-semibold text-accent ring-1 ring-amber-200">
                          {positions(jobs.filter((job) => job.category === category.id).length)}
                        </span>
                      )}
                    </li>
                  ))}
                </ul>
              )}
              <Button asChild className="mt-6 w-full sm:w-auto" wrap size="lg">
                <Link to="/careers">
                  {m.button}
                  <ArrowRight aria-hidden="true" />
                </Link>
              </Button>
            </div>
          </Reveal>
        </div>
      </div>
    </section>
  );
}
