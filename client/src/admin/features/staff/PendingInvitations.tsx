import type { CreatedInvitation, Invitation, InvitationMailOutcome } from '@common/admin/auth';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import type { ApiError } from '../../api/client';
import { Alert } from '../../components/Alert';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useT } from '../../i18n';
import { useFormatDate } from '../../lib/dates';
import { invitationsQuery, resendInvitation, withdrawInvitation } from './api';
import { InvitationLink } from './InvitationLink';

type Asking = { kind: 'resend' | 'withdraw'; invitation: Invitation };
type Done =
  | { kind: 'resend'; sent: CreatedInvitation }
  | { kind: 'withdraw'; id: number; email: string; mail: InvitationMailOutcome };

const COLUMNS = ['email', 'role', 'invitedBy', 'expires', 'mail', 'actions'] as const;

/**
 * Invitations not accepted yet (pending or expired), what became of each one's e-mail, and two actions,
 * each asked first: send again (a new link and e-mail; the old link stops working) and withdraw (the link
 * stops working and an e-mail not yet sent is cancelled).
 */
export function PendingInvitations({
  shown,
  onResent,
  onWithdrawn,
}: {
  /** The newest link, when it came from sending an invitation again (the page keeps one link at a time). */
  shown: CreatedInvitation | null;
  onResent: (invitation: CreatedInvitation) => void;
  onWithdrawn: (id: number) => void;
}) {
  const t = useT();
  const formatDate = useFormatDate();
  const queryClient = useQueryClient();
  const titleId = useId();
  const [asking, setAsking] = useState<Asking | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  // A withdrawn invitation's row is gone with its button: the focus then goes to the message saying what happened.
  const rowGone = useRef(false);
  const list = useQuery(invitationsQuery);
  const act = useMutation<Done, ApiError, Asking>({
    mutationFn: async ({ kind, invitation }) =>
      kind === 'resend'
        ? { kind, sent: await resendInvitation(invitation.id) }
        : { kind, id: invitation.id, email: invitation.email, mail: (await withdrawInvitation(invitation.id)).mail },
    onSuccess: (done) => {
      rowGone.current = done.kind === 'withdraw';
      if (done.kind === 'resend') onResent(done.sent);
      else onWithdrawn(done.id);
      close();
      void queryClient.invalidateQueries({ queryKey: invitationsQuery.queryKey });
    },
  });
  const close = () => setAsking(null);
  const waiting = list.data?.filter((invitation) => ['pending', 'expired'].includes(invitation.status)) ?? [];
  const mailText = (mail: Invitation['mail']) =>
    t(`staff.pending.mailStatus.${mail?.status ?? 'none'}`, { time: mail?.at ? formatDate(mail.at) : '' });
  const done = act.data;
  return (
    <section aria-labelledby={titleId} className="mt-10">
      <h2 id={titleId} className="text-lg font-semibold text-stone-900">
        {t('staff.pending.title')}
      </h2>
      <div className="mt-2 space-y-3">
        <div ref={noticeRef} tabIndex={-1} className="focus:outline-none">
          {done?.kind === 'withdraw' && (
            <Alert tone="success">{t(`staff.pending.withdrawn.${done.mail}`, { email: done.email })}</Alert>
          )}
        </div>
        {!asking && act.error && <Alert tone="error">{act.error.message}</Alert>}
        {list.isPending && <p role="status">{t('common.loading')}</p>}
        {list.error && <Alert tone="error">{t('common.loadError', { message: list.error.message })}</Alert>}
      </div>
      {shown && (
        <div className="max-w-2xl">
          <InvitationLink
            key={shown.link}
            invitation={shown}
            title={t('staff.pending.resent', { email: shown.email })}
          />
        </div>
      )}
      {list.data && waiting.length === 0 && <p className="mt-2 text-stone-700">{t('staff.pending.none')}</p>}
      {waiting.length > 0 && (
        <section
          aria-label={t('staff.pending.caption')}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take the focus.
          tabIndex={0}
          className="mt-3 relative overflow-x-auto rounded-md border border-stone-200"
        >
          <table className="w-full min-w-[52rem] text-left text-sm">
            <caption className="sr-only">{t('staff.pending.caption')}</caption>
            <thead className="bg-stone-50 text-stone-700">
              <tr>
                {COLUMNS.map((column) => (
                  <th key={column} scope="col" className="px-3 py-2 font-semibold">
                    {t(`staff.pending.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-200">
              {waiting.map((invitation) => (
                <tr key={invitation.id} className="align-top">
                  <th scope="row" className="px-3 py-2 font-medium wrap-anywhere text-stone-900">
                    {invitation.email}
                  </th>
                  <td className="px-3 py-2">{t(`common.roles.${invitation.role}`)}</td>
                  <td className="px-3 py-2 break-words">{invitation.invitedBy ?? '—'}</td>
                  <td className="px-3 py-2">
                    {invitation.status === 'expired'
                      ? t('staff.pending.expired', { time: formatDate(invitation.expiresAt) })
                      : formatDate(invitation.expiresAt)}
                  </td>
                  <td className="px-3 py-2">{mailText(invitation.mail)}</td>
                  <td className="px-3 py-2">
                    <div className="flex flex-wrap gap-2">
                      {(['resend', 'withdraw'] as const).map((kind) => (
                        <Button
                          key={kind}
                          size="sm"
                          variant="outline"
                          aria-label={t(`staff.pending.${kind}Label`, { email: invitation.email })}
                          onClick={() => {
                            act.reset();
                            rowGone.current = false;
                            setAsking({ kind, invitation });
                          }}
                        >
                          {t(`staff.pending.${kind}`)}
                        </Button>
                      ))}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      <ConfirmDialog
        open={asking !== null}
        title={asking ? t(`staff.pending.${asking.kind}Title`, { email: asking.invitation.email }) : ''}
        confirmLabel={asking ? t(`staff.pending.${asking.kind}Button`) : ''}
        cancelLabel={t('common.cancel')}
        danger={asking?.kind === 'withdraw'}
        pending={act.isPending}
        pendingLabel={t('staff.confirm.working')}
        error={act.error?.message}
        onConfirm={() => asking && act.mutate(asking)}
        onCancel={() => {
          act.reset();
          close();
        }}
        returnFocusTo={() => (rowGone.current ? noticeRef.current : null)}
      >
        {asking && <p>{t(`staff.pending.${asking.kind}Text`, { email: asking.invitation.email })}</p>}
      </ConfirmDialog>
    </section>
  );
}
