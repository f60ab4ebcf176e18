import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { interpolate, lookup } from '@/i18n/lookup';
import type { AdminMessages } from '../locales/en';

/**
 * The admin area's text, on the public site's dictionary mechanism (a typed dictionary per language,
 * dotted keys, `{placeholders}`, a missing text shows its key): English now; French and Swahili add
 * files typed `Messages<typeof en>` beside it (see client/src/i18n/types.ts).
 */
interface AdminI18n {
  messages: AdminMessages;
  t: (key: string, values?: Record<string, string | number>) => string;
}

const Context = createContext<AdminI18n | null>(null);

export function AdminI18nProvider({ messages, children }: { messages: AdminMessages; children: ReactNode }) {
  const value = useMemo<AdminI18n>(
    () => ({
      messages,
      t: (key, values) => {
        const text = lookup(messages, key);
        return values ? interpolate(text, values) : text;
      },
    }),
    [messages],
  );
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export function useT() {
  const value = useContext(Context);
  if (!value) throw new Error('useT must be used within an AdminI18nProvider');
  return value.t;
}
