// @vitest-environment node
// Views on the chain's own time, against a real node: the clock read and the position and
// unstakeable views fed from it (and from the position's principal) in ONE simulated
// transaction, so a screen's figures follow the chain's clock, which localnet tests move
// forward, rather than the device's. Also the pool rates and lock read in one request.
import type { SuiGrpcClient } from '@mysten/sui/grpc';
import { Ed25519Keypair } from '@mysten/sui/keypairs/ed25519';
import type { Transaction } from '@mysten/sui/transactions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advanceClock, DEV_ROOT_ADDRESS, type LocalnetForTest, startLocalnetForTest } from '../test/localnet-for-test';
import { buildBindInviterTx, buildStakeTx } from './transactions';
import { clockNowView, positionView, readLiquidityConfig, readViews, unstakeableView, viewResult } from './views';

const SUI = 1_000_000_000n;
const DAY_MS = 86_400_000;

let net: LocalnetForTest;
let client: SuiGrpcClient;
let user: Ed25519Keypair;

beforeAll(async () => {
  net = await startLocalnetForTest();
  ({ client, user } = net);
});

afterAll(async () => {
  await net?.close();
});

async function execute(tx: Transaction) {
  tx.setSenderIfNotSet(user.toSuiAddress());
  const result = await client.signAndExecuteTransaction({ transaction: tx, signer: user, include: { effects: true } });
  if (result.$kind !== 'Transaction') throw new Error('transaction failed');
  await client.waitForTransaction({ digest: result.Transaction.digest });
}

/** What a liquidity screen reads: the chain's now, the position at that time, and whether all of it may be unstaked then. */
function positionOnChainTime(address: string) {
  return [clockNowView(), positionView(address, viewResult(0)), unstakeableView(viewResult(1, 0), viewResult(0))] as const;
}

describe('views on the chain clock', () => {
  it('read the rates and the lock in one request', async () => {
    const before = net.requests;
    const config = await readLiquidityConfig(client);
    expect(net.requests - before).toBe(1);
    expect(config).toMatchObject({ minStake: 20n * SUI, releaseRate: 100n, claimHrRate: 300n, unstakeHrRate: 200n, lockMs: BigInt(7 * DAY_MS) });
  });

  it('follow the chain clock for income and the lock, in one request', async () => {
    const address = user.toSuiAddress();
    await execute(buildBindInviterTx({ inviter: DEV_ROOT_ADDRESS }));
    await execute(buildStakeTx({ amount: 20n * SUI }));

    let before = net.requests;
    const [now0, fresh, unstakeable0] = await readViews(client, address, positionOnChainTime(address));
    expect(net.requests - before).toBe(1);
    expect(fresh.principal).toBe(20n * SUI);
    expect(fresh.startMs).toBeLessThanOrEqual(now0);
    expect(unstakeable0).toBe(false);

    // The device clock stays where it is; the chain's moves a day on.
    const chainNow = await advanceClock(net.url, DAY_MS);
    before = net.requests;
    const [now1, dayLater, unstakeable1] = await readViews(client, address, positionOnChainTime(address));
    expect(net.requests - before).toBe(1);
    expect(now1).toBeGreaterThanOrEqual(chainNow);
    // 1 % of 20 SUI per day = 0.2 SUIL, give or take the ms between the reads.
    expect(dayLater.pending).toBeGreaterThanOrEqual((20n * SUI * 100n) / 10_000n);
    expect(unstakeable1).toBe(false);

    await advanceClock(net.url, 6 * DAY_MS);
    const [, , unstakeable7] = await readViews(client, address, positionOnChainTime(address));
    expect(unstakeable7).toBe(true);
  });

  it('read an empty position and nothing to unstake for an address without one', async () => {
    const stranger = new Ed25519Keypair().toSuiAddress();
    const [, position, unstakeable] = await readViews(client, stranger, positionOnChainTime(stranger));
    expect(position).toEqual({ principal: 0n, hashrate: 0n, startMs: 0n, pending: 0n });
    expect(unstakeable).toBe(false);
  });
});
