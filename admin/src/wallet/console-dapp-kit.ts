// The console's own dApp Kit instance: the mode's network and first node, the Slush web wallet,
// and in localnet builds the local test wallet (its signing requests asked in an Ant Design
// dialog). Its wallet connection is remembered apart from the app's.
import { createDAppKit, type WalletInitializer } from '@mysten/dapp-kit-react';
import { SuiGrpcClient } from '@mysten/sui/grpc';
import { consoleEnv } from '../config.ts';

export const CONSOLE_WALLET_STORAGE_KEY = 'suil:admin-wallet-connection';

function localTestWalletInitializers(): WalletInitializer[] {
  // A build-time constant: mainnet and test builds drop the local test wallet.
  if (import.meta.env.MODE !== 'localnet') return [];
  return [
    {
      id: 'suil-local-test-wallet',
      async initialize(args) {
        const { registerConsoleTestWallet } = await import('./console-test-wallet.tsx');
        return registerConsoleTestWallet(args);
      },
    },
  ];
}

/**
 * On localnet, the role of each local console account by address (the sign-in page says which is
 * the operator and which the approver); none in other builds, which carry neither the wallet nor
 * its accounts.
 */
export async function localConsoleRoles(): Promise<ReadonlyMap<string, string>> {
  if (import.meta.env.MODE !== 'localnet') return new Map();
  return (await import('./console-test-wallet.tsx')).LOCAL_CONSOLE_ROLES;
}

let client: SuiGrpcClient | undefined;

export const consoleDAppKit = createDAppKit({
  networks: [consoleEnv.network],
  defaultNetwork: consoleEnv.network,
  createClient: () => (client ??= new SuiGrpcClient({ network: consoleEnv.network, baseUrl: consoleEnv.node })),
  autoConnect: true,
  storageKey: CONSOLE_WALLET_STORAGE_KEY,
  slushWalletConfig: { appName: 'SuiL operator console' },
  walletInitializers: localTestWalletInitializers(),
});

/** The console's wallet, as the auth provider sees it. */
export const consoleWallet = {
  currentAddress: () => consoleDAppKit.stores.$connection.get().account?.address ?? null,
  async signPersonalMessage(message: Uint8Array) {
    const account = consoleDAppKit.stores.$connection.get().account;
    if (!account) throw new Error('no wallet connected');
    return consoleDAppKit.signPersonalMessage({ message, account });
  },
};
