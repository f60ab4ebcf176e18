import type { BulkAction, BulkInput, BulkResult, StaffRef } from '@common/admin/contact';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ComponentProps, type RefObject, useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { ApiError } from '../../api/client';
import { Alert } from '../../components/Alert';
import { ConfirmDialog, dangerClass } from '../../components/ConfirmDialog';
import { SelectField } from '../../components/SelectField';
import { useT } from '../../i18n';
import { bulkChange, INBOX_KEY } from './api';
import { peopleOptions } from './format';

/**
 * Above the list: "Select all on this page", and once something is selected, how many and what can be done
 * to them. Each action is one request: all the selected messages change or none do. When it
 * is done the list is fetched again, then `onDone` says what happened (the page clears the selection and
 * puts the focus back on "Select all", the buttons being gone). Buttons are marked busy rather than
 * disabled while it runs, so the focus stays on the one pressed.
 */
export function BulkBar({
  ids,
  pageIds,
  onSelectAll,
  selectAllRef,
  people,
  onDone,
  returnFocusTo,
}: {
  /** The selected messages (of this page). */
  ids: number[];
  pageIds: number[];
  onSelectAll: (selected: boolean) => void;
  selectAllRef: RefObject<HTMLInputElement | null>;
  people: StaffRef[];
  onDone: (words: string) => void;
  returnFocusTo: () => HTMLElement | null | undefined;
}) {
  const t = useT();
  const queryClient = useQueryClient();
  const countId = useId();
  const [assignTo, setAssignTo] = useState('');
  const [problem, setProblem] = useState('');
  const [confirming, setConfirming] = useState(false);
  // After a deletion the button that opened the question is gone: the focus goes where the page says.
  const deleted = useRef(false);
  const all = pageIds.length > 0 && ids.length === pageIds.length;
  const some = ids.length > 0 && !all;
  useEffect(() => {
    if (selectAllRef.current) selectAllRef.current.indeterminate = some;
  }, [some, selectAllRef]);

  const change = useMutation<BulkResult, ApiError, BulkInput>({
    mutationFn: bulkChange,
    // The list, the unread count and any message shown: fetched again before the focus moves.
    onSuccess: async (result) => {
      await queryClient.invalidateQueries({ queryKey: INBOX_KEY });
      deleted.current = result.action === 'delete';
      setConfirming(false);
      onDone(doneWords(result));
    },
    // Messages a colleague deleted meanwhile: the list shows what is left.
    onError: () => queryClient.invalidateQueries({ queryKey: INBOX_KEY }),
  });
  const doneWords = ({ action, ids: done }: BulkResult) => {
    const count = done.length;
    if (action !== 'assign') return t(`inbox.bulk.done.${action}`, { count });
    const person = people.find((item) => String(item.id) === assignTo);
    return person
      ? t('inbox.bulk.done.assigned', { count, name: person.name })
      : t('inbox.bulk.done.unassigned', { count });
  };
  const run = (action: BulkAction) => {
    if (change.isPending) return;
    setProblem('');
    if (action === 'delete') {
      deleted.current = false;
      change.reset();
      return setConfirming(true);
    }
    if (action === 'assign') {
      if (!assignTo) return setProblem(t('inbox.bulk.chooseFirst'));
      return change.mutate({ ids, action, assigneeId: assignTo === 'none' ? null : Number(assignTo) });
    }
    change.mutate({ ids, action });
  };
  const busy = { 'aria-disabled': change.isPending || undefined } satisfies ComponentProps<'button'>;
  const error = problem || (!confirming && change.error?.message);

  return (
    <div className="mt-4 space-y-3">
      {pageIds.length > 0 && (
        <div className="flex flex-wrap items-center gap-x-4 gap-y-3 rounded-md border border-stone-200 bg-stone-50 p-3">
          <label className="flex items-center gap-2 text-sm font-medium text-stone-800">
            <input
              ref={selectAllRef}
              type="checkbox"
              checked={all}
              onChange={(event) => onSelectAll(event.target.checked)}
              className="h-6 w-6 shrink-0 accent-primary"
            />
            {t('inbox.bulk.selectAll')}
          </label>
          {ids.length > 0 && (
            <fieldset
              aria-labelledby={countId}
              className={cn('flex min-w-0 flex-wrap items-center gap-2', change.isPending && 'cursor-progress')}
            >
              <p id={countId} className="text-sm font-semibold text-stone-900">
                <span className="sr-only">{t('kit.labelOnly', { label: t('inbox.bulk.actions') })} </span>
                {t('inbox.bulk.selected', { count: ids.length })}
              </p>
              <Button size="sm" variant="outline" {...busy} onClick={() => run('read')}>
                {t('inbox.bulk.read')}
              </Button>
              <Button size="sm" variant="outline" {...busy} onClick={() => run('unread')}>
                {t('inbox.bulk.unread')}
              </Button>
              <Button size="sm" variant="outline" {...busy} onClick={() => run('spam')}>
                {t('inbox.bulk.spam')}
              </Button>
              {/* Below 640 px the label sits above its list, which takes the width the button leaves. */}
              <span className="flex w-full items-end gap-2 sm:w-auto sm:items-center">
                <SelectField
                  label={t('inbox.bulk.assignTo')}
                  compact
                  beside="beside-sm"
                  className="min-w-0 flex-1"
                  selectClassName="sm:max-w-48"
                  value={assignTo}
                  onChange={(event) => setAssignTo(event.target.value)}
                  placeholder={t('inbox.bulk.choosePerson')}
                  options={[...peopleOptions(people), { value: 'none', label: t('inbox.nobody') }]}
                />
                <Button size="sm" variant="outline" {...busy} onClick={() => run('assign')}>
                  {t('inbox.bulk.assign')}
                </Button>
              </span>
              <button type="button" className={dangerClass} {...busy} onClick={() => run('delete')}>
                {t('inbox.bulk.delete')}
              </button>
              {change.isPending && !confirming && (
                <span className="text-sm text-stone-700">{t('inbox.bulk.working')}</span>
              )}
            </fieldset>
          )}
        </div>
      )}
      {error && <Alert tone="error">{error}</Alert>}
      <ConfirmDialog
        open={confirming}
        title={t('inbox.bulk.confirmTitle', { count: ids.length })}
        confirmLabel={t('inbox.bulk.confirm', { count: ids.length })}
        cancelLabel={t('inbox.bulk.cancel')}
        pending={change.isPending}
        pendingLabel={t('inbox.bulk.deleting')}
        error={confirming ? change.error?.message : undefined}
        onConfirm={() => change.mutate({ ids, action: 'delete' })}
        onCancel={() => {
          if (!change.isPending) setConfirming(false);
        }}
        returnFocusTo={() => (deleted.current ? returnFocusTo() : undefined)}
      >
        <p>{t('inbox.bulk.confirmText', { count: ids.length })}</p>
      </ConfirmDialog>
    </div>
  );
}
