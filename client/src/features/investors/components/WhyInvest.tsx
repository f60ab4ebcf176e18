import { Award, Globe, Heart, Layers, ShieldCheck, Target } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { LongText } from '@/components/ui/long-text';
import { SectionHeading } from '@/components/ui/section-heading';
import { useI18n } from '@/i18n';
import { useEntries } from '@/lib/entries';
import { langAttrs } from '@/lib/lang';

/** One per REASON_ICONS (common/src/entries/kinds.ts). */
const icons = { Award, Layers, Target, Heart, ShieldCheck, Globe };

/** SPEC §2.7 'Why Invest': the staff's reasons (six in the demo), each with a title and description. */
export function WhyInvest() {
  const { t, locale } = useI18n();
  const reasons = useEntries('reason');
  return (
    <section aria-labelledby="why-invest-heading" className="mx-auto max-w-7xl px-4 py-16 sm:py-20">
      <SectionHeading id="why-invest-heading" title={t('investors.why.heading')} intro={t('investors.why.intro')} />
      {reasons?.length === 0 ? (
        <EmptyState>{t('investors.why.empty')}</EmptyState>
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-busy={reasons === undefined}>
          {reasons?.map((reason) => {
            const Icon = icons[reason.icon];
            return (
              <li
                key={reason.id}
                data-testid="reason"
                {...langAttrs(reason.lang, locale)}
                className="flex gap-4 rounded-2xl border border-stone-200 bg-white p-6 shadow-sm"
              >
                <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-amber-100 text-amber-800">
                  <Icon className="h-6 w-6" aria-hidden="true" />
                </span>
                <div>
                  <h3 className="text-lg font-semibold text-stone-900">{reason.title}</h3>
                  <LongText
                    text={reason.description}
                    paragraphClassName="mt-1 text-stone-600"
                    listClassName="mt-1 list-disc space-y-1 pl-5 text-stone-600"
                  />
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
