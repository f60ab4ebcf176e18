import type { Invitation } from '@common/admin/auth';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import type { ApiError } from '../../api/client';
import { Alert } from '../../components/Alert';
import { useT } from '../../i18n';
import { useFormatDate } from '../../lib/dates';
import { invitationsQuery, withdrawInvitation } from './api';

/** Invitations still waiting to be accepted, with their expiry and a way to withdraw them. */
export function PendingInvitations() {
  const t = useT();
  const formatDate = useFormatDate();
  const queryClient = useQueryClient();
  const titleId = useId();
  const [notice, setNotice] = useState('');
  const list = useQuery(invitationsQuery);
  const withdraw = useMutation<unknown, ApiError, Invitation>({
    mutationFn: (invitation) => withdrawInvitation(invitation.id),
    onSuccess: (_, invitation) => {
      setNotice(t('staff.pending.withdrawn', { email: invitation.email }));
      void queryClient.invalidateQueries({ queryKey: invitationsQuery.queryKey });
    },
  });
  const pending = list.data?.filter((invitation) => invitation.status === 'pending') ?? [];
  return (
    <section aria-labelledby={titleId} className="mt-10">
      <h2 id={titleId} className="text-lg font-semibold text-stone-900">
        {t('staff.pending.title')}
      </h2>
      <div className="mt-2 space-y-3">
        {notice && <Alert tone="success">{notice}</Alert>}
        {withdraw.error && <Alert tone="error">{withdraw.error.message}</Alert>}
        {list.isPending && <p role="status">{t('common.loading')}</p>}
        {list.error && <Alert tone="error">{t('common.loadError', { message: list.error.message })}</Alert>}
      </div>
      {list.data && pending.length === 0 && <p className="mt-2 text-stone-700">{t('staff.pending.none')}</p>}
      {pending.length > 0 && (
        <section
          aria-label={t('staff.pending.caption')}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take the focus.
          tabIndex={0}
          className="mt-3 overflow-x-auto rounded-md border border-stone-200"
        >
          <table className="w-full min-w-[44rem] text-left text-sm">
            <caption className="sr-only">{t('staff.pending.caption')}</caption>
            <thead className="bg-stone-50 text-stone-700">
              <tr>
                {(['email', 'role', 'invitedBy', 'expires', 'actions'] as const).map((column) => (
                  <th key={column} scope="col" className="px-3 py-2 font-semibold">
                    {t(`staff.pending.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-200">
              {pending.map((invitation) => (
                <tr key={invitation.id}>
                  <th scope="row" className="px-3 py-2 font-medium break-all text-stone-900">
                    {invitation.email}
                  </th>
                  <td className="px-3 py-2">{t(`common.roles.${invitation.role}`)}</td>
                  <td className="px-3 py-2 break-all">{invitation.invitedBy ?? '—'}</td>
                  <td className="px-3 py-2 whitespace-nowrap">{formatDate(invitation.expiresAt)}</td>
                  <td className="px-3 py-2">
                    <Button
                      size="sm"
                      variant="outline"
                      aria-label={t('staff.pending.withdrawLabel', { email: invitation.email })}
                      disabled={withdraw.isPending}
                      onClick={() => withdraw.mutate(invitation)}
                    >
                      {t('staff.pending.withdraw')}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </section>
  );
}
