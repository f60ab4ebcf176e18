import type { InboxMessage } from '@common/admin/contact';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '../../api/client';
import { INBOX_KEY, messageQuery } from './api';

/**
 * A change to one message: the server answers with the message as it now is, which replaces the shown one;
 * the list and the unread count are fetched again.
 */
export function useMessageChange<V>(id: number, change: (variables: V) => Promise<InboxMessage>) {
  const queryClient = useQueryClient();
  return useMutation<InboxMessage, ApiError, V>({
    mutationFn: change,
    onSuccess: (message) => {
      queryClient.setQueryData(messageQuery(id).queryKey, message);
      void queryClient.invalidateQueries({
        queryKey: INBOX_KEY,
        predicate: (query) => query.queryKey[2] !== 'message',
      });
    },
  });
}
