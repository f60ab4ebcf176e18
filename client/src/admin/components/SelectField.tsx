import { type ComponentProps, type ReactNode, useId } from 'react';
import { cn } from '@/lib/cn';

/** A labelled native <select> whose hint and error are read with it, like Field. */
export function SelectField({
  label,
  hint,
  error,
  options,
  className,
  ...select
}: Omit<ComponentProps<'select'>, 'id' | 'children'> & {
  label: string;
  hint?: ReactNode;
  error?: string;
  options: readonly { value: string; label: string }[];
}) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={id} className="block text-sm font-medium text-stone-800">
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-stone-600">
          {hint}
        </p>
      )}
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={cn(
          'block h-11 w-full rounded-md border bg-white px-3 text-base text-stone-900',
          error ? 'border-red-700' : 'border-stone-400',
        )}
        {...select}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
