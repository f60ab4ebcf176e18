import { useQuery } from '@tanstack/react-query';
import { SectionHeading } from '@/components/ui/section-heading';
import { useI18n } from '@/i18n';
import { langAttrs } from '@/lib/lang';
import { metricsQuery } from '../api/get-impact';
import { groupByCategory } from '../group-metrics';
import { MetricCard, MetricCardSkeleton } from './MetricCard';

const PLACEHOLDERS = 4;

/**
 * SPEC §2.10 metrics, grouped under their category in the API's order. The server prefetches them, so on
 * load they are already here; after a language switch the new language's list loads behind placeholders.
 * A failed request shows the empty message rather than an error, like the news list.
 */
export function ImpactMetrics() {
  const { t, locale } = useI18n();
  const { data, isPending } = useQuery(metricsQuery(locale));
  const groups = groupByCategory(data ?? []);

  return (
    <section aria-labelledby="impact-metrics-heading" id="impact-metrics" className="bg-white py-16 sm:py-20">
      <div className="mx-auto max-w-7xl px-4">
        <SectionHeading
          flush
          id="impact-metrics-heading"
          title={t('impact.metrics.heading')}
          intro={t('impact.metrics.intro')}
        />
        <div className="mt-12" aria-busy={isPending}>
          {isPending ? (
            <>
              <p className="sr-only" role="status">
                {t('impact.metrics.loading')}
              </p>
              <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
                {Array.from({ length: PLACEHOLDERS }, (_, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
                  <MetricCardSkeleton key={i} />
                ))}
              </ul>
            </>
          ) : groups.length === 0 ? (
            <p className="rounded-2xl border border-dashed border-stone-300 bg-stone-50 px-6 py-12 text-center text-lg font-medium text-stone-700">
              {t('impact.metrics.empty')}
            </p>
          ) : (
            <div className="space-y-12">
              {groups.map((group) => (
                <div key={group.area} data-testid="metric-group">
                  <h3
                    className="flex items-center gap-3 text-xl font-semibold text-stone-900"
                    {...langAttrs(group.lang, locale)}
                  >
                    <span className="h-6 w-1.5 rounded-full bg-primary" aria-hidden="true" />
                    {group.category}
                  </h3>
                  <ul className="mt-5 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
                    {group.metrics.map((metric) => (
                      <MetricCard key={metric.id} metric={metric} />
                    ))}
                  </ul>
                </div>
              ))}
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
