import type { RefObject } from 'react';
import { Button } from '@/components/ui/button';
import { useT } from '../../i18n';

/**
 * What the form holds when it is not what was saved: a version of the history loaded ("Restore as draft"),
 * with the way back to the saved one. A polite status that takes the focus when it speaks; empty, it stays
 * in the page (visually hidden) so that its first words are announced.
 */
export function DraftNotice({
  noticeRef,
  text,
  onBack,
}: {
  noticeRef: RefObject<HTMLDivElement | null>;
  text: string;
  /** Offered while a loaded version is in the form: puts the saved one back. */
  onBack?: () => void;
}) {
  const t = useT();
  return (
    <div
      ref={noticeRef}
      role="status"
      tabIndex={-1}
      className={
        text
          ? 'mb-4 max-w-3xl space-y-2 rounded-md border border-sky-300 bg-sky-50 px-4 py-3 text-sm text-sky-950 focus:outline-3 focus:outline-amber-500'
          : 'sr-only'
      }
    >
      {text && <p className="font-medium">{text}</p>}
      {text && onBack && (
        <Button size="sm" variant="outline" onClick={onBack}>
          {t('kit.draft.backToSaved')}
        </Button>
      )}
    </div>
  );
}
