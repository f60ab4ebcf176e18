import type { AdminEntry, EntryRevision } from '@common/entries/admin';
import type { EntryKind } from '@common/entries/kinds';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import type { ApiError } from '../../api/client';
import { Alert } from '../../components/Alert';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DataTable } from '../../components/DataTable';
import { useT } from '../../i18n';
import { useFormatDate } from '../../lib/dates';
import { entriesQuery, entryQuery, historyQuery, restoreRevision } from './api';

/** Every saved version of a record, newest first; any older one can be restored (saved as a new version). */
export function EntryHistory({
  kind,
  entry,
  onNotice,
}: {
  kind: EntryKind;
  entry: AdminEntry;
  onNotice: (text: string) => void;
}) {
  const t = useT();
  const when = useFormatDate();
  const queryClient = useQueryClient();
  const history = useQuery(historyQuery(kind, entry.id));
  const [asked, setAsked] = useState<EntryRevision | null>(null);
  const restore = useMutation<AdminEntry, ApiError, EntryRevision>({
    mutationFn: (revision) => restoreRevision(kind, entry.id, revision.id),
    onSuccess: (_saved, revision) => {
      setAsked(null);
      onNotice(t('content.history.restored', { when: when(revision.at) }));
      void queryClient.invalidateQueries({ queryKey: entriesQuery(kind).queryKey });
      void queryClient.invalidateQueries({ queryKey: entryQuery(kind, entry.id).queryKey });
    },
  });
  return (
    <section aria-labelledby="history-title" className="mt-10 max-w-3xl">
      <h2 id="history-title" className="text-lg font-semibold text-stone-900">
        {t('content.history.title')}
      </h2>
      <p className="text-sm text-stone-700">{t('content.history.intro')}</p>
      {history.isPending && <p role="status">{t('common.loading')}</p>}
      {history.error && <Alert tone="error">{t('common.loadError', { message: history.error.message })}</Alert>}
      {history.data && (
        <DataTable
          caption={t('content.history.caption', { name: entry.label })}
          className="mt-3"
          minWidth="36rem"
          empty={t('content.history.empty')}
          rows={history.data}
          rowKey={(revision) => revision.id}
          columns={[
            { key: 'when', header: t('content.history.when'), cell: (revision) => when(revision.at) },
            {
              key: 'who',
              header: t('content.history.who'),
              cell: (revision) => revision.by ?? t('content.history.someone'),
            },
            {
              key: 'what',
              header: t('content.history.what'),
              cell: (revision) => t(`content.history.actions.${revision.action}` as 'content.history.actions.saved'),
            },
            {
              key: 'actions',
              header: <span className="sr-only">{t('content.list.actions')}</span>,
              // Newest first: the first is what the record is now.
              cell: (revision) =>
                revision.id === history.data[0]?.id ? (
                  <span className="text-stone-700">{t('content.history.current')}</span>
                ) : (
                  <Button size="sm" variant="outline" onClick={() => setAsked(revision)}>
                    {t('content.history.restore')}
                    <span className="sr-only"> {t('content.history.restoreLabel', { when: when(revision.at) })}</span>
                  </Button>
                ),
            },
          ]}
        />
      )}
      <ConfirmDialog
        open={asked !== null}
        danger={false}
        title={asked ? t('content.history.restoreTitle', { when: when(asked.at) }) : ''}
        confirmLabel={t('content.history.restore')}
        cancelLabel={t('content.editor.cancel')}
        pending={restore.isPending}
        error={restore.error?.message}
        onConfirm={() => asked && restore.mutate(asked)}
        onCancel={() => {
          restore.reset();
          setAsked(null);
        }}
      >
        {t('content.history.restoreText')}
      </ConfirmDialog>
    </section>
  );
}
