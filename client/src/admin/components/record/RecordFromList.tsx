import { type QueryKey, type UseQueryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { Fragment, type ReactNode, useState } from 'react';
import { useT } from '../../i18n';
import { Alert } from '../Alert';

/**
 * One record of a list the section already reads (`query`: metrics, stories), for its editor: "Loading…",
 * the load error, or "not found" until it can be shown. `id` undefined is a new record. `reload` reads the
 * list again and starts the editor afresh from the saved record (after someone else's save, 409). `show`
 * starts it afresh from a record the server just returned (a restored version): the list holds it before
 * the editor is made again, so the old editor never sees the new record under its own unsaved-looking form
 * (which the leave guard and the kept edits would take for typing), then the list is read again.
 */
export function RecordFromList<R extends { id: number }, K extends QueryKey>({
  query,
  id,
  children,
}: {
  query: UseQueryOptions<R[], Error, R[], K> & { queryKey: K };
  id?: number;
  children: (found: { record?: R; all: R[]; reload: () => void; show: (saved: R) => void }) => ReactNode;
}) {
  const t = useT();
  const queryClient = useQueryClient();
  const list = useQuery(query);
  const [generation, setGeneration] = useState(0);
  if (list.isPending) return <p role="status">{t('common.loading')}</p>;
  if (list.error) return <Alert tone="error">{t('common.loadError', { message: list.error.message })}</Alert>;
  const record = id === undefined ? undefined : list.data.find((r) => r.id === id);
  if (id !== undefined && !record) return <Alert tone="error">{t('common.notFound.text')}</Alert>;
  const reload = () =>
    void queryClient.refetchQueries({ queryKey: query.queryKey }).then(() => setGeneration((g) => g + 1));
  const show = (saved: R) => {
    queryClient.setQueryData<R[]>(query.queryKey, (all) => all?.map((r) => (r.id === saved.id ? saved : r)));
    setGeneration((g) => g + 1);
    void queryClient.invalidateQueries({ queryKey: query.queryKey });
  };
  // A new key per record and per reload: the editor's form starts from what is saved.
  return <Fragment key={`${id ?? 'new'}-${generation}`}>{children({ record, all: list.data, reload, show })}</Fragment>;
}
