import type { MediaAlt } from '@common/admin/media';
import { LOCALES } from '@common/locale';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { cn } from '@/lib/cn';
import { useT } from '../../i18n';

/** "English: described", "French: no description": each language's alt text in words, an icon and a colour. */
export function AltMarks({ alt, className }: { alt: Partial<MediaAlt>; className?: string }) {
  const t = useT();
  return (
    <ul className={cn('flex flex-wrap gap-1', className)}>
      {LOCALES.map((locale) => {
        const described = Boolean(alt[locale]?.trim());
        const Icon = described ? CircleCheck : CircleAlert;
        return (
          <li
            key={locale}
            data-alt={`${locale}:${described ? 'described' : 'missing'}`}
            className={cn(
              'inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-semibold',
              described
                ? 'border-green-300 bg-green-50 text-green-900'
                : locale === 'en'
                  ? 'border-red-300 bg-red-50 text-red-900'
                  : 'border-amber-300 bg-amber-50 text-amber-950',
            )}
          >
            <Icon className="h-3.5 w-3.5 shrink-0" aria-hidden="true" />
            {t(`media.altState.${described ? 'described' : 'missing'}`, { language: t(`kit.languages.${locale}`) })}
          </li>
        );
      })}
    </ul>
  );
}
