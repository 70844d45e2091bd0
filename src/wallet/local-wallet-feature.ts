// The local test wallet's own wallet-standard feature (localnet builds only): add an account.
// The account menu offers it when the connected wallet has it; src/wallet/local-test-wallet.ts
// implements it. Code that uses it sits behind `import.meta.env.MODE === 'localnet'`, so
// mainnet and test builds drop that code (their source maps still carry this file).
export const LOCAL_WALLET_FEATURE = 'suil:localWallet';

export type LocalWalletFeature = {
  readonly [LOCAL_WALLET_FEATURE]: {
    readonly version: '1.0.0';
    /**
     * Creates an account, shares it with the app and has the faucet fund it; `fund: false`
     * leaves it without SUI (a newcomer's wallet: the free bind can be tried with it).
     */
    addAccount(options?: { fund?: boolean }): Promise<{ address: string }>;
  };
};

/** A window event: the faucet funded one of the local test wallet's accounts. */
export const LOCAL_WALLET_FUNDED_EVENT = 'suil:local-wallet-funded';

export interface LocalWalletFunded {
  address: string;
}
