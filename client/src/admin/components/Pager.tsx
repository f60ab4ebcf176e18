import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';

/** One way to another page of a list ("Next"); not available where the list ends. */
export interface PageMove {
  label: string;
  disabled: boolean;
  go: () => void;
}

/**
 * The pages of a long list (inbox, subscribers, outbox): a navigation region named for the list, where
 * this page is ("Showing 51 to 100 of 1,234 messages") and its moves, in the order given.
 */
export function Pager({ label, place, moves }: { label: string; place?: ReactNode; moves: readonly PageMove[] }) {
  return (
    <nav aria-label={label} className="mt-4 flex flex-wrap items-center gap-3">
      {place && <p className="text-sm text-stone-700">{place}</p>}
      {moves.map((move) => (
        <Button key={move.label} variant="outline" size="sm" disabled={move.disabled} onClick={move.go}>
          {move.label}
        </Button>
      ))}
    </nav>
  );
}
