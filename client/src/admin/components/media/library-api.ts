import type { ImageAlt, MediaAlt, MediaLibraryItem, MediaList, MediaListQuery } from '@common/admin/media';
import { LOCALES, type Locale } from '@common/locale';
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

/** What the description fields edit: the texts as typed, their state, and the languages confirmed as unchanged. */
export interface AltDraft extends Pick<ImageAlt, 'alt' | 'altStatus' | 'altSources'> {
  reviewed?: Locale[];
}

/** The shared record input of PATCH /media/:id (mediaAltInputSchema): every language as typed, empty removed. */
export function altInput(draft: AltDraft, revision: number | null) {
  const { alt } = draft;
  return {
    values: {},
    words: Object.fromEntries(
      LOCALES.map((locale) => [locale, alt[locale]?.trim() ? { alt: alt[locale] } : null]),
    ) as Record<Locale, { alt: string } | null>,
    reviewed: (draft.reviewed ?? []).filter((locale) => alt[locale]?.trim()),
    revision,
  };
}

/** PATCH /media/:id: the descriptions as typed, from the revision the screen opened (a colleague's change merged). */
export const saveAlt = (id: number, draft: AltDraft, revision: number | null) =>
  patch<MediaLibraryItem>(`/media/${id}`, altInput(draft, revision));
export const deleteImage = (id: number) => del<{ success: true }>(`/media/${id}`);

/** The name staff know an image by: its file name, else its number. */
export const nameOf = (item: { id: number; filename: string | null }, untitled: (id: number) => string) =>
  item.filename ?? untitled(item.id);

/** An image's description for a screen in `locale`: that language's, else the first written, else none. */
export const altFor = (alt: MediaAlt, locale: Locale): string | undefined =>
  alt[locale]?.trim() || LOCALES.map((code) => alt[code]?.trim()).find(Boolean);

/** The grid's thumbnail: the 480-wide WebP of the image (its 960 address is the one forms store). */
export const thumbnailOf = (item: { url: string; width: number; height: number }) => {
  const width = Math.min(480, item.width);
  return {
    src: item.url.replace(/-960\.webp$/, '-480.webp'),
    width,
    height: Math.round((item.height * width) / item.width),
  };
};
