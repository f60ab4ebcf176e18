/**
 * ImageField: the admin area's image input (docs/decisions/030), for every record that shows an image.
 *
 *   import { ImageField, imageAltError, saveImageAlt } from '../../components/media/ImageField';
 *
 *   const [image, setImage] = useState<ImageValue | null>(null);   // ImageValue from '@common/admin/media'
 *   <ImageField label="Article image" value={image} onChange={setImage} shape="wide" showErrors={submitted}
 *               error={serverErrors['values.imageId']} />
 *
 * Props:
 *  - label: the visible name of the field (a <fieldset> legend).
 *  - value: an ImageValue or null: { id, url, width, height, alt: { fr?, en?, sw? }, altStatus, altSources,
 *    revision, reviewed? }. `url` is the 960-wide WebP (/media/<hash>-960.webp): the public pages'
 *    ResponsiveImage derives the other files from it. The server gives ImageValues of the images a record
 *    names (server/src/modules/media/repository.ts `imageValues(db, ids)`); an upload or a pick gives one here.
 *  - onChange(value | null): after an upload, a pick from the library, every keystroke in a description,
 *    a description confirmed as still matching, and null when the image is removed.
 *  - shape: 'wide' (16:9 preview, default) or 'square' (round preview, for portraits).
 *  - showErrors: show "describe it in at least one language" when no language has a description (set
 *    after a submit).
 *  - error: a message for this field from the server, shown under it.
 *  - theirs: after a 409 of saveImageAlt, a colleague's description per language (altConflict below).
 *  - hint: optional text under the legend.
 *
 * The descriptions live on the image, not in your record: the field does not save them. Before saving your
 * form, call `saveImageAlt(value)` (PATCH /api/admin/media/:id: the one write path, audited, history kept)
 * and keep the ImageValue it returns (its new revision). No language is required or first: an image needs a
 * description in any one language before a page may use it; `imageAltError(value)` gives that message (or
 * undefined) for your own validation. When a colleague changed the same description since the value was
 * read, saveImageAlt throws an ApiError with code 'entries.conflict': `altConflict(value, error)` gives the
 * value to keep (its revision the colleague's) and their texts for `theirs`; saving again keeps what the
 * fields hold then. Their change to another language is merged by the server, silently.
 *
 * Behaviour: a real <input type="file"> labelled "Choose an image" (keyboard: Tab, then Enter or Space),
 * drag and drop onto the drop zone, a progress bar, every state announced in a polite live region (errors
 * in an alert), a preview of the file the website will show, and a description field per language, each
 * named with its language and marked with its state ("French: out of date"). The server checks format
 * (JPEG, PNG, WebP, AVIF), 10 MB and 40 megapixels, and its message is shown as it is. "Choose from
 * library" (for roles with the 'media' section) opens a dialog with the media library's search and grid:
 * the image chosen comes with its descriptions, and onChange receives it exactly as after an upload.
 */
import { type ImageValue, isDescribed, MEDIA_ACCEPT, type MediaItem, mediaMessages } from '@common/admin/media';
import { mayUse } from '@common/admin/roles';
import type { Locale } from '@common/locale';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { ApiError, patch } from '../../api/client';
import { errorText } from '../../api/error-text';
import { sessionQuery, useSession } from '../../api/session';
import { useLanguage, useT } from '../../i18n';
import { Alert } from '../Alert';
import { DropZone, FileField, UploadStatus } from '../FileField';
import { AltFields, theirsOf } from './AltFields';
import { altFor, altInput, nameOf } from './library-api';
import { MediaPicker } from './MediaPicker';
import { uploadImage } from './upload';

export type { ImageValue };

const toImageValue = (item: MediaItem): ImageValue => ({
  id: item.id,
  url: item.url,
  width: item.width,
  height: item.height,
  alt: item.alt,
  altStatus: item.altStatus,
  altSources: item.altSources,
  revision: item.revision,
  reviewed: [],
});

/** The message for an image described in no language, or undefined. */
export const imageAltError = (value: ImageValue | null) =>
  value && !isDescribed(value.alt) ? errorText(mediaMessages.altNeeded, undefined, mediaMessages.altNeeded) : undefined;

