import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Alert } from '../../components/Alert';
import { useT } from '../../i18n';

/** A destructive action: the shared button's shape in red (its variants are not meant to be overridden). */
export const dangerClass =
  'inline-flex h-9 items-center justify-center rounded-md bg-red-700 px-3 text-sm font-semibold text-white hover:bg-red-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-amber-500 disabled:pointer-events-none disabled:opacity-60';

/**
 * The question before an action on someone's account, above the table (so it fits a phone's width): the
 * confirming button takes the focus; Cancel or Escape closes it (the caller gives the focus back).
 */
export function ConfirmBox({
  title,
  text,
  confirmLabel,
  danger,
  pending,
  error,
  onConfirm,
  onCancel,
}: {
  title: string;
  text: string;
  confirmLabel: string;
  danger: boolean;
  pending: boolean;
  error?: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const t = useT();
  const confirm = useRef<HTMLButtonElement>(null);
  useEffect(() => confirm.current?.focus(), []);
  return (
    <fieldset
      className={
        danger
          ? 'mt-4 max-w-2xl space-y-2 rounded-md border border-red-300 bg-red-50 p-4'
          : 'mt-4 max-w-2xl space-y-2 rounded-md border border-stone-300 bg-stone-50 p-4'
      }
      onKeyDown={(event) => {
        if (event.key === 'Escape') onCancel();
      }}
    >
      <legend className="float-left mb-2 w-full font-semibold break-words text-stone-950">{title}</legend>
      <p className="text-stone-800">{text}</p>
      {error && <Alert tone="error">{error}</Alert>}
      <div className="flex flex-wrap gap-2">
        {danger ? (
          <button type="button" ref={confirm} className={dangerClass} disabled={pending} onClick={onConfirm}>
            {pending ? t('staff.confirm.working') : confirmLabel}
          </button>
        ) : (
          <Button ref={confirm} size="sm" disabled={pending} onClick={onConfirm}>
            {pending ? t('staff.confirm.working') : confirmLabel}
          </Button>
        )}
        <Button size="sm" variant="outline" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
      </div>
    </fieldset>
  );
}
