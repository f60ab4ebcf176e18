import type { StaffMe } from '@common/admin/auth';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ApiError } from '../../api/client';
import { Alert } from '../../components/Alert';
import { PageTitle } from '../../components/PageTitle';
import { useT } from '../../i18n';
import { liftWait, resetTwoFactor, staffQuery, updateStaff } from './api';
import { ConfirmBox } from './ConfirmBox';
import { InviteForm } from './InviteForm';
import { PendingInvitations } from './PendingInvitations';
import { type StaffAction, StaffTable } from './StaffTable';

type Asking = Extract<StaffAction, { trigger: HTMLElement }>;

/** Staff accounts (issue 10 §2, owners): roles, disabling, sign-in waits, two-factor resets, invitations. */
export function StaffPage({ user }: { user: StaffMe }) {
  const t = useT();
  const queryClient = useQueryClient();
  const list = useQuery(staffQuery);
  const [notice, setNotice] = useState('');
  const [asking, setAsking] = useState<Asking | null>(null);
  const act = useMutation<string, ApiError, StaffAction>({
    mutationFn: async (action) => {
      const { member } = action;
      const name = member.name;
      switch (action.kind) {
        case 'role':
          await updateStaff(member.id, { role: action.role });
          return t('staff.roleChanged', { name, role: t(`common.roles.${action.role}`) });
        case 'disable':
          await updateStaff(member.id, { disabled: true });
          return t('staff.disabledDone', { name });
        case 'enable':
          await updateStaff(member.id, { disabled: false });
          return t('staff.enabledDone', { name });
        case 'reset':
          await resetTwoFactor(member.id);
          return t('staff.resetDone', { name });
        case 'lift':
          await liftWait(member.id);
          return t('staff.waitLifted', { name });
      }
    },
    onMutate: () => setNotice(''),
    onSuccess: (message) => {
      setNotice(message);
      setAsking(null);
    },
    // The list shows what the server holds, also after a refusal (a role select snaps back).
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffQuery.queryKey }),
  });

  const onAction = (action: StaffAction) => {
    if ('trigger' in action) {
      act.reset();
      setAsking(action);
    } else act.mutate(action);
  };
  const cancel = () => {
    const trigger = asking?.trigger;
    setAsking(null);
    act.reset();
    requestAnimationFrame(() => trigger?.focus());
  };

  return (
    <>
      <PageTitle title={t('staff.title')}>{t('staff.title')}</PageTitle>
      <p className="max-w-3xl text-stone-700">{t('staff.intro')}</p>
      <div className="mt-4 space-y-3">
        {notice && <Alert tone="success">{notice}</Alert>}
        {!asking && act.error && <Alert tone="error">{act.error.message}</Alert>}
        {list.isPending && <p role="status">{t('common.loading')}</p>}
        {list.error && <Alert tone="error">{t('common.loadError', { message: list.error.message })}</Alert>}
      </div>
      {asking && (
        <ConfirmBox
          key={`${asking.kind}-${asking.member.id}`}
          title={t(`staff.confirm.${asking.kind}Title`, { name: asking.member.name })}
          text={t(`staff.confirm.${asking.kind}Text`)}
          confirmLabel={t(`staff.confirm.${asking.kind}Button`)}
          danger={asking.kind !== 'enable'}
          pending={act.isPending}
          error={act.error?.message}
          onConfirm={() => act.mutate(asking)}
          onCancel={cancel}
        />
      )}
      {list.data && list.data.length === 0 && <p className="mt-4 text-stone-700">{t('staff.none')}</p>}
      {list.data && list.data.length > 0 && (
        <StaffTable members={list.data} meId={user.id} busy={act.isPending} onAction={onAction} />
      )}
      <InviteForm />
      <PendingInvitations />
    </>
  );
}
