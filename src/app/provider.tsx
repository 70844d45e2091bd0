// All app-wide providers in one place: data cache, react-vant (its built-in texts follow the
// language), the wallet stack (dApp Kit with the shared Sui client, loaded after the first
// paint) and, once it is there, the wallet session guard.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { ConfigProvider, type ConfigProviderProps } from 'react-vant/es/config-provider/index.js';
import enUS from 'react-vant/es/locale/lang/en-US.js';
import jaJP from 'react-vant/es/locale/lang/ja-JP.js';
import zhCN from 'react-vant/es/locale/lang/zh-CN.js';
import zhTW from 'react-vant/es/locale/lang/zh-TW.js';
import { useSettingsStore } from '../stores/settings';
import type { Locale } from '../config/locales';
import { useOptionalDAppKit, WalletStackProvider } from '../wallet/wallet-stack';

// react-vant ships no Korean texts; its few built-in labels fall back to English there.
const VANT_LOCALES: Record<Locale, NonNullable<ConfigProviderProps['locale']>> = {
  en_US: enUS,
  en_IN: enUS,
  zh_CN: zhCN,
  zh_TW: zhTW,
  ja_JP: jaJP,
  ko_KR: enUS,
};

function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 15_000, retry: 1, refetchOnWindowFocus: false },
    },
  });
}

const WalletSessionGuard = lazy(() => import('../wallet/wallet-session').then((m) => ({ default: m.WalletSessionGuard })));

function SessionGuardWhenReady() {
  return useOptionalDAppKit() ? (
    <Suspense fallback={null}>
      <WalletSessionGuard />
    </Suspense>
  ) : null;
}

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const language = useSettingsStore((s) => s.language);
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={VANT_LOCALES[language]}>
        <WalletStackProvider>
          <SessionGuardWhenReady />
          {children}
        </WalletStackProvider>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
