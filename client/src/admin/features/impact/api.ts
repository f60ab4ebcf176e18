import type { AdminMetric, MetricInput } from '@common/admin/impact';
import type { RecordRevision } from '@common/admin/revisions';
import { queryOptions } from '@tanstack/react-query';
import { get, post, put } from '../../api/client';

export const metricsQuery = queryOptions({
  queryKey: ['admin', 'impact', 'metrics'],
  queryFn: () => get<AdminMetric[]>('/impact/metrics'),
});

export const createMetric = (input: MetricInput) => post<AdminMetric>('/impact/metrics', input);
export const updateMetric = (id: number, input: MetricInput) => put<AdminMetric>(`/impact/metrics/${id}`, input);
export const setMetricActive = (id: number, active: boolean) =>
  post<AdminMetric>(`/impact/metrics/${id}/active`, { active });
export const orderMetrics = (category: string, ids: number[]) =>
  put<AdminMetric[]>('/impact/metrics/order', { category, ids });

export const metricHistoryQuery = (id: number) =>
  queryOptions({
    queryKey: ['admin', 'impact', 'metrics', id, 'history'],
    queryFn: () => get<RecordRevision[]>(`/impact/metrics/${id}/history`),
  });
/** Restores a version over the one the editor shows (`updatedAt`: a newer save refuses it, 409). */
export const restoreMetric = (id: number, revision: number, updatedAt: string) =>
  post<AdminMetric>(`/impact/metrics/${id}/restore/${revision}`, { updatedAt });
