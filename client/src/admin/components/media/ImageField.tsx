/**
 * ImageField: the admin area's image input (docs/decisions/030), for article images and story photos.
 *
 *   import { ImageField, imageAltError, saveImageAlt } from '../../components/media/ImageField';
 *
 *   const [image, setImage] = useState<ImageValue | null>(null);   // ImageValue from '@common/admin/media'
 *   <ImageField label="Article image" value={image} onChange={setImage} shape="wide" showErrors={submitted}
 *               error={serverErrors.imageId} />
 *
 * Props:
 *  - label: the visible name of the field (a <fieldset> legend).
 *  - value: { id, url, width, height, alt: { en?, fr?, sw? } } or null. `url` is the 960-wide WebP
 *    (/media/<hash>-960.webp): store it as the image address; the public pages' ResponsiveImage derives the
 *    480/960 AVIF and WebP files from it, and the share image is the same address ending -1200.jpg.
 *  - onChange(value | null): after an upload (alt empty until typed), on every keystroke in the alt text
 *    fields, and with null when the image is removed. The alt text lives in `value.alt` only: the field does
 *    not save it. Either send it with your form and store it (your table's alt column, and/or the media row
 *    with `setMediaAlt(tx, id, alt)` from server/src/modules/media/repository.ts in your transaction), or
 *    call `saveImageAlt(value)` (PATCH /api/admin/media/:id, audited) before saving your form.
 *  - shape: 'wide' (16:9 preview, default) or 'square' (round preview, as the story avatars).
 *  - showErrors: show "describe it in English" when the English alt text is empty (set after a submit).
 *  - error: a message for this field from the server (e.g. errors.imageId), shown under it.
 *  - hint: optional text under the legend.
 * `imageAltError(value)` gives that message (or undefined) for your own validation before submitting.
 *
 * Behaviour: a real <input type="file"> labelled "Choose an image" (keyboard: Tab, then Enter or Space),
 * drag and drop onto the drop zone, a progress bar, every state announced in a polite live region (errors
 * in an alert), a preview of the file the website will show, and alt text fields for English (required),
 * French and Swahili. The server checks format (JPEG, PNG, WebP, AVIF), 10 MB and 40 megapixels, and its
 * message is shown as it is. "Choose from library" (docs/decisions/030; for roles with the 'media' section) opens
 * a dialog with the media library's search and grid: the image chosen comes with its descriptions, and
 * onChange receives it exactly as after an upload.
 */
