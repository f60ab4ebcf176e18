import type { ReactNode } from 'react';

/**
 * What a list of the staff's records says when it has none to show (every record unpublished or removed):
 * words from the dictionaries, never a blank gap and never a code copy of the old content.
 */
export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-2xl border border-dashed border-stone-300 bg-stone-50 px-6 py-12 text-center text-lg font-medium text-pretty text-stone-700">
      {children}
    </p>
  );
}
