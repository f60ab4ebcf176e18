import type { AdminMetric, MetricInput } from '@common/admin/impact';
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
