import type { PublicConfig } from '@common/content-api';
import type { Locale } from '@common/locale';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LazyToaster } from '@/components/ui/lazy-toaster';
import { type AppMessages, I18nProvider } from '@/i18n';
import { ConfigContext } from './config-context';

interface ProvidersProps {
  queryClient: QueryClient;
  locale: Locale;
  messages: Partial<AppMessages>;
  config: PublicConfig;
  children: ReactNode;
}

export function Providers({ queryClient, locale, messages, config, children }: ProvidersProps) {
  return (
    <ConfigContext.Provider value={config}>
      <QueryClientProvider client={queryClient}>
        <I18nProvider locale={locale} messages={messages}>
          {children}
          <LazyToaster />
        </I18nProvider>
      </QueryClientProvider>
    </ConfigContext.Provider>
  );
}
