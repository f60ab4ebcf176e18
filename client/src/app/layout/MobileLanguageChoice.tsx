import { localisedPath } from '@common/locale-urls';
import { useId } from 'react';
import { useArticleLanguageLinks } from '@/features/news/language-links';
import { useI18n } from '@/i18n';
import { cn } from '@/lib/cn';
import { useLocation } from '@/lib/router';
import { Flag } from './Flag';
import { languageOptions } from './languages';

/**
 * The language options as a row of links, for the mobile menu. Each is this page's address in that
 * language (decision 043; an article's: its version in that language, docs/decisions/079), so a tap changes
 * language before the app's code is there (decision 060); once it is, the switch happens in place, without a
 * page load (an article then moves to that version's address itself).
 */
export function MobileLanguageChoice({ onChosen }: { onChosen: () => void }) {
  const { locale, setLocale, t } = useI18n();
  const { pathname, search, hash } = useLocation();
  const article = useArticleLanguageLinks(pathname);
  const labelId = useId();
  return (
    <nav aria-labelledby={labelId}>
      <p id={labelId} className="mb-2 text-xs font-semibold tracking-wide text-stone-600 uppercase">
        {t('common.language.label')}
      </p>
      <ul className="grid grid-cols-3 gap-2">
        {languageOptions.map((option) => (
          <li key={option.code}>
            <a
              href={article ? article(option.code) : localisedPath(`${pathname}${search}${hash}`, option.code)}
              hrefLang={option.code}
              lang={option.code}
              aria-current={option.code === locale ? 'true' : undefined}
              onClick={(event) => {
                if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
                event.preventDefault();
                void setLocale(option.code);
                onChosen();
              }}
              className={cn(
                'flex items-center justify-center gap-1.5 rounded-lg border px-2 py-2 text-sm font-medium',
                option.code === locale
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
