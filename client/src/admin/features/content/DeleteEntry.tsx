import type { AdminEntry } from '@common/entries/admin';
import type { EntryKind } from '@common/entries/kinds';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'wouter';
import type { ApiError } from '../../api/client';
import { ConfirmDialog, dangerFormClass } from '../../components/ConfirmDialog';
import { useT } from '../../i18n';
import { leaveWithoutAsking } from '../../lib/leave-guard';
import { deleteEntry, entriesQuery } from './api';
import { useKindWords } from './kind-words';

/** Delete, after asking; the server refuses while other records refer to it, and says which. */
export function DeleteEntry({
  kind,
  entry,
  onNotice,
}: {
  kind: EntryKind;
  entry: AdminEntry;
  onNotice: (text: string) => void;
}) {
  const t = useT();
  const words = useKindWords(kind);
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [open, setOpen] = useState(false);
  const remove = useMutation<void, ApiError>({
    mutationFn: () => deleteEntry(kind, entry.id),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: entriesQuery(kind).queryKey });
      onNotice(words.deleted(entry.label));
      setOpen(false);
      leaveWithoutAsking(() => navigate(`/${kind}`));
    },
  });
  const refusal = remove.error ? [remove.error.message, remove.error.fields._].filter(Boolean).join(': ') : undefined;
  return (
    <>
      <button type="button" className={dangerFormClass} onClick={() => setOpen(true)}>
        {t('content.editor.delete')}
      </button>
      <ConfirmDialog
        open={open}
        title={t('content.editor.deleteTitle', { name: entry.label })}
        confirmLabel={t('content.editor.delete')}
        cancelLabel={t('content.editor.cancel')}
        pending={remove.isPending}
        error={refusal}
        onConfirm={() => remove.mutate()}
        onCancel={() => {
          remove.reset();
          setOpen(false);
        }}
      >
        {t('content.editor.deleteText')}
      </ConfirmDialog>
    </>
  );
}
