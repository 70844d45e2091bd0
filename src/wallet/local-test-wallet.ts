// A wallet-standard wallet for LOCALNET BUILDS ONLY, so the product can be tried in a plain
// browser without an extension. Its Ed25519 keys live in localStorage (they guard play money on
// this machine's node, nothing else) and the localnet faucet funds each account, except one
// added "without SUI" (a newcomer's wallet, for the free bind). It holds several accounts (the
// account menu adds one through its `suil:localWallet` feature) and asks before every
// signature, with a visible Reject, as a real wallet does, so account switching and a user's
// refusal can be tried in the browser. Like a real wallet, a transaction's request shows what
// the node's simulation of the very bytes it would sign says leaves and arrives in the account,
// so an amount the app changed on the way could not go unseen.
// dapp-kit.ts loads this module through a dynamic import behind `MODE === 'localnet'`, so
// mainnet and test builds do not contain it (scripts/check-no-test-wallet.mjs verifies).
import type { InitializeArgs, InitializeResult } from '@mysten/dapp-kit-react';
import type { ClientWithCoreApi } from '@mysten/sui/client';
import { Ed25519Keypair } from '@mysten/sui/keypairs/ed25519';
import { Transaction } from '@mysten/sui/transactions';
import { formatAddress, MIST_PER_SUI, normalizeStructTag, normalizeSuiAddress, toBase64 } from '@mysten/sui/utils';
import {
  getWallets,
  ReadonlyWalletAccount,
  StandardConnect,
  StandardDisconnect,
  StandardEvents,
  SuiGetCapabilities,
  SuiSignAndExecuteTransaction,
  SuiSignPersonalMessage,
  SuiSignTransaction,
  type IdentifierArray,
  type IdentifierString,
  type StandardConnectFeature,
  type StandardConnectMethod,
  type StandardDisconnectFeature,
  type StandardDisconnectMethod,
  type StandardEventsFeature,
  type StandardEventsListeners,
  type StandardEventsOnMethod,
  type SuiGetCapabilitiesFeature,
  type SuiGetCapabilitiesMethod,
  type SuiSignAndExecuteTransactionFeature,
  type SuiSignAndExecuteTransactionMethod,
  type SuiSignPersonalMessageFeature,
  type SuiSignPersonalMessageMethod,
  type SuiSignTransactionFeature,
  type SuiSignTransactionMethod,
  type Wallet,
  WALLET_STANDARD_ERROR__USER__REQUEST_REJECTED,
  WalletStandardError,
} from '@mysten/wallet-standard';
import i18next from 'i18next';
import { formatDisplay } from '../chain/amount';
import { COIN_TYPES } from '../chain/finance-ids';
import { confirmDialog, showToast } from '../components/feedback';
import { DECIMALS } from '../config/constants';
import { env } from '../config/env';
import { LOCAL_WALLET_FEATURE, LOCAL_WALLET_FUNDED_EVENT, type LocalWalletFeature, type LocalWalletFunded } from './local-wallet-feature';
import './local-test-wallet.css';

const REQUEST_DIALOG_CLASS = 'suil-local-wallet-request';

export const LOCAL_TEST_WALLET_NAME = 'SuiL Local Wallet';
/** The keys, a JSON array of `suiprivkey1…` strings, the first account first. */
export const LOCAL_WALLET_KEYS_STORAGE = 'suil:local-wallet-keys';
/** Where a one-account version kept its key; read once, so that account and its funds stay. */
const LEGACY_KEY_STORAGE = 'suil:local-wallet-key';
/** Set while the app is authorised to see the account (connect ... disconnect). */
export const LOCAL_WALLET_AUTHORIZED_STORAGE = 'suil:local-wallet-authorized';
/**
 * Test-only switch, read only in localnet builds: '1' keeps the local wallet unregistered, so
 * end-to-end tests can see the app as a visitor without a wallet does.
 */
export const DISABLE_LOCAL_WALLET_FLAG = 'suil:disable-local-wallet';

/** The transaction intents the wallet resolves itself when it builds (the SDK's `tx.coin`, `coinWithBalance`). */
const LOCAL_WALLET_SUPPORTED_INTENTS = ['CoinWithBalance'] as const;

/** Below this balance a connect asks the faucet for more. */
export const FUND_BELOW_MIST = MIST_PER_SUI;

