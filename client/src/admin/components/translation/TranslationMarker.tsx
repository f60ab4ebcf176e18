import type { TranslatedLocale, TranslationState } from '@common/admin/impact';
import { CircleAlert, CircleCheck, History } from 'lucide-react';
import { cn } from '@/lib/cn';
import { useT } from '../../i18n';

const look: Record<TranslationState, { className: string; Icon: typeof CircleCheck }> = {
  missing: { className: 'border-red-300 bg-red-50 text-red-900', Icon: CircleAlert },
  outdated: { className: 'border-amber-300 bg-amber-50 text-amber-950', Icon: History },
  current: { className: 'border-green-300 bg-green-50 text-green-900', Icon: CircleCheck },
};

/** "French: Out of date": a language's state in words, an icon and a colour (never the colour alone). */
export function TranslationMarker({
  locale,
  state,
  short,
}: {
  locale: TranslatedLocale;
  state: TranslationState;
  /** Only the state (inside a tab that already names the language). */
  short?: boolean;
}) {
  const t = useT();
  const { className, Icon } = look[state];
  const status = t(`kit.translationStatus.${state}`);
  return (
    <span
      data-translation={`${locale}:${state}`}
      className={cn(
        'inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-semibold whitespace-nowrap',
        className,
      )}
    >
      <Icon className="h-3.5 w-3.5" aria-hidden="true" />
      {short ? status : t('kit.translationOf', { language: t(`kit.languages.${locale}`), status })}
    </span>
  );
}
