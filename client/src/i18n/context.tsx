import type { Locale } from '@common/locale';
import { localisedPath } from '@common/locale-urls';
import {
  createContext,
  type ReactNode,
  use,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';
import type { AppMessages } from './dictionary';
import type { Namespace } from './load';
import { interpolate, lookup } from './lookup';
import { persistLocale } from './persist';
import { createI18nStore, type I18nStore } from './store';

interface I18nValue {
  locale: Locale;
  /** Typed text of the namespaces loaded for this page (see NamespaceGate). */
  messages: AppMessages;
  /** Dotted-key lookup; returns the key when the text is missing. */
  t: (key: string, values?: Record<string, string | number>) => string;
  setLocale: (locale: Locale) => Promise<void>;
  /** Loads the text a switch to `locale` needs, ahead of the choice (I18nStore.preloadLocale). */
  preloadLocale: (locale: Locale) => void;
}

const I18nContext = createContext<I18nValue | null>(null);
const StoreContext = createContext<I18nStore | null>(null);

interface ProviderProps {
  locale: Locale;
  /** Every namespace (server, tests) or the ones this page needs (browser). */
  messages: Partial<AppMessages>;
  children: ReactNode;
}

export function I18nProvider({ locale, messages, children }: ProviderProps) {
  const [store] = useState(() => createI18nStore(locale, messages));
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);

  useEffect(() => {
    document.documentElement.lang = snapshot.locale;
  }, [snapshot.locale]);

  const value = useMemo<I18nValue>(
    () => ({
      locale: snapshot.locale,
      messages: snapshot.messages as AppMessages,
      t: (key, values) => {
        const text = lookup(snapshot.messages, key);
        return values ? interpolate(text, values) : text;
      },
      preloadLocale: (next) => store.preloadLocale(next),
      setLocale: async (next) => {
        await store.setLocale(next);
        persistLocale(next);
        // The address names the language (docs/decisions/043): reloaded or shared, it must name the new one.
        const here = `${location.pathname}${location.search}${location.hash}`;
        const there = localisedPath(here, next);
        if (there !== here) history.replaceState(history.state, '', there);
      },
    }),
    [snapshot, store],
  );

  return (
    <StoreContext.Provider value={store}>
      <I18nContext.Provider value={value}>{children}</I18nContext.Provider>
    </StoreContext.Provider>
  );
}

export function useI18n(): I18nValue {
  const value = useContext(I18nContext);
  // SPEC §8: using the language hook outside its provider is a developer error.
  if (!value) throw new Error('useI18n must be used within an I18nProvider');
  return value;
}

/** Renders its children once their namespaces are loaded (suspending meanwhile). */
export function NamespaceGate({ namespaces, children }: { namespaces: readonly Namespace[]; children: ReactNode }) {
  const store = useContext(StoreContext);
  if (!store) throw new Error('NamespaceGate must be used within an I18nProvider');
  useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  if (!store.has(namespaces)) use(store.ensure(namespaces));
  return children;
}
