import type { TranslatedLocale, TranslationState } from '@common/admin/impact';
import { LOCALES, type Locale } from '@common/locale';
import type { ReactNode } from 'react';
import { useT } from '../../i18n';
import { LanguageTabs as Tabs } from '../LanguageTabs';
import { TranslationMarker } from './TranslationMarker';

/** A metric's or story's languages: English first, then French and Swahili with their state in words. */
export function LanguageTabs({
  value,
  onValueChange,
  states,
  children,
}: {
  value: Locale;
  onValueChange: (locale: Locale) => void;
  states: Record<TranslatedLocale, TranslationState>;
  children: (locale: Locale) => ReactNode;
}) {
  const t = useT();
  return (
    <Tabs
      languages={LOCALES}
      value={value}
      onValueChange={onValueChange}
      label={t('kit.languagesLabel')}
      nameOf={(locale) => t(`kit.languages.${locale}`)}
      marker={(locale) => (locale === 'en' ? null : <TranslationMarker locale={locale} state={states[locale]} short />)}
    >
      {children}
    </Tabs>
  );
}
