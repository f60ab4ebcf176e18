import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import type { ApiError } from '../../api/client';
import type { ItemId } from './ReorderButtons';

/** The list in the order of `ids` (every item of the list, as SortableList hands them). */
export function inOrder<T, Id extends ItemId>(list: readonly T[], ids: readonly Id[], idOf: (item: T) => Id): T[] {
  const byId = new Map(list.map((item) => [idOf(item), item]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * Saves a new order of a list React Query holds (`queryKey`): the list shows it at once (`arrange`), the
 * server's answer replaces it, and a refusal reloads the list. Moves made quickly one after another are
 * each sent, and only the answer to the last one is shown, so a slow early answer never undoes a later
 * move. `context` travels with a move (the category of a group of metrics).
 */
export function useListOrder<T, Id extends ItemId = number, C = undefined>({
  queryKey,
  save,
  arrange,
}: {
  queryKey: QueryKey;
  save: (ids: Id[], context: C) => Promise<T[]>;
  arrange: (list: T[], ids: Id[], context: C) => T[];
}) {
  const queryClient = useQueryClient();
  const latest = useRef(0);
  const mutation = useMutation<T[], ApiError, { ids: Id[]; context: C; seq: number }>({
    mutationFn: ({ ids, context }) => save(ids, context),
    onSuccess: (list, { seq }) => {
      if (seq === latest.current) queryClient.setQueryData(queryKey, list);
    },
    onError: () => void queryClient.invalidateQueries({ queryKey }),
  });
  return {
    reorder(ids: Id[], ...[context]: undefined extends C ? [context?: C] : [context: C]) {
      const sent = context as C;
      queryClient.setQueryData<T[]>(queryKey, (list) => list && arrange(list, ids, sent));
      latest.current += 1;
      mutation.mutate({ ids, context: sent, seq: latest.current });
    },
    error: mutation.error,
  };
}
