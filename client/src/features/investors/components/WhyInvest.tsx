import { reasons } from '@common/content/investment';
import { Award, Globe, Heart, Layers, ShieldCheck, Target } from 'lucide-react';
import { SectionHeading } from '@/components/ui/section-heading';
import { useI18n } from '@/i18n';

const icons = { Award, Layers, Target, Heart, ShieldCheck, Globe };

/** SPEC §2.7 'Why Invest': six reasons, each with a title and description. */
export function WhyInvest() {
  const { t, messages } = useI18n();
  return (
    <section aria-labelledby="why-invest-heading" className="mx-auto max-w-7xl px-4 py-16 sm:py-20">
      <SectionHeading id="why-invest-heading" title={t('investors.why.heading')} intro={t('investors.why.intro')} />
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {reasons.map((reason) => {
          const Icon = icons[reason.icon];
          const text = messages.investors.why.items[reason.id];
          return (
            <li
              key={reason.id}
              data-testid="reason"
              className="flex gap-4 rounded-2xl border border-stone-200 bg-white p-6 shadow-sm"
            >
              <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-amber-100 text-amber-800">
                <Icon className="h-6 w-6" aria-hidden="true" />
              </span>
              <div>
                <h3 className="text-lg font-semibold text-stone-900">{text.title}</h3>
                <p className="mt-1 text-stone-600">{text.description}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
