import type { PublicEntry } from '@common/entries/public';
import { CheckCircle2, Handshake, Landmark, PieChart, Target } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { LongText } from '@/components/ui/long-text';
import { SectionHeading } from '@/components/ui/section-heading';
import { useI18n } from '@/i18n';
import { useEntries } from '@/lib/entries';
import { langAttrs } from '@/lib/lang';

/** One per STRUCTURE_ICONS (common/src/entries/kinds.ts). */
const icons = { PieChart, Target, Handshake, Landmark };

/** SPEC §2.7 'Investment Structures': title, minimum, description and benefits, as staff keep them. */
export function StructureList() {
  const { t } = useI18n();
  const structures = useEntries('structure');
  return (
    <section aria-labelledby="structures-heading" className="bg-white py-16 sm:py-20">
      <div className="mx-auto max-w-7xl px-4">
        <SectionHeading
          id="structures-heading"
          title={t('investors.structures.heading')}
          intro={t('investors.structures.intro')}
        />
        {structures?.length === 0 ? (
          <EmptyState>{t('investors.structures.empty')}</EmptyState>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4" aria-busy={structures === undefined}>
            {structures?.map((structure) => (
              <StructureCard key={structure.id} structure={structure} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

function StructureCard({ structure }: { structure: PublicEntry<'structure'> }) {
  const { t, locale } = useI18n();
  const pageWords = langAttrs(locale, structure.lang);
  const Icon = icons[structure.icon];
  return (
    <li
      data-testid="structure"
      {...langAttrs(structure.lang, locale)}
      className="flex flex-col rounded-2xl border border-stone-200 bg-stone-50 p-6 shadow-sm transition hover:border-primary/40"
    >
      <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-primary text-white">
        <Icon className="h-6 w-6" aria-hidden="true" />
      </span>
      <h3 className="mt-4 text-xl font-semibold text-stone-900">{structure.title}</h3>
      <p className="mt-2 text-sm text-stone-600" {...pageWords}>
        {t('investors.structures.minimum')}{' '}
        <strong className="block text-2xl font-bold text-primary" data-testid="structure-minimum">
          {t('investors.structures.minimumValue', { n: structure.minimumMillions })}
        </strong>
      </p>
      {structure.fixedReturns && (
        <p
          className="mt-2 inline-flex self-start rounded-full bg-amber-100 px-3 py-1 text-xs font-semibold text-amber-900"
          {...pageWords}
        >
          {t('investors.structures.fixedReturns', { returns: structure.fixedReturns })}
        </p>
      )}
      <LongText
        text={structure.description}
        paragraphClassName="mt-3 text-stone-700"
        listClassName="mt-3 list-disc space-y-1 pl-5 text-stone-700"
      />
      {structure.benefits.length > 0 && (
        <>
          <h4 className="mt-5 text-sm font-semibold text-stone-800" {...pageWords}>
            {t('investors.structures.benefitsLabel')}
          </h4>
          <ul className="mt-2 space-y-2">
            {structure.benefits.map((benefit, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: benefits have no identity but their place.
              <li key={index} className="flex gap-2 text-sm text-stone-700">
                <CheckCircle2 className="mt-0.5 h-4 w-4 shrink-0 text-primary" aria-hidden="true" />
                {benefit}
              </li>
            ))}
          </ul>
        </>
      )}
    </li>
  );
}
