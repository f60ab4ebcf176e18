import type { PublicEntry } from '@common/entries/public';
import { Building2, Check, Factory, GraduationCap, Scale, Sprout, Truck } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { LongText } from '@/components/ui/long-text';
import { SectionHeading } from '@/components/ui/section-heading';
import { TILE_CLASSES } from '@/components/ui/tile-colours';
import { useI18n } from '@/i18n';
import { cn } from '@/lib/cn';
import { useEntries } from '@/lib/entries';
import { langAttrs } from '@/lib/lang';

/** One per OPPORTUNITY_ICONS (common/src/entries/kinds.ts). */
const icons = { Sprout, Factory, Truck, GraduationCap, Building2, Scale };

/** SPEC §2.7 'Investment Opportunities': the staff's cards (six in the demo, with the SPEC's ranges and returns). */
export function OpportunityList() {
  const { t } = useI18n();
  const opportunities = useEntries('opportunity');
  return (
    <section aria-labelledby="opportunities-heading" className="mx-auto max-w-7xl px-4 py-16 sm:py-20">
      <SectionHeading
        id="opportunities-heading"
        title={t('investors.opportunities.heading')}
        intro={t('investors.opportunities.intro')}
      />
      {opportunities?.length === 0 ? (
        <EmptyState>{t('investors.opportunities.empty')}</EmptyState>
      ) : (
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3" aria-busy={opportunities === undefined}>
          {opportunities?.map((opportunity) => (
            <OpportunityCard key={opportunity.id} opportunity={opportunity} />
          ))}
        </ul>
      )}
    </section>
  );
}

function OpportunityCard({ opportunity }: { opportunity: PublicEntry<'opportunity'> }) {
  const { t, locale } = useI18n();
  const pageWords = langAttrs(locale, opportunity.lang);
  const Icon = icons[opportunity.icon];
  const colour = TILE_CLASSES[opportunity.colour];
  return (
    <li
      data-testid="opportunity"
      {...langAttrs(opportunity.lang, locale)}
      className="flex flex-col rounded-2xl border border-stone-200 bg-white p-6 shadow-sm transition hover:shadow-md"
    >
      <div className="flex items-center justify-between gap-3">
        <span className={cn('flex h-12 w-12 items-center justify-center rounded-xl', colour)}>
          <Icon className="h-6 w-6" aria-hidden="true" />
        </span>
        <span className={cn('rounded-full px-3 py-1 text-xs font-semibold', colour)}>{opportunity.sector}</span>
      </div>
      <h3 className="mt-4 text-xl font-semibold text-stone-900">{opportunity.title}</h3>
      <LongText
        text={opportunity.opportunity}
        paragraphClassName="mt-2 text-stone-600"
        listClassName="mt-2 list-disc space-y-1 pl-5 text-stone-600"
      />
      <dl className="mt-5 grid grid-cols-2 gap-3">
        <div className="rounded-lg bg-stone-100 p-3">
          <dt className="text-xs font-medium text-stone-600" {...pageWords}>
            {t('investors.opportunities.investment')}
          </dt>
          <dd
            className="mt-0.5 text-base font-bold whitespace-nowrap text-stone-900 sm:text-lg"
            data-testid="opportunity-range"
          >
            {opportunity.range}
          </dd>
        </div>
        <div className="rounded-lg bg-primary-light p-3">
          <dt className="text-xs font-medium text-primary-dark" {...pageWords}>
            {t('investors.opportunities.returns')}
          </dt>
          <dd
            className="mt-0.5 text-base font-bold whitespace-nowrap text-primary-dark sm:text-lg"
            data-testid="opportunity-returns"
          >
            {opportunity.returns}
          </dd>
        </div>
        <div className="col-span-2 rounded-lg bg-amber-50 p-3">
          <dt className="text-xs font-medium text-amber-900" {...pageWords}>
            {t('investors.opportunities.impact')}
          </dt>
          <dd className="mt-0.5 font-semibold text-stone-900">{opportunity.impact}</dd>
        </div>
      </dl>
      {opportunity.details.length > 0 && (
        <>
          <h4 className="sr-only" {...pageWords}>
            {t('investors.opportunities.detailsLabel')}
          </h4>
          <ul className="mt-5 space-y-2">
            {opportunity.details.map((detail, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: details have no identity but their place.
              <li key={index} className="flex gap-2 text-sm text-stone-700">
                <Check className="mt-0.5 h-4 w-4 shrink-0 text-primary" aria-hidden="true" />
                {detail}
              </li>
            ))}
          </ul>
        </>
      )}
    </li>
  );
}
