import type { PublicConfig } from '@common/content-api';
import type { Locale } from '@common/locale';
import type { SiteIdentity } from '@common/site-identity';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LazyToaster } from '@/components/ui/lazy-toaster';
import { type AppMessages, I18nProvider } from '@/i18n';
import { IdentityContext } from '@/lib/site-identity';
import { ConfigContext } from './config-context';

interface ProvidersProps {
  queryClient: QueryClient;
  locale: Locale;
  messages: Partial<AppMessages>;
  config: PublicConfig;
  identity: SiteIdentity | null;
  children: ReactNode;
}

export function Providers({ queryClient, locale, messages, config, identity, children }: ProvidersProps) {
  return (
    <ConfigContext.Provider value={config}>
      <IdentityContext.Provider value={identity}>
        <QueryClientProvider client={queryClient}>
          <I18nProvider locale={locale} messages={messages}>
            {children}
            <LazyToaster />
          </I18nProvider>
        </QueryClientProvider>
      </IdentityContext.Provider>
    </ConfigContext.Provider>
  );
}
