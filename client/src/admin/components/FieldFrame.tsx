import { type ReactNode, useId } from 'react';
import { cn } from '@/lib/cn';

/** The words around one control, the same for an input, a text area, a list and a file chooser. */
export interface FieldWords {
  label: string;
  /** Above the control and read with it: what to type, a format, where the words go. */
  hint?: ReactNode;
  /** Under the control and read with it: what the choice does now ("It is 14:05 there"). */
  note?: ReactNode;
  /** Under the control and read with it; the control is then marked invalid. */
  error?: string;
}

/** What the control takes from its frame so that its label, hint, note and error are read with it. */
export interface FieldControl {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/**
 * Where the label sits: above the control (a form), beside it (a toolbar), or beside it from 640 px and
 * above it on a phone, where the row is too narrow for both.
 */
export type LabelPlacement = 'above' | 'beside' | 'beside-sm';

const LAYOUT: Record<LabelPlacement, string> = {
  above: 'space-y-1.5',
  beside: 'flex flex-wrap items-center gap-x-2 gap-y-1',
  'beside-sm': 'flex flex-col gap-1 sm:flex-row sm:flex-wrap sm:items-center sm:gap-x-2',
};

/**
 * The frame of every labelled control of the staff area (Field, TextArea, SelectField, FileField): the
 * label names the control, and the hint, note and error are linked to it by aria-describedby, so a screen
 * reader says them with it; an error marks it invalid. `hideLabel` keeps the name for screen readers only,
 * where the row around the control already says what it is (a role list in a table row).
 */
/**
 * A control that cannot be changed (a disabled fieldset: a scheduled newsletter, a record read only) looks
 * it: grey, without the raised edge, and the pointer says so; a white box that refuses typing misleads.
 */
export const DISABLED_LOOK =
  'disabled:cursor-not-allowed disabled:bg-stone-100 disabled:text-stone-700 disabled:shadow-none';

export function FieldFrame({
  label,
  hint,
  note,
  error,
  placement = 'above',
  hideLabel = false,
  className,
  children,
}: FieldWords & {
  placement?: LabelPlacement;
  hideLabel?: boolean;
  className?: string;
  children: (control: FieldControl) => ReactNode;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const noteId = `${id}-note`;
  const errorId = `${id}-error`;
  const describedBy =
    [hint ? hintId : '', note ? noteId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  // Beside its control, a hint or an error takes a line of its own.
  const line = placement === 'above' ? undefined : 'basis-full';
  return (
    <div className={cn(!hideLabel && LAYOUT[placement], className)}>
      <label htmlFor={id} className={hideLabel ? 'sr-only' : 'block text-sm font-medium text-stone-800'}>
        {label}
      </label>
      {hint && (
        <p id={hintId} className={cn('text-sm text-stone-600', line)}>
          {hint}
        </p>
      )}
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {note && (
        <p id={noteId} className={cn('text-sm text-stone-700', line)}>
          {note}
        </p>
      )}
      {error && (
        <p id={errorId} className={cn('text-sm font-medium text-red-700', line)}>
          {error}
        </p>
      )}
    </div>
  );
}
