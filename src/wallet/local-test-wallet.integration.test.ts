// The local test wallet against a real node, through a real dApp Kit: it declares that it
// resolves the SDK's balance intents, so dApp Kit hands the app's transactions over with their
// intents unresolved, and the wallet builds them from the account's funds and executes them.
import { createDAppKit } from '@mysten/dapp-kit-react';
import { SuiGrpcClient } from '@mysten/sui/grpc';
import { getWallets } from '@mysten/wallet-standard';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COIN_TYPES } from '../chain/finance-ids';
import { fund, type RunningLocalnet, startLocalnet } from '../test/localnet-for-test';
import { buildTopupUsdcTx } from '../chain/transactions';
import { LOCAL_TEST_WALLET_NAME, LocalTestWallet } from './local-test-wallet';

const USDC = 1_000_000n;

let net: RunningLocalnet;
let client: SuiGrpcClient;
let unregister: () => void;

beforeAll(async () => {
  net = await startLocalnet();
  client = new SuiGrpcClient({ network: 'localnet', baseUrl: net.url });
  localStorage.clear();
  unregister = getWallets().register(new LocalTestWallet({ clients: { 'sui:localnet': client }, storage: localStorage, approve: async () => true }));
});

afterAll(async () => {
  unregister?.();
  await net?.close();
});

async function usdcOf(owner: string): Promise<bigint> {
  return BigInt((await client.core.getBalance({ owner, coinType: COIN_TYPES.USDC })).balance.balance);
}

describe('LocalTestWallet with dApp Kit on localnet', () => {
  it('receives balance intents unresolved, resolves them from the account when it builds, and executes', async () => {
    const dAppKit = createDAppKit({ networks: ['localnet'], createClient: () => client, autoConnect: false, slushWalletConfig: null, storage: null });
    const wallet = dAppKit.stores.$wallets.get().find((w) => w.name === LOCAL_TEST_WALLET_NAME);
    if (!wallet) throw new Error('the local test wallet did not register');
    const { accounts } = await dAppKit.connectWallet({ wallet });
    const address = accounts[0]!.address;
    // dApp Kit read the capability: it will not resolve CoinWithBalance before the wallet does.
    expect(dAppKit.stores.$connection.get().supportedIntents).toEqual(['CoinWithBalance']);
    await fund(net.url, address);
    const before = await usdcOf(address);

    const result = await dAppKit.signAndExecuteTransaction({ transaction: buildTopupUsdcTx({ amount: 50n * USDC, fee: 10_000_000n }) });
    if (result.$kind !== 'Transaction') throw new Error(`failed: ${JSON.stringify(result.FailedTransaction.status)}`);
    await client.waitForTransaction({ digest: result.Transaction.digest });
    expect(await usdcOf(address)).toBe(before - 50n * USDC);
  });
});
