import type { CreatedInvitation, Invitation, InvitationMailOutcome } from '@common/admin/auth';
import { LANGUAGES } from '@common/locale';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import type { ApiError } from '../../api/client';
import { Alert } from '../../components/Alert';
import { askingAbout, ConfirmDialog } from '../../components/ConfirmDialog';
import { DataTable } from '../../components/DataTable';
import { LoadState } from '../../components/LoadState';
import { Section } from '../../components/Section';
import { useT } from '../../i18n';
import { useFormatDate } from '../../lib/dates';
import { invitationsQuery, resendInvitation, withdrawInvitation } from './api';
import { useCompanyNames } from './companies';
import { InvitationLink } from './InvitationLink';

type Asking = { kind: 'resend' | 'withdraw'; invitation: Invitation };
type Done =
  | { kind: 'resend'; sent: CreatedInvitation }
  | { kind: 'withdraw'; id: number; email: string; mail: InvitationMailOutcome };

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
  const companies = useCompanyNames();
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
    <Section title={t('staff.pending.title')} className="mt-10">
      <div className="mt-2 space-y-3">
        <div ref={noticeRef} tabIndex={-1} className="focus:outline-none">
          {done?.kind === 'withdraw' && (
            <Alert tone="success">{t(`staff.pending.withdrawn.${done.mail}`, { email: done.email })}</Alert>
          )}
        </div>
        {!asking && act.error && <Alert tone="error">{act.error.message}</Alert>}
        <LoadState query={list} />
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
      {list.data && (
        <DataTable
          caption={t('staff.pending.caption')}
          className="mt-3"
          empty={t('staff.pending.none')}
          rows={waiting}
          rowKey={(invitation) => invitation.id}
          columns={[
            {
              key: 'email',
              header: t('staff.pending.email'),
              rowHeader: true,
              className: 'font-medium wrap-anywhere text-stone-900',
              cell: (invitation) => invitation.email,
            },
            {
              key: 'role',
              header: t('staff.pending.role'),
              cell: (invitation) => t(`common.roles.${invitation.role}`),
            },
            {
              key: 'companies',
              header: t('staff.pending.companies'),
              // Owners work for the whole group whatever the invitation holds (docs/decisions/088).
              cell: (invitation) => companies.cell(invitation.role === 'owner' ? [] : invitation.companyIds),
            },
            {
              key: 'language',
              header: t('staff.pending.language'),
              // The language the account will start in, named in itself (as every language switch names it).
              cell: (invitation) => {
                const language = LANGUAGES.find((one) => one.code === invitation.locale);
                return <span lang={language?.htmlLang}>{language?.name ?? invitation.locale}</span>;
              },
            },
            {
              key: 'invitedBy',
              header: t('staff.pending.invitedBy'),
              className: 'break-words',
              cell: (invitation) => invitation.invitedBy ?? '—',
            },
            {
              key: 'expires',
              header: t('staff.pending.expires'),
              cell: (invitation) =>
                invitation.status === 'expired'
                  ? t('staff.pending.expired', { time: formatDate(invitation.expiresAt) })
                  : formatDate(invitation.expiresAt),
            },
            { key: 'mail', header: t('staff.pending.mail'), cell: (invitation) => mailText(invitation.mail) },
            {
              key: 'actions',
              header: t('staff.pending.actions'),
              cell: (invitation) => (
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
              ),
            },
          ]}
        />
      )}
      <ConfirmDialog
        {...askingAbout(act, asking, close)}
        title={asking ? t(`staff.pending.${asking.kind}Title`, { email: asking.invitation.email }) : ''}
        confirmLabel={asking ? t(`staff.pending.${asking.kind}Button`) : ''}
        cancelLabel={t('common.cancel')}
        danger={asking?.kind === 'withdraw'}
        pendingLabel={t('staff.confirm.working')}
        returnFocusTo={() => (rowGone.current ? noticeRef.current : null)}
      >
        {asking && <p>{t(`staff.pending.${asking.kind}Text`, { email: asking.invitation.email })}</p>}
      </ConfirmDialog>
    </Section>
  );
}
