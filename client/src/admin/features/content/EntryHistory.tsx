import type { AdminEntry, EntryRevision } from '@common/entries/admin';
import type { EntryKind } from '@common/entries/kinds';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import type { ApiError } from '../../api/client';
import { Alert } from '../../components/Alert';
import { ConfirmDialog } from '../../components/ConfirmDialog';
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
  const captionId = useId();
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
      {history.data?.length === 0 && <p>{t('content.history.empty')}</p>}
      {history.data && history.data.length > 0 && (
        <section
          aria-labelledby={captionId}
          // A wide table scrolls in its own region on a phone; the keyboard reaches it to scroll (WCAG 2.1.1).
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take the focus.
          tabIndex={0}
          className="relative mt-3 overflow-x-auto rounded-md border border-stone-200"
        >
          <table className="w-full min-w-[36rem] text-left text-sm">
            <caption id={captionId} className="sr-only">
              {t('content.history.caption', { name: entry.label })}
            </caption>
            <thead>
              <tr className="border-b border-stone-300">
                <th scope="col" className="py-2 pr-3">
                  {t('content.history.when')}
                </th>
                <th scope="col" className="py-2 pr-3">
                  {t('content.history.who')}
                </th>
                <th scope="col" className="py-2 pr-3">
                  {t('content.history.what')}
                </th>
                <th scope="col" className="py-2">
                  <span className="sr-only">{t('content.list.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {history.data.map((revision, index) => (
                <tr key={revision.id} className="border-b border-stone-200">
                  <td className="py-2 pr-3">{when(revision.at)}</td>
                  <td className="py-2 pr-3">{revision.by ?? t('content.history.someone')}</td>
                  <td className="py-2 pr-3">
                    {t(`content.history.actions.${revision.action}` as 'content.history.actions.saved')}
                  </td>
                  <td className="py-2">
                    {index === 0 ? (
                      <span className="text-stone-700">{t('content.history.current')}</span>
                    ) : (
                      <Button size="sm" variant="outline" onClick={() => setAsked(revision)}>
                        {t('content.history.restore')}
                        <span className="sr-only">
                          {' '}
                          {t('content.history.restoreLabel', { when: when(revision.at) })}
                        </span>
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
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
