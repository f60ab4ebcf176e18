import { SectionHeading } from '@/components/ui/section-heading';
import { useI18n } from '@/i18n';
import { useEntries } from '@/lib/entries';
import { langAttrs } from '@/lib/lang';

/** SPEC §2.4 timeline: the milestones (six in the demo) as an ordered list, in the staff's order. */
export function Timeline() {
  const { messages, locale } = useI18n();
  const journey = messages.about.journey;
  const milestones = useEntries('milestone') ?? [];
  return (
    <section id="our-journey" aria-labelledby="our-journey-heading" className="bg-white py-16 sm:py-24">
      <div className="mx-auto max-w-4xl px-4">
        <SectionHeading id="our-journey-heading" title={journey.heading} intro={journey.intro} />
        {milestones.length === 0 && <p className="text-center text-stone-600">{journey.empty}</p>}
        {milestones.length > 0 && (
          <ol className="relative space-y-8 border-l-2 border-primary/30 pl-8 sm:pl-10">
            {milestones.map((entry) => {
              return (
                <li key={entry.id} className="relative" {...langAttrs(entry.lang, locale)}>
                  <span
                    aria-hidden="true"
                    className="absolute top-1.5 -left-[2.6rem] h-4 w-4 rounded-full border-4 border-white bg-primary ring-2 ring-primary sm:-left-[3.1rem]"
                  />
                  <article className="rounded-xl border border-stone-200 bg-stone-50 p-5 shadow-sm sm:p-6">
                    <p className="text-sm font-bold text-accent">
                      <time dateTime={String(entry.year)}>{entry.year}</time>
                    </p>
                    <h3 className="mt-1 text-xl font-semibold text-stone-900">{entry.title}</h3>
                    <p className="mt-2 leading-7 text-stone-700">{entry.description}</p>
                  </article>
                </li>
              );
            })}
          </ol>
        )}
      </div>
    </section>
  );
}
