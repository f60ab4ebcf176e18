import { AlertCircle } from 'lucide-react';
import type { ReactNode } from 'react';

interface FormFieldProps {
  id: string;
  label: string;
  required?: boolean;
  /** Shown after the label of an optional field, e.g. '(optional)'. */
  optionalText?: string;
  error?: string;
  /**
   * The field's message (SPEC §5), in the page's HTML while there is no error, hidden: the boot script shows
   * it when the form is sent before the app is in (docs/decisions/098).
   */
  message?: string;
  className?: string;
  /** The control; it must carry `id`, and `aria-describedby={errorId(id)}` when there is an error. */
  children: ReactNode;
}

export const errorId = (id: string) => `${id}-error`;

/** A label, its control and the field's message under it (SPEC §5), tied together by ids. */
export function FormField({ id, label, required, optionalText, error, message, className, children }: FormFieldProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-stone-800">
        {label}
        {required && (
          <span className="ml-0.5 text-red-700" aria-hidden="true">
            *
          </span>
        )}
        {optionalText && <span className="ml-1 font-normal text-stone-600">{optionalText}</span>}
      </label>
      {children}
      {(error || message) && (
        <p
          id={errorId(id)}
          hidden={!error}
          className="mt-1.5 flex items-start gap-1.5 text-sm text-red-700 [&[hidden]]:hidden"
        >
          <AlertCircle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          {error ?? message}
        </p>
      )}
    </div>
  );
}

/** Shared look of the inputs, select and textarea; red border when invalid. */
export const controlClass =
  'block w-full rounded-lg border border-stone-300 bg-white px-3.5 py-2.5 text-base text-stone-900 shadow-sm placeholder:text-stone-500 focus:border-primary focus:ring-2 focus:ring-primary/30 focus:outline-none aria-[invalid=true]:border-red-700 aria-[invalid=true]:ring-red-700/20';
