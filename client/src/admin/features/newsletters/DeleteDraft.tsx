import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import type { ApiError } from '../../api/client';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useT } from '../../i18n';
import { deleteIssue } from './api';

/** Deleting a draft asks first, the safe choice focused (its last version stays in the history). */
export function DeleteDraft({
  issueId,
  subject,
  onDeleted,
}: {
  issueId: number;
  subject: string;
  onDeleted: () => void;
}) {
  const t = useT();
  const [asking, setAsking] = useState(false);
  const remove = useMutation<unknown, ApiError>({
    mutationFn: () => deleteIssue(issueId),
    onSuccess: () => {
      setAsking(false);
      onDeleted();
    },
  });
  return (
    <div className="space-y-2 border-t border-stone-200 pt-6">
      <Button
        variant="outline"
        onClick={() => {
          remove.reset();
          setAsking(true);
        }}
      >
        {t('newsletters.delete')}
      </Button>
      <ConfirmDialog
        open={asking}
        title={t('newsletters.deleteTitle')}
        confirmLabel={t('newsletters.deleteConfirm')}
        cancelLabel={t('common.cancel')}
        pending={remove.isPending}
        pendingLabel={t('newsletters.deleting')}
        error={remove.error?.message}
        onConfirm={() => remove.mutate()}
        onCancel={() => setAsking(false)}
      >
        <p>{t('newsletters.deleteText', { subject })}</p>
      </ConfirmDialog>
    </div>
  );
}
