import { useEffect, useRef, useState } from 'react';
import { useT } from '../i18n';
import { setLeaveQuestion } from '../lib/leave-guard';
import { ConfirmDialog } from './ConfirmDialog';

/** The question every way out of a screen with unsaved changes asks (lib/leave-guard.ts); "Stay" has the focus. */
export function LeaveGuardDialog() {
  const t = useT();
  const [open, setOpen] = useState(false);
  const answer = useRef<(leave: boolean) => void>(() => {});
  useEffect(
    () =>
      setLeaveQuestion(
        () =>
          new Promise<boolean>((resolve) => {
            answer.current(false);
            answer.current = resolve;
            setOpen(true);
          }),
      ),
    [],
  );
  const close = (leave: boolean) => {
    setOpen(false);
    answer.current(leave);
    answer.current = () => {};
  };
  return (
    <ConfirmDialog
      open={open}
      title={t('common.leave.title')}
      confirmLabel={t('common.leave.leave')}
      cancelLabel={t('common.leave.stay')}
      onConfirm={() => close(true)}
      onCancel={() => close(false)}
    >
      <p>{t('common.leave.text')}</p>
    </ConfirmDialog>
  );
}
