import type { AdminMetric } from '@common/admin/impact';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { ApiError } from '../../api/client';
import { Alert } from '../../components/Alert';
import { PageTitle } from '../../components/PageTitle';
import { type Direction, moved, ReorderButtons, useFocusAfterMove } from '../../components/translation/ReorderButtons';
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

export function MetricsList({ notice, onNotice }: { notice: string; onNotice: (text: string) => void }) {
  const t = useT();
  const queryClient = useQueryClient();
  const metrics = useQuery(metricsQuery);
  const focusAfterMove = useFocusAfterMove();
  const [announcement, setAnnouncement] = useState('');

  // Moves made quickly one after another: only the answer to the last one replaces the list.
  const latest = useRef(0);
  const reorder = useMutation<AdminMetric[], ApiError, { category: string; ids: number[]; seq: number }>({
    mutationFn: ({ category, ids }) => orderMetrics(category, ids),
    onSuccess: (list, { seq }) => {
      if (seq === latest.current) queryClient.setQueryData(metricsQuery.queryKey, list);
    },
    onError: () => void queryClient.invalidateQueries({ queryKey: metricsQuery.queryKey }),
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

  function move(category: string, items: AdminMetric[], id: number, direction: Direction) {
    const ids = moved(
      items.map((m) => m.id),
      id,
      direction,
    );
    if (!ids) return;
    // The new order shows at once; the server's answer replaces it (or a failure reloads the list).
    queryClient.setQueryData<AdminMetric[]>(metricsQuery.queryKey, (list) => {
      if (!list) return list;
      const byId = new Map(list.map((m) => [m.id, m]));
      const inOrder = ids.map((value) => byId.get(value) as AdminMetric);
      let next = 0;
      return list.map((m) => (m.category === category ? inOrder[next++] : m));
    });
    focusAfterMove(id, direction);
    const metric = items.find((m) => m.id === id) as AdminMetric;
    setAnnouncement(
      t('impact.order.movedIn', { name: metric.label, position: ids.indexOf(id) + 1, count: ids.length, category }),
    );
    onNotice('');
    latest.current += 1;
    reorder.mutate({ category, ids, seq: latest.current });
  }

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
        {reorder.error && <Alert tone="error">{reorder.error.message}</Alert>}
        {toggle.error && <Alert tone="error">{toggle.error.message}</Alert>}
        <p aria-live="polite" className="sr-only">
          {announcement}
        </p>
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
            <ol className="mt-3 space-y-3" data-testid="metric-list">
              {items.map((metric, index) => {
                const Icon = iconOf(metric.icon);
                return (
                  <li
                    key={metric.id}
                    data-testid="metric-row"
                    className={cn(
                      'flex flex-col gap-3 rounded-lg border bg-white p-4 shadow-sm lg:flex-row lg:items-center',
                      metric.active ? 'border-stone-200' : 'border-dashed border-stone-400',
                    )}
                  >
                    <div className="flex min-w-0 flex-1 items-start gap-3">
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
                          <TranslationMarker locale="fr" state={metric.status.fr} />
                          <TranslationMarker locale="sw" state={metric.status.sw} />
                        </div>
                      </div>
                    </div>
                    <div className="flex flex-wrap gap-2">
                      <ReorderButtons
                        id={metric.id}
                        name={metric.label}
                        index={index}
                        count={items.length}
                        onMove={(id, direction) => move(category, items, id, direction)}
                      />
                      <Button
                        size="sm"
                        variant="outline"
                        onClick={() => toggle.mutate(metric)}
                        disabled={toggle.isPending}
                      >
                        {metric.active ? t('impact.hide') : t('impact.show')}
                        <span className="sr-only"> {metric.label}</span>
                      </Button>
                      <Button size="sm" variant="outline" asChild>
                        <Link href={`/${metric.id}`}>
                          {t('impact.edit')}
                          <span className="sr-only"> {metric.label}</span>
                        </Link>
                      </Button>
                    </div>
                  </li>
                );
              })}
            </ol>
          </section>
        ))}
    </>
  );
}
