import { type AdminNewsListQuery, newsListQuerySchema } from '@common/admin/news';
import { queryInteger } from '@common/row-ids';
import * as z from 'zod/mini';
import type { AddressValues } from '../../lib/address-state';

/**
 * The news list's search, filters and page as its address holds them, so the dashboard links
 * to a filtered list and a list can be bookmarked: /admin/news?status=draft&language=fr&coverage=stale&page=2,
 * /admin/news?review=submitted (the articles waiting for review, docs/decisions/089).
 */
export interface NewsFilters {
  q: string;
  status: '' | NonNullable<AdminNewsListQuery['status']>;
  language: '' | NonNullable<AdminNewsListQuery['language']>;
  coverage: '' | NonNullable<AdminNewsListQuery['coverage']>;
  category: string;
  review: '' | NonNullable<AdminNewsListQuery['review']>;
  page: number;
}

export const NO_FILTERS: NewsFilters = {
  q: '',
  status: '',
  language: '',
  coverage: '',
  category: '',
  review: '',
  page: 1,
};

const fields = newsListQuerySchema.shape;
const pageSchema = queryInteger(1, 100_000);

/** A value by the API's own rule for it; undefined when absent or broken. */
function read<S extends z.core.$ZodType>(schema: S, value: string | null): z.output<S> | undefined {
  if (value === null) return undefined;
  const parsed = z.safeParse(schema, value);
  return parsed.success ? parsed.data : undefined;
}

/** The filters from the address; a value the API would refuse is left at its default, never an error. */
export function filtersFrom(params: URLSearchParams): NewsFilters {
  return {
    q: read(fields.q, params.get('q')) ?? '',
    status: read(fields.status, params.get('status')) ?? '',
    language: read(fields.language, params.get('language')) ?? '',
    coverage: read(fields.coverage, params.get('coverage')) ?? '',
    category: read(fields.category, params.get('category')) ?? '',
    review: read(fields.review, params.get('review')) ?? '',
    page: read(pageSchema, params.get('page')) ?? 1,
  };
}

/** The address's values: every key, the defaults as absent (so they leave no trace). */
export function addressOf(filters: NewsFilters): AddressValues {
  const { page, ...rest } = filters;
  return { ...rest, page: page > 1 ? String(page) : null };
}
