import type { CreatedInvitation, StaffMe, StaffMember } from '@common/admin/auth';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { ApiError } from '../../api/client';
import { staffQuery } from '../../api/staff';
import { Alert } from '../../components/Alert';
import { askingAbout, ConfirmDialog } from '../../components/ConfirmDialog';
import { useConfirmedAction } from '../../components/ConfirmIdentity';
import { LoadState } from '../../components/LoadState';
import { PageTitle } from '../../components/PageTitle';
import { useT } from '../../i18n';
import { liftWait, resetTwoFactor, sendResetLink, updateStaff } from './api';
import { ColleagueSessions } from './ColleagueSessions';
import { CompaniesDialog, useCompanyNames } from './companies';
import { InviteForm } from './InviteForm';
import { PendingInvitations } from './PendingInvitations';
import { type ConfirmAction, type StaffAction, StaffTable } from './StaffTable';

type Asking = ConfirmAction;
type Viewing = Extract<StaffAction, { kind: 'sessions' }>;
type Choosing = Extract<StaffAction, { kind: 'companies' }>;
/** What the page sends: a row's action, or the companies chosen in the dialog. */
type PageAction = StaffAction | { kind: 'setCompanies'; member: StaffMember; companyIds: number[] };

/** Which confirmations end or lose something (a red button) and which only send a mail or give back access. */
const DANGER: Record<Asking['kind'], boolean> = { disable: true, reset: true, enable: false, resetLink: false };

/**
 * Staff accounts (docs/decisions/013 and 027; owners): roles, disabling, sign-in waits, two-factor resets,
 * password reset links, colleagues' sessions, the companies a colleague works for (docs/decisions/088),
 * invitations. Every confirmation is the shared dialog.
 */
