import type { TranslatedLocale, TranslationState } from '@common/admin/impact';
import { LOCALES, type Locale } from '@common/locale';
import { Tabs } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { useT } from '../../../i18n';
import { TranslationMarker } from './TranslationMarker';

/**
 * The form's languages as tabs (arrow keys move between them, Radix Tabs): English first, then French and
 * Swahili, each with its state in words. Every tab's content stays mounted, so nothing typed is lost.
 */
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
    <Tabs.Root value={value} onValueChange={(next) => onValueChange(next as Locale)}>
      <Tabs.List aria-label={t('impact.languagesLabel')} className="flex flex-wrap gap-1 border-b border-stone-300">
        {LOCALES.map((locale) => (
          <Tabs.Trigger
            key={locale}
            value={locale}
            className={cn(
              '-mb-px inline-flex min-h-11 items-center gap-2 rounded-t-md border border-transparent px-3 py-2 text-sm font-medium text-stone-700',
              'hover:bg-stone-100 focus-visible:outline-3 focus-visible:outline-amber-500',
              'data-[state=active]:border-stone-300 data-[state=active]:border-b-white data-[state=active]:bg-white data-[state=active]:text-stone-900',
            )}
          >
            {t(`impact.languages.${locale}`)}
            {/* A space, so the tab's name reads "French Out of date" rather than "FrenchOut of date". */}
            {locale !== 'en' && ' '}
            {locale !== 'en' && <TranslationMarker locale={locale} state={states[locale]} short />}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {LOCALES.map((locale) => (
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
