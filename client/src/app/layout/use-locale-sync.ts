import { isLocale, LOCALE_COOKIE, LOCALE_STORAGE_KEY } from '@common/locale';
import { useEffect } from 'react';
import { useI18n } from '@/i18n';
import { persistLocale } from '@/i18n/persist';

function readStoredLocale(): string | null {
  try {
    return localStorage.getItem(LOCALE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * Reconciles the server's choice with the browser's once, after hydration:
 * - `?lang=xx` chose the language on the server (which set the cookie): save it in localStorage too;
 * - no cookie but a saved choice (cookie expired or cleared): switch to the saved language;
 * - otherwise keep localStorage in step with the cookie the page was rendered from.
 */
export function useLocaleSync(): void {
  const { locale, setLocale } = useI18n();

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, on the language the server rendered.
  useEffect(() => {
    const fromQuery = new URLSearchParams(location.search).get('lang');
    const stored = readStoredLocale();
    const hasCookie = document.cookie.split(/;\s*/).some((pair) => pair.startsWith(`${LOCALE_COOKIE}=`));
    if (isLocale(fromQuery) && fromQuery === locale) persistLocale(locale);
    else if (!hasCookie && isLocale(stored) && stored !== locale) void setLocale(stored);
    else if (hasCookie && stored !== locale) persistLocale(locale);
  }, []);
}
