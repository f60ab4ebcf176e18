import type { SessionSummary } from '@common/admin/auth';
import type { ReactNode } from 'react';
import { useT } from '../i18n';
import { useFormatDate } from '../lib/dates';
import { describeDevice } from '../lib/device';

/** A session's device in a few words ("Firefox on Windows"), or words saying it is not known. */
export function useDeviceName() {
  const t = useT();
  return (session: SessionSummary) => describeDevice(session.userAgent) ?? t('kit.sessions.unknownDevice');
}

/**
 * Where an account is signed in, one row per session: its device, a badge on the session of this very
 * browser, the address it comes from, when it signed in and when it was last active; beside every other
 * session, what ends it (`end`). Used by the account page and by the owner's view of a colleague's sessions.
 */
export function SessionRows({
  label,
  sessions,
  currentBadge,
  end,
}: {
  /** The list's accessible name ("Your sessions"). */
  label: string;
  sessions: readonly SessionSummary[];
  /** The words on the session of this browser ("This device"). */
  currentBadge: string;
  /** The control that ends a session other than this browser's. */
  end: (session: SessionSummary) => ReactNode;
}) {
  const t = useT();
  const formatDate = useFormatDate();
  const device = useDeviceName();
  return (
    <ul aria-label={label} className="mt-3 divide-y divide-stone-200 rounded-md border border-stone-200">
      {sessions.map((session) => (
        <li key={session.id} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between">
          <div className="min-w-0 text-sm">
            <p className="font-medium text-stone-900">
              {device(session)}
              {session.current && (
                <span className="ml-2 rounded-full bg-primary-light px-2 py-0.5 text-xs font-semibold text-primary-dark">
                  {currentBadge}
                </span>
              )}
            </p>
            {session.stage !== 'full' && (
              <p className="mt-1 font-medium text-amber-900">
                {session.stage === 'password' ? t('kit.sessions.halfPassword') : t('kit.sessions.halfEnrol')}
              </p>
            )}
            <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-stone-700">
              <dt>{t('kit.sessions.from')}</dt>
              <dd className="font-mono text-xs leading-5 wrap-anywhere">{session.ip ?? '—'}</dd>
              <dt>{t('kit.sessions.started')}</dt>
              <dd>{formatDate(session.createdAt)}</dd>
              <dt>{t('kit.sessions.lastSeen')}</dt>
              <dd>{formatDate(session.lastSeenAt)}</dd>
            </dl>
          </div>
          {!session.current && <div className="self-start sm:self-center">{end(session)}</div>}
        </li>
      ))}
    </ul>
  );
}
