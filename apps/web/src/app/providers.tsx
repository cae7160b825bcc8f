import { useEffect, useRef, useState, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import ConfigProvider from 'antd-mobile/es/components/config-provider';
import { I18nextProvider } from 'react-i18next';
import type { Lang } from '@tidemark/contracts';
import { antdLocaleFor } from '../shared/i18n/antd-locale';
import { i18n } from '../shared/i18n/i18n';
import { useAppStore } from '../shared/store/app-store';
import { useThemeSync } from './sync/use-theme-sync';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
      mutations: { retry: 0 },
    },
  });
}

/** Server messages and content come back in the request's language: refetch on a switch. */
function useRefetchOnLanguageChange(client: QueryClient, lang: Lang): void {
  const previous = useRef(lang);
  useEffect(() => {
    if (previous.current === lang) return;
    previous.current = lang;
    void client.invalidateQueries();
  }, [client, lang]);
}

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const lang = useAppStore((s) => s.lang);
  useThemeSync();
  useRefetchOnLanguageChange(queryClient, lang);

  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n} defaultNS="common">
        <ConfigProvider locale={antdLocaleFor(lang)}>{children}</ConfigProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
