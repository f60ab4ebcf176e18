import { benefitIcons } from '@/components/careers/benefit-icon';
import { SectionHeading } from '@/components/ui/section-heading';
import { useI18n } from '@/i18n';
import { useEntries } from '@/lib/entries';
import { langAttrs } from '@/lib/lang';

/** SPEC §2.5 benefits grid (six in the demo), as staff keep them. */
export function BenefitsGrid() {
  const { messages, locale } = useI18n();
  const section = messages.careers.benefits;
  const benefits = useEntries('benefit');
  return (
    <section aria-labelledby="benefits-heading" className="mx-auto max-w-7xl px-4 py-16 sm:py-24">
      <SectionHeading id="benefits-heading" title={section.heading} intro={section.intro} />
      {benefits?.length === 0 && <p className="text-center text-stone-700">{section.empty}</p>}
      {!!benefits?.length && (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {benefits.map((benefit) => {
            const Icon = benefitIcons[benefit.icon];
            return (
              <li
                key={benefit.id}
                className="flex gap-4 rounded-2xl border border-stone-200 bg-white p-6 shadow-sm"
                {...langAttrs(benefit.lang, locale)}
              >
                <span className="inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-primary-light text-primary">
                  <Icon aria-hidden="true" className="h-6 w-6" />
                </span>
                <div>
                  <h3 className="text-lg font-semibold text-stone-900">{benefit.title}</h3>
                  <p className="mt-1 leading-7 text-stone-700">{benefit.description}</p>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
