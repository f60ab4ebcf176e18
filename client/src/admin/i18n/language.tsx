import { firstLocaleOf, isLocale, type Locale } from '@common/locale';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useState } from 'react';
import type { AdminMessages } from '../locales/en';
import { messages as english } from '../locales/en';
import { AdminI18nProvider } from '.';

/*
 * The staff area's language. Signed in, it is the account's (chosen on the Account page,
 * first set from the browser at setup or by the inviting owner). Before that (sign-in, setup, recovery),
 * the screens follow the browser and offer a switch, remembered in this browser. English ships with the
 * staff area's code; French and Swahili are fetched when first needed.
 */

/** Where the choice made before signing in is kept (never the account's: that is on the server). */
const STORED = 'veb-admin-language';

const loaders: Record<Locale, () => Promise<AdminMessages>> = {
  en: async () => english,
  fr: () => import('../locales/fr').then((module) => module.messages),
  sw: () => import('../locales/sw').then((module) => module.messages),
};

/** The first of the browser's languages the staff area has, else English. */
function browserLanguage(languages: readonly string[] = navigator.languages ?? [navigator.language]): Locale {
  return firstLocaleOf(languages) ?? 'en';
}

function storedLanguage(): Locale | null {
  try {
    const value = localStorage.getItem(STORED);
    return isLocale(value) ? value : null;
  } catch {
    return null;
  }
}

interface LanguageControl {
  language: Locale;
  /** Shows the staff area in `language`; `remember` keeps it for the screens before signing in. */
  setLanguage: (language: Locale, options?: { remember?: boolean }) => void;
}

const Context = createContext<LanguageControl | null>(null);

export const useLanguageControl = (): LanguageControl => {
  const value = useContext(Context);
  if (!value) throw new Error('useLanguageControl must be used within an AdminLanguageProvider');
  return value;
};

/**
 * Holds the language and its dictionary. While another language's dictionary is on its way, the screens
 * stay in the one they were in (never a flash of keys); if it cannot be fetched they stay there too.
 */
export function AdminLanguageProvider({ children, initial }: { children: ReactNode; initial?: Locale }) {
  const [wanted, setWanted] = useState<Locale>(() => initial ?? storedLanguage() ?? browserLanguage());
  const [shown, setShown] = useState<{ language: Locale; messages: AdminMessages }>({
    language: 'en',
    messages: english,
  });
  useEffect(() => {
    let current = true;
    loaders[wanted]().then(
      (messages) => current && setShown({ language: wanted, messages }),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [wanted]);
  useEffect(() => {
    document.documentElement.lang = shown.language;
  }, [shown.language]);
  const setLanguage = useCallback((language: Locale, { remember = false } = {}) => {
    if (remember) {
      try {
        localStorage.setItem(STORED, language);
      } catch {
        // Not kept: the browser's language is used next time, which is no loss.
      }
    }
    setWanted(language);
  }, []);
  return (
    <Context.Provider value={{ language: shown.language, setLanguage }}>
      <AdminI18nProvider messages={shown.messages} language={shown.language}>
        {children}
      </AdminI18nProvider>
    </Context.Provider>
  );
}
