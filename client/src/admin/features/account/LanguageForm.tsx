import type { StaffMe } from '@common/admin/auth';
import { LOCALE_NAMES, LOCALES, type Locale } from '@common/locale';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import type { ApiError } from '../../api/client';
import { sessionQuery } from '../../api/session';
import { Alert } from '../../components/Alert';
import { useT } from '../../i18n';
import { useLanguageControl } from '../../i18n/language';
import { saveLanguage } from './api';

/**
 * The language of one's staff area and of every e-mail sent to one. Each language is named
 * in itself. Saved, the screens change at once.
 */
export function LanguageForm({ user }: { user: StaffMe }) {
  const t = useT();
  const titleId = useId();
  const fieldId = useId();
  const queryClient = useQueryClient();
  const { setLanguage } = useLanguageControl();
  const [chosen, setChosen] = useState<Locale>(user.locale);
  const save = useMutation<{ locale: Locale }, ApiError>({
    mutationFn: () => saveLanguage(chosen),
    onSuccess: ({ locale }) => {
      setLanguage(locale);
      void queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  return (
    <section aria-labelledby={titleId} className="mt-10 max-w-md">
      <h2 id={titleId} className="text-lg font-semibold text-stone-900">
        {t('account.language.title')}
      </h2>
      <p className="mt-1 text-stone-700">{t('account.language.intro')}</p>
      <form onSubmit={submit} className="mt-3 space-y-4" noValidate>
        {save.isSuccess && <Alert tone="success">{t('account.language.saved')}</Alert>}
        {save.error && <Alert tone="error">{save.error.message}</Alert>}
        <div>
          <label htmlFor={fieldId} className="block font-medium text-stone-900">
            {t('account.language.label')}
          </label>
          <select
            id={fieldId}
            value={chosen}
            onChange={(event) => setChosen(event.target.value as Locale)}
            className="mt-1 block h-11 rounded-md border border-stone-300 bg-white px-3 text-stone-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
          >
            {LOCALES.map((code) => (
              <option key={code} value={code} lang={code}>
                {LOCALE_NAMES[code]}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('common.saving') : t('account.language.save')}
        </Button>
      </form>
    </section>
  );
}
