import {
  ADMIN_NEWS_PAGE_SIZE,
  type AdminNewsListQuery,
  ARTICLE_STATUSES,
  NEWS_LIMITS,
  REVIEW_STATES,
} from '@common/admin/news';
import { LOCALES } from '@common/locale';
import { VERSION_STATES } from '@common/model/versions';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { Link } from 'wouter';
import { Button, buttonVariants } from '@/components/ui/button';
import { Alert } from '../../components/Alert';
import { DataTable } from '../../components/DataTable';
import { Field } from '../../components/Field';
import { ClearFilters } from '../../components/FilterBar';
import { PageTitle } from '../../components/PageTitle';
import { SelectField } from '../../components/SelectField';
import { VersionMark } from '../../components/translation/VersionMark';
import { useT } from '../../i18n';
import { useAddressState } from '../../lib/address-state';
import { useFormatDate } from '../../lib/dates';
import { addressOf, filtersFrom, type NewsFilters, NO_FILTERS } from './address';
import { categoriesQuery, newsListQuery } from './api';
import { ReviewBadge, StatusBadge } from './Badges';

/** Every article, newest first: status, languages, category, author and dates; search and filters. */
/**
 * `featured`: whether this person chooses the home page's featured articles: the group's (docs/decisions/088),
 * and not a writer's (docs/decisions/089).
 */
