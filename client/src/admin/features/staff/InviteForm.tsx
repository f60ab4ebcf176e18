import type { CreatedInvitation } from '@common/admin/auth';
import { ROLES, type Role } from '@common/admin/roles';
import type { Locale } from '@common/locale';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ApiError } from '../../api/client';
import { EmailField } from '../../components/AuthFields';
import { Section } from '../../components/Section';
import { languageOptions, SelectField } from '../../components/SelectField';
import { SubmitForm } from '../../components/SubmitForm';
import { useLanguage, useT } from '../../i18n';
import { createInvitation } from './api';
import { CompanyChoices } from './companies';
import { InvitationLink } from './InvitationLink';

/**
 * "Email" + "Role" (+ the companies they will work for, docs/decisions/088) → a single-use link (72 hours), e-mailed to the colleague and shown once to copy. The
 * page keeps the newest link (`shown`): sending an invitation again or withdrawing it replaces or removes it.
 */
export function InviteForm({
  shown,
  onCreated,
  confirmed,
}: {
  shown: CreatedInvitation | null;
  onCreated: (invitation: CreatedInvitation) => void;
  /** Inviting an owner asks the inviting owner to confirm it is them first (docs/decisions/094). */
  confirmed: <T>(work: () => Promise<T>) => Promise<T>;
}) {
  const t = useT();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role>('editor');
  // The colleague's language: their invitation e-mail, then their staff area (they can change it later).
  const [locale, setLocale] = useState<Locale>(useLanguage());
  // None: the whole group. Owners always work for the whole group, so an owner's invitation sends none.
  const [companyIds, setCompanyIds] = useState<number[]>([]);
  const invite = useMutation<CreatedInvitation, ApiError>({
    mutationFn: () =>
      confirmed(() => createInvitation({ email, role, locale, companyIds: role === 'owner' ? [] : companyIds })),
    onSuccess: (invitation) => {
      setEmail('');
      setCompanyIds([]);
      onCreated(invitation);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'staff', 'invitations'] });
    },
  });
  return (
    <Section title={t('staff.invite.title')} intro={t('staff.invite.intro')} className="mt-10 max-w-2xl">
      <SubmitForm
        className="mt-4"
        onSubmit={() => invite.mutate()}
        error={invite.error?.message}
        pending={invite.isPending}
        submit={t('staff.invite.submit')}
        pendingLabel={t('staff.invite.submitting')}
        // An address typed (or companies ticked) but not invited yet: leaving asks first.
        unsaved={email.trim() !== '' || (role !== 'owner' && companyIds.length > 0)}
      >
        <EmailField
          label={t('staff.invite.email')}
          autoComplete="off"
          value={email}
          onValue={setEmail}
          error={invite.error?.fields.email}
        />
        <SelectField
          label={t('staff.invite.role')}
          value={role}
          onChange={(event) => setRole(event.target.value as Role)}
          // The role's name in the list, what it may do under it: a whole description in an option was cut.
          options={ROLES.map((value) => ({ value, label: t(`common.roles.${value}`) }))}
          hint={t(`common.roleDescriptions.${role}`)}
          error={invite.error?.fields.role}
        />
        {role !== 'owner' && (
          <CompanyChoices
            label={t('staff.invite.companies')}
            value={companyIds}
            onChange={setCompanyIds}
            error={invite.error?.fields.companyIds}
          />
        )}
        <SelectField
          label={t('staff.invite.language')}
          value={locale}
          onChange={(event) => setLocale(event.target.value as Locale)}
          options={languageOptions}
          note={t('staff.invite.languageHint')}
          error={invite.error?.fields.locale}
        />
      </SubmitForm>
      {shown && (
        <InvitationLink key={shown.link} invitation={shown} title={t('staff.invite.created', { email: shown.email })} />
      )}
    </Section>
  );
}
