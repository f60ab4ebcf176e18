import type { Locale } from '@common/locale';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiError, put } from '../api/client';
import { sessionQuery } from '../api/session';
import { useT } from '../i18n';
import { useLanguageControl } from '../i18n/language';
import { announce } from '../lib/announce';
import { languageOptions, SelectField } from './SelectField';

/**
 * The language of the screens before signing in (sign-in, setup, recovery, invitation): they follow the
 * browser, and this changes them; the choice is kept in this browser. Each language is named in itself,
 * so someone who cannot read the current one still finds theirs.
 */
export function LanguageSwitch() {
  const t = useT();
  const { language, setLanguage } = useLanguageControl();
  return (
    <SelectField
      label={t('common.language')}
      compact
      beside="beside"
      className="justify-end"
      value={language}
      onChange={(event) => setLanguage(event.target.value as Locale, { remember: true })}
      options={languageOptions}
    />
  );
}

/**
 * The same switch in the header of every signed-in screen: the choice is the account's (its screens and
 * the e-mails sent to it, PUT /account/language, as the Account page saves it). The screens change at once
 * (the page's lang with them); should the save fail, they go back, and the error is said under the list and
 * to screen readers. Never disabled while saving: the focus stays on the list.
 */
export function AccountLanguageSwitch({ current: chosen }: { current: Locale | null }) {
  const t = useT();
  const queryClient = useQueryClient();
  const { language, setLanguage } = useLanguageControl();
  // None chosen yet (docs/decisions/091): the screens are in the browser's, which a failed save goes back to.
  const current = chosen ?? language;
  const save = useMutation<{ locale: Locale }, ApiError, Locale>({
    mutationFn: (locale) => put<{ locale: Locale }>('/account/language', { locale }),
    onMutate: (locale) => setLanguage(locale),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey }),
    onError: (error) => {
      setLanguage(current);
      announce(error.message);
    },
  });
  return (
    <SelectField
      label={t('common.language')}
      compact
      beside="beside"
      value={language}
      error={save.error?.message}
      onChange={(event) => save.mutate(event.target.value as Locale)}
      options={languageOptions}
    />
  );
}