export function NewsList({ notice, featured }: { notice: string; featured: boolean }) {
  const t = useT();
  const formatDate = useFormatDate();
  const [params, setAddress] = useAddressState();
  const filters = useMemo(() => filtersFrom(params), [params]);
  const { page } = filters;
  const [typed, setTyped] = useState(filters.q);
  // The box follows the address when it changes otherwise (back, forward, a link from the dashboard).
  useEffect(() => setTyped(filters.q), [filters.q]);
  const query: AdminNewsListQuery = {
    q: filters.q || undefined,
    status: filters.status || undefined,
    language: filters.language || undefined,
    coverage: filters.coverage || undefined,
    category: filters.category || undefined,
    review: filters.review || undefined,
    page,
  };
  const list = useQuery(newsListQuery(query));
  const categories = useQuery(categoriesQuery);
  const go = (next: NewsFilters) => setAddress(addressOf(next));
  const set = <K extends keyof NewsFilters>(key: K, value: NewsFilters[K]) => go({ ...filters, [key]: value, page: 1 });
  const setPage = (next: number) => go({ ...filters, page: next });
  const search = (event: FormEvent) => {
    event.preventDefault();
    set('q', typed.trim());
  };
  const filtered = JSON.stringify({ ...filters, page: 1 }) !== JSON.stringify(NO_FILTERS);
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / (list.data.pageSize || ADMIN_NEWS_PAGE_SIZE))) : 1;

  return (
    <>
      <PageTitle
        title={t('news.title')}
        actions={
          <>
            {featured && (
              <Link href="/featured" className={buttonVariants({ variant: 'outline' })}>
                {t('news.featured.link')}
              </Link>
            )}
            <Link href="/new" className={buttonVariants()}>
              {t('news.newArticle')}
            </Link>
          </>
        }
      >
        {t('news.title')}
      </PageTitle>
      <p className="max-w-3xl text-stone-700">{t('news.intro')}</p>
      {notice && (
        <div className="mt-4">
          <Alert tone="success">{notice}</Alert>
        </div>
      )}

      <search aria-label={t('news.filters.label')} className="mt-6 block">
        <form onSubmit={search} className="flex flex-wrap items-end gap-3">
          <Field
            className="min-w-0 flex-1 basis-64"
            label={t('news.filters.search')}
            type="search"
            maxLength={NEWS_LIMITS.search}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
          <Button type="submit" variant="outline">
            {t('news.filters.searchButton')}
          </Button>
        </form>
        <div className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
          <SelectField
            label={t('news.filters.status')}
            value={filters.status}
            onChange={(e) => set('status', e.target.value as NewsFilters['status'])}
            options={[
              { value: '', label: t('news.filters.any') },
              ...ARTICLE_STATUSES.map((status) => ({ value: status, label: t(`news.statuses.${status}`) })),
            ]}
          />
          <SelectField
            label={t('news.filters.language')}
            value={filters.language}
            onChange={(e) => set('language', e.target.value as NewsFilters['language'])}
            options={[
              { value: '', label: t('news.filters.anyLanguage') },
              ...LOCALES.map((locale) => ({ value: locale, label: t(`kit.languages.${locale}`) })),
            ]}
          />
          <SelectField
            label={t('news.filters.coverage')}
            value={filters.coverage}
            onChange={(e) => set('coverage', e.target.value as NewsFilters['coverage'])}
            options={[
              { value: '', label: t('news.filters.any') },
              ...VERSION_STATES.map((state) => ({ value: state, label: t(`kit.versions.state.${state}`) })),
              { value: 'stale', label: t('news.filters.stale') },
            ]}
          />
          <SelectField
            label={t('news.filters.category')}
            value={filters.category}
            onChange={(e) => set('category', e.target.value)}
            options={[
              { value: '', label: t('news.filters.anyCategory') },
              ...(categories.data ?? []).map((category) => ({ value: category, label: category })),
            ]}
          />
          <SelectField
            label={t('news.filters.review')}
            value={filters.review}
            onChange={(e) => set('review', e.target.value as NewsFilters['review'])}
            options={[
              { value: '', label: t('news.filters.any') },
              ...REVIEW_STATES.map((state) => ({ value: state, label: t(`news.review.states.${state}`) })),
            ]}
          />
        </div>
        {filtered && (
          <ClearFilters
            label={t('news.filters.clear')}
            onClear={() => {
              go(NO_FILTERS);
              setTyped('');
            }}
          />
        )}
      </search>

      <div className="mt-4 space-y-3">
        {list.isPending && <p role="status">{t('common.loading')}</p>}
        {list.error && <Alert tone="error">{t('common.loadError', { message: list.error.message })}</Alert>}
        <p role="status" className="text-sm text-stone-700">
          {list.data ? t(filtered ? 'news.countFiltered' : 'news.count', { count: list.data.total }) : ''}
        </p>
      </div>
      {list.data && (
        <DataTable
          caption={t('news.listCaption')}
          className="mt-2"
          empty={filtered ? t('news.noMatch') : t('news.empty')}
          rows={list.data.items}
          rowKey={(item) => item.id}
          rowProps={() => ({ 'data-testid': 'article-row' })}
          columns={[
            {
              key: 'title',
              header: t('news.columns.title'),
              rowHeader: true,
              className: 'max-w-80 font-medium break-words',
              cell: (item) => (
                <>
                  <Link
                    href={`/${item.id}`}
                    className="text-primary underline underline-offset-4 hover:text-primary-dark"
                  >
                    {item.label}
                  </Link>
                  {item.featuredRank && (
                    <span className="ml-2 text-xs font-normal text-stone-700">
                      {t('news.featured.rank', { rank: item.featuredRank })}
                    </span>
                  )}
                </>
              ),
            },
            {
              key: 'status',
              header: t('news.columns.status'),
              cell: (item) => (
                <div className="flex flex-wrap gap-1">
                  <StatusBadge status={item.publication} />
                  {item.review && <ReviewBadge state={item.review.state} />}
                </div>
              ),
            },
            {
              key: 'languages',
              header: t('news.columns.languages'),
              cell: (item) => (
                <div className="flex flex-wrap gap-1">
                  {LOCALES.map((locale) => (
                    <VersionMark key={locale} locale={locale} state={item.status[locale]} />
                  ))}
                </div>
              ),
            },
            { key: 'category', header: t('news.columns.category'), cell: (item) => item.category || '—' },
            { key: 'author', header: t('news.columns.author'), cell: (item) => item.author },
            // Dates wrap between their words ("25 Nov 2026," / "14:30 SAST"), so the table fits at 1280 px.
            { key: 'date', header: t('news.columns.date'), cell: (item) => formatDate(item.publishAt) },
            { key: 'updated', header: t('news.columns.updated'), cell: (item) => formatDate(item.updatedAt) },
          ]}
        />
      )}
      {list.data && pages > 1 && (
        <nav aria-label={t('news.pagination.label')} className="mt-4 flex flex-wrap items-center gap-3">
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('news.pagination.previous')}
          </Button>
          <span className="text-sm text-stone-700">{t('news.pagination.page', { page, pages })}</span>
          <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t('news.pagination.next')}
          </Button>
        </nav>
      )}
    </>
  );
}
