// Test-only: renders a page or component with what the app's providers give it (the en_US
// catalogue, a router, react-query, a dApp Kit with only the burner wallet). Used by tests
// next to the components and feature pages; never imported by app code.
import { createDAppKit, DAppKitProvider, type UiWallet } from '@mysten/dapp-kit-react';
import { SuiGrpcClient } from '@mysten/sui/grpc';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import enUS from '../../locales/en_US/translation.json';
import type { SuiNetwork } from '../config/env';

export const testI18n = i18next.createInstance();
void testI18n.use(initReactI18next).init({
  lng: 'en_US',
  resources: { en_US: { translation: enUS } },
  interpolation: { escapeValue: false },
  // A missing key shows up as the key itself, which the tests would then fail on.
  returnNull: false,
  initAsync: false,
});

export function createTestDAppKit() {
  // Typed like the app's registered instance, whose networks are all of SuiNetwork.
  return createDAppKit<SuiNetwork[], SuiGrpcClient>({
    networks: ['localnet'],
    // Nothing in these tests reaches a node; the client only has to exist.
    createClient: () => new SuiGrpcClient({ network: 'localnet', baseUrl: 'http://127.0.0.1:9' }),
    autoConnect: false,
    enableBurnerWallet: true,
    slushWalletConfig: null,
    storage: null,
  });
}

export type TestDAppKit = ReturnType<typeof createTestDAppKit>;

/** Connects the burner wallet and returns the connected address. */
export async function connectBurnerWallet(dAppKit: TestDAppKit): Promise<string> {
  const deadline = Date.now() + 5000;
  let wallet: UiWallet | undefined;
  while (!(wallet = dAppKit.stores.$wallets.get().find((w) => w.name === 'Unsafe Burner Wallet'))) {
    if (Date.now() > deadline) throw new Error('burner wallet did not register');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const { accounts } = await dAppKit.connectWallet({ wallet });
  return accounts[0]!.address;
}

export interface RenderOptions {
  /** The URL the router starts at, e.g. '/share' or '/not_bound?inviter=0x..'. */
  url?: string;
  /** The route path the element is mounted at (default: the url's path). */
  path?: string;
  dAppKit?: TestDAppKit;
}

export function renderForTest(element: ReactElement, options: RenderOptions = {}) {
  const url = options.url ?? '/page';
  const path = options.path ?? url.split('?')[0]!;
  const dAppKit = options.dAppKit ?? createTestDAppKit();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>home page</p> },
      { path, element },
      { path: '*', element: <p>other page</p> },
    ],
    { initialEntries: [url] },
  );
  const result = render(
    <I18nextProvider i18n={testI18n}>
      <QueryClientProvider client={queryClient}>
        <DAppKitProvider dAppKit={dAppKit}>
          <RouterProvider router={router} />
        </DAppKitProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...result, router, dAppKit };
}
