import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { DISABLED_LOOK, FieldFrame, type FieldWords } from './FieldFrame';

/** A labelled textarea whose hint and error are read with it, like Field (editors, notes, replies). */
export function TextArea({
  label,
  hint,
  note,
  error,
  className,
  ...props
}: Omit<ComponentProps<'textarea'>, 'id'> & FieldWords) {
  return (
    <FieldFrame label={label} hint={hint} note={note} error={error} className={className}>
      {(control) => (
        <textarea
          {...control}
          className={cn(
            'block w-full rounded-md border bg-white px-3 py-2 text-base text-stone-900 shadow-sm',
            DISABLED_LOOK,
            error ? 'border-red-700' : 'border-stone-400',
          )}
          {...props}
        />
      )}
    </FieldFrame>
  );
}
