import type { Locale } from '@common/locale';
import type { AppMessages } from './dictionary';

/** One chunk per language: a visitor downloads only the dictionary they read. */
const loaders = import.meta.glob<{ messages: AppMessages }>('../content/locales/*/index.ts');

export async function loadMessages(locale: Locale): Promise<AppMessages> {
  const load = loaders[`../content/locales/${locale}/index.ts`];
  if (!load) throw new Error(`No dictionary for locale ${locale}`);
  return (await load()).messages;
}
