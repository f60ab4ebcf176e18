import { LOCALE_NAMES, LOCALES, type Locale } from '@common/locale';
import { useId } from 'react';
import { useT } from '../i18n';
import { useLanguageControl } from '../i18n/language';

/**
 * The language of the screens before signing in (sign-in, setup, recovery, invitation): they follow the
 * browser, and this changes them; the choice is kept in this browser. Each language is named in itself,
 * so someone who cannot read the current one still finds theirs.
 */
export function LanguageSwitch() {
  const t = useT();
  const id = useId();
  const { language, setLanguage } = useLanguageControl();
  return (
    <p className="flex items-center justify-end gap-2 text-sm">
      <label htmlFor={id} className="text-stone-600">
        {t('common.language')}
      </label>
      <select
        id={id}
        value={language}
        onChange={(event) => setLanguage(event.target.value as Locale, { remember: true })}
        className="rounded-md border border-stone-300 bg-white px-2 py-1 text-stone-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
      >
        {LOCALES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LOCALE_NAMES[code]}
          </option>
        ))}
      </select>
    </p>
  );
}
