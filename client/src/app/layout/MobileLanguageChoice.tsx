import { useId } from 'react';
import { useI18n } from '@/i18n';
import { cn } from '@/lib/cn';
import { Flag } from './Flag';
import { useLanguageLinks } from './use-language-links';

/** The language options as a row of links, for the mobile menu (use-language-links.ts). */
export function MobileLanguageChoice({ onChosen }: { onChosen: () => void }) {
  const { t } = useI18n();
  const links = useLanguageLinks();
  const labelId = useId();
  return (
    <nav aria-labelledby={labelId}>
      <p id={labelId} className="mb-2 text-xs font-semibold tracking-wide text-stone-600 uppercase">
        {t('common.language.label')}
      </p>
      <ul className="grid grid-cols-3 gap-2">
        {links.map(({ option, href, current, choose }) => (
          <li key={option.code}>
            <a
              href={href}
              hrefLang={option.code}
              lang={option.code}
              aria-current={current ? 'true' : undefined}
              onClick={(event) => {
                if (choose(event)) onChosen();
              }}
              className={cn(
                'flex items-center justify-center gap-1.5 rounded-lg border px-2 py-2 text-sm font-medium',
                current
                  ? 'border-primary bg-primary-light text-primary-dark'
                  : 'border-stone-300 text-stone-700 hover:border-primary',
              )}
            >
              <Flag flag={option.flag} />
              {option.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
