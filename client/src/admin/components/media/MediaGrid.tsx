import type { MediaLibraryItem } from '@common/admin/media';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { useLanguage, useT } from '../../i18n';
import { useFormatDate } from '../../lib/dates';
import { AltMarks } from './AltMarks';
import { altFor, nameOf, thumbnailOf } from './library-api';

/**
 * The library's images as a grid (the library screen and the image field's picker): a thumbnail, the file
 * name, size and upload date, the descriptions per language and the number of uses. `action` gives each
 * card its control (a link to the details, a "Choose" button), named with the image's name.
 */
export function MediaGrid({
  items,
  label,
  action,
  selectedId,
}: {
  items: MediaLibraryItem[];
  label: string;
  action: (item: MediaLibraryItem, name: string) => ReactNode;
  /** The image the field holds now (the picker marks it). */
  selectedId?: number;
}) {
  const t = useT();
  const language = useLanguage();
  const formatDate = useFormatDate();
  return (
    <ul aria-label={label} className="grid grid-cols-1 gap-4 min-[30rem]:grid-cols-2 md:grid-cols-3 xl:grid-cols-4">
      {items.map((item) => {
        const name = nameOf(item, (id) => t('media.untitled', { id }));
        const thumb = thumbnailOf(item);
        return (
          <li
            key={item.id}
            data-testid="media-card"
            className={cn(
              'flex min-w-0 flex-col overflow-hidden rounded-lg border bg-white shadow-sm',
              item.id === selectedId ? 'border-primary ring-2 ring-primary' : 'border-stone-200',
            )}
          >
            <img
              src={thumb.src}
              width={thumb.width}
              height={thumb.height}
              alt={altFor(item.alt, language) ?? ''}
              loading="lazy"
              decoding="async"
              className="aspect-[4/3] w-full bg-stone-100 object-cover"
            />
            <div className="flex flex-1 flex-col gap-2 p-3">
              <p className="font-semibold wrap-anywhere text-stone-900">{name}</p>
              <p className="text-sm text-stone-700">
                {t('media.size', { width: item.width, height: item.height })}
                <br />
                {t('media.uploadedOn', { date: formatDate(item.createdAt) })}
              </p>
              <AltMarks status={item.altStatus} />
              <p className={cn('text-sm font-medium', item.uses.length ? 'text-stone-800' : 'text-stone-600')}>
                {t('media.useCount', { count: item.uses.length })}
              </p>
              {item.id === selectedId && (
                <p className="text-sm font-semibold text-primary">{t('media.picker.current')}</p>
              )}
              <div className="mt-auto pt-1">{action(item, name)}</div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
