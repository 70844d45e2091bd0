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
import { LOCAL_TEST_WALLET_NAME, LocalTestWallet, type SigningRequest } from './local-test-wallet';

const USDC = 1_000_000n;

let net: RunningLocalnet;
let client: SuiGrpcClient;
let unregister: () => void;
const requests: SigningRequest[] = [];

beforeAll(async () => {
  net = await startLocalnet();
  client = new SuiGrpcClient({ network: 'localnet', baseUrl: net.url });
  localStorage.clear();
  unregister = getWallets().register(new LocalTestWallet({ clients: { 'sui:localnet': client }, storage: localStorage, approve: async (request) => (requests.push(request), true) }));
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

    // The approval showed what the node's simulation of those bytes said would leave the
    // account, and that is what left: 50 USDC, and the SUI fee with the gas (net of its rebate).
    const read = await client.core.getTransaction({ digest: result.Transaction.digest, include: { balanceChanges: true } });
    const executed = ((read.Transaction ?? read.FailedTransaction).balanceChanges ?? []).filter((c) => c.address === address).map((c) => ({ coinType: c.coinType, amount: BigInt(c.amount) }));
    const [request] = requests.filter((r) => r.kind === 'transaction');
    if (request?.kind !== 'transaction' || !request.balanceChanges) throw new Error('the approval showed no balance changes');
    expect(request.balanceChanges.map((c) => ({ coinType: c.coinType, amount: c.amount }))).toEqual(expect.arrayContaining(executed));
    expect(request.balanceChanges).toHaveLength(executed.length);
    expect(request.balanceChanges.find((c) => c.symbol === 'USDC')).toMatchObject({ decimals: 6, amount: -50n * USDC });
    expect(request.balanceChanges.find((c) => c.symbol === 'SUI')!.amount).toBeLessThan(0n);
  });
});
