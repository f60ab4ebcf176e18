import { Check, ChevronDown } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useI18n } from '@/i18n';
import { cn } from '@/lib/cn';
import { Flag } from './Flag';
import { languageOption, languageOptions } from './languages';

/**
 * Header language menu (desktop): a disclosure button and a list of language buttons. Kept
 * hand-made rather than a Radix DropdownMenu so positioning code stays out of the first bundle.
 * Escape or a click elsewhere closes it; the mobile menu lists the same options.
 */
export function LanguageSwitcher() {
  const { locale, setLocale, preloadLocale, t } = useI18n();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const current = languageOption(locale);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    const onFocusIn = (event: FocusEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [open]);

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        // The name starts with the code shown ("EN"), so speech users can say what they see (WCAG 2.5.3).
        aria-label={t('common.language.choose', { code: current.code.toUpperCase(), language: current.name })}
        onClick={() => {
          // The languages' text loads as the list opens, so a choice switches at once (decision 060).
          if (!open) for (const option of languageOptions) preloadLocale(option.code);
          setOpen((value) => !value);
        }}
        className={cn(
          'inline-flex h-10 items-center gap-1.5 rounded-md px-2 text-sm font-semibold text-stone-700 hover:bg-stone-100',
          open && 'bg-stone-100',
        )}
      >
        <Flag flag={current.flag} />
        <span className="uppercase">{current.code}</span>
        <ChevronDown className={cn('h-3.5 w-3.5 transition-transform', open && 'rotate-180')} aria-hidden="true" />
      </button>
      <div
        id={listId}
        hidden={!open}
        className="absolute top-full right-0 z-[70] mt-2 min-w-44 rounded-lg border border-stone-200 bg-white p-1 shadow-lg"
      >
        <ul aria-label={t('common.language.label')}>
          {languageOptions.map((option) => (
            <li key={option.code}>
              <button
                type="button"
                lang={option.code}
                aria-pressed={option.code === locale}
                onClick={() => {
                  setOpen(false);
                  button.current?.focus();
                  void setLocale(option.code);
                }}
                className="flex w-full items-center gap-2 rounded-md px-2 py-2 text-left text-sm text-stone-800 hover:bg-primary-light hover:text-primary-dark"
              >
                <Flag flag={option.flag} />
                <span className="flex-1">{option.name}</span>
                {option.code === locale && <Check className="h-4 w-4 text-primary" aria-hidden="true" />}
              </button>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
