import { type ComponentProps, type ReactNode, useId } from 'react';
import { cn } from '@/lib/cn';

/** A labelled textarea whose hint and error are read with it, like Field (editors, notes, replies). */
export function TextArea({
  label,
  hint,
  error,
  className,
  ...props
}: Omit<ComponentProps<'textarea'>, 'id'> & { label: string; hint?: ReactNode; error?: string }) {
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
      <textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={cn(
          'block w-full rounded-md border bg-white px-3 py-2 text-base text-stone-900 shadow-sm',
          error ? 'border-red-700' : 'border-stone-400',
        )}
        {...props}
      />
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
