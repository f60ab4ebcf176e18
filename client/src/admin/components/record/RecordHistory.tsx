import type { RecordRevision, RecordRevisionDetail } from '@common/admin/revisions';
import { isLocale } from '@common/locale';
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
import { Section } from '../Section';

const ACTIONS = [
  'created',
  'saved',
  'autosave',
  'restored',
  'deleted',
  'activated',
  'deactivated',
  'published',
  'scheduled',
  'unpublished',
  // An article's review (docs/decisions/089).
  'submitted',
  'returned',
  'approved',
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
 * A record's saved versions, newest first (the one history, docs/decisions/078): who saved each, when, its
 * name then, and which fields and languages changed; any older one can be put back in the editor with
 * "Restore as draft", as unsaved edits that the person then saves (or not) as a change. The same for every
 * kind of record, news and newsletters too:
 *
 * - `name`: the record's name now, for the table's caption.
 * - `query`: the list's query (`GET …/history`, RecordRevision[]: id, action, at, by, label, changed,
 *   languages).
 * - `fetchVersion(revision)`: one version with what it held (`GET …/history/:revision`: its `snapshot`).
 * - `onLoad(version)`: puts the version's snapshot into the form (the kit's RecordEditor gives
 *   `loadVersion` for it: the leave guard and the kept edits then cover it as any typing, and the save sends
 *   `restoredFrom`); the editor says which version is in the form and that nothing is saved until Save.
 * - `fieldLabel(field)`: a changed field's name as the editor labels it (languages are named by the kit).
 *
 * Loading replaces what is typed: when something is unsaved the kit's ConfirmDialog asks first (the leave
 * guard's rule: nothing typed is lost without asking); otherwise nothing is lost and nothing is asked.
 */
export function RecordHistory<R extends RecordRevision, K extends QueryKey>({
  name,
  query,
  fetchVersion,
  onLoad,
  fieldLabel = () => undefined,
}: {
  name: string;
  query: UseQueryOptions<R[], Error, R[], K> & { queryKey: K };
  fetchVersion: (revision: R) => Promise<RecordRevisionDetail>;
  onLoad: (version: RecordRevisionDetail) => void | Promise<void>;
  fieldLabel?: (field: string) => string | undefined;
}) {
  const t = useT();
  const when = useFormatDate();
  const history = useQuery(query);
  const [asked, setAsked] = useState<R | null>(null);
  const loading = useMutation<void, ApiError, R>({
    mutationFn: async (revision) => onLoad(await fetchVersion(revision)),
    onSuccess: () => setAsked(null),
  });
  const choose = (revision: R) => {
    loading.reset();
    if (hasUnsavedChanges()) setAsked(revision);
    else loading.mutate(revision);
  };
  const changes = (revision: R) =>
    [
      ...(revision.changed ?? []).map(
        (field) => fieldLabel(field) ?? (field === 'published' ? t('kit.history.published') : field),
      ),
      ...(revision.languages ?? []).map((locale) => (isLocale(locale) ? t(`kit.languages.${locale}`) : locale)),
    ].join(', ');
  const what = (revision: R) => {
    const action = isAction(revision.action) ? t(`kit.history.actions.${revision.action}`) : revision.action;
    const changed = changes(revision);
    const done = changed ? t('kit.history.actionWithChanges', { action, changed }) : action;
    return revision.label && revision.label !== name
      ? t('kit.history.calledThen', { what: done, name: revision.label })
      : done;
  };

  return (
    <Section title={t('kit.history.title')} intro={t('kit.history.intro')} className="mt-10 max-w-3xl">
      {history.isPending && <p role="status">{t('common.loading')}</p>}
      {history.error && <Alert tone="error">{t('common.loadError', { message: history.error.message })}</Alert>}
      {loading.error && !asked && (
        <div className="mt-3">
          <Alert tone="error">{loading.error.message}</Alert>
        </div>
      )}
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
            {
              key: 'what',
              header: t('kit.history.what'),
              // A reviewer's comment is what the writer was asked to change: said with the version it came with.
              cell: (revision) =>
                revision.note ? (
                  <>
                    {what(revision)}
                    <span className="mt-1 block whitespace-pre-line text-stone-700">
                      {t('kit.labelled', { label: t('kit.history.note'), value: revision.note })}
                    </span>
                  </>
                ) : (
                  what(revision)
                ),
            },
            {
              key: 'actions',
              header: <span className="sr-only">{t('kit.history.actionsHeader')}</span>,
              // Newest first: the first of the record's own versions is what it is now (a change proposed for
              // review, docs/decisions/090, is not; restoring it puts the change in the form).
              cell: (revision) =>
                revision.id === history.data.find((version) => !version.proposed)?.id ? (
                  <span className="text-stone-700">{t('kit.history.current')}</span>
                ) : (
                  <Button size="sm" variant="outline" disabled={loading.isPending} onClick={() => choose(revision)}>
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
        title={asked ? t('kit.history.restoreTitle', { when: when(asked.at) }) : ''}
        confirmLabel={t('kit.history.restoreConfirm')}
        cancelLabel={t('common.cancel')}
        pending={loading.isPending}
        error={loading.error?.message}
        onConfirm={() => asked && loading.mutate(asked)}
        onCancel={() => {
          loading.reset();
          setAsked(null);
        }}
      >
        {t('kit.history.restoreText')}
      </ConfirmDialog>
    </Section>
  );
}
