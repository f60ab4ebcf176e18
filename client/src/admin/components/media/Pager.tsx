import { Button } from '@/components/ui/button';
import { useT } from '../../i18n';

/** Previous and next page of the library's images, and where they are. */
export function Pager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const t = useT();
  if (pages <= 1) return null;
  return (
    <nav aria-label={t('media.pagination.label')} className="mt-4 flex flex-wrap items-center gap-3">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('media.pagination.previous')}
      </Button>
      <span className="text-sm text-stone-700">{t('media.pagination.page', { page, pages })}</span>
      <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('media.pagination.next')}
      </Button>
    </nav>
  );
}
