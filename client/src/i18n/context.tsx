import type { Locale } from '@common/locale';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import type { AppMessages } from './dictionary';
import { loadMessages } from './load';
import { interpolate, lookup } from './lookup';
import { persistLocale } from './persist';

interface I18nValue {
  locale: Locale;
  messages: AppMessages;
  /** Dotted-key lookup; returns the key when the text is missing. */
  t: (key: string, values?: Record<string, string | number>) => string;
  setLocale: (locale: Locale) => Promise<void>;
}

const I18nContext = createContext<I18nValue | null>(null);

interface ProviderProps {
  locale: Locale;
  messages: AppMessages;
  children: ReactNode;
}

export function I18nProvider({ locale: initialLocale, messages: initialMessages, children }: ProviderProps) {
  const [state, setState] = useState({ locale: initialLocale, messages: initialMessages });

  const setLocale = useCallback(async (next: Locale) => {
    // Only the chosen language's dictionary is downloaded, so switching loads it first.
    const messages = await loadMessages(next);
    persistLocale(next);
    setState({ locale: next, messages });
  }, []);

  useEffect(() => {
    document.documentElement.lang = state.locale;
  }, [state.locale]);

  const value = useMemo<I18nValue>(
    () => ({
      locale: state.locale,
      messages: state.messages,
      t: (key, values) => {
        const text = lookup(state.messages, key);
        return values ? interpolate(text, values) : text;
      },
      setLocale,
    }),
    [state, setLocale],
  );

  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18nValue {
  const value = useContext(I18nContext);
  // SPEC §8: using the language hook outside its provider is a developer error.
  if (!value) throw new Error('useI18n must be used within an I18nProvider');
  return value;
}
