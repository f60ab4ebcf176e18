import { Check, ChevronDown } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { useI18n } from '@/i18n';
import { Flag } from './Flag';
import { languageOption, languageOptions } from './languages';
import { useLanguageLinks } from './use-language-links';

/**
 * Header language menu (desktop): a button and a popover of links, the browser's own (docs/decisions/098):
 * it opens, closes on Escape or a click elsewhere and keeps the tab order with no script, so it answers
 * at once before the app is in, and a choice loads this page in that language (use-language-links.ts);
 * with the app in, the switch happens in place. Placed under its button by CSS anchor positioning where the
 * browser has it, else at the header's right edge. The mobile menu lists the same links.
 */
export function LanguageSwitcher() {
  const { locale, preloadLocale, t } = useI18n();
  const links = useLanguageLinks();
  const menu = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const current = languageOption(locale);

  // Tabbing on past its last link closes it, as a click elsewhere does (with the app in).
  useEffect(() => {
    const element = menu.current;
    const onFocusOut = (event: FocusEvent) => {
      const to = event.relatedTarget;
      if (to instanceof Node && !element?.contains(to) && to !== button.current) element?.hidePopover();
    };
    element?.addEventListener('focusout', onFocusOut);
    return () => element?.removeEventListener('focusout', onFocusOut);
  }, []);

  return (
    <div className="group/language relative">
      <button
        ref={button}
        type="button"
        popoverTarget={menuId}
        // The name starts with the code shown ("EN"), so speech users can say what they see (WCAG 2.5.3).
        aria-label={t('common.language.choose', { code: current.code.toUpperCase(), language: current.name })}
        // The languages' text loads as the menu opens, so a choice switches at once (decision 060).
        onClick={() => {
          for (const option of languageOptions) preloadLocale(option.code);
        }}
        className="inline-flex h-10 items-center gap-1.5 rounded-md px-2 text-sm font-semibold text-stone-700 [anchor-name:--language-menu] hover:bg-stone-100"
      >
        <Flag flag={current.flag} />
        <span className="uppercase">{current.code}</span>
        <ChevronDown
          className="h-3.5 w-3.5 transition-transform group-has-[:popover-open]/language:rotate-180"
          aria-hidden="true"
        />
      </button>
      <div
        ref={menu}
        id={menuId}
        popover="auto"
        className="fixed inset-auto top-16 right-4 m-0 min-w-44 rounded-lg border border-stone-200 bg-white p-1 shadow-lg [position-anchor:--language-menu] supports-[top:anchor(bottom)]:top-[calc(anchor(bottom)+0.5rem)] supports-[top:anchor(bottom)]:right-[anchor(right)]"
      >
        <ul aria-label={t('common.language.label')}>
          {links.map(({ option, href, current: chosen, choose }) => (
            <li key={option.code}>
              <a
                href={href}
                hrefLang={option.code}
                lang={option.code}
                aria-current={chosen ? 'true' : undefined}
                onClick={(event) => {
                  if (!choose(event)) return;
                  menu.current?.hidePopover();
                  button.current?.focus();
                }}
                className="flex w-full items-center gap-2 rounded-md px-2 py-2 text-left text-sm text-stone-800 hover:bg-primary-light hover:text-primary-dark"
              >
                <Flag flag={option.flag} />
                <span className="flex-1">{option.name}</span>
                {chosen && <Check className="h-4 w-4 text-primary" aria-hidden="true" />}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
