import { type ReactNode, type RefObject, useId, useLayoutEffect, useRef } from 'react';
import { cn } from '@/lib/cn';

/**
 * A modal dialog on the browser's own <dialog>: shown with showModal(), it sits above the page, makes the
 * rest of the page inert (focus cannot leave it), closes on Escape, and gives the focus back to what had
 * it when it closes. Not Radix's Dialog here: that one injects a <style> element for its scroll lock,
 * which the staff area's policy (no inline style, server/src/modules/staff/admin-page.ts) refuses.
 */
export function Modal({
  open,
  onClose,
  title,
  description,
  alert = false,
  initialFocus,
  returnFocusTo,
  className,
  children,
}: {
  open: boolean;
  /** Escape, or a close button inside: the caller decides what closing means. */
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  /** An alert dialog asks something that needs an answer (role="alertdialog"). */
  alert?: boolean;
  /** What has the focus when it opens (the safe choice of a question); else its first control. */
  initialFocus?: RefObject<HTMLElement | null>;
  /**
   * Where the focus goes when it closes: by default back to what had it before (the button that opened
   * it); return another element when that one is gone (the row just removed).
   */
  returnFocusTo?: () => HTMLElement | null | undefined;
  className?: string;
  children?: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      initialFocus?.current?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
      returnFocusTo?.()?.focus();
    }
  }, [open, initialFocus, returnFocusTo]);
  return (
    <dialog
      ref={ref}
      role={alert ? 'alertdialog' : undefined}
      aria-labelledby={`${id}-title`}
      aria-describedby={description ? `${id}-description` : undefined}
      onCancel={(event) => {
        // Escape: the caller closes it (and may decide not to, while something is under way).
        event.preventDefault();
        onClose();
      }}
      className={cn(
        'm-auto max-h-[90vh] w-[min(32rem,calc(100vw-2rem))] overflow-y-auto rounded-xl bg-white p-5 text-stone-900 shadow-xl backdrop:bg-stone-950/50',
        className,
      )}
    >
      {open && (
        <>
          <h2 id={`${id}-title`} className="text-lg font-semibold break-words text-stone-950">
            {title}
          </h2>
          {description && (
            <div id={`${id}-description`} className="mt-2 space-y-2 text-stone-800">
              {description}
            </div>
          )}
          {children}
        </>
      )}
    </dialog>
  );
}
