import { Tabs } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * A form's languages as tabs (arrow keys move between them, Radix Tabs), each with its translation state
 * in words beside its name. Every tab's content stays mounted, so nothing typed is lost. The features
 * wrap it with their own names and markers (components/translation/LanguageTabs, news/LanguageTabs).
 */
export function LanguageTabs<L extends string>({
  languages,
  value,
  onValueChange,
  label,
  nameOf,
  marker,
  children,
}: {
  languages: readonly L[];
  value: L;
  onValueChange: (language: L) => void;
  /** The tab list's accessible name. */
  label: string;
  nameOf: (language: L) => string;
  /** The state shown beside a language's name (none for the source language). */
  marker: (language: L) => ReactNode;
  children: (language: L) => ReactNode;
}) {
  return (
    <Tabs.Root value={value} onValueChange={(next) => onValueChange(next as L)}>
      <Tabs.List aria-label={label} className="flex flex-wrap gap-1 border-b border-stone-300">
        {languages.map((language) => {
          const state = marker(language);
          return (
            <Tabs.Trigger
              key={language}
              value={language}
              className={cn(
                '-mb-px inline-flex min-h-11 items-center gap-2 rounded-t-md border border-transparent px-3 py-2 text-sm font-medium text-stone-700',
                'hover:bg-stone-100 focus-visible:outline-3 focus-visible:outline-amber-500',
                'data-[state=active]:border-stone-300 data-[state=active]:border-b-white data-[state=active]:bg-white data-[state=active]:text-stone-900',
              )}
            >
              {nameOf(language)}
              {/* A space, so the tab's name reads "French Out of date" rather than "FrenchOut of date". */}
              {state && ' '}
              {state}
            </Tabs.Trigger>
          );
        })}
      </Tabs.List>
      {languages.map((language) => (
        <Tabs.Content
          key={language}
          value={language}
          forceMount
          className="space-y-4 rounded-b-md border border-t-0 border-stone-300 bg-white p-4 focus-visible:outline-3 focus-visible:outline-amber-500 data-[state=inactive]:hidden"
        >
          {children(language)}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
