import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** A yes-or-no field: a checkbox with its words as its label ("Show this metric on the Impact page"). */
export function CheckboxField({
  label,
  className,
  ...input
}: Omit<ComponentProps<'input'>, 'type'> & { label: string }) {
  return (
    <label className={cn('flex items-start gap-2 text-sm font-medium text-stone-800', className)}>
      <input type="checkbox" className="mt-0.5 h-5 w-5 shrink-0 accent-primary" {...input} />
      {label}
    </label>
  );
}
