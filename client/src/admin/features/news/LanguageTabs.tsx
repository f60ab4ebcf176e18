import { type CoverageState, NEWS_LANGUAGES, type NewsLanguage, type TranslatedLocale } from '@common/admin/news';
import { Tabs } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { useT } from '../../i18n';
import { CoverageBadge } from './Badges';

/**
 * The article's languages as tabs (the pattern of impact/shared/LanguageTabs: Radix Tabs, arrow keys move
 * between them, every panel stays mounted so nothing typed is lost), each translation's state in words.
 */
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
    <Tabs.Root value={value} onValueChange={(next) => onValueChange(next as NewsLanguage)}>
      <Tabs.List aria-label={t('news.languagesLabel')} className="flex flex-wrap gap-1 border-b border-stone-300">
        {NEWS_LANGUAGES.map((locale) => (
          <Tabs.Trigger
            key={locale}
            value={locale}
            className={cn(
              '-mb-px inline-flex min-h-11 items-center gap-2 rounded-t-md border border-transparent px-3 py-2 text-sm font-medium text-stone-700',
              'hover:bg-stone-100 focus-visible:outline-3 focus-visible:outline-amber-500',
              'data-[state=active]:border-stone-300 data-[state=active]:border-b-white data-[state=active]:bg-white data-[state=active]:text-stone-900',
            )}
          >
            {t(`news.languages.${locale}`)}
            {/* A space, so the tab reads "French Out of date" rather than "FrenchOut of date". */}
            {locale !== 'en' && ' '}
            {locale !== 'en' && <CoverageBadge locale={locale} state={states[locale]} short />}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {NEWS_LANGUAGES.map((locale) => (
        <Tabs.Content
          key={locale}
          value={locale}
          forceMount
          className="space-y-4 rounded-b-md border border-t-0 border-stone-300 bg-white p-4 focus-visible:outline-3 focus-visible:outline-amber-500 data-[state=inactive]:hidden"
        >
          {children(locale)}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
