import type { AdminMetric } from '@common/admin/impact';
import { TRANSLATED_LOCALES } from '@common/locale';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { ApiError } from '../../api/client';
import { Alert } from '../../components/Alert';
import { PageTitle } from '../../components/PageTitle';
import { SortableList } from '../../components/sortable/SortableList';
import { useListOrder } from '../../components/sortable/use-list-order';
import { TranslationMarker } from '../../components/translation/TranslationMarker';
import { useT } from '../../i18n';
import { metricsQuery, orderMetrics, setMetricActive } from './api';
import { iconOf } from './icons';

/** Metrics grouped by category as the Impact page shows them, each group in its order. */
function groups(metrics: AdminMetric[]) {
  const byCategory = new Map<string, AdminMetric[]>();
  for (const metric of metrics) byCategory.set(metric.category, [...(byCategory.get(metric.category) ?? []), metric]);
  return [...byCategory];
}

/** The whole list with one category's metrics in the order of `ids` (the other categories stay). */
function arrange(list: AdminMetric[], ids: number[], category: string) {
  const byId = new Map(list.map((m) => [m.id, m]));
  const inOrder = ids.map((id) => byId.get(id) as AdminMetric);
  let next = 0;
  return list.map((m) => (m.category === category ? inOrder[next++] : m));
}

export function MetricsList({ notice, onNotice }: { notice: string; onNotice: (text: string) => void }) {
  const t = useT();
  const queryClient = useQueryClient();
  const metrics = useQuery(metricsQuery);
  const order = useListOrder<AdminMetric, number, string>({
    queryKey: metricsQuery.queryKey,
    save: (ids, category) => orderMetrics(category, ids),
    arrange,
  });
  const toggle = useMutation<AdminMetric, ApiError, AdminMetric>({
    mutationFn: (metric) => setMetricActive(metric.id, !metric.active),
    onSuccess: (saved) => {
      queryClient.setQueryData<AdminMetric[]>(metricsQuery.queryKey, (list) =>
        list?.map((m) => (m.id === saved.id ? saved : m)),
      );
      onNotice(t(saved.active ? 'impact.nowShown' : 'impact.nowHidden', { name: saved.label }));
    },
  });

  return (
    <>
      <PageTitle
        title={t('impact.title')}
        actions={
          <Button asChild>
            <Link href="/new">{t('impact.newMetric')}</Link>
          </Button>
        }
      >
        {t('impact.title')}
      </PageTitle>
      <p className="max-w-3xl text-stone-700">
        {t('impact.intro')}{' '}
        <a href="/impact" className="font-medium text-primary underline underline-offset-4">
          {t('impact.viewPage')}
        </a>
      </p>
      <div className="mt-4 space-y-3">
        {notice && <Alert tone="success">{notice}</Alert>}
        {order.error && <Alert tone="error">{order.error.message}</Alert>}
        {toggle.error && <Alert tone="error">{toggle.error.message}</Alert>}
      </div>
      {metrics.isPending && <p role="status">{t('common.loading')}</p>}
      {metrics.error && <Alert tone="error">{t('common.loadError', { message: metrics.error.message })}</Alert>}
      {metrics.data?.length === 0 && <p className="mt-6 text-stone-700">{t('impact.empty')}</p>}
      {metrics.data &&
        groups(metrics.data).map(([category, items], group) => (
          <section key={category} aria-labelledby={`metric-category-${group}`} className="mt-8">
            <h2 id={`metric-category-${group}`} className="text-lg font-semibold text-stone-900">
              {category}
            </h2>
            <SortableList
              className="mt-3"
              testId="metric-list"
              itemTestId="metric-row"
              items={items}
              idOf={(metric) => metric.id}
              nameOf={(metric) => metric.label}
              movedText={(words) => t('kit.order.movedIn', { ...words, group: category })}
              onReorder={(ids) => {
                onNotice('');
                order.reorder(ids, category);
              }}
              itemClassName={(metric) => (metric.active ? undefined : 'border-dashed border-stone-400')}
              actions={(metric) => (
                <>
                  <Button size="sm" variant="outline" onClick={() => toggle.mutate(metric)} disabled={toggle.isPending}>
                    {metric.active ? t('impact.hide') : t('impact.show')}
                    <span className="sr-only"> {metric.label}</span>
                  </Button>
                  <Button size="sm" variant="outline" asChild>
                    <Link href={`/${metric.id}`}>
                      {t('impact.edit')}
                      <span className="sr-only"> {metric.label}</span>
                    </Link>
                  </Button>
                </>
              )}
            >
              {(metric) => <MetricCard metric={metric} />}
            </SortableList>
          </section>
        ))}
    </>
  );
}

function MetricCard({ metric }: { metric: AdminMetric }) {
  const t = useT();
  const Icon = iconOf(metric.icon);
  return (
    <>
      <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-primary-light text-primary-dark">
        <Icon className="h-5 w-5" aria-hidden="true" />
      </span>
      <div className="min-w-0">
        <h3 className="font-semibold break-words text-stone-900">
          <span className="mr-2 text-primary-dark">{metric.value}</span>
          <span data-testid="metric-label">{metric.label}</span>
        </h3>
        <div className="mt-1 flex flex-wrap gap-2">
          <span
            className={cn(
              'inline-flex rounded-full px-2 py-0.5 text-xs font-semibold',
              metric.active ? 'bg-green-100 text-green-900' : 'bg-stone-200 text-stone-800',
            )}
          >
            {metric.active ? t('impact.shown') : t('impact.hidden')}
          </span>
          {TRANSLATED_LOCALES.map((locale) => (
            <TranslationMarker key={locale} locale={locale} state={metric.status[locale]} />
          ))}
        </div>
      </div>
    </>
  );
}
