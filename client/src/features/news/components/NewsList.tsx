import { NEWS_PAGE_SIZE } from '@common/news';
import { useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { useId, useMemo, useRef, useState } from 'react';
import { useCompanies } from '@/components/companies/companies';
import { useI18n } from '@/i18n';
import { useSearchParams } from '@/lib/router';
import { useTypedValue } from '@/lib/use-typed-value';
import { newsListQuery, parseNewsListParams } from '../api/get-news';
import { categoriesOf, companiesOf, filterArticles } from '../filter';
import { showingRange, totalPagesFor } from '../pagination';
import { CategoryFilter } from './CategoryFilter';
import { CompanyFilter } from './CompanyFilter';
import { NewsCard, NewsCardSkeleton } from './NewsCard';
import { Pagination } from './Pagination';

/**
 * SPEC §2.8: search box, category toggles, the grid, pagination and the 'Showing' line; and the company
 * toggles (docs/decisions/085), which work with the category and the pages as the category does.
 */
export function NewsList() {
  const { t, locale } = useI18n();
  const searchId = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const { page, category, company } = parseNewsListParams(searchParams);
  const [search, setSearch] = useState('');
  const searchBox = useRef<HTMLInputElement>(null);
  // Pasted or autofilled before the app was in: the list is filtered by it once it is.
  useTypedValue(searchBox, setSearch);
  const { data, isLoading } = useQuery(newsListQuery({ page, category, company, locale }));
  const allCompanies = useCompanies();

  const articles = data?.articles ?? [];
  const total = data?.total ?? 0;
  const totalPages = totalPagesFor(total, NEWS_PAGE_SIZE);
  const categories = useMemo(() => categoriesOf(articles), [articles]);
  const companies = useMemo(() => companiesOf(articles, allCompanies, company), [articles, allCompanies, company]);
  const visible = useMemo(() => filterArticles(articles, search), [articles, search]);
  const range = showingRange(page, NEWS_PAGE_SIZE, total);

  const update = (next: { page?: number; category?: string; company?: string }) => {
    const params = new URLSearchParams(searchParams);
    if (next.category) params.set('category', next.category);
    else params.delete('category');
    if (next.company) params.set('company', next.company);
    else params.delete('company');
    if (next.page && next.page > 1) params.set('page', String(next.page));
    else params.delete('page');
    setSearchParams(params, { preventScrollReset: true });
  };

  return (
    <>
      <div className="flex flex-col gap-4 lg:flex-row lg:items-center lg:justify-between">
        <div className="relative w-full lg:max-w-sm">
          <label htmlFor={searchId} className="sr-only">
            {t('news.searchLabel')}
          </label>
          <Search
            className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-stone-500"
            aria-hidden="true"
          />
          <input
            ref={searchBox}
            id={searchId}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder={t('news.searchPlaceholder')}
            className="h-11 w-full rounded-lg border border-stone-300 bg-white pr-3 pl-9 text-stone-900 placeholder:text-stone-500 focus:border-primary"
          />
        </div>
        {/* Any category change goes back to page 1 (SPEC §4). */}
        <CategoryFilter
          categories={categories}
          selected={category}
          onSelect={(next) => update({ category: next, company, page: 1 })}
        />
      </div>
      {/* A company change goes back to page 1 too, and keeps the category. */}
      <CompanyFilter
        companies={companies}
        selected={company}
        onSelect={(next) => update({ category, company: next, page: 1 })}
      />

      <div aria-live="polite" aria-busy={isLoading} className="mt-8">
        {isLoading ? (
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            <span className="sr-only">{t('news.loading')}</span>
            {Array.from({ length: 6 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
              <NewsCardSkeleton key={i} />
            ))}
          </div>
        ) : visible.length === 0 ? (
          <div className="rounded-xl border border-dashed border-stone-300 bg-white px-6 py-16 text-center">
            <p className="text-lg font-medium text-stone-800">{t('news.noArticles')}</p>
            {search.trim() !== '' && <p className="mt-2 text-stone-600">{t('news.tryDifferent')}</p>}
          </div>
        ) : (
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {visible.map((article, index) => (
              <NewsCard key={article.id} article={article} priority={index === 0} />
            ))}
          </div>
        )}
      </div>

      {!isLoading && total > 0 && (
        <>
          <Pagination
            page={page}
            totalPages={totalPages}
            onChange={(next) => update({ category, company, page: next })}
          />
          <p className="mt-4 text-center text-sm text-stone-600">
            {t('news.showing', { from: range.from, to: range.to, total: range.total })}
          </p>
        </>
      )}
    </>
  );
}
