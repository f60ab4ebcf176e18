import type { ImpactMetric } from '@common/impact';
import { useI18n } from '@/i18n';
import { langAttrs } from '@/lib/lang';
import { metricIcon } from '../metric-icon';

/** SPEC §2.10 metric card: icon, value, label and the optional description. */
export function MetricCard({ metric }: { metric: ImpactMetric }) {
  const { locale } = useI18n();
  const Icon = metricIcon(metric.icon);
  return (
    // Icon beside the text on phones (shorter cards), above it from the small breakpoint.
    <li
      {...langAttrs(metric.lang, locale)}
      data-testid="metric"
      className="flex h-full gap-4 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm transition hover:-translate-y-0.5 hover:shadow-md sm:flex-col sm:gap-0 sm:p-6"
    >
      <span className="inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-primary-light text-primary">
        <Icon className="h-6 w-6" aria-hidden="true" data-testid="metric-icon" />
      </span>
      <div className="min-w-0 sm:mt-5">
        {/* The figure is data, not a heading: a div, not a large bold paragraph (axe p-as-heading). */}
        <div className="text-3xl font-bold tracking-tight text-primary-dark sm:text-4xl">{metric.value}</div>
        <h4 className="mt-1 text-base font-semibold text-stone-900 sm:mt-2">{metric.label}</h4>
        {metric.description && <p className="mt-2 text-sm leading-6 text-stone-600">{metric.description}</p>}
      </div>
    </li>
  );
}

export function MetricCardSkeleton() {
  return (
    <li className="rounded-2xl border border-stone-200 bg-white p-6" data-testid="metric-skeleton">
      <div className="h-12 w-12 animate-pulse rounded-xl bg-stone-200" />
      <div className="mt-5 h-9 w-1/2 animate-pulse rounded bg-stone-200" />
      <div className="mt-3 h-4 w-3/4 animate-pulse rounded bg-stone-200" />
      <div className="mt-3 h-3 w-full animate-pulse rounded bg-stone-200" />
    </li>
  );
}
