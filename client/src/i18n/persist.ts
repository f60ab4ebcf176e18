import { LOCALE_COOKIE, LOCALE_STORAGE_KEY, type Locale } from '@common/locale';

/**
 * Saves the choice in localStorage (SPEC §4) and mirrors it to a cookie so the server
 * renders the same language on the next request (no flash of English).
 */
export function persistLocale(locale: Locale): void {
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Storage can be disabled (private mode); the cookie still carries the choice.
  }
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: a one-line preference cookie does not need the Cookie Store API.
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
}
