import type { SessionSummary } from '@common/admin/auth';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import type { ApiError } from '../../api/client';
import { Alert } from '../../components/Alert';
import { LoadState } from '../../components/LoadState';
import { Section } from '../../components/Section';
import { SessionRows } from '../../components/SessionRows';
import { useT } from '../../i18n';
import { useFormatDate } from '../../lib/dates';
import { endOtherSessions, endSession, sessionsQuery } from './api';

/** The sessions of this account: this device marked; end one, or all the others. */
export function SessionsList() {
  const t = useT();
  const formatDate = useFormatDate();
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState('');
  const list = useQuery(sessionsQuery);
  const done = (message: string) => {
    setNotice(message);
    void queryClient.invalidateQueries({ queryKey: sessionsQuery.queryKey });
  };
  const endOne = useMutation<unknown, ApiError, SessionSummary>({
    mutationFn: (session) => endSession(session.id),
    onSuccess: () => done(t('account.sessions.ended')),
  });
  const endOthers = useMutation<unknown, ApiError>({
    mutationFn: endOtherSessions,
    onSuccess: () => done(t('account.sessions.othersEnded')),
  });
  const sessions = list.data ?? [];
  const others = sessions.filter((session) => !session.current).length;
  const error = endOne.error ?? endOthers.error;
  return (
    <Section title={t('account.sessions.title')} className="mt-8">
      <div className="mt-2 space-y-3">
        {notice && <Alert tone="success">{notice}</Alert>}
        {error && <Alert tone="error">{error.message}</Alert>}
        <LoadState query={list} />
      </div>
      {sessions.length > 0 && (
        <SessionRows
          label={t('account.sessions.caption')}
          sessions={sessions}
          currentBadge={t('account.sessions.thisDevice')}
          end={(session) => (
            <Button
              size="sm"
              variant="outline"
              aria-label={t('account.sessions.endLabel', { time: formatDate(session.createdAt) })}
              disabled={endOne.isPending}
              onClick={() => endOne.mutate(session)}
            >
              {t('account.sessions.end')}
            </Button>
          )}
        />
      )}
      {list.data && (
        <div className="mt-3">
          {others > 0 ? (
            <Button variant="outline" disabled={endOthers.isPending} onClick={() => endOthers.mutate()}>
              {endOthers.isPending ? t('account.sessions.endingOthers') : t('account.sessions.endOthers')}
            </Button>
          ) : (
            <p className="text-sm text-stone-700">{t('account.sessions.onlyThis')}</p>
          )}
        </div>
      )}
    </Section>
  );
}
