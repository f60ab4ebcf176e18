import { MEDIA_ACCEPT, type MediaLibraryItem } from '@common/admin/media';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { cn } from '@/lib/cn';
import { ApiError } from '../../api/client';
import { sessionQuery } from '../../api/session';
import { Alert } from '../../components/Alert';
import { mediaItemQuery } from '../../components/media/library-api';
import { uploadImage } from '../../components/media/upload';
import { useT } from '../../i18n';

type Status =
  | { kind: 'idle'; message?: string }
  | { kind: 'uploading'; name: string; percent: number }
  | { kind: 'processing'; name: string }
  | { kind: 'error'; message: string };

/**
 * A new file for the same image (PUT /api/admin/media/:id/file): the server makes its files, and every page
 * using the image shows it. Everything cached on this screen names the old files, so all is read again.
 */
export function ReplacePanel({ item }: { item: MediaLibraryItem }) {
  const t = useT();
  const queryClient = useQueryClient();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const busy = status.kind === 'uploading' || status.kind === 'processing';

  async function send(file: File) {
    setStatus({ kind: 'uploading', name: file.name, percent: 0 });
    try {
      const { csrfToken } = await queryClient.fetchQuery(sessionQuery);
      const saved = await uploadImage<MediaLibraryItem>(file, {
        csrfToken,
        replacing: item.id,
        onProgress: (fraction) => {
          const percent = Math.floor(fraction * 4) * 25;
          if (fraction >= 1) setStatus({ kind: 'processing', name: file.name });
          else setStatus((s) => (s.kind === 'uploading' && s.percent === percent ? s : ({ ...s, percent } as Status)));
        },
      });
      queryClient.setQueryData(mediaItemQuery(item.id).queryKey, saved);
      // Lists, editors and previews elsewhere hold the old addresses.
      void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[1] !== 'session' });
      setStatus({
        kind: 'idle',
        message:
          saved.hash === item.hash
            ? t('media.image.unchanged')
            : t('media.image.replaced', { width: saved.width, height: saved.height }),
      });
    } catch (failure) {
      const message = failure instanceof ApiError || failure instanceof Error ? failure.message : String(failure);
      setStatus({ kind: 'error', message: t('media.image.replaceFailed', { message }) });
    } finally {
      if (input.current) input.current.value = '';
    }
  }

  const announcement =
    status.kind === 'uploading'
      ? t('media.image.replacing', { name: status.name, percent: status.percent })
      : status.kind === 'processing'
        ? t('media.image.replacingProcessing', { name: status.name })
        : status.kind === 'idle'
          ? (status.message ?? '')
          : '';

  return (
    <section aria-labelledby={`${inputId}-title`} className="space-y-3">
      <h2 id={`${inputId}-title`} className="text-lg font-semibold text-stone-900">
        {t('media.image.replaceTitle')}
      </h2>
      <p className="text-sm text-stone-700">{t('media.image.replaceIntro')}</p>
      <p className="text-sm text-stone-700">{t('media.formats')}</p>
      <div>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept={MEDIA_ACCEPT}
          disabled={busy}
          className="peer sr-only"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) void send(file);
          }}
        />
        <label
          htmlFor={inputId}
          className={cn(
            'inline-flex h-11 cursor-pointer items-center rounded-md border border-stone-300 bg-white px-5 text-sm font-semibold text-stone-900 hover:bg-stone-100',
            'peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-amber-500',
            busy && 'pointer-events-none opacity-60',
          )}
        >
          {t('media.image.replaceButton')}
        </label>
      </div>
      {status.kind === 'uploading' && (
        <progress
          className="h-2 w-full accent-primary"
          max={100}
          value={status.percent}
          aria-label={t('media.progressLabel')}
        />
      )}
      <p aria-live="polite" className={cn('text-sm text-stone-700', !announcement && 'sr-only')}>
        {announcement}
      </p>
      {status.kind === 'error' && <Alert tone="error">{status.message}</Alert>}
    </section>
  );
}
