import { MEDIA_ACCEPT } from '@common/admin/media';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../api/client';
import { sessionQuery } from '../../api/session';
import { Alert } from '../../components/Alert';
import { DropZone, FileField, UploadStatus } from '../../components/FileField';
import { mediaKey } from '../../components/media/library-api';
import { uploadImage } from '../../components/media/upload';
import { useT } from '../../i18n';

/**
 * Uploads to the library without a form around them: a file input (several files at once) and a drop zone,
 * one file after another (the server decodes one image at a time), each outcome said in the live region.
 */
export function UploadBox() {
  const t = useT();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState('');
  const [failures, setFailures] = useState<string[]>([]);

  async function send(files: File[]) {
    if (busy || files.length === 0) return;
    setBusy(true);
    setFailures([]);
    const failed: string[] = [];
    let done = 0;
    try {
      const { csrfToken } = await queryClient.fetchQuery(sessionQuery);
      for (const [index, file] of files.entries()) {
        setProgress(t('media.library.uploadingOne', { name: file.name, index: index + 1, count: files.length }));
        try {
          await uploadImage(file, { csrfToken });
          done += 1;
        } catch (failure) {
          const message = failure instanceof ApiError || failure instanceof Error ? failure.message : String(failure);
          failed.push(t('media.library.uploadFailedOne', { name: file.name, message }));
        }
      }
    } finally {
      setBusy(false);
      setFailures(failed);
      setProgress(done ? t('media.library.uploadedCount', { count: done }) : '');
      await queryClient.invalidateQueries({ queryKey: mediaKey });
    }
  }

  return (
    <div className="space-y-3">
      <DropZone
        testId="library-drop-zone"
        onFiles={(files) => void send(files)}
        className="flex flex-col gap-2 sm:flex-row sm:items-center"
      >
        <FileField
          label={t('media.library.upload')}
          hint={t('media.library.uploadHint')}
          accept={MEDIA_ACCEPT}
          multiple
          busy={busy}
          className="shrink-0 self-start sm:self-auto"
          onFiles={(files) => void send(files)}
        />
      </DropZone>
      <UploadStatus message={progress} progressLabel={t('media.progressLabel')} />
      {failures.length > 0 && (
        <Alert tone="error">
          <ul className="space-y-1">
            {failures.map((failure) => (
              <li key={failure}>{failure}</li>
            ))}
          </ul>
        </Alert>
      )}
    </div>
  );
}
