import { Award } from 'lucide-react';
import { useCompanies } from '@/components/companies/companies';
import { useI18n } from '@/i18n';
import { type Figure, useFigures } from '@/lib/figures';
import { langAttrs } from '@/lib/lang';

/** SPEC §2.4: origins in 1994, skills from 2000, farms, manufacturing, women-led, Uganda; the 30+ badge. */
export function OurStory() {
  const { messages, locale } = useI18n();
  const story = messages.about.story;
  const figure = useFigures();
  const badge = figure('about.story.badge');
  const companies = useCompanies().length;
  // The company count is counted; the other highlights are the staff's figures. Missing ones are left out.
  const highlights: { key: string; value: string; label: string; figure?: Figure }[] = [
    ...(companies > 0 ? [{ key: 'companies', value: String(companies), label: story.companiesLabel }] : []),
    ...(['countries', 'trained'] as const).flatMap((key) => {
      const found = figure(`about.story.${key}`);
      return found ? [{ key, value: found.value, label: found.label, figure: found }] : [];
    }),
  ];
  return (
    <section id="our-story" aria-labelledby="our-story-heading" className="mx-auto max-w-7xl px-4 py-16 sm:py-24">
      <div className="grid items-start gap-12 lg:grid-cols-[3fr_2fr]">
        <div>
          <h2 id="our-story-heading" className="text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl">
            {story.heading}
          </h2>
          <span aria-hidden="true" className="mt-4 block h-1 w-16 rounded-full bg-amber-400" />
          <div className="mt-6 space-y-4 text-lg leading-8 text-stone-700">
            {story.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
        {(badge || highlights.length > 0) && (
          <aside className="rounded-2xl border border-stone-200 bg-white p-8 shadow-sm">
            {badge && (
              <div
                data-figure={badge.place}
                className="flex items-center gap-4 rounded-xl bg-gradient-to-br from-amber-400 to-amber-300 p-5 text-stone-950"
              >
                <Award aria-hidden="true" className="h-10 w-10 shrink-0" />
                <div>
                  {/* One phrase, the figure where its words place it: '30+ Years of Impact', 'Miaka 30+ ya athari'. */}
                  <p className="text-xl font-extrabold" {...langAttrs(badge.lang, locale)}>
                    {badge.phrase}
                  </p>
                  <p className="text-sm font-medium">{story.badgeText}</p>
                </div>
              </div>
            )}
            {highlights.length > 0 && (
              <dl className="mt-8 grid grid-cols-3 gap-4 text-center first:mt-0">
                {highlights.map(({ key, value, label, figure }) => (
                  <div key={key} data-figure={figure?.place} className="flex flex-col-reverse justify-end">
                    <dt
                      className="mt-1 text-xs text-stone-600 sm:text-sm"
                      {...langAttrs(figure?.lang ?? locale, locale)}
                    >
                      {label}
                    </dt>
                    <dd className="text-2xl font-bold text-primary sm:text-3xl">{value}</dd>
                  </div>
                ))}
              </dl>
            )}
          </aside>
        )}
      </div>
    </section>
  );
}
