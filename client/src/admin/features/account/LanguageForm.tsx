import type { StaffMe } from '@common/admin/auth';
import type { Locale } from '@common/locale';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ApiError } from '../../api/client';
import { sessionQuery } from '../../api/session';
import { Section } from '../../components/Section';
import { languageOptions, SelectField } from '../../components/SelectField';
import { SubmitForm } from '../../components/SubmitForm';
import { useT } from '../../i18n';
import { useLanguageControl } from '../../i18n/language';
import { saveLanguage } from './api';

/**
 * The language of one's staff area and of every e-mail sent to one. Each language is named
 * in itself. Saved, the screens change at once.
 */
export function LanguageForm({ user }: { user: StaffMe }) {
  const t = useT();
  const queryClient = useQueryClient();
  const { language, setLanguage } = useLanguageControl();
  // None chosen yet (docs/decisions/091): the one the screens are in, the browser's.
  const [chosen, setChosen] = useState<Locale>(user.locale ?? language);
  const save = useMutation<{ locale: Locale }, ApiError>({
    mutationFn: () => saveLanguage(chosen),
    onSuccess: ({ locale }) => {
      setLanguage(locale);
      void queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey });
    },
  });
  return (
    <Section title={t('account.language.title')} intro={t('account.language.intro')} className="mt-10 max-w-md">
      <SubmitForm
        className="mt-3"
        onSubmit={() => save.mutate()}
        success={save.isSuccess && t('account.language.saved')}
        error={save.error?.message}
        pending={save.isPending}
        submit={t('account.language.save')}
        pendingLabel={t('common.saving')}
      >
        <SelectField
          label={t('account.language.label')}
          value={chosen}
          onChange={(event) => setChosen(event.target.value as Locale)}
          options={languageOptions}
        />
      </SubmitForm>
    </Section>
  );
}
