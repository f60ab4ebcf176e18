import { type ChangeEvent, type DragEvent, type ReactNode, useId, useState } from 'react';
import { cn } from '@/lib/cn';

const LOOK = {
  primary: 'bg-primary text-white hover:bg-primary-dark',
  outline: 'border border-stone-300 bg-white text-stone-900 hover:bg-stone-100',
};

/**
 * The staff area's one file chooser (an image, images for the library, a replacement file): a real
 * <input type="file">, hidden but focusable, whose label looks like the shared button. The keyboard reaches
 * it with Tab and opens the browser's chooser with Enter or Space; the focus ring shows on the label. Its
 * hint and error are read with it, as a Field's are. What was chosen goes to `onFiles`
 * and the input is emptied, so the same file can be chosen again after a failure.
 *
 *   <FileField label={t('media.choose')} accept={MEDIA_ACCEPT} busy={uploading} onFiles={([file]) => send(file)} />
 *
 * Around it, a DropZone lets pointer users drop files as well.
 */
export function FileField({
  label,
  hint,
  error,
  accept,
  multiple = false,
  busy = false,
  look = 'primary',
  className,
  onFiles,
}: {
  /** The button's words: "Choose an image", "Upload images". */
  label: string;
  hint?: ReactNode;
  error?: string;
  /** The kinds of file offered (the server still reads what the bytes are). */
  accept?: string;
  multiple?: boolean;
  /** While a file is being sent: the chooser is off. */
  busy?: boolean;
  look?: keyof typeof LOOK;
  /** Where the button sits in its row (`shrink-0`, `self-start`). */
  className?: string;
  onFiles: (files: File[]) => void;
}) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const chosen = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    if (files.length > 0) onFiles(files);
  };
  return (
    <>
      <input
        id={id}
        type="file"
        accept={accept}
        multiple={multiple}
        disabled={busy}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        className="peer sr-only"
        onChange={chosen}
      />
      <label
        htmlFor={id}
        className={cn(
          'inline-flex h-11 cursor-pointer items-center rounded-md px-5 text-sm font-semibold',
          'peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-amber-500',
          LOOK[look],
          busy && 'pointer-events-none opacity-60',
          className,
        )}
      >
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-stone-700">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </>
  );
}

/**
 * A place to drop files on, around a FileField (the keyboard's way) and what goes with it (a preview):
 * its border says when files are over it, and `children` may say it in words too ("Drop it now").
 */
export function DropZone({
  onFiles,
  className,
  testId,
  children,
}: {
  /** Every file dropped, none left out: the caller says when there are too many. */
  onFiles: (files: File[]) => void;
  /** How its content is laid out (`flex flex-col gap-4 sm:flex-row`). */
  className?: string;
  testId?: string;
  children: ReactNode | ((dragging: boolean) => ReactNode);
}) {
  const [dragging, setDragging] = useState(false);
  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    onFiles([...event.dataTransfer.files]);
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the drop zone is an extra for pointer users; the file input inside is the keyboard path.
    <div
      data-testid={testId}
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
      onDrop={drop}
      className={cn(
        'rounded-lg border-2 border-dashed p-4',
        dragging ? 'border-primary bg-primary-light' : 'border-stone-400 bg-white',
        className,
      )}
    >
      {typeof children === 'function' ? children(dragging) : children}
    </div>
  );
}

/**
 * What a file being sent is doing, said politely as it changes ("Uploading photo.jpg: 50 %"), with a bar
 * while its bytes go (`percent`); hidden but still read when there is nothing to say.
 */
export function UploadStatus({
  message,
  percent,
  progressLabel,
}: {
  message: string;
  percent?: number;
  progressLabel: string;
}) {
  return (
    <>
      {percent !== undefined && (
        <progress className="h-2 w-full accent-primary" max={100} value={percent} aria-label={progressLabel} />
      )}
      <p aria-live="polite" className={cn('text-sm text-stone-700', !message && 'sr-only')}>
        {message}
      </p>
    </>
  );
}
