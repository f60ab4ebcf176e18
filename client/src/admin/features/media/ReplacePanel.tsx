import { MEDIA_ACCEPT, type MediaLibraryItem } from '@common/admin/media';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { ApiError } from '../../api/client';
import { sessionQuery } from '../../api/session';
import { Alert } from '../../components/Alert';
import { FileField, UploadStatus } from '../../components/FileField';
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
  const titleId = useId();
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
    <section aria-labelledby={titleId} className="space-y-3">
      <h2 id={titleId} className="text-lg font-semibold text-stone-900">
        {t('media.image.replaceTitle')}
      </h2>
      <p className="text-sm text-stone-700">{t('media.image.replaceIntro')}</p>
      <p className="text-sm text-stone-700">{t('media.formats')}</p>
      <div>
        <FileField
          label={t('media.image.replaceButton')}
          look="outline"
          accept={MEDIA_ACCEPT}
          busy={busy}
          onFiles={([file]) => void send(file)}
        />
      </div>
      <UploadStatus
        message={announcement}
        percent={status.kind === 'uploading' ? status.percent : undefined}
        progressLabel={t('media.progressLabel')}
      />
      {status.kind === 'error' && <Alert tone="error">{status.message}</Alert>}
    </section>
  );
}