const ICON =
  `data:image/svg+xml;base64,${btoa(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><rect width="48" height="48" rx="12" fill="#3d7bff"/><path d="M14 18h20a2 2 0 012 2v12a2 2 0 01-2 2H14a2 2 0 01-2-2V20a2 2 0 012-2zm16 7a2 2 0 100 4 2 2 0 000-4zM16 14h14v4H16z" fill="#fff"/></svg>',
  )}` as const;

export type FundingResult = 'funded' | 'not-needed' | 'no-faucet' | 'failed';

/** How the signing account's balance of one coin changes, by the node's simulation of the bytes to sign. */
export interface AccountBalanceChange {
  coinType: string;
  /** The coin's symbol ('SUI'), or the last part of its type when the node does not know it. */
  symbol: string;
  /** The coin's decimals; null when unknown (the amount is then shown in base units). */
  decimals: number | null;
  /** Base units: negative leaves the account, positive arrives (the network fee is in SUI's). */
  amount: bigint;
}

/** What the wallet asks the user to approve before it signs. */
export type SigningRequest =
  | {
      kind: 'transaction';
      address: string;
      execute: boolean;
      /** The account's balance changes per coin; null when the node could not simulate the transaction. */
      balanceChanges: AccountBalanceChange[] | null;
    }
  | { kind: 'personalMessage'; address: string; message: Uint8Array };

/** The coins the app knows, by their normalized type. */
const KNOWN_COINS = new Map<string, { symbol: string; decimals: number }>(
  (Object.keys(COIN_TYPES) as (keyof typeof COIN_TYPES)[]).flatMap((symbol) => {
    const type = COIN_TYPES[symbol];
    return type ? [[normalizeStructTag(type), { symbol, decimals: DECIMALS[symbol] }] as const] : [];
  }),
);

/**
 * The request's text: who is asked, and for a transaction what it does to the account's
 * balances, each coin formatted as the app writes it ('-12.0031 SUI', '+4.85 SUIL').
 */
export function describeSigningRequest(request: SigningRequest): string {
  const account = formatAddress(request.address);
  if (request.kind === 'personalMessage') {
    return i18next.t('wallet.localWallet.signMessage', { account, message: new TextDecoder().decode(request.message) });
  }
  const asked = i18next.t(request.execute ? 'wallet.localWallet.signAndExecute' : 'wallet.localWallet.signTransaction', { account });
  if (request.balanceChanges === null) return `${asked}\n\n${i18next.t('wallet.localWallet.simulationFailed')}`;
  if (request.balanceChanges.length === 0) return `${asked}\n\n${i18next.t('wallet.localWallet.noBalanceChanges')}`;
  const lines = request.balanceChanges.map(({ amount, symbol, decimals }) => {
    const size = amount < 0n ? -amount : amount;
    const shown = decimals === null ? i18next.t('wallet.localWallet.baseUnits', { amount: size.toString(), coin: symbol }) : `${formatDisplay(size, decimals)} ${symbol}`;
    return `${amount < 0n ? '-' : '+'}${shown}`;
  });
  return `${asked}\n\n${i18next.t('wallet.localWallet.balanceChanges')}\n${lines.join('\n')}`;
}

export interface LocalTestWalletOptions {
  /** The client per chain (`sui:<network>`) the wallet signs for. */
  clients: Partial<Record<IdentifierString, ClientWithCoreApi>>;
  storage?: Storage;
  /** Localnet faucet endpoint (`POST { address }`); without it, funding is skipped. */
  faucetUrl?: string;
  /** Told how funding of `address` went (after an explicit connect or a new account). */
  onFunding?: (result: FundingResult, address: string) => void;
  /** Shows the request and resolves true on Approve, false on Reject. */
  approve: (request: SigningRequest) => Promise<boolean>;
  fetchImpl?: typeof fetch;
}

type LocalWalletFeatures = StandardConnectFeature &
  StandardDisconnectFeature &
  StandardEventsFeature &
  SuiGetCapabilitiesFeature &
  SuiSignTransactionFeature &
  SuiSignAndExecuteTransactionFeature &
  SuiSignPersonalMessageFeature &
  LocalWalletFeature;

export class LocalTestWallet implements Wallet {
  readonly #clients: Partial<Record<IdentifierString, ClientWithCoreApi>>;
  readonly #storage: Storage;
  readonly #faucetUrl?: string;
  readonly #onFunding?: (result: FundingResult, address: string) => void;
  readonly #approve: (request: SigningRequest) => Promise<boolean>;
  readonly #fetch: typeof fetch;
  readonly #listeners = new Set<StandardEventsListeners['change']>();
  #keypairs: Ed25519Keypair[];
  #accounts: ReadonlyWalletAccount[] = [];

