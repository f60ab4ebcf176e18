import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { DISABLED_LOOK, FieldFrame, type FieldWords } from './FieldFrame';

interface FieldProps extends Omit<ComponentProps<'input'>, 'id'>, FieldWords {
  /** Classes for the input itself, e.g. `w-auto` for a date or time field as wide as its format. */
  inputClassName?: string;
}

/** A labelled input whose hint and error are read with it (aria-describedby), the error marked invalid. */
export function Field({ label, hint, note, error, className, inputClassName, ...input }: FieldProps) {
  return (
    <FieldFrame label={label} hint={hint} note={note} error={error} className={className}>
      {(control) => (
        <input
          {...control}
          className={cn(
            'block h-11 w-full rounded-md border bg-white px-3 text-base text-stone-900 shadow-sm',
            DISABLED_LOOK,
            error ? 'border-red-700' : 'border-stone-400',
            inputClassName,
          )}
          {...input}
        />
      )}
    </FieldFrame>
  );
}
