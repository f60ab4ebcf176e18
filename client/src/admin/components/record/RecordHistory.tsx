import type { RecordRevision } from '@common/admin/revisions';
import { type QueryKey, type UseQueryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import type { ApiError } from '../../api/client';
import { useT } from '../../i18n';
import type { Translate } from '../../i18n/translate';
import { useFormatDate } from '../../lib/dates';
import { hasUnsavedChanges } from '../../lib/leave-guard';
import { Alert } from '../Alert';
import { ConfirmDialog } from '../ConfirmDialog';
import { DataTable } from '../DataTable';

const ACTIONS = [
  'created',
  'saved',
  'restored',
  'deleted',
  'activated',
  'deactivated',
  'published',
  'unpublished',
  'earlier',
] as const;
type Action = (typeof ACTIONS)[number];
const isAction = (action: string): action is Action => (ACTIONS as readonly string[]).includes(action);

/** `fieldLabel` from a record's field names and the dictionary keys of their labels. */
export const fieldLabelsFrom =
  (t: Translate, words: Readonly<Record<string, string>>) =>
  (field: string): string | undefined =>
    Object.hasOwn(words, field) ? t(words[field]) : undefined;

/**
 * A record's saved versions, newest first, with who saved each, when and what changed; any older one can
 * be restored, after the kit's ConfirmDialog, as a new version (docs/decisions/039). Generic over how a feature
 * reads its history (`query`) and restores (`restore`, sent the version the editor shows: a newer save
 * refuses it, 409). Restoring replaces what is typed in the editor: when there is anything unsaved the
 * question says so (the leave guard's rule: nothing typed is lost without asking). `onRestored` then
 * starts the editor again from the restored version, and receives the sentence to show.
 */
export function RecordHistory<R extends RecordRevision, K extends QueryKey, Saved>({
  name,
  updatedAt,
  query,
  restore,
  onRestored,
  fieldLabel = () => undefined,
}: {
  /** The record's name, for the table's caption. */
  name: string;
  /** The version the editor shows. */
  updatedAt: string;
  query: UseQueryOptions<R[], Error, R[], K> & { queryKey: K };
  restore: (revision: R, updatedAt: string) => Promise<Saved>;
  onRestored: (saved: Saved, notice: string) => void;
  /** A changed field's name as the editor labels it; a language ('fr', 'sw') is named by the kit. */
  fieldLabel?: (field: string) => string | undefined;
}) {
  const t = useT();
  const when = useFormatDate();
  const history = useQuery(query);
  const [asked, setAsked] = useState<{ revision: R; unsaved: boolean } | null>(null);
  const restoring = useMutation<Saved, ApiError, R>({
    mutationFn: (revision) => restore(revision, updatedAt),
    onSuccess: (saved, revision) => {
      setAsked(null);
      onRestored(saved, t('kit.history.restored', { when: when(revision.at) }));
    },
  });
  const changes = (revision: R) =>
    (revision.changed ?? [])
      .map((field) => (field === 'fr' || field === 'sw' ? t(`kit.languages.${field}`) : (fieldLabel(field) ?? field)))
      .join(', ');
  const what = (revision: R) => {
    const action = isAction(revision.action) ? t(`kit.history.actions.${revision.action}`) : revision.action;
    const changed = changes(revision);
    return changed ? t('kit.history.actionWithChanges', { action, changed }) : action;
  };

  return (
    <section aria-labelledby="history-title" className="mt-10 max-w-3xl">
      <h2 id="history-title" className="text-lg font-semibold text-stone-900">
        {t('kit.history.title')}
      </h2>
      <p className="text-sm text-stone-700">{t('kit.history.intro')}</p>
      {history.isPending && <p role="status">{t('common.loading')}</p>}
      {history.error && <Alert tone="error">{t('common.loadError', { message: history.error.message })}</Alert>}
      {history.data && (
        <DataTable
          caption={t('kit.history.caption', { name })}
          className="mt-3"
          minWidth="36rem"
          empty={t('kit.history.empty')}
          rows={history.data}
          rowKey={(revision) => revision.id}
          columns={[
            { key: 'when', header: t('kit.history.when'), cell: (revision) => when(revision.at) },
            { key: 'who', header: t('kit.history.who'), cell: (revision) => revision.by ?? t('kit.history.someone') },
            { key: 'what', header: t('kit.history.what'), cell: what },
            {
              key: 'actions',
              header: <span className="sr-only">{t('kit.history.actionsHeader')}</span>,
              // Newest first: the first is what the record is now.
              cell: (revision) =>
                revision.id === history.data[0]?.id ? (
                  <span className="text-stone-700">{t('kit.history.current')}</span>
                ) : (
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => setAsked({ revision, unsaved: hasUnsavedChanges() })}
                  >
                    {t('kit.history.restore')}{' '}
                    <span className="sr-only">{t('kit.history.restoreLabel', { when: when(revision.at) })}</span>
                  </Button>
                ),
            },
          ]}
        />
      )}
      <ConfirmDialog
        open={asked !== null}
        danger={false}
        title={asked ? t('kit.history.restoreTitle', { when: when(asked.revision.at) }) : ''}
        confirmLabel={t('kit.history.restore')}
        cancelLabel={t('common.cancel')}
        pending={restoring.isPending}
        error={restoring.error?.message}
        onConfirm={() => asked && restoring.mutate(asked.revision)}
        onCancel={() => {
          restoring.reset();
          setAsked(null);
        }}
      >
        {t('kit.history.restoreText')}
        {asked?.unsaved && <strong className="mt-2 block">{t('kit.history.unsavedLost')}</strong>}
      </ConfirmDialog>
    </section>
  );
}

/** The sentence a restore leaves, above the editor it started again (a status, read out when it changes). */
export function RestoredNotice({ text }: { text: string }) {
  return (
    <p
      role="status"
      className={text ? 'mb-4 rounded-md bg-green-50 p-3 text-sm font-medium text-green-900' : 'sr-only'}
    >
      {text}
    </p>
  );
}
