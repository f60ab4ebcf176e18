import { type ComponentProps, type ReactNode, useId } from 'react';
import { cn } from '@/lib/cn';

interface FieldProps extends Omit<ComponentProps<'input'>, 'id'> {
  label: string;
  /** Classes for the input itself, e.g. `w-auto` for a date or time field as wide as its format. */
  inputClassName?: string;
  hint?: ReactNode;
  error?: string;
}

/** A labelled input whose hint and error are read with it (aria-describedby), the error marked invalid. */
export function Field({ label, hint, error, className, inputClassName, required, ...input }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={id} className="block text-sm font-medium text-stone-800">
        {label}
      </label>
      {hint && (
        <p id={hintId} className="text-sm text-stone-600">
          {hint}
        </p>
      )}
      <input
        id={id}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={cn(
          'block h-11 w-full rounded-md border bg-white px-3 text-base text-stone-900 shadow-sm',
          error ? 'border-red-700' : 'border-stone-400',
          inputClassName,
        )}
        {...input}
      />
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
