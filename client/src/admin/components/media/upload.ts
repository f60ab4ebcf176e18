import { MEDIA_FILENAME_HEADER, type MediaItem } from '@common/admin/media';
import { ApiError } from '../../api/client';
import type { ErrorBody } from '../../api/error-text';
import { translateNow } from '../../i18n';

/**
 * Sends one file to POST /api/admin/media as the raw body (the server reads what the bytes are, not the
 * type or name), reporting upload progress. XMLHttpRequest because fetch cannot report upload progress.
 * `replacing`: the id of an image whose file this one replaces (PUT /api/admin/media/:id/file).
 */
export function uploadImage<T extends MediaItem = MediaItem>(
  file: File,
  {
    csrfToken,
    onProgress,
    signal,
    replacing,
  }: { csrfToken: string; onProgress?: (fraction: number) => void; signal?: AbortSignal; replacing?: number },
): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    if (replacing === undefined) xhr.open('POST', '/api/admin/media');
    else xhr.open('PUT', `/api/admin/media/${replacing}/file`);
    xhr.responseType = 'text';
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/json');
    xhr.setRequestHeader('content-type', file.type || 'application/octet-stream');
    xhr.setRequestHeader(MEDIA_FILENAME_HEADER, encodeURIComponent(file.name));
    if (csrfToken) xhr.setRequestHeader('x-csrf-token', csrfToken);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.upload.onload = () => onProgress?.(1);
    xhr.onerror = () => reject(new ApiError(0, translateNow('common.requestErrors.unreachable')));
    xhr.onabort = () => reject(new ApiError(0, translateNow('common.requestErrors.cancelled')));
    xhr.onload = () => {
      let data: ErrorBody | null = null;
      try {
        data = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        data = null;
      }
      if (xhr.status >= 200 && xhr.status < 300) return resolve(data as unknown as T);
      reject(ApiError.fromAnswer(xhr.status, data));
    };
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(file);
  });
}
