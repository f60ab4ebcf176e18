import type { MediaLibraryItem } from '@common/admin/media';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useT } from '../../i18n';
import { Alert } from '../Alert';
import { mediaListQuery } from './library-api';
import { type MediaFilterState, MediaFilters, NO_MEDIA_FILTERS, useMediaQuery } from './MediaFilters';
import { MediaGrid } from './MediaGrid';
import { Pager } from './Pager';

/**
 * The library as staff browse it: search and filters, how many images match, the grid and its pages. The
 * library screen gives each image a link to its details; the image field's picker a "Choose" button.
 */
export function MediaBrowser({
  action,
  selectedId,
}: {
  action: (item: MediaLibraryItem, name: string) => ReactNode;
  selectedId?: number;
}) {
  const t = useT();
  const [filters, setFilters] = useState<MediaFilterState>(NO_MEDIA_FILTERS);
  const [page, setPage] = useState(1);
  const list = useQuery(mediaListQuery(useMediaQuery(filters, page)));
  const filtered = JSON.stringify(filters) !== JSON.stringify(NO_MEDIA_FILTERS);
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.pageSize)) : 1;
  return (
    <div className="space-y-4">
      <MediaFilters
        filters={filters}
        sources={list.data?.sources ?? []}
        onChange={(next) => {
          setFilters(next);
          setPage(1);
        }}
      />
      {list.isPending && <p role="status">{t('common.loading')}</p>}
      {list.error && <Alert tone="error">{t('common.loadError', { message: list.error.message })}</Alert>}
      <p role="status" className="text-sm text-stone-700">
        {list.data ? t(filtered ? 'media.countFiltered' : 'media.count', { count: list.data.total }) : ''}
      </p>
      {list.data && list.data.items.length === 0 && (
        <p className="text-stone-700">{filtered ? t('media.noMatch') : t('media.empty')}</p>
      )}
      {list.data && list.data.items.length > 0 && (
        <MediaGrid items={list.data.items} label={t('media.gridLabel')} action={action} selectedId={selectedId} />
      )}
      <Pager page={page} pages={pages} onPage={setPage} />
    </div>
  );
}
