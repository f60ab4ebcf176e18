import { type ComponentProps, useId } from 'react';
import { cn } from '@/lib/cn';
import { textAreaClass } from './format';

/** A labelled textarea whose error is read with it (the inbox's notes and replies). */
export function TextArea({
  label,
  error,
  className,
  ...props
}: Omit<ComponentProps<'textarea'>, 'id'> & { label: string; error?: string }) {
  const id = useId();
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={id} className="block text-sm font-medium text-stone-800">
        {label}
      </label>
      <textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={cn(textAreaClass, error && 'border-red-700')}
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