import { type ImageValue, MEDIA_ACCEPT, type MediaItem, mediaMessages } from '@common/admin/media';
import { canUse } from '@common/admin/roles';
import { LOCALES } from '@common/locale';
import { useQueryClient } from '@tanstack/react-query';
import { type DragEvent, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { ApiError, patch } from '../../api/client';
import { errorText } from '../../api/error-text';
import { sessionQuery, useSession } from '../../api/session';
import { useT } from '../../i18n';
import { Alert } from '../Alert';
import { Field } from '../Field';
import { nameOf } from './library-api';
import { MediaPicker } from './MediaPicker';
import { uploadImage } from './upload';

export type { ImageValue };

const toImageValue = (item: MediaItem): ImageValue => ({
  id: item.id,
  url: item.url,
  width: item.width,
  height: item.height,
  alt: item.alt,
});

/** The message for a missing English description, or undefined. */
export const imageAltError = (value: ImageValue | null) =>
  value && !value.alt.en?.trim() ? errorText(mediaMessages.altEn, undefined, mediaMessages.altEn) : undefined;

/** Stores the alt text on the image itself (PATCH /api/admin/media/:id, audited). */
export const saveImageAlt = async (value: ImageValue) =>
  toImageValue(await patch<MediaItem>(`/media/${value.id}`, { alt: value.alt }));

type Status =
  | { kind: 'idle'; message?: string }
  | { kind: 'uploading'; name: string; percent: number }
  | { kind: 'processing'; name: string }
  | { kind: 'error'; message: string };

interface ImageFieldProps {
  label: string;
  value: ImageValue | null;
  onChange: (value: ImageValue | null) => void;
  shape?: 'wide' | 'square';
  showErrors?: boolean;
  error?: string;
  hint?: string;
}

export function ImageField({ label, value, onChange, shape = 'wide', showErrors, error, hint }: ImageFieldProps) {
  const t = useT();
  const queryClient = useQueryClient();
  const inputId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [dragging, setDragging] = useState(false);
  const [picking, setPicking] = useState(false);
  const role = useSession().data?.user?.role;
  const canPick = role !== undefined && canUse(role, 'media');
  const busy = status.kind === 'uploading' || status.kind === 'processing';

  async function send(file: File) {
    setStatus({ kind: 'uploading', name: file.name, percent: 0 });
    try {
      const { csrfToken } = await queryClient.fetchQuery(sessionQuery);
      const item = await uploadImage(file, {
        csrfToken,
        onProgress: (fraction) => {
          // The bar moves smoothly; what is announced changes in quarters, not on every percent.
          const percent = Math.floor(fraction * 4) * 25;
          if (fraction >= 1) setStatus({ kind: 'processing', name: file.name });
          else setStatus((s) => (s.kind === 'uploading' && s.percent === percent ? s : ({ ...s, percent } as Status)));
        },
      });
      // A picture uploaded before keeps its descriptions; a new one starts with those typed so far.
      const alt = Object.keys(item.alt).length ? item.alt : (value?.alt ?? {});
      onChange({ ...toImageValue(item), alt });
      setStatus({ kind: 'idle', message: t('media.uploaded', { width: item.width, height: item.height }) });
    } catch (failure) {
      const message = failure instanceof ApiError || failure instanceof Error ? failure.message : String(failure);
      setStatus({ kind: 'error', message: t('media.uploadFailed', { message }) });
    } finally {
      if (input.current) input.current.value = '';
    }
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    if (busy) return;
    const files = [...event.dataTransfer.files];
    if (files.length === 0) return setStatus({ kind: 'error', message: t('media.notAFile') });
    if (files.length > 1) return setStatus({ kind: 'error', message: t('media.oneFile') });
    void send(files[0]);
  }

  const altError = showErrors ? imageAltError(value) : undefined;
  const preview = value ? previewOf(value, shape) : null;
  const announcement =
    status.kind === 'uploading'
      ? t('media.uploading', { name: status.name, percent: status.percent })
      : status.kind === 'processing'
        ? t('media.processing', { name: status.name })
        : status.kind === 'idle'
          ? (status.message ?? '')
          : '';

  return (
    <fieldset className="min-w-0 space-y-3" aria-describedby={hint ? hintId : undefined}>
      <legend className="text-sm font-medium text-stone-800">{label}</legend>
      {hint && (
        <p id={hintId} className="text-sm text-stone-600">
          {hint}
        </p>
      )}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the drop zone is an extra for pointer users; the file input inside is the keyboard path. */}
      <div
        data-testid="image-drop-zone"
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
          'flex flex-col gap-4 rounded-lg border-2 border-dashed p-4 sm:flex-row sm:items-center',
          dragging ? 'border-primary bg-primary-light' : 'border-stone-400 bg-white',
        )}
      >
        {preview && (
          <img
            src={preview.src}
            width={preview.width}
            height={preview.height}
            alt={value?.alt.en?.trim() || t('media.previewAlt')}
            className={cn(
              'shrink-0 border border-stone-200 bg-stone-100 object-cover',
              shape === 'square' ? 'h-24 w-24 rounded-full' : 'aspect-video w-full max-w-60 rounded-md',
            )}
          />
        )}
        <div className="min-w-0 space-y-2">
          <p className="text-sm text-stone-700">{dragging ? t('media.dropNow') : t('media.dropHere')}</p>
          <div className="flex flex-wrap items-center gap-2">
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
                'inline-flex h-11 cursor-pointer items-center rounded-md bg-primary px-5 text-sm font-semibold text-white hover:bg-primary-dark',
                'peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-amber-500',
                busy && 'pointer-events-none opacity-60',
              )}
            >
              {value ? t('media.replace') : t('media.choose')}
            </label>
            {canPick && (
              <Button variant="outline" disabled={busy} onClick={() => setPicking(true)}>
                {t('media.fromLibrary')}
              </Button>
            )}
            {value && !busy && (
              <Button
                variant="outline"
                onClick={() => {
                  onChange(null);
                  setStatus({ kind: 'idle', message: t('media.removed') });
                }}
              >
                {t('media.remove')}
              </Button>
            )}
          </div>
          <p className="text-sm text-stone-600">{t('media.formats')}</p>
          {value && (
            <p className="text-sm text-stone-600">{t('media.size', { width: value.width, height: value.height })}</p>
          )}
        </div>
      </div>

      {canPick && (
        <MediaPicker
          open={picking}
          selectedId={value?.id}
          onClose={() => setPicking(false)}
          onPick={(item) => {
            setPicking(false);
            onChange(toImageValue(item));
            setStatus({
              kind: 'idle',
              message: t('media.picked', { name: nameOf(item, (id) => t('media.untitled', { id })) }),
            });
          }}
        />
      )}

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
      {error && <p className="text-sm font-medium text-red-700">{error}</p>}

      {value && (
        <fieldset className="space-y-3 rounded-md border border-stone-200 bg-stone-50 p-3">
          <legend className="px-1 text-sm font-medium text-stone-800">{t('media.altLegend')}</legend>
          <p className="text-sm text-stone-600">{t('media.altHint')}</p>
          {LOCALES.map((lang) => (
            <Field
              key={lang}
              label={t(`media.altLabel.${lang}`)}
              hint={lang === 'en' ? undefined : t('media.altOptional')}
              required={lang === 'en'}
              maxLength={300}
              value={value.alt[lang] ?? ''}
              error={lang === 'en' ? altError : undefined}
              onChange={(event) => onChange({ ...value, alt: { ...value.alt, [lang]: event.target.value } })}
            />
          ))}
        </fieldset>
      )}
    </fieldset>
  );
}

/** The file the page will show: a 480 WebP for wide images, the 192 square for avatars. */
function previewOf(value: ImageValue, shape: 'wide' | 'square') {
  if (shape === 'square') return { src: value.url.replace(/-960\.webp$/, '-192.webp'), width: 192, height: 192 };
  const width = Math.min(480, value.width);
  return {
    src: value.url.replace(/-960\.webp$/, '-480.webp'),
    width,
    height: Math.round((value.height * width) / value.width),
  };
}
