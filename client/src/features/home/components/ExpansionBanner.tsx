import { ArrowRight, CalendarRange, Globe2, Target } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Reveal } from '@/components/ui/reveal';
import { SectionHeading } from '@/components/ui/section-heading';
import { useI18n } from '@/i18n';
import { useFigures } from '@/lib/figures';
import { langAttrs } from '@/lib/lang';
import { Link } from '@/lib/router';

/** SPEC §2.3 pan-African expansion banner: 12+ countries, the $1B vision for 2030, the 5-year rollout. */
export function ExpansionBanner() {
  const { messages, locale } = useI18n();
  const m = messages.home.expansion;
  const figure = useFigures();
  const stats = [
    { key: 'countries', icon: Globe2, figure: figure('home.expansion.countries') },
    { key: 'vision', icon: Target, figure: figure('home.expansion.vision') },
    { key: 'rollout', icon: CalendarRange, figure: figure('home.expansion.rollout') },
  ].flatMap(({ figure, ...stat }) => (figure ? [{ ...stat, figure }] : []));

  return (
    <section
      aria-labelledby="expansion-title"
      className="bg-[radial-gradient(circle_at_90%_0%,rgba(245,158,11,0.22),transparent_45%),linear-gradient(120deg,#052e16_0%,#14532d_45%,#166534_100%)] py-16 text-white sm:py-24"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <Reveal delay={0.1}>
          <SectionHeading id="expansion-title" tone="light" eyebrow={m.eyebrow} title={m.title} intro={m.intro} />
        </Reveal>
        <Reveal delay={0.2}>
          {stats.length > 0 && (
            <ul className="mx-auto mt-12 grid max-w-5xl gap-4 sm:grid-cols-3">
              {stats.map(({ key, icon: Icon, figure }) => (
                <li
                  key={key}
                  data-stat={key}
                  data-figure={figure.place}
                  className="rounded-2xl border border-white/15 bg-white/10 p-6 text-center backdrop-blur-sm"
                >
                  <Icon aria-hidden="true" className="mx-auto h-8 w-8 text-amber-300" />
                  <span className="mt-3 block text-4xl font-extrabold text-white">{figure.value}</span>
                  <span className="mt-1 block text-green-50" {...langAttrs(figure.lang, locale)}>
                    {figure.label}
                  </span>
                </li>
              ))}
            </ul>
          )}
          <div className="mt-10 text-center">
            <Button asChild variant="accent" size="lg" wrap>
              <Link to="/about#our-journey">
                {m.button}
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          </div>
        </Reveal>
      </div>
    </section>
  );
}