export function StaffPage({ user }: { user: StaffMe }) {
  const t = useT();
  const queryClient = useQueryClient();
  const list = useQuery(staffQuery);
  // What the last action did; a warning when it could not do all it meant to (a link that cannot be mailed).
  const [notice, setNotice] = useState<{ text: string; warning?: boolean } | null>(null);
  const [asking, setAsking] = useState<Asking | null>(null);
  const [viewing, setViewing] = useState<Viewing | null>(null);
  const [choosing, setChoosing] = useState<Choosing | null>(null);
  // The row's button that opened the companies dialog: the focus goes back to it when the dialog closes.
  const choosingTrigger = useRef<HTMLElement | null>(null);
  const companies = useCompanyNames();
  const noticeRef = useRef<HTMLDivElement>(null);
  // A two-factor reset removes the row's button that asked: the focus then goes to the message instead.
  const triggerGone = useRef(false);
  // One invitation link on the screen at a time, the newest: sending again makes the old one useless.
  const [latest, setLatest] = useState<{ invitation: CreatedInvitation; resent: boolean } | null>(null);
  // Roles and two-factor resets ask the owner to confirm it is them first (docs/decisions/094).
  const confirmed = useConfirmedAction(user);
  const act = useMutation<{ text: string; warning?: boolean }, ApiError, PageAction>({
    mutationFn: async (action) => {
      const { member } = action;
      const name = member.name;
      switch (action.kind) {
        case 'role':
          await confirmed.run(() => updateStaff(member.id, { role: action.role }));
          return { text: t('staff.roleChanged', { name, role: t(`common.roles.${action.role}`) }) };
        case 'disable':
          await updateStaff(member.id, { disabled: true });
          return { text: t('staff.disabledDone', { name }) };
        case 'enable':
          await updateStaff(member.id, { disabled: false });
          return { text: t('staff.enabledDone', { name }) };
        case 'reset':
          await confirmed.run(() => resetTwoFactor(member.id));
          return { text: t('staff.resetDone', { name }) };
        case 'resetLink': {
          const sent = await sendResetLink(member.id);
          return {
            text: t(sent.mailConfigured ? 'staff.resetLinkSent' : 'staff.resetLinkNotSent', { email: sent.email }),
            warning: !sent.mailConfigured,
          };
        }
        case 'lift':
          await liftWait(member.id);
          return { text: t('staff.waitLifted', { name }) };
        case 'setCompanies':
          await updateStaff(member.id, { companyIds: action.companyIds });
          return {
            text:
              action.companyIds.length === 0
                ? t('staff.companies.doneGroup', { name })
                : t('staff.companies.done', { name, companies: companies.sentence(action.companyIds) }),
          };
        case 'sessions':
        case 'companies':
          return { text: '' };
      }
    },
    onMutate: () => setNotice(null),
    onSuccess: (done, action) => {
      setNotice(done);
      triggerGone.current = action.kind === 'reset';
      closeDialog();
    },
    // The list shows what the server holds, also after a refusal (a role select snaps back).
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffQuery.queryKey }),
  });

  // The dialog gives the focus back to the row's button that opened it (components/Modal.tsx).
  const closeDialog = () => {
    setAsking(null);
    setChoosing(null);
  };
  const onAction = (action: StaffAction) => {
    if (action.kind === 'sessions') setViewing(action);
    else if (action.kind === 'companies') {
      act.reset();
      choosingTrigger.current = action.trigger;
      setChoosing(action);
    } else if ('trigger' in action) {
      act.reset();
      triggerGone.current = false;
      setAsking(action);
    } else act.mutate(action);
  };
  const closeSessions = () => {
    const trigger = viewing?.trigger;
    setViewing(null);
    requestAnimationFrame(() => trigger?.isConnected && trigger.focus());
  };

  return (
    <>
      <PageTitle title={t('staff.title')}>{t('staff.title')}</PageTitle>
      <p className="max-w-3xl text-stone-700">{t('staff.intro')}</p>
      <div className="mt-4 space-y-3">
        <div ref={noticeRef} tabIndex={-1} className="focus:outline-none">
          {notice && <Alert tone={notice.warning ? 'warning' : 'success'}>{notice.text}</Alert>}
        </div>
        {!asking && !choosing && act.error && <Alert tone="error">{act.error.message}</Alert>}
        <LoadState query={list} />
      </div>
      {list.data && list.data.length === 0 && <p className="mt-4 text-stone-700">{t('staff.none')}</p>}
      {list.data && list.data.length > 0 && (
        <StaffTable members={list.data} meId={user.id} busy={act.isPending} onAction={onAction} />
      )}
      {viewing && <ColleagueSessions key={viewing.member.id} member={viewing.member} onClose={closeSessions} />}
      {confirmed.dialog}
      <InviteForm
        confirmed={confirmed.run}
        shown={latest && !latest.resent ? latest.invitation : null}
        onCreated={(invitation) => setLatest({ invitation, resent: false })}
      />
      <PendingInvitations
        shown={latest?.resent ? latest.invitation : null}
        onResent={(invitation) => setLatest({ invitation, resent: true })}
        onWithdrawn={(id) => setLatest((current) => (current?.invitation.id === id ? null : current))}
      />
      <CompaniesDialog
        member={choosing?.member ?? null}
        pending={act.isPending}
        error={act.error?.message}
        onSave={(companyIds) => choosing && act.mutate({ kind: 'setCompanies', member: choosing.member, companyIds })}
        onCancel={() => {
          act.reset();
          setChoosing(null);
        }}
        returnFocusTo={() => choosingTrigger.current}
      />
      <ConfirmDialog
        {...askingAbout(act, asking, closeDialog)}
        title={asking ? t(`staff.confirm.${asking.kind}Title`, { name: asking.member.name }) : ''}
        confirmLabel={asking ? t(`staff.confirm.${asking.kind}Button`) : ''}
        cancelLabel={t('common.cancel')}
        danger={asking ? DANGER[asking.kind] : true}
        pendingLabel={t('staff.confirm.working')}
        returnFocusTo={() => (triggerGone.current ? noticeRef.current : null)}
      >
        {asking && <p>{t(`staff.confirm.${asking.kind}Text`)}</p>}
      </ConfirmDialog>
    </>
  );
}
