import { type ReactNode, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { Alert } from './Alert';
import { Modal } from './Modal';

/** A destructive action: the shared button's shape in red (its variants are not meant to be overridden). */
const danger =
  'inline-flex items-center justify-center rounded-md bg-red-700 font-semibold text-white hover:bg-red-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-amber-500 disabled:pointer-events-none disabled:opacity-60';
export const dangerClass = `${danger} h-9 px-3 text-sm`;
/** A destructive button beside a form's Save and Cancel: their height. */
export const dangerFormClass = `${danger} h-11 px-4`;

/**
 * The one question the staff area asks before an action that loses or ends something: a modal alert
 * dialog (components/Modal.tsx: focus kept inside, Escape cancels, the focus goes back to what opened it)
 * whose safe choice ("Cancel", "Stay") has the focus when it opens, so Enter never confirms by accident.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  fields,
  confirmLabel,
  cancelLabel,
  danger = true,
  pending = false,
  pendingLabel,
  error,
  onConfirm,
  onCancel,
  returnFocusTo,
}: {
  open: boolean;
  title: string;
  children?: ReactNode;
  /** What the answer needs besides the buttons (a field to type the address again), after the description. */
  fields?: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  danger?: boolean;
  pending?: boolean;
  pendingLabel?: string;
  error?: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** Where the focus goes when it closes, when not back to what opened it (see Modal). */
  returnFocusTo?: () => HTMLElement | null | undefined;
}) {
  const safe = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={title}
      description={children}
      alert
      initialFocus={safe}
      returnFocusTo={returnFocusTo}
    >
      {fields && <div className="mt-3">{fields}</div>}
      {error && (
        <div className="mt-3">
          <Alert tone="error">{error}</Alert>
        </div>
      )}
      <div className="mt-5 flex flex-wrap justify-end gap-2">
        <Button ref={safe} type="button" size="sm" variant="outline" wrap onClick={onCancel}>
          {cancelLabel}
        </Button>
        {/* Busy, not disabled: a disabled button loses the focus to the page, outside the dialog. */}
        <button
          type="button"
          aria-disabled={pending || undefined}
          onClick={() => {
            if (!pending) onConfirm();
          }}
          className={cn(
            pending && 'cursor-progress opacity-60',
            danger
              ? dangerClass
              : 'inline-flex h-9 items-center justify-center rounded-md bg-primary px-3 text-sm font-semibold text-white hover:bg-primary-dark focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-amber-500 disabled:pointer-events-none disabled:opacity-60',
          )}
        >
          {pending && pendingLabel ? pendingLabel : confirmLabel}
        </button>
      </div>
    </Modal>
  );
}

/** A request the question asks about (a React Query mutation). */
interface AskedAction<Subject> {
  isPending: boolean;
  error: { message: string } | null;
  mutate: (subject: Subject) => void;
  reset: () => void;
}

/**
 * What a question about one request does, for ConfirmDialog: open while there is something to ask about,
 * the request's wait and refusal shown in it, Confirm sends it, Cancel (or Escape) forgets its refusal and
 * closes. The screen keeps what is asked about (`subject`, null when nothing is) and says how to close.
 *
 *   <ConfirmDialog {...askingAbout(remove, subscriber, () => setAsking(null))} title={…} … />
 */
export function askingAbout<Subject>(action: AskedAction<Subject>, subject: Subject | null, close: () => void) {
  return {
    open: subject !== null,
    pending: action.isPending,
    error: action.error?.message,
    onConfirm: () => {
      if (subject !== null) action.mutate(subject);
    },
    onCancel: () => {
      action.reset();
      close();
    },
  };
}
