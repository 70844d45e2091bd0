// The one dApp Kit instance: the app's network, the shared gRPC client, the Slush web wallet,
// auto-connect, and (in localnet builds only) the local test wallet. Loaded after the first
// paint through wallet-stack.tsx, never imported statically by the boot path.
import { createDAppKit, type WalletInitializer } from '@mysten/dapp-kit-react';
import { env } from '../config/env';
import { getSuiClient } from '../chain/client';
import { WALLET_CONNECTION_STORAGE_KEY } from './remembered-wallet';

/** The app name the Slush web wallet shows when asking the user to approve a connection. */
export const APP_NAME = 'SuiL';

function localTestWalletInitializers(): WalletInitializer[] {
  // `import.meta.env.MODE` is a build-time constant: in mainnet and test builds this branch
  // is dead code, so the bundler drops the dynamic import and the test wallet with it
  // (scripts/check-no-test-wallet.mjs checks the built files).
  if (import.meta.env.MODE !== 'localnet') return [];
  return [
    {
      id: 'suil-local-test-wallet',
      async initialize(args) {
        const { registerLocalTestWallet } = await import('./local-test-wallet');
        return registerLocalTestWallet(args);
      },
    },
  ];
}

export const dAppKit = createDAppKit({
  networks: [env.network],
  defaultNetwork: env.network,
  createClient: () => getSuiClient(),
  autoConnect: true,
  storageKey: WALLET_CONNECTION_STORAGE_KEY,
  slushWalletConfig: { appName: APP_NAME },
  walletInitializers: localTestWalletInitializers(),
});

declare module '@mysten/dapp-kit-react' {
  interface Register {
    dAppKit: typeof dAppKit;
  }
}
