import { LOCALES, type Locale } from '@common/locale';
import type { VersionState } from '@common/model/versions';
import { Tabs } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { useT } from '../../i18n';
import { VersionMark } from './VersionMark';

/**
 * A record's words, one tab per language of the table (common/src/locale.ts LANGUAGES, in its order; none
 * first by rank): a real tablist (Radix Tabs: arrow keys, Home and End move between them), each tab named by
 * its mark ("Français : à jour"), which follows the form as it is typed. Every panel stays mounted, so
 * nothing typed is lost, and a panel is named by its tab.
 */
export function VersionTabs({
  value,
  onValueChange,
  states,
  children,
}: {
  value: Locale;
  onValueChange: (locale: Locale) => void;
  states: Record<Locale, VersionState>;
  children: (locale: Locale) => ReactNode;
}) {
  const t = useT();
  return (
    <Tabs.Root value={value} onValueChange={(next) => onValueChange(next as Locale)}>
      <Tabs.List aria-label={t('kit.record.languages')} className="flex flex-wrap gap-1 border-b border-stone-300">
        {LOCALES.map((locale) => (
          <Tabs.Trigger
            key={locale}
            value={locale}
            className={cn(
              '-mb-px inline-flex min-h-11 items-center rounded-t-md border border-transparent px-2 py-2 text-sm font-medium text-stone-700',
              'hover:bg-stone-100 focus-visible:outline-3 focus-visible:outline-amber-500',
              'data-[state=active]:border-stone-300 data-[state=active]:border-b-white data-[state=active]:bg-white data-[state=active]:text-stone-900',
            )}
          >
            <VersionMark locale={locale} state={states[locale]} />
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