  constructor(options: LocalTestWalletOptions) {
    this.#clients = options.clients;
    this.#storage = options.storage ?? localStorage;
    this.#faucetUrl = options.faucetUrl;
    this.#onFunding = options.onFunding;
    this.#approve = options.approve;
    this.#fetch = options.fetchImpl ?? ((...args) => fetch(...args));
    this.#keypairs = this.#loadKeypairs();
    // A page reload keeps an earlier authorisation, so dApp Kit's auto-connect finds the accounts.
    if (this.#keypairs.length > 0 && this.#storage.getItem(LOCAL_WALLET_AUTHORIZED_STORAGE) === '1') {
      this.#accounts = this.#keypairs.map((keypair) => this.#accountFor(keypair));
    }
  }

  get version() {
    return '1.0.0' as const;
  }

  get name() {
    return LOCAL_TEST_WALLET_NAME;
  }

  get id() {
    return 'suil-local-test-wallet';
  }

  get icon() {
    return ICON;
  }

  get chains(): IdentifierArray {
    return Object.keys(this.#clients) as IdentifierArray;
  }

  get accounts(): readonly ReadonlyWalletAccount[] {
    return this.#accounts;
  }

  get features(): LocalWalletFeatures {
    return {
      [StandardConnect]: { version: '1.0.0', connect: this.#connect },
      [StandardDisconnect]: { version: '1.0.0', disconnect: this.#disconnect },
      [StandardEvents]: { version: '1.0.0', on: this.#on },
      [SuiGetCapabilities]: { version: '1.0.0', getCapabilities: this.#getCapabilities },
      [SuiSignTransaction]: { version: '2.0.0', signTransaction: this.#signTransaction },
      [SuiSignAndExecuteTransaction]: { version: '2.0.0', signAndExecuteTransaction: this.#signAndExecuteTransaction },
      [SuiSignPersonalMessage]: { version: '1.1.0', signPersonalMessage: this.#signPersonalMessage },
      [LOCAL_WALLET_FEATURE]: { version: '1.0.0', addAccount: this.#addAccount },
    };
  }

  /** Asks the faucet for SUI when the account is short of it. Never throws. */
  async fund(address: string): Promise<FundingResult> {
    if (!this.#faucetUrl) return 'no-faucet';
    try {
      const client = Object.values(this.#clients)[0];
      if (client) {
        const { balance } = await client.core.getBalance({ owner: address });
        if (BigInt(balance.balance) >= FUND_BELOW_MIST) return 'not-needed';
      }
      const response = await this.#fetch(this.#faucetUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ address }),
      });
      return response.ok ? 'funded' : 'failed';
    } catch {
      return 'failed';
    }
  }

  #loadKeypairs(): Ed25519Keypair[] {
    let secrets: unknown;
    try {
      secrets = JSON.parse(this.#storage.getItem(LOCAL_WALLET_KEYS_STORAGE) ?? 'null');
    } catch {
      secrets = null;
    }
    if (!Array.isArray(secrets)) {
      const legacy = this.#storage.getItem(LEGACY_KEY_STORAGE);
      secrets = legacy ? [legacy] : [];
    }
    const keypairs: Ed25519Keypair[] = [];
    for (const secret of secrets as unknown[]) {
      try {
        if (typeof secret === 'string') keypairs.push(Ed25519Keypair.fromSecretKey(secret));
      } catch {
        // A damaged key is dropped rather than blocking the wallet.
      }
    }
    return keypairs;
  }

  #addKeypair(): Ed25519Keypair {
    const keypair = new Ed25519Keypair();
    this.#keypairs = [...this.#keypairs, keypair];
    this.#storage.setItem(LOCAL_WALLET_KEYS_STORAGE, JSON.stringify(this.#keypairs.map((k) => k.getSecretKey())));
    this.#storage.removeItem(LEGACY_KEY_STORAGE);
    return keypair;
  }

  /** Funding runs in the background: a connection or a new account must not wait on the faucet. */
  #fundInBackground(address: string): void {
    void this.fund(address).then((result) => this.#onFunding?.(result, address));
  }

  #accountFor(keypair: Ed25519Keypair): ReadonlyWalletAccount {
    return new ReadonlyWalletAccount({
      address: keypair.toSuiAddress(),
      publicKey: keypair.getPublicKey().toSuiBytes(),
      chains: this.chains,
      // No label: the short address is what a tester needs to tell accounts apart.
      features: [SuiSignTransaction, SuiSignAndExecuteTransaction, SuiSignPersonalMessage],
    });
  }

  #setAccounts(accounts: ReadonlyWalletAccount[]) {
    this.#accounts = accounts;
    for (const listener of this.#listeners) listener({ accounts });
  }

  #keypairFor(address: string): Ed25519Keypair {
    const keypair = this.#accounts.some((account) => account.address === address)
      ? this.#keypairs.find((k) => k.toSuiAddress() === address)
      : undefined;
    if (!keypair) throw new Error(`No account with address ${address} is connected to ${LOCAL_TEST_WALLET_NAME}.`);
    return keypair;
  }

  /** Asks the user; a Reject is the wallet-standard rejection every wallet reports. */
  async #ask(request: SigningRequest): Promise<void> {
    if (!(await this.#approve(request))) throw new WalletStandardError(WALLET_STANDARD_ERROR__USER__REQUEST_REJECTED);
  }

  #clientFor(chain: IdentifierString): ClientWithCoreApi {
    const client = this.#clients[chain];
    if (!client) throw new Error(`${LOCAL_TEST_WALLET_NAME} does not support the chain "${chain}".`);
    return client;
  }

  #on: StandardEventsOnMethod = (event, listener) => {
    if (event !== 'change') return () => {};
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  /**
   * Like a full wallet, it resolves the SDK's balance intents itself when it builds (from the
   * account's coins and address balance at signing time), so dApp Kit hands them over unresolved.
   */
  #getCapabilities: SuiGetCapabilitiesMethod = async () => ({ supportedIntents: [...LOCAL_WALLET_SUPPORTED_INTENTS] });

  #connect: StandardConnectMethod = async (input) => {
    if (input?.silent) return { accounts: this.accounts };
    if (this.#keypairs.length === 0) this.#addKeypair();
    this.#storage.setItem(LOCAL_WALLET_AUTHORIZED_STORAGE, '1');
    this.#setAccounts(this.#keypairs.map((keypair) => this.#accountFor(keypair)));
    this.#fundInBackground(this.#accounts[0].address);
    return { accounts: this.accounts };
  };

  /** A new account, shared with the connected app at once and funded by the faucet unless told not to. */
  #addAccount: LocalWalletFeature[typeof LOCAL_WALLET_FEATURE]['addAccount'] = async (options) => {
    if (this.#accounts.length === 0) throw new Error(`No account is connected to ${LOCAL_TEST_WALLET_NAME}.`);
    const account = this.#accountFor(this.#addKeypair());
    this.#setAccounts([...this.#accounts, account]);
    if (options?.fund !== false) this.#fundInBackground(account.address);
    return { address: account.address };
  };

  #disconnect: StandardDisconnectMethod = async () => {
    this.#storage.removeItem(LOCAL_WALLET_AUTHORIZED_STORAGE);
    this.#setAccounts([]);
  };

  /**
   * What the node's simulation of `bytes` says leaves and arrives in `address`, per coin;
   * null when it could not simulate them (the request then says so).
   */
  async #balanceChanges(client: ClientWithCoreApi, bytes: Uint8Array, address: string): Promise<AccountBalanceChange[] | null> {
    let changes: { coinType: string; address: string; amount: string }[];
    try {
      const result = await client.core.simulateTransaction({ transaction: bytes, include: { balanceChanges: true } });
      const simulated = result.Transaction ?? result.FailedTransaction;
      if (!simulated.status.success) return null;
      changes = simulated.balanceChanges ?? [];
    } catch {
      return null;
    }
    const own = changes.filter((change) => normalizeSuiAddress(change.address) === normalizeSuiAddress(address) && BigInt(change.amount) !== 0n);
    return Promise.all(
      own.map(async ({ coinType, amount }) => {
        const known = KNOWN_COINS.get(normalizeStructTag(coinType)) ?? (await this.#coinMetadata(client, coinType));
        return { coinType, symbol: known?.symbol ?? coinType.split('::').at(-1) ?? coinType, decimals: known?.decimals ?? null, amount: BigInt(amount) };
      }),
    );
  }

  async #coinMetadata(client: ClientWithCoreApi, coinType: string): Promise<{ symbol: string; decimals: number } | null> {
    try {
      const { coinMetadata } = await client.core.getCoinMetadata({ coinType });
      return coinMetadata ? { symbol: coinMetadata.symbol, decimals: coinMetadata.decimals } : null;
    } catch {
      return null;
    }
  }

  async #build(input: Parameters<SuiSignTransactionMethod>[0]): Promise<{ bytes: Uint8Array; keypair: Ed25519Keypair; client: ClientWithCoreApi }> {
    input.signal?.throwIfAborted();
    const keypair = this.#keypairFor(input.account.address);
    const client = this.#clientFor(input.chain);
    // Transaction.from brings the SDK's own resolver for balance intents; build resolves them
    // (and gas) against the node.
    const transaction = Transaction.from(await input.transaction.toJSON());
    transaction.setSenderIfNotSet(input.account.address);
    const bytes = await transaction.build({ client });
    return { bytes, keypair, client };
  }

  #signTransaction: SuiSignTransactionMethod = async (input) => {
    const { bytes, keypair, client } = await this.#build(input);
    const balanceChanges = await this.#balanceChanges(client, bytes, input.account.address);
    await this.#ask({ kind: 'transaction', address: input.account.address, execute: false, balanceChanges });
    return keypair.signTransaction(bytes);
  };

  #signAndExecuteTransaction: SuiSignAndExecuteTransactionMethod = async (input) => {
    const { bytes, keypair, client } = await this.#build(input);
    const balanceChanges = await this.#balanceChanges(client, bytes, input.account.address);
    await this.#ask({ kind: 'transaction', address: input.account.address, execute: true, balanceChanges });
    const { signature } = await keypair.signTransaction(bytes);
    const result = await client.core.executeTransaction({
      transaction: bytes,
      signatures: [signature],
      include: { effects: true },
    });
    const executed = result.Transaction ?? result.FailedTransaction;
    if (!executed.effects.bcs) throw new Error('Could not parse effects from transaction result.');
    return {
      bytes: toBase64(bytes),
      signature,
      digest: executed.digest,
      effects: toBase64(executed.effects.bcs),
    };
  };

  #signPersonalMessage: SuiSignPersonalMessageMethod = async ({ message, account }) => {
    const keypair = this.#keypairFor(account.address);
    await this.#ask({ kind: 'personalMessage', address: account.address, message });
    return keypair.signPersonalMessage(message);
  };
}

