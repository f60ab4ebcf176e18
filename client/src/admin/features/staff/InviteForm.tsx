import type { CreatedInvitation } from '@common/admin/auth';
import { ROLES, type Role } from '@common/admin/roles';
import { LOCALE_NAMES, LOCALES, type Locale } from '@common/locale';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import type { ApiError } from '../../api/client';
import { Alert } from '../../components/Alert';
import { Field } from '../../components/Field';
import { useLanguage, useT } from '../../i18n';
import { useUnsavedChanges } from '../../lib/leave-guard';
import { createInvitation } from './api';
import { InvitationLink } from './InvitationLink';

/**
 * "Email" + "Role" → a single-use link (72 hours), e-mailed to the colleague and shown once to copy. The
 * page keeps the newest link (`shown`): sending an invitation again or withdrawing it replaces or removes it.
 */
export function InviteForm({
  shown,
  onCreated,
}: {
  shown: CreatedInvitation | null;
  onCreated: (invitation: CreatedInvitation) => void;
}) {
  const t = useT();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role>('editor');
  // The colleague's language: their invitation e-mail, then their staff area (they can change it later).
  const [locale, setLocale] = useState<Locale>(useLanguage());
  const roleId = useId();
  const localeId = useId();
  // An address typed but not invited yet: leaving asks first (lib/leave-guard.ts).
  useUnsavedChanges(email.trim() !== '');
  const invite = useMutation<CreatedInvitation, ApiError>({
    mutationFn: () => createInvitation({ email, role, locale }),
    onSuccess: (invitation) => {
      setEmail('');
      onCreated(invitation);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'staff', 'invitations'] });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    invite.mutate();
  };
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
                {t('kit.labelled', { label: t(`common.roles.${value}`), value: t(`common.roleDescriptions.${value}`) })}
              </option>
            ))}
          </select>
          {invite.error?.fields.role && <p className="text-sm font-medium text-red-700">{invite.error.fields.role}</p>}
        </div>
        <div className="space-y-1.5">
          <label htmlFor={localeId} className="block text-sm font-medium text-stone-800">
            {t('staff.invite.language')}
          </label>
          <select
            id={localeId}
            value={locale}
            onChange={(event) => setLocale(event.target.value as Locale)}
            aria-describedby={`${localeId}-hint`}
            className="block h-11 w-full rounded-md border border-stone-400 bg-white px-3 text-base text-stone-900"
          >
            {LOCALES.map((value) => (
              <option key={value} value={value} lang={value}>
                {LOCALE_NAMES[value]}
              </option>
            ))}
          </select>
          <p id={`${localeId}-hint`} className="text-sm text-stone-600">
            {t('staff.invite.languageHint')}
          </p>
          {invite.error?.fields.locale && (
            <p className="text-sm font-medium text-red-700">{invite.error.fields.locale}</p>
          )}
        </div>
        <Button type="submit" disabled={invite.isPending}>
          {invite.isPending ? t('staff.invite.submitting') : t('staff.invite.submit')}
        </Button>
      </form>
      {shown && (
        <InvitationLink key={shown.link} invitation={shown} title={t('staff.invite.created', { email: shown.email })} />
      )}
    </section>
  );
}
