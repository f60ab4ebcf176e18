import { ROLES, type Role } from '@common/admin/roles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import type { ApiError } from '../../api/client';
import { Alert } from '../../components/Alert';
import { Field } from '../../components/Field';
import { useT } from '../../i18n';
import { useFormatDate } from '../../lib/dates';
import { useUnsavedChanges } from '../../lib/leave-guard';
import { type CreatedInvitation, createInvitation } from './api';

/** "Email" + "Role" → a single-use link (72 hours), shown once with a button to copy it. */
export function InviteForm() {
  const t = useT();
  const formatDate = useFormatDate();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role>('editor');
  const [copied, setCopied] = useState(false);
  const roleId = useId();
  const linkId = useId();
  // An address typed but not invited yet: leaving asks first (lib/leave-guard.ts).
  useUnsavedChanges(email.trim() !== '');
  const invite = useMutation<CreatedInvitation & { email: string }, ApiError>({
    mutationFn: async () => ({ ...(await createInvitation({ email, role })), email: email.trim().toLowerCase() }),
    onSuccess: () => {
      setEmail('');
      setCopied(false);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'staff', 'invitations'] });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    invite.mutate();
  };
  const created = invite.data;
  return (
    <section aria-labelledby={`${roleId}-title`} className="mt-10 max-w-2xl">
      <h2 id={`${roleId}-title`} className="text-lg font-semibold text-stone-900">
        {t('staff.invite.title')}
      </h2>
      <p className="mt-1 text-sm text-stone-700">{t('staff.invite.intro')}</p>
      <form onSubmit={submit} className="mt-4 space-y-4" noValidate>
        {invite.error && <Alert tone="error">{invite.error.message}</Alert>}
        <Field
          label={t('staff.invite.email')}
          type="email"
          name="email"
          autoComplete="off"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={invite.error?.fields.email}
        />
        <div className="space-y-1.5">
          <label htmlFor={roleId} className="block text-sm font-medium text-stone-800">
            {t('staff.invite.role')}
          </label>
          <select
            id={roleId}
            value={role}
            onChange={(event) => setRole(event.target.value as Role)}
            className="block h-11 w-full rounded-md border border-stone-400 bg-white px-3 text-base text-stone-900"
          >
            {ROLES.map((value) => (
              <option key={value} value={value}>
                {`${t(`common.roles.${value}`)}: ${t(`common.roleDescriptions.${value}`)}`}
              </option>
            ))}
          </select>
          {invite.error?.fields.role && <p className="text-sm font-medium text-red-700">{invite.error.fields.role}</p>}
        </div>
        <Button type="submit" disabled={invite.isPending}>
          {invite.isPending ? t('staff.invite.submitting') : t('staff.invite.submit')}
        </Button>
      </form>
      {created && (
        <div className="mt-4 space-y-3">
          <Alert tone="success" title={t('staff.invite.created', { email: created.email })}>
            {t('staff.invite.linkHelp', { time: formatDate(created.expiresAt) })}
          </Alert>
          <label htmlFor={linkId} className="block text-sm font-medium text-stone-800">
            {t('staff.invite.linkLabel', { email: created.email })}
          </label>
          <input
            id={linkId}
            readOnly
            value={created.link}
            onFocus={(event) => event.currentTarget.select()}
            className="block h-11 w-full rounded-md border border-stone-400 bg-stone-50 px-3 font-mono text-sm text-stone-900"
          />
          <Button
            variant="outline"
            onClick={async () => {
              await navigator.clipboard?.writeText(created.link).catch(() => {});
              setCopied(true);
            }}
          >
            {copied ? t('common.copied') : t('staff.invite.copy')}
          </Button>
        </div>
      )}
    </section>
  );
}
