import type { MediaAlt, MediaLibraryItem, MediaList, MediaListQuery } from '@common/admin/media';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { del, get, patch } from '../../api/client';

/**
 * The media library's reads and writes (server/src/modules/media/library-routes.ts), shared by the library
 * screen (features/media) and the image field's picker. One image's key is the news editor's too
 * (['admin', 'media', id]): a change here refreshes what it shows.
 */
export const mediaKey = ['admin', 'media'] as const;

export const mediaListQuery = (query: MediaListQuery) => {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== '' && !(name === 'page' && value === 1)) params.set(name, String(value));
  }
  const search = params.toString();
  return queryOptions({
    queryKey: [...mediaKey, 'list', search],
    queryFn: () => get<MediaList>(`/media${search ? `?${search}` : ''}`),
    placeholderData: keepPreviousData,
  });
};

export const mediaItemQuery = (id: number) =>
  queryOptions({ queryKey: [...mediaKey, id], queryFn: () => get<MediaLibraryItem>(`/media/${id}`) });

export const saveAlt = (id: number, alt: Partial<MediaAlt>) => patch<MediaLibraryItem>(`/media/${id}`, { alt });
export const deleteImage = (id: number) => del<{ success: true }>(`/media/${id}`);

/** The name staff know an image by: its file name, else its number. */
export const nameOf = (item: { id: number; filename: string | null }, untitled: (id: number) => string) =>
  item.filename ?? untitled(item.id);

/** The grid's thumbnail: the 480-wide WebP of the image (its 960 address is the one forms store). */
export const thumbnailOf = (item: { url: string; width: number; height: number }) => {
  const width = Math.min(480, item.width);
  return {
    src: item.url.replace(/-960\.webp$/, '-480.webp'),
    width,
    height: Math.round((item.height * width) / item.width),
  };
};
