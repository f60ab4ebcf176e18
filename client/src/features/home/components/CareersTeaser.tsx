import { ArrowRight, BookOpen, Briefcase, HeartHandshake, Sparkles, TrendingUp } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Reveal } from '@/components/ui/reveal';
import { SectionHeading } from '@/components/ui/section-heading';
import { useI18n } from '@/i18n';
import { Link } from '@/lib/router';

const BENEFIT_ICONS = [TrendingUp, BookOpen, Sparkles, HeartHandshake];

/** SPEC §2.3 careers teaser: four benefits, three hiring categories (5+, 8+, 3+), on to /careers. */
export function CareersTeaser() {
  const { messages } = useI18n();
  const m = messages.home.careers;
  return (
    <section aria-labelledby="careers-teaser-title" className="overflow-x-clip bg-stone-50 py-16 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <Reveal delay={0.1}>
          <SectionHeading id="careers-teaser-title" eyebrow={m.eyebrow} title={m.title} intro={m.intro} />
        </Reveal>
        <div className="mt-12 grid gap-8 lg:grid-cols-5">
          <Reveal direction="left" delay={0.15} className="lg:col-span-3">
            <ul className="grid gap-4 sm:grid-cols-2">
              {m.benefits.map((benefit, index) => {
                const Icon = BENEFIT_ICONS[index % BENEFIT_ICONS.length];
                return (
                  <li key={benefit.title} className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
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
              <ul className="mt-5 divide-y divide-amber-200">
                {m.categories.map((category) => (
                  <li key={category.title} className="flex items-center justify-between gap-4 py-3">
                    <span className="font-medium text-stone-800">{category.title}</span>
                    <span className="shrink-0 rounded-full bg-white px-3 py-1 text-sm font-semibold text-accent ring-1 ring-amber-200">
                      {category.count}
                    </span>
                  </li>
                ))}
              </ul>
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
