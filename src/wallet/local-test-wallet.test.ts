import type { ClientWithCoreApi } from '@mysten/sui/client';
import { Transaction } from '@mysten/sui/transactions';
import { fromBase64, toBase64 } from '@mysten/sui/utils';
import { verifyPersonalMessageSignature, verifyTransactionSignature } from '@mysten/sui/verify';
import { isWalletStandardError, type StandardEventsListeners, WALLET_STANDARD_ERROR__USER__REQUEST_REJECTED } from '@mysten/wallet-standard';
import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('../config/env', () => ({ env: { network: 'localnet', faucetUrl: 'http://127.0.0.1:9000/faucet' } }));
vi.mock('../components/feedback', () => ({ showToast: vi.fn() }));

const { LocalTestWallet, LOCAL_WALLET_KEYS_STORAGE, FUND_BELOW_MIST, describeSigningRequest } = await import('./local-test-wallet');
type SigningRequest = import('./local-test-wallet').SigningRequest;

const CHAIN = 'sui:localnet';

/** A client for offline use: building a fully specified transaction must not call the node. */
function offlineClient(balance = 0n): ClientWithCoreApi {
  return {
    network: 'localnet',
    core: {
      getBalance: vi.fn(async () => ({ balance: { balance: balance.toString() } })),
    },
  } as unknown as ClientWithCoreApi;
}

function createWallet(
  options: { balance?: bigint; fetchImpl?: typeof fetch; faucetUrl?: string; approve?: (request: SigningRequest) => Promise<boolean> } = {},
) {
  return new LocalTestWallet({
    clients: { [CHAIN]: offlineClient(options.balance) },
    storage: localStorage,
    faucetUrl: options.faucetUrl,
    fetchImpl: options.fetchImpl,
    approve: options.approve ?? (async () => true),
  });
}

function resolvedTransaction(sender: string): Transaction {
  const tx = new Transaction();
  const [coin] = tx.splitCoins(tx.gas, [1000n]);
  tx.transferObjects([coin], '0x2');
  tx.setSender(sender);
  tx.setGasPrice(1000);
  tx.setGasBudget(10_000_000);
  tx.setGasPayment([{ objectId: '0x' + '1'.repeat(64), version: '1', digest: '11111111111111111111111111111111' }]);
  return tx;
}

