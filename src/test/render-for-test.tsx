// Test-only: renders a page or component with what the app's providers give it (a router,
// react-query, a dApp Kit with only the burner wallet; src/test/setup.ts loads the en_US
// catalogue). Used by tests next to the components and feature pages; never by app code.
import { createDAppKit, type UiWallet } from '@mysten/dapp-kit-react';
import { WalletStackProvider } from '../wallet/wallet-stack';
import { GrpcWebFetchTransport, SuiGrpcClient } from '@mysten/sui/grpc';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { SuiNetwork } from '../config/env';

export function createTestClient(): SuiGrpcClient {
  // No node in unit tests: every call fails at once (as offline), without touching the network.
  return new SuiGrpcClient({
    network: 'localnet',
    transport: new GrpcWebFetchTransport({
      baseUrl: 'http://node.invalid',
      fetch: () => Promise.reject(new TypeError('no node in unit tests')),
    }),
  });
}

/** `client` lets a test answer chain reads itself (spy on `client.core`). */
export function createTestDAppKit(client: SuiGrpcClient = createTestClient()) {
  // Typed like the app's registered instance, whose networks are all of SuiNetwork.
  return createDAppKit<SuiNetwork[], SuiGrpcClient>({
    networks: ['localnet'],
    createClient: () => client,
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
    <QueryClientProvider client={queryClient}>
      <WalletStackProvider dAppKit={dAppKit}>
        <RouterProvider router={router} />
      </WalletStackProvider>
    </QueryClientProvider>,
  );
  return { ...result, router, dAppKit, queryClient };
}
