import type { ImpactMetric } from '@common/impact';
import { metricIcon } from '../metric-icon';

/** SPEC §2.10 metric card: icon, value, label and the optional description. */
export function MetricCard({ metric }: { metric: ImpactMetric }) {
  const Icon = metricIcon(metric.icon);
  return (
    <li className="flex h-full flex-col rounded-2xl border border-stone-200 bg-white p-6 shadow-sm transition hover:-translate-y-0.5 hover:shadow-md">
      <span className="inline-flex h-12 w-12 items-center justify-center rounded-xl bg-primary-light text-primary">
        <Icon className="h-6 w-6" aria-hidden="true" data-testid="metric-icon" />
      </span>
      <p className="mt-5 text-3xl font-bold tracking-tight text-primary-dark sm:text-4xl">{metric.value}</p>
      <h4 className="mt-2 text-base font-semibold text-stone-900">{metric.label}</h4>
      {metric.description && <p className="mt-2 text-sm leading-6 text-stone-600">{metric.description}</p>}
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