/**
 * Stores the descriptions on the image itself (PATCH /api/admin/media/:id: the one write path, audited), from
 * the revision the value was read at: returns the image as saved (keep it: its revision is the new one).
 */
export const saveImageAlt = async (value: ImageValue) =>
  toImageValue(await patch<MediaItem>(`/media/${value.id}`, altInput(value, value.revision)));

/** After saveImageAlt's 409: the value to keep editing and the colleague's texts, or null for another error. */
export function altConflict(
  value: ImageValue,
  error: unknown,
): { value: ImageValue; theirs: Partial<Record<Locale, string | null>> } | null {
  if (!(error instanceof ApiError) || error.code !== 'entries.conflict') return null;
  const latest = error.detail?.revision;
  return {
    value: { ...value, revision: typeof latest === 'number' ? latest : value.revision },
    theirs: theirsOf(error.detail),
  };
}

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
  theirs?: Partial<Record<Locale, string | null>>;
}

export function ImageField({
  label,
  value,
  onChange,
  shape = 'wide',
  showErrors,
  error,
  hint,
  theirs,
}: ImageFieldProps) {
  const t = useT();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const hintId = useId();
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [picking, setPicking] = useState(false);
  // Who may open the library: their role, and (limited to companies, docs/decisions/088) it is open to them.
  const user = useSession().data?.user;
  const canPick = user != null && mayUse(user, 'media');
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
      // A picture uploaded before keeps its descriptions; a new one starts with those typed so far (their
      // state as typed: saveImageAlt stores them on the new image).
      const uploaded = toImageValue(item);
      onChange(
        isDescribed(item.alt) || !value
          ? uploaded
          : { ...uploaded, alt: value.alt, altStatus: value.altStatus, altSources: {}, reviewed: [] },
      );
      setStatus({ kind: 'idle', message: t('media.uploaded', { width: item.width, height: item.height }) });
    } catch (failure) {
      const message = failure instanceof ApiError || failure instanceof Error ? failure.message : String(failure);
      setStatus({ kind: 'error', message: t('media.uploadFailed', { message }) });
    }
  }

  function dropped(files: File[]) {
    if (busy) return;
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
      <DropZone testId="image-drop-zone" onFiles={dropped} className="flex flex-col gap-4 sm:flex-row sm:items-center">
        {(dragging) => (
          <>
            {preview && (
              <img
                src={preview.src}
                width={preview.width}
                height={preview.height}
                alt={(value && altFor(value.alt, language)) || t('media.previewAlt')}
                className={cn(
                  'shrink-0 border border-stone-200 bg-stone-100 object-cover',
                  shape === 'square' ? 'h-24 w-24 rounded-full' : 'aspect-video w-full max-w-60 rounded-md',
                )}
              />
            )}
            <div className="min-w-0 space-y-2">
              <p className="text-sm text-stone-700">{dragging ? t('media.dropNow') : t('media.dropHere')}</p>
              <div className="flex flex-wrap items-center gap-2">
                <FileField
                  label={value ? t('media.replace') : t('media.choose')}
                  accept={MEDIA_ACCEPT}
                  busy={busy}
                  onFiles={([file]) => void send(file)}
                />
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
                <p className="text-sm text-stone-600">
                  {t('media.size', { width: value.width, height: value.height })}
                </p>
              )}
            </div>
          </>
        )}
      </DropZone>

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

      <UploadStatus
        message={announcement}
        percent={status.kind === 'uploading' ? status.percent : undefined}
        progressLabel={t('media.progressLabel')}
      />
      {status.kind === 'error' && <Alert tone="error">{status.message}</Alert>}
      {error && <p className="text-sm font-medium text-red-700">{error}</p>}

      {value && (
        <fieldset className="space-y-3 rounded-md border border-stone-200 bg-stone-50 p-3">
          <legend className="px-1 text-sm font-medium text-stone-800">{t('media.altLegend')}</legend>
          <p className="text-sm text-stone-600">{t('media.altHint')}</p>
          {altError && (
            <p className="text-sm font-medium text-red-700" role="alert">
              {altError}
            </p>
          )}
          <AltFields draft={value} onChange={onChange} theirs={theirs} />
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
