import { useT } from '../i18n';
import { Alert } from './Alert';

/**
 * What a screen says while what it shows is read from the server ("Loading…", politely), or why it could
 * not be read (the server's words, as an alert). Nothing once it is there.
 *
 *   <LoadState query={list} />   // a React Query result: useQuery, useInfiniteQuery
 */
export function LoadState({ query }: { query: { isPending: boolean; error: Error | null } }) {
  const t = useT();
  if (query.error) return <Alert tone="error">{t('common.loadError', { message: query.error.message })}</Alert>;
  if (query.isPending) return <p role="status">{t('common.loading')}</p>;
  return null;
}
