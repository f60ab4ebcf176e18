import type { SessionSummary, StaffMember } from '@common/admin/auth';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import type { ApiError } from '../../api/client';
import { Alert } from '../../components/Alert';
import { askingAbout, ConfirmDialog } from '../../components/ConfirmDialog';
import { LoadState } from '../../components/LoadState';
import { SessionRows, useDeviceName } from '../../components/SessionRows';
import { useT } from '../../i18n';
import { useFormatDate } from '../../lib/dates';
import { colleagueSessionsQuery, endColleagueSession } from './api';

/**
 * Where a colleague is signed in (device from the browser's User-Agent, address, last seen), for an owner
 * to end a session on a lost or stolen device. The panel takes the focus when it opens.
 */
export function ColleagueSessions({ member, onClose }: { member: StaffMember; onClose: () => void }) {
  const t = useT();
  const formatDate = useFormatDate();
  const queryClient = useQueryClient();
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  // An ended session's row is gone with its button: the focus then goes to the message saying what happened.
  const rowGone = useRef(false);
  const [asking, setAsking] = useState<SessionSummary | null>(null);
  const query = colleagueSessionsQuery(member.id);
  const list = useQuery(query);
  const name = member.name;
  const device = useDeviceName();
  const end = useMutation<SessionSummary, ApiError, SessionSummary>({
    mutationFn: async (session) => {
      await endColleagueSession(member.id, session.id);
      return session;
    },
    onSuccess: () => {
      rowGone.current = true;
      setAsking(null);
      void queryClient.invalidateQueries({ queryKey: query.queryKey });
    },
  });
  useEffect(() => heading.current?.focus(), []);
  const sessions = list.data ?? [];
  return (
    <section aria-labelledby={titleId} className="mt-6 max-w-3xl rounded-md border border-stone-300 bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2
          ref={heading}
          id={titleId}
          tabIndex={-1}
          className="text-lg font-semibold text-stone-900 focus:outline-none"
        >
          {t('staff.colleagueSessions.title', { name })}
        </h2>
        <Button
          size="sm"
          variant="outline"
          aria-label={t('staff.colleagueSessions.closeLabel', { name })}
          onClick={onClose}
        >
          {t('staff.colleagueSessions.close')}
        </Button>
      </div>
      <p className="mt-1 text-sm text-stone-700">{t('staff.colleagueSessions.intro', { name })}</p>
      <div className="mt-3 space-y-3">
        <div ref={noticeRef} tabIndex={-1} className="focus:outline-none">
          {end.data && !asking && (
            <Alert tone="success">{t('staff.colleagueSessions.ended', { name, device: device(end.data) })}</Alert>
          )}
        </div>
        <LoadState query={list} />
      </div>
      {list.data && sessions.length === 0 && (
        <p className="mt-2 text-stone-700">{t('staff.colleagueSessions.none', { name })}</p>
      )}
      {sessions.length > 0 && (
        <SessionRows
          label={t('staff.colleagueSessions.caption', { name })}
          sessions={sessions}
          currentBadge={t('staff.colleagueSessions.yours')}
          end={(session) => (
            <Button
              size="sm"
              variant="outline"
              aria-label={t('staff.colleagueSessions.endLabel', {
                name,
                device: device(session),
                time: formatDate(session.lastSeenAt),
              })}
              onClick={() => {
                end.reset();
                rowGone.current = false;
                setAsking(session);
              }}
            >
              {t('staff.colleagueSessions.end')}
            </Button>
          )}
        />
      )}
      <ConfirmDialog
        {...askingAbout(end, asking, () => setAsking(null))}
        title={t('staff.colleagueSessions.endTitle', { name })}
        confirmLabel={t('staff.colleagueSessions.endButton')}
        cancelLabel={t('common.cancel')}
        pendingLabel={t('staff.confirm.working')}
        returnFocusTo={() => (rowGone.current ? noticeRef.current : null)}
      >
        {asking && (
          <p>
            {t('staff.colleagueSessions.endText', {
              name,
              device: device(asking),
              ip: asking.ip ?? '—',
            })}
          </p>
        )}
      </ConfirmDialog>
    </section>
  );
}
