import { isLocale, LOCALE_COOKIE, LOCALE_STORAGE_KEY } from '@common/locale';
import { useEffect } from 'react';
import { useI18n } from '@/i18n';
import { persistLocale } from '@/i18n/persist';
import { whenPageHydrated } from '@/lib/page-hydrated';

function readStoredLocale(): string | null {
  try {
    return localStorage.getItem(LOCALE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * Reconciles the server's choice with the browser's once, after hydration of the page's own content
 * (`<html data-hydrated>`), not of the frame this hook is in: React hydrates the page inside its Suspense
 * boundary in a later pass, and a language switched before it hydrated that content in the new language
 * against the server's text (React error 418, and the content rendered again from scratch):
 * - `?lang=xx` chose the language on the server (which set the cookie): save it in localStorage too;
 * - no cookie but a saved choice (cookie expired or cleared): switch to the saved language;
 * - otherwise keep localStorage in step with the cookie the page was rendered from.
 */
export function useLocaleSync(): void {
  const { locale, setLocale } = useI18n();

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, on the language the server rendered.
  useEffect(() => {
    whenPageHydrated(() => {
      const fromQuery = new URLSearchParams(location.search).get('lang');
      const stored = readStoredLocale();
      const hasCookie = document.cookie.split(/;\s*/).some((pair) => pair.startsWith(`${LOCALE_COOKIE}=`));
      if (isLocale(fromQuery) && fromQuery === locale) persistLocale(locale);
      else if (!hasCookie && isLocale(stored) && stored !== locale) void setLocale(stored);
      else if (hasCookie && stored !== locale) persistLocale(locale);
    });
  }, []);
}
