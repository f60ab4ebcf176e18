import { MEDIA_ACCEPT } from '@common/admin/media';
import { useQueryClient } from '@tanstack/react-query';
import { type DragEvent, useId, useRef, useState } from 'react';
import { cn } from '@/lib/cn';
import { ApiError } from '../../api/client';
import { sessionQuery } from '../../api/session';
import { Alert } from '../../components/Alert';
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
  const inputId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [dragging, setDragging] = useState(false);
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
      if (input.current) input.current.value = '';
      await queryClient.invalidateQueries({ queryKey: mediaKey });
    }
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    void send([...event.dataTransfer.files]);
  }

  return (
    <div className="space-y-3">
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the drop zone is an extra for pointer users; the file input inside is the keyboard path. */}
      <div
        data-testid="library-drop-zone"
        onDragEnter={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragOver={(event) => {
          event.preventDefault();
          event.dataTransfer.dropEffect = 'copy';
        }}
        onDragLeave={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
        }}
        onDrop={onDrop}
        className={cn(
          'flex flex-col gap-2 rounded-lg border-2 border-dashed p-4 sm:flex-row sm:items-center',
          dragging ? 'border-primary bg-primary-light' : 'border-stone-400 bg-white',
        )}
      >
        <input
          ref={input}
          id={inputId}
          type="file"
          multiple
          accept={MEDIA_ACCEPT}
          disabled={busy}
          aria-describedby={hintId}
          className="peer sr-only"
          onChange={(event) => void send([...(event.target.files ?? [])])}
        />
        <label
          htmlFor={inputId}
          className={cn(
            'inline-flex h-11 shrink-0 cursor-pointer items-center self-start rounded-md bg-primary px-5 text-sm font-semibold text-white hover:bg-primary-dark sm:self-auto',
            'peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-amber-500',
            busy && 'pointer-events-none opacity-60',
          )}
        >
          {t('media.library.upload')}
        </label>
        <p id={hintId} className="text-sm text-stone-700">
          {t('media.library.uploadHint')}
        </p>
      </div>
      <p aria-live="polite" className={cn('text-sm text-stone-700', !progress && 'sr-only')}>
        {progress}
      </p>
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
