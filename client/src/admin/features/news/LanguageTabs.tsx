import { type CoverageState, NEWS_LANGUAGES, type NewsLanguage, type TranslatedLocale } from '@common/admin/news';
import type { ReactNode } from 'react';
import { LanguageTabs as Tabs } from '../../components/LanguageTabs';
import { useT } from '../../i18n';
import { CoverageBadge } from './Badges';

/** An article's languages as tabs, each translation's coverage (present, missing, out of date) in words. */
export function LanguageTabs({
  value,
  onValueChange,
  states,
  children,
}: {
  value: NewsLanguage;
  onValueChange: (locale: NewsLanguage) => void;
  states: Record<TranslatedLocale, CoverageState>;
  children: (locale: NewsLanguage) => ReactNode;
}) {
  const t = useT();
  return (
    <Tabs
      languages={NEWS_LANGUAGES}
      value={value}
      onValueChange={onValueChange}
      label={t('news.languagesLabel')}
      nameOf={(locale) => t(`kit.languages.${locale}`)}
      marker={(locale) => (locale === 'en' ? null : <CoverageBadge locale={locale} state={states[locale]} short />)}
    >
      {children}
    </Tabs>
  );
}
