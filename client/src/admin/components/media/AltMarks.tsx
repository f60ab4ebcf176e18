import { LOCALES, type Locale } from '@common/locale';
import type { VersionState } from '@common/model/versions';
import { CircleAlert, CircleCheck, CircleDashed } from 'lucide-react';
import { cn } from '@/lib/cn';
import { useT } from '../../i18n';

const ICONS = { current: CircleCheck, outdated: CircleAlert, missing: CircleDashed } as const;
const TONES = {
  current: 'border-green-300 bg-green-50 text-green-900',
  outdated: 'border-amber-300 bg-amber-50 text-amber-950',
  missing: 'border-stone-300 bg-stone-50 text-stone-800',
} as const;

/**
 * One language's description in words, with an icon and a colour: "French: described", "English: out of
 * date", "Swahili: no description" (the words carry it, for screen readers too). No language is marked as
 * required: an image needs a description in at least one, any of them (docs/decisions/078).
 */
export function AltMark({ locale, state }: { locale: Locale; state: VersionState }) {
  const t = useT();
  const Icon = ICONS[state];
  return (
    <span
      data-alt={`${locale}:${state}`}
      className={cn(
        'inline-flex w-fit items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-semibold',
        TONES[state],
      )}
    >
      <Icon className="h-3.5 w-3.5 shrink-0" aria-hidden="true" />
      {t(`media.altState.${state}`, { language: t(`kit.languages.${locale}`) })}
    </span>
  );
}

/** Every language's mark, in the table's order. */
export function AltMarks({ status, className }: { status: Record<Locale, VersionState>; className?: string }) {
  return (
    <ul className={cn('flex flex-wrap gap-1', className)}>
      {LOCALES.map((locale) => (
        <li key={locale}>
          <AltMark locale={locale} state={status[locale]} />
        </li>
      ))}
    </ul>
  );
}