describe('LocalTestWallet', () => {
  beforeEach(() => localStorage.clear());

  it('shares no account until connected, then keeps its key across instances', async () => {
    const wallet = createWallet();
    const silent = await wallet.features['standard:connect'].connect({ silent: true });
    expect(silent.accounts).toHaveLength(0);

    const { accounts } = await wallet.features['standard:connect'].connect();
    expect(accounts).toHaveLength(1);
    expect(accounts[0].chains).toEqual([CHAIN]);
    expect(JSON.parse(localStorage.getItem(LOCAL_WALLET_KEYS_STORAGE)!)).toEqual([expect.stringMatching(/^suiprivkey1/)]);

    // A reload: the stored key and authorisation give the same account without a prompt.
    const reloaded = createWallet();
    expect(reloaded.accounts.map((a) => a.address)).toEqual([accounts[0].address]);
  });

  it('reports account changes and forgets the authorisation on disconnect', async () => {
    const wallet = createWallet();
    const seen: number[] = [];
    const listener: StandardEventsListeners['change'] = ({ accounts }) => seen.push(accounts?.length ?? -1);
    const off = wallet.features['standard:events'].on('change', listener);
    await wallet.features['standard:connect'].connect();
    await wallet.features['standard:disconnect'].disconnect();
    off();
    expect(seen).toEqual([1, 0]);
    expect(createWallet().accounts).toHaveLength(0);
  });

  it('signs a personal message that verifies for its address', async () => {
    const wallet = createWallet();
    const [account] = (await wallet.features['standard:connect'].connect()).accounts;
    const message = new TextEncoder().encode('Sign in to SuiL.');
    const signed = await wallet.features['sui:signPersonalMessage'].signPersonalMessage({ message, account, chain: CHAIN });
    expect(fromBase64(signed.bytes)).toEqual(message);
    const publicKey = await verifyPersonalMessageSignature(message, signed.signature, { address: account.address });
    expect(publicKey.toSuiAddress()).toBe(account.address);
  });

  it('signs a transaction that verifies for its address', async () => {
    const wallet = createWallet();
    const [account] = (await wallet.features['standard:connect'].connect()).accounts;
    const tx = resolvedTransaction(account.address);
    const signed = await wallet.features['sui:signTransaction'].signTransaction({
      transaction: { toJSON: () => tx.toJSON() },
      account,
      chain: CHAIN,
    });
    const bytes = fromBase64(signed.bytes);
    const publicKey = await verifyTransactionSignature(bytes, signed.signature, { address: account.address });
    expect(publicKey.toSuiAddress()).toBe(account.address);
  });

  it('refuses to sign for an account it did not share', async () => {
    const wallet = createWallet();
    const [account] = (await wallet.features['standard:connect'].connect()).accounts;
    await wallet.features['standard:disconnect'].disconnect();
    await expect(
      wallet.features['sui:signPersonalMessage'].signPersonalMessage({ message: new Uint8Array([1]), account }),
    ).rejects.toThrow(/No account with address/);
  });

  it('asks the faucet only when the balance is low, and reports failures', async () => {
    const calls: { url: string; body: unknown }[] = [];
    const ok = (async (url: string, init?: RequestInit) => {
      calls.push({ url, body: JSON.parse(String(init?.body)) });
      return new Response('{}', { status: 200 });
    }) as typeof fetch;

    const poor = createWallet({ faucetUrl: 'http://faucet/gas', fetchImpl: ok, balance: 0n });
    expect(await poor.fund('0xabc')).toBe('funded');
    expect(calls).toEqual([{ url: 'http://faucet/gas', body: { address: '0xabc' } }]);

    const rich = createWallet({ faucetUrl: 'http://faucet/gas', fetchImpl: ok, balance: FUND_BELOW_MIST });
    expect(await rich.fund('0xabc')).toBe('not-needed');
    expect(calls).toHaveLength(1);

    const refused = (async () => new Response('no', { status: 500 })) as typeof fetch;
    expect(await createWallet({ faucetUrl: 'http://faucet/gas', fetchImpl: refused }).fund('0xabc')).toBe('failed');
    expect(await createWallet().fund('0xabc')).toBe('no-faucet');
  });

  it('adds accounts, shares them at once, keeps them across a reload and signs with each', async () => {
    const wallet = createWallet();
    const seen: string[][] = [];
    wallet.features['standard:events'].on('change', ({ accounts }) => seen.push((accounts ?? []).map((a) => a.address)));
    const [first] = (await wallet.features['standard:connect'].connect()).accounts;
    const { address } = await wallet.features['suil:localWallet'].addAccount();
    expect(address).not.toBe(first.address);
    expect(wallet.accounts.map((a) => a.address)).toEqual([first.address, address]);
    expect(seen.at(-1)).toEqual([first.address, address]);

    const reloaded = createWallet();
    expect(reloaded.accounts.map((a) => a.address)).toEqual([first.address, address]);
    const message = new TextEncoder().encode('hello');
    const signed = await reloaded.features['sui:signPersonalMessage'].signPersonalMessage({ message, account: reloaded.accounts[1], chain: CHAIN });
    expect((await verifyPersonalMessageSignature(message, signed.signature, { address })).toSuiAddress()).toBe(address);
  });

  it('adds an account without SUI on request: the faucet funds the others, never that one', async () => {
    const funded: string[] = [];
    const fetchImpl = (async (_url: string, init?: RequestInit) => {
      funded.push((JSON.parse(String(init?.body)) as { address: string }).address);
      return new Response('{}', { status: 200 });
    }) as typeof fetch;
    const wallet = createWallet({ faucetUrl: 'http://faucet/gas', fetchImpl });
    const [first] = (await wallet.features['standard:connect'].connect()).accounts;
    const { address: newcomer } = await wallet.features['suil:localWallet'].addAccount({ fund: false });
    const { address: other } = await wallet.features['suil:localWallet'].addAccount();
    // Funding runs in the background, in the order the accounts came: the newcomer's would come before the other's.
    await vi.waitFor(() => expect([...funded].sort()).toEqual([first.address, other].sort()));
    expect(wallet.accounts.map((a) => a.address)).toEqual([first.address, newcomer, other]);
  });

  it("signs a sponsored transaction's bytes as they are, gas owner and empty payment included (the free bind)", async () => {
    const wallet = createWallet();
    const [account] = (await wallet.features['standard:connect'].connect()).accounts;
    const tx = new Transaction();
    tx.moveCall({ target: '0x2::address::to_u256', arguments: [tx.pure.address('0x2')] });
    tx.setSender(account.address);
    tx.setGasOwner('0x' + '5'.repeat(64));
    tx.setGasPayment([]);
    tx.setGasPrice(1000);
    tx.setGasBudget(5_000_000);
    tx.setExpiration({ ValidDuring: { minEpoch: '0', maxEpoch: '1', minTimestamp: null, maxTimestamp: null, chain: '4btiuiMPvEENsttpZC7CZ53DruC3MAgfznDbASZ7DR6S', nonce: 7 } });
    const issued = await tx.build();
    const signed = await wallet.features['sui:signTransaction'].signTransaction({ transaction: { toJSON: () => Transaction.from(issued).toJSON() }, account, chain: CHAIN });
    expect(signed.bytes).toBe(toBase64(issued));
    expect((await verifyTransactionSignature(issued, signed.signature, { address: account.address })).toSuiAddress()).toBe(account.address);
  });

  it('adds no account before the app is connected', async () => {
    await expect(createWallet().features['suil:localWallet'].addAccount()).rejects.toThrow(/No account is connected/);
  });

  it('keeps the account of a one-key version', async () => {
    const legacy = new (await import('@mysten/sui/keypairs/ed25519')).Ed25519Keypair();
    localStorage.setItem('suil:local-wallet-key', legacy.getSecretKey());
    const [account] = (await createWallet().features['standard:connect'].connect()).accounts;
    expect(account.address).toBe(legacy.toSuiAddress());
  });

  it("shows what the node's simulation of the very bytes it signs says leaves and arrives in the account, as the app writes amounts", async () => {
    const requests: SigningRequest[] = [];
    const simulated: Uint8Array[] = [];
    let account = '';
    const client = {
      network: 'localnet',
      core: {
        simulateTransaction: vi.fn(async ({ transaction }: { transaction: Uint8Array }) => {
          simulated.push(transaction);
          return {
            $kind: 'Transaction',
            Transaction: {
              status: { success: true, error: null },
              balanceChanges: [
                { address: account, coinType: '0x2::sui::SUI', amount: '-12003104876' },
                { address: '0x' + '9'.repeat(64), coinType: '0x2::sui::SUI', amount: '12000000000' },
                { address: account, coinType: '0xf00::foo::FOO', amount: '485' },
                { address: account, coinType: '0xba2::bar::BAR', amount: '-7' },
              ],
            },
          };
        }),
        getCoinMetadata: vi.fn(async ({ coinType }: { coinType: string }) => ({
          coinMetadata: coinType === '0xf00::foo::FOO' ? { symbol: 'FOO', decimals: 2 } : null,
        })),
      },
    } as unknown as ClientWithCoreApi;
    const wallet = new LocalTestWallet({ clients: { [CHAIN]: client }, storage: localStorage, approve: async (request) => (requests.push(request), true) });
    const [connected] = (await wallet.features['standard:connect'].connect()).accounts;
    account = connected.address;
    const tx = resolvedTransaction(account);
    const signed = await wallet.features['sui:signTransaction'].signTransaction({ transaction: { toJSON: () => tx.toJSON() }, account: connected, chain: CHAIN });
    // The simulation was of exactly the bytes signed.
    expect(simulated).toEqual([fromBase64(signed.bytes)]);
    const [request] = requests;
    expect(request).toMatchObject({
      kind: 'transaction',
      balanceChanges: [
        { symbol: 'SUI', decimals: 9, amount: -12_003_104_876n },
        { symbol: 'FOO', decimals: 2, amount: 485n },
        { symbol: 'BAR', decimals: null, amount: -7n },
      ],
    });
    expect(describeSigningRequest(request!).split('\n')).toEqual([
      `Account ${account.slice(0, 6)}…${account.slice(-4)} is asked to sign a transaction.`,
      '',
      'Balance changes of this account, network fee included (simulated):',
      '-12.0031 SUI',
      '+4.85 FOO',
      '-7 BAR (in base units)',
    ]);
  });

  it('says when the transaction could not be simulated, and when it changes no balance of the account', () => {
    const base = { kind: 'transaction', address: '0x' + '1'.repeat(64), execute: true } as const;
    expect(describeSigningRequest({ ...base, balanceChanges: null })).toMatch(/\n\nThe transaction could not be simulated: its effect on your balances is unknown, and it may fail\.$/);
    expect(describeSigningRequest({ ...base, balanceChanges: [] })).toMatch(/^Account .* is asked to sign and send a transaction\.\n\nThe simulation shows no change to this account's balances\.$/);
  });

  it('asks before every signature and reports a Reject as the wallet-standard rejection, signing nothing', async () => {
    const requests: SigningRequest[] = [];
    let answer = false;
    const wallet = createWallet({ approve: async (request) => (requests.push(request), answer) });
    const [account] = (await wallet.features['standard:connect'].connect()).accounts;
    const message = new TextEncoder().encode('Sign in to SuiL.');

    const rejected = await wallet.features['sui:signPersonalMessage'].signPersonalMessage({ message, account, chain: CHAIN }).catch((e: unknown) => e);
    expect(isWalletStandardError(rejected, WALLET_STANDARD_ERROR__USER__REQUEST_REJECTED)).toBe(true);
    expect(requests).toEqual([{ kind: 'personalMessage', address: account.address, message }]);

    const tx = resolvedTransaction(account.address);
    const input = { transaction: { toJSON: () => tx.toJSON() }, account, chain: CHAIN } as const;
    const rejectedTx = await wallet.features['sui:signTransaction'].signTransaction(input).catch((e: unknown) => e);
    expect(isWalletStandardError(rejectedTx, WALLET_STANDARD_ERROR__USER__REQUEST_REJECTED)).toBe(true);
    // This offline node cannot simulate: the request says its effect on the balances is unknown.
    expect(requests.at(-1)).toEqual({ kind: 'transaction', address: account.address, execute: false, balanceChanges: null });

    answer = true;
    const signed = await wallet.features['sui:signTransaction'].signTransaction(input);
    expect((await verifyTransactionSignature(fromBase64(signed.bytes), signed.signature, { address: account.address })).toSuiAddress()).toBe(account.address);
    expect(requests).toHaveLength(3);
  });
});
