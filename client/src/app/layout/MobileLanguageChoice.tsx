import { useI18n } from '@/i18n';
import { cn } from '@/lib/cn';
import { Flag } from './Flag';
import { languageOptions } from './languages';

/** The language options as a row of toggle buttons, for the mobile menu. */
export function MobileLanguageChoice({ onChosen }: { onChosen: () => void }) {
  const { locale, setLocale, t } = useI18n();
  return (
    <fieldset>
      <legend className="mb-2 text-xs font-semibold tracking-wide text-stone-600 uppercase">
        {t('common.language.label')}
      </legend>
      <div className="grid grid-cols-3 gap-2">
        {languageOptions.map((option) => (
          <button
            key={option.code}
            type="button"
            lang={option.code}
            aria-pressed={option.code === locale}
            onClick={() => {
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
          </button>
        ))}
      </div>
    </fieldset>
  );
}
