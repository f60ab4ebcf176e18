import { ArrowRight, Target, Users } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Reveal } from '@/components/ui/reveal';
import { useI18n } from '@/i18n';
import { useFigures } from '@/lib/figures';
import { langAttrs } from '@/lib/lang';
import { Link } from '@/lib/router';

/** SPEC §2.3 about teaser: the $1B vision and 7800+ lives impacted, leading to /about#our-story. */
export function AboutTeaser() {
  const { messages, locale } = useI18n();
  const m = messages.home.about;
  const figure = useFigures();
  const stats = [
    { key: 'vision', icon: Target, figure: figure('home.about.vision') },
    { key: 'lives', icon: Users, figure: figure('home.about.lives') },
  ].flatMap(({ figure, ...stat }) => (figure ? [{ ...stat, figure }] : []));

  return (
    <section aria-labelledby="about-teaser-title" className="overflow-x-clip bg-white py-16 sm:py-24">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 sm:px-6 lg:grid-cols-2 lg:gap-16 lg:px-8">
        <Reveal direction="left" delay={0.1}>
          <p className="text-sm font-semibold tracking-wider text-accent uppercase">{m.eyebrow}</p>
          <h2
            id="about-teaser-title"
            className="mt-2 text-3xl font-bold tracking-tight text-balance text-stone-900 sm:text-4xl"
          >
            {m.title}
          </h2>
          {m.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 32)} className="mt-4 text-lg text-pretty text-stone-600">
              {paragraph}
            </p>
          ))}
          <Button asChild className="mt-8" wrap size="lg">
            <Link to="/about#our-story">
              {m.button}
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </Reveal>
        {stats.length > 0 && (
          <Reveal direction="right" delay={0.2}>
            <ul className="grid gap-4 sm:grid-cols-2">
              {stats.map(({ key, icon: Icon, figure }) => (
                <li
                  key={key}
                  data-stat={key}
                  data-figure={figure.place}
                  className="rounded-2xl border border-green-100 bg-gradient-to-br from-primary-light to-white p-6 shadow-sm"
                >
                  <Icon aria-hidden="true" className="h-8 w-8 text-primary" />
                  <span className="mt-4 block text-4xl font-extrabold text-primary-dark">{figure.value}</span>
                  <span className="mt-1 block font-medium text-stone-700" {...langAttrs(figure.lang, locale)}>
                    {figure.label}
                  </span>
                </li>
              ))}
            </ul>
          </Reveal>
        )}
      </div>
    </section>
  );
}
