import type { Locale } from '@common/locale';
import type { AppMessages } from './dictionary';
import { loadNamespaces, type Namespace } from './load';

interface Snapshot {
  locale: Locale;
  messages: Partial<AppMessages>;
}

/**
 * The dictionary of one provider: the namespaces loaded so far, in one language. One store per
 * provider (never module-wide), so concurrent server renders cannot see each other's language.
 */
export function createI18nStore(locale: Locale, messages: Partial<AppMessages>) {
  let snapshot: Snapshot = { locale, messages };
  const listeners = new Set<() => void>();
  const pending = new Map<string, Promise<void>>();

  const publish = (next: Snapshot) => {
    snapshot = next;
    for (const listener of listeners) listener();
  };
  const missing = (namespaces: readonly Namespace[]) => namespaces.filter((ns) => !(ns in snapshot.messages));

  return {
    getSnapshot: () => snapshot,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    has: (namespaces: readonly Namespace[]) => missing(namespaces).length === 0,
    /** Loads absent namespaces; the same promise for the same request, for React's `use`. */
    ensure(namespaces: readonly Namespace[]): Promise<void> {
      const absent = missing(namespaces);
      const key = `${snapshot.locale}:${absent.join(',')}`;
      let promise = pending.get(key);
      if (!promise) {
        const target = snapshot.locale;
        promise = loadNamespaces(target, absent).then((loaded) => {
          if (snapshot.locale === target) publish({ locale: target, messages: { ...snapshot.messages, ...loaded } });
        });
        pending.set(key, promise);
      }
      return promise;
    },
    /**
     * Starts loading what switching to `next` needs (a language choice in view: the menu or the language
     * list opened), so the switch itself waits for no request (decision 060). The chunks stay in the
     * module cache that `setLocale` reads.
     */
    preloadLocale(next: Locale): void {
      if (next !== snapshot.locale)
        void loadNamespaces(next, Object.keys(snapshot.messages) as Namespace[]).catch(() => {});
    },
    /** Switches language, loading every namespace in use first so nothing flashes untranslated. */
    async setLocale(next: Locale): Promise<void> {
      const loaded = await loadNamespaces(next, Object.keys(snapshot.messages) as Namespace[]);
      publish({ locale: next, messages: loaded });
    },
  };
}

export type I18nStore = ReturnType<typeof createI18nStore>;
