import type { FormEvent, ReactNode } from 'react';
import { Button } from '@/components/ui/button';

/**
 * The filters above a list (audit log, subscribers): a form named for what it filters, its fields side by
 * side from 640 px (stacked on a phone), and the button that applies them. Enter in a field applies them
 * too. The fields say how wide they are (`className="sm:flex-1"`, `sm:w-48`).
 */
export function FilterBar({
  label,
  apply,
  onApply,
  children,
}: {
  label: string;
  apply: string;
  onApply: () => void;
  children: ReactNode;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply();
  };
  return (
    <form onSubmit={submit} aria-label={label} className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-end">
      {children}
      <Button type="submit">{apply}</Button>
    </form>
  );
}

/** Under filters that narrow a list: the link that shows the whole list again. */
export function ClearFilters({ label, onClear }: { label: string; onClear: () => void }) {
  return (
    <p className="mt-3">
      <Button variant="link" size="sm" className="px-0" onClick={onClear}>
        {label}
      </Button>
    </p>
  );
}
