// @vitest-environment node
// The user's own records against a real node: localnet in-process, the real SuiGrpcClient, a
// funded user who tops up twice (SUI, then USDC): listOwnRecords finds exactly those ToppedUp
// events, newest first, with their digests and checkpoint times.
import type { SuiGrpcClient } from '@mysten/sui/grpc';
import type { Ed25519Keypair } from '@mysten/sui/keypairs/ed25519';
import type { Transaction } from '@mysten/sui/transactions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalnetForTest, type LocalnetForTest } from '../test/localnet-for-test';
import { listOwnRecords } from './own-records';
import { buildTopupTx, buildTopupUsdcTx } from './transactions';

let net: LocalnetForTest;
let client: SuiGrpcClient;
let user: Ed25519Keypair;
const digests: string[] = [];

async function execute(tx: Transaction) {
  tx.setSenderIfNotSet(user.toSuiAddress());
  const result = await client.signAndExecuteTransaction({ transaction: tx, signer: user });
  if (result.$kind !== 'Transaction') throw new Error('transaction failed');
  await client.waitForTransaction({ digest: result.Transaction.digest });
  return result.Transaction.digest;
}

beforeAll(async () => {
  net = await startLocalnetForTest();
  ({ client, user } = net);
  digests.push(await execute(buildTopupTx({ amount: 2_000_000_000n })));
  digests.push(await execute(buildTopupUsdcTx({ amount: 60_000_000n, fee: 10_000_000n })));
});

afterAll(async () => {
  await net?.close();
});

describe('listOwnRecords on localnet', () => {
  it("lists the user's own ToppedUp events, newest first, and nothing of other kinds", async () => {
    const page = await listOwnRecords(client, user.toSuiAddress(), ['ToppedUp']);
    expect(page.records.map((r) => r.digest)).toEqual([...digests].reverse());
    expect(page.records.map((r) => r.event.amount)).toEqual(['60000000', '2000000000']);
    for (const record of page.records) {
      expect(record.event.user).toBe(user.toSuiAddress());
      expect(record.timestampMs).toBeGreaterThan(0);
    }
    expect(page.nextCursor).toBeNull();
    expect((await listOwnRecords(client, user.toSuiAddress(), ['Claimed'])).records).toEqual([]);
  });

  it('has nothing for an address that never sent a transaction', async () => {
    const page = await listOwnRecords(client, '0x' + 'ab'.repeat(32), ['ToppedUp']);
    expect(page).toEqual({ records: [], nextCursor: null });
  });
});