const FUNDING_TOASTS: Partial<Record<FundingResult, { key: string; kind: 'success' | 'fail' }>> = {
  funded: { key: 'wallet.localWallet.funded', kind: 'success' },
  failed: { key: 'wallet.localWallet.fundingFailed', kind: 'fail' },
};

function localStorageOrNull(): Storage | null {
  try {
    return localStorage;
  } catch {
    return null;
  }
}

/** dApp Kit wallet initializer body: registers the wallet unless the test-only switch is set. */
export function registerLocalTestWallet({ networks, getClient }: InitializeArgs): InitializeResult {
  const storage = localStorageOrNull();
  if (!storage || storage.getItem(DISABLE_LOCAL_WALLET_FLAG) === '1') return { unregister: () => {} };
  const clients = Object.fromEntries(networks.map((network) => [`sui:${network}`, getClient(network)]));
  const wallet = new LocalTestWallet({
    clients,
    storage,
    faucetUrl: env.faucetUrl,
    onFunding: (result, address) => {
      const toast = FUNDING_TOASTS[result];
      if (toast) showToast(i18next.t(toast.key), toast.kind);
      // The app reads the new balance (the bind screen offers the paid bind once there is SUI).
      if (result === 'funded') window.dispatchEvent(new CustomEvent<LocalWalletFunded>(LOCAL_WALLET_FUNDED_EVENT, { detail: { address } }));
    },
    approve: (request) =>
      confirmDialog({
        title: i18next.t('wallet.localWallet.requestTitle'),
        message: describeSigningRequest(request),
        confirmText: i18next.t('wallet.localWallet.approve'),
        cancelText: i18next.t('wallet.localWallet.reject'),
        // A real wallet asks in its own window: the app's blocking 'Signing…' toast must not
        // take the clicks from this dialog (local-test-wallet.css).
        className: REQUEST_DIALOG_CLASS,
      }),
  });
  return { unregister: getWallets().register(wallet) };
}
