import { ArrowRight, TrendingUp } from 'lucide-react';
import { useCompanies } from '@/components/companies/companies';
import { Button } from '@/components/ui/button';
import { useI18n } from '@/i18n';
import { cn } from '@/lib/cn';
import { type Figure, useFigures } from '@/lib/figures';
import { langAttrs } from '@/lib/lang';
import { Link } from '@/lib/router';

interface Stat {
  key: string;
  value: string;
  label: string;
  href?: string;
  /** The staff's figure it shows (its place and the language of its words); none for a count. */
  figure?: Figure;
}

const statOf = (key: string, figure: Figure | undefined, href?: string): Stat[] =>
  figure ? [{ key, value: figure.value, label: figure.label, href, figure }] : [];

/**
 * The first thing painted: text on a CSS gradient, no image and no reveal animation, so the h1 is
 * the largest contentful paint straight from the server HTML.
 */
export function HomeHero() {
  const { messages, locale } = useI18n();
  const m = messages.home.hero;
  const figure = useFigures();
  const companies = useCompanies().length;
  // The claims are the staff's figures (left out when unpublished); the company figure is a count of the
  // published companies. The company and country figures lead to their sections (plain anchors: they work
  // without JavaScript).
  const stats: Stat[] = [
    ...statOf('years', figure('home.hero.years')),
    ...statOf('beneficiaries', figure('home.hero.beneficiaries')),
    ...(companies > 0
      ? [{ key: 'companies', value: String(companies), label: m.companiesLabel, href: '#our-companies' }]
      : []),
    ...statOf('countries', figure('home.hero.countries'), '#africa-footprint'),
  ];

  return (
    <section
      aria-labelledby="home-hero-title"
      className="relative overflow-hidden bg-[radial-gradient(ellipse_at_top_right,rgba(245,158,11,0.28),transparent_55%),linear-gradient(135deg,#052e16_0%,#14532d_45%,#166534_100%)] text-white"
    >
      <div className="mx-auto max-w-7xl px-4 pt-16 pb-14 sm:px-6 sm:pt-24 sm:pb-20 lg:px-8">
        <div className="max-w-3xl">
          <p className="inline-flex items-center gap-2 rounded-full border border-amber-300/40 bg-white/10 px-3 py-1 text-sm font-medium text-amber-200">
            <TrendingUp aria-hidden="true" className="h-4 w-4" />
            {m.eyebrow}
          </p>
          <h1
            id="home-hero-title"
            className="mt-6 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl"
          >
            {m.title}
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-pretty text-green-50 sm:text-xl">{m.intro}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button asChild variant="accent" size="lg" wrap>
              <a href="#our-companies">
                {m.primary}
                <ArrowRight aria-hidden="true" />
              </a>
            </Button>
            <Button asChild variant="outline-light" size="lg" wrap>
              <Link to="/investors">{m.secondary}</Link>
            </Button>
          </div>
        </div>

        {stats.length > 0 && (
          <ul aria-label={m.statsLabel} className="mt-12 grid grid-cols-2 gap-4 sm:mt-16 lg:grid-cols-4">
            {stats.map((stat) => {
              const body = (
                <>
                  <span className="block text-2xl font-bold text-amber-300 min-[400px]:text-3xl sm:text-4xl">
                    {stat.value}
                  </span>
                  <span
                    className="mt-1 block text-sm text-green-50"
                    {...langAttrs(stat.figure?.lang ?? locale, locale)}
                  >
                    {stat.label}
                  </span>
                </>
              );
              const box = 'block h-full rounded-xl border border-white/15 bg-white/5 p-4 sm:p-5';
              return (
                <li key={stat.key} data-stat={stat.key} data-figure={stat.figure?.place}>
                  {stat.href ? (
                    <a
                      href={stat.href}
                      className={cn(box, 'transition-colors hover:border-amber-300/60 hover:bg-white/10')}
                    >
                      {body}
                    </a>
                  ) : (
                    <div className={box}>{body}</div>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </section>
  );
}
