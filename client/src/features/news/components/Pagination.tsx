import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useI18n } from '@/i18n';
import { cn } from '@/lib/cn';
import { pageWindow } from '../pagination';

interface PaginationProps {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
}

/** Shown only with more than one page (SPEC §5); Previous/Next disabled at the ends. */
export function Pagination({ page, totalPages, onChange }: PaginationProps) {
  const { t } = useI18n();
  if (totalPages <= 1) return null;
  const go = (next: number) => onChange(Math.min(Math.max(next, 1), totalPages));
  const button =
    'inline-flex h-10 min-w-10 items-center justify-center gap-1 rounded-md border px-3 text-sm font-medium transition disabled:cursor-not-allowed disabled:opacity-50';
  return (
    <nav aria-label={t('news.pagination.label')} className="mt-10 flex flex-wrap items-center justify-center gap-2">
      <button
        type="button"
        className={cn(button, 'border-stone-300 bg-white hover:bg-stone-100')}
        disabled={page <= 1}
        onClick={() => go(page - 1)}
      >
        <ChevronLeft className="h-4 w-4" aria-hidden="true" />
        {t('news.pagination.previous')}
      </button>
      {pageWindow(page, totalPages).map((n) => (
        <button
          key={n}
          type="button"
          aria-label={t('news.pagination.page', { page: n })}
          aria-current={n === page ? 'page' : undefined}
          onClick={() => go(n)}
          className={cn(
            button,
            n === page ? 'border-primary bg-primary text-white' : 'border-stone-300 bg-white hover:bg-stone-100',
          )}
        >
          {n}
        </button>
      ))}
      <button
        type="button"
        className={cn(button, 'border-stone-300 bg-white hover:bg-stone-100')}
        disabled={page >= totalPages}
        onClick={() => go(page + 1)}
      >
        {t('news.pagination.next')}
        <ChevronRight className="h-4 w-4" aria-hidden="true" />
      </button>
    </nav>
  );
}
