import { useRef } from 'react';
import { Button } from '@/components/ui/button';
import { useT } from '../../i18n';
import { useFormatDate } from '../../lib/dates';
import type { KeptEdits } from '../../lib/kept-edits';

/**
 * Above a record's form: the edits this browser kept from an earlier sitting, offered back ("Restore your
 * unsaved changes from …" / "Discard them"), and whether the record was saved by someone since. A polite
 * status, not a dialog: the form stays usable. The region is there from the first render and filled once
 * the kept edits are read, so a screen reader says the offer; after a choice it says what was done and
 * takes the focus the pressed button had.
 */
export function KeptEditsNotice({
  offer,
  decision,
  savedSince,
  onRestore,
  onDiscard,
}: {
  offer: KeptEdits | null;
  decision: 'restored' | 'discarded' | null;
  /** When the record was saved after the kept edits began (its `updatedAt`), if it was. */
  savedSince?: string;
  onRestore: () => void;
  onDiscard: () => void;
}) {
  const t = useT();
  const when = useFormatDate();
  const region = useRef<HTMLDivElement>(null);
  const choose = (choice: () => void) => () => {
    choice();
    region.current?.focus();
  };
  const shown = offer !== null || decision !== null;
  return (
    <div
      ref={region}
      role="status"
      tabIndex={-1}
      className={
        shown
          ? 'mb-4 max-w-3xl space-y-2 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950 focus:outline-3 focus:outline-amber-500'
          : 'sr-only'
      }
    >
      {offer ? (
        <>
          <p className="font-medium">{t('kit.kept.found')}</p>
          {savedSince && <p>{t('kit.kept.savedSince', { time: when(savedSince) })}</p>}
          <div className="flex flex-wrap gap-3">
            <Button size="sm" wrap onClick={choose(onRestore)}>
              {t('kit.kept.restore', { time: when(offer.keptAt) })}
            </Button>
            <Button size="sm" variant="outline" onClick={choose(onDiscard)}>
              {t('kit.kept.discard')}
            </Button>
          </div>
        </>
      ) : decision ? (
        <p>{t(decision === 'restored' ? 'kit.kept.restored' : 'kit.kept.discarded')}</p>
      ) : null}
    </div>
  );
}
