import type { Locale } from '@common/locale';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import type { AdminMessages } from '../locales/en';
import { messages as englishMessages } from '../locales/en';
import { createTranslate, type Translate } from './translate';

/**
 * The admin area's text, on the public site's dictionary mechanism (a typed dictionary per language,
 * dotted keys, `{placeholders}`, a missing text shows its key) plus ICU plurals (translate.ts): English
 * now; French and Swahili add files typed `Messages<typeof en>` beside it (see client/src/i18n/types.ts).
 */
interface AdminI18n {
  messages: AdminMessages;
  language: Locale;
  t: Translate;
}

const Context = createContext<AdminI18n | null>(null);

/**
 * The words of the language shown, for code that runs outside components (the API client's messages when
 * the server said nothing): the provider rendered last sets it; English before any has.
 */
let outsideReact: Translate = createTranslate(englishMessages, 'en');
export const translateNow: Translate = (key, values) => outsideReact(key, values);

export function AdminI18nProvider({
  messages,
  language = 'en',
  children,
}: {
  messages: AdminMessages;
  language?: Locale;
  children: ReactNode;
}) {
  const value = useMemo<AdminI18n>(
    () => ({ messages, language, t: createTranslate(messages, language) }),
    [messages, language],
  );
  outsideReact = value.t;
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

function useAdminI18n() {
  const value = useContext(Context);
  if (!value) throw new Error('useT must be used within an AdminI18nProvider');
  return value;
}

export const useT = () => useAdminI18n().t;

/** The staff member's language: dates and numbers are written in it. */
export const useLanguage = () => useAdminI18n().language;
