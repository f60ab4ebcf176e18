import type { Locale } from '@common/locale';
import type { AppMessages } from './dictionary';

export type Namespace = keyof AppMessages;

/**
 * One chunk per language and namespace: a visitor downloads only the text of the pages they open,
 * in the language they read (docs/decisions/002).
 */
const loaders = import.meta.glob<Record<string, unknown>>([
  '../../../common/src/content/locales/*/*.ts',
  '!../../../common/src/content/locales/*/index.ts',
  '!../../../common/src/content/locales/*/*.test.ts',
]);

/** A dictionary's source as Vite's build manifest names it (relative to client/), for preloading. */
export function namespaceSource(locale: Locale, namespace: Namespace): string {
  return `../common/src/content/locales/${locale}/${namespace}.ts`;
}

export async function loadNamespaces(locale: Locale, namespaces: readonly Namespace[]): Promise<Partial<AppMessages>> {
  const entries = await Promise.all(
    namespaces.map(async (namespace) => {
      const load = loaders[`../../../common/src/content/locales/${locale}/${namespace}.ts`];
      if (!load) throw new Error(`No dictionary ${namespace} for locale ${locale}`);
      return [namespace, (await load())[namespace]] as const;
    }),
  );
  return Object.fromEntries(entries) as Partial<AppMessages>;
}
