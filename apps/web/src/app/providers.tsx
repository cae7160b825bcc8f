import { useEffect, useRef, useState, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import ConfigProvider from 'antd-mobile/es/components/config-provider';
import enUS from 'antd-mobile/es/locales/en-US';
import esES from 'antd-mobile/es/locales/es-ES';
import frFR from 'antd-mobile/es/locales/fr-FR';
import jaJP from 'antd-mobile/es/locales/ja-JP';
import koKR from 'antd-mobile/es/locales/ko-KR';
import thTH from 'antd-mobile/es/locales/th-TH';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import zhHK from 'antd-mobile/es/locales/zh-HK';
import { I18nextProvider } from 'react-i18next';
import type { Lang } from '@tidemark/contracts';
import { i18n } from '../shared/i18n/i18n';
import { useAppStore } from '../shared/store/app-store';
import { useThemeSync } from './sync/use-theme-sync';

type AntdLocale = typeof enUS;

const ANTD_LOCALES: Record<Lang, AntdLocale> = {
  zh: zhCN,
  en: enUS,
  hk: zhHK,
  th: thTH,
  jp: jaJP,
  kor: koKR,
  fra: frFR,
  spa: esES,
};

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
        <ConfigProvider locale={ANTD_LOCALES[lang]}>{children}</ConfigProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
