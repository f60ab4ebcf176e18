import type { Locale } from '@common/locale';
import { useT } from '../i18n';
import { useLanguageControl } from '../i18n/language';
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
