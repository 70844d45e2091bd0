// All app-wide providers in one place: data cache, react-vant (its built-in texts follow the
// language), dApp Kit with the shared Sui client, and the wallet session guard.
import { DAppKitProvider } from '@mysten/dapp-kit-react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ConfigProvider, type ConfigProviderProps } from 'react-vant/es/config-provider/index.js';
import enUS from 'react-vant/es/locale/lang/en-US.js';
import jaJP from 'react-vant/es/locale/lang/ja-JP.js';
import zhCN from 'react-vant/es/locale/lang/zh-CN.js';
import zhTW from 'react-vant/es/locale/lang/zh-TW.js';
import { useSettingsStore } from '../stores/settings';
import type { Locale } from '../config/locales';
import { dAppKit } from '../wallet/dapp-kit';
import { WalletSessionGuard } from '../wallet/wallet-session';

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

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const language = useSettingsStore((s) => s.language);
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={VANT_LOCALES[language]}>
        <DAppKitProvider dAppKit={dAppKit}>
          <WalletSessionGuard />
          {children}
        </DAppKitProvider>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
