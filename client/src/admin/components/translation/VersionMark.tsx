import type { Locale } from '@common/locale';
import type { VersionState } from '@common/model/versions';
import { CircleAlert, CircleCheck, History } from 'lucide-react';
import { cn } from '@/lib/cn';
import { useT } from '../../i18n';

const look: Record<VersionState, { className: string; Icon: typeof CircleCheck }> = {
  missing: { className: 'border-red-300 bg-red-50 text-red-900', Icon: CircleAlert },
  outdated: { className: 'border-amber-300 bg-amber-50 text-amber-950', Icon: History },
  current: { className: 'border-green-300 bg-green-50 text-green-900', Icon: CircleCheck },
};

/**
 * "English: missing", "Français : à jour": a language version's state, always with the language's name, in
 * the staff member's words (kit.versions), so a screen reader says both; the icon and colour only repeat it.
 * A missing version says missing, never up to date (docs/decisions/078).
 */
export function VersionMark({ locale, state, className }: { locale: Locale; state: VersionState; className?: string }) {
  const t = useT();
  const { className: tone, Icon } = look[state];
  return (
    <span
      data-version={`${locale}:${state}`}
      className={cn(
        'inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-semibold whitespace-nowrap',
        tone,
        className,
      )}
    >
      <Icon className="h-3.5 w-3.5 shrink-0" aria-hidden="true" />
      {t('kit.versions.mark', { language: t(`kit.languages.${locale}`), state: t(`kit.versions.state.${state}`) })}
    </span>
  );
}
