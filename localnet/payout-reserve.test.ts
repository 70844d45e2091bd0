// POST /admin/set-payout-reserve: the test control for the LiquiditySwap's payout reserve. The
// chain then pays vouchers from the new reserve, and refuses one larger than it.
import { SuiGrpcClient } from '@mysten/sui/grpc';
import { Transaction } from '@mysten/sui/transactions';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Localnet, startLocalnet } from './node.ts';
import { devOperatorKeypair } from './packages/finance/dev-keys.ts';
import { LIQUIDITY_SWAP, PACKAGE_ID } from './packages/finance/ids.ts';
import { WithdrawVoucherBcs, swapModule } from './packages/finance/swap-module.ts';
import { fundedKeypair, setPayoutReserve } from './testing.ts';

const SUI = 1_000_000_000n;
let net: Localnet;
let client: SuiGrpcClient;

beforeAll(async () => {
  net = await startLocalnet({ port: 0 });
  client = new SuiGrpcClient({ network: 'localnet', baseUrl: net.url });
});
afterAll(() => net?.close());

/** The object's layout as the package declares it. */
const LiquiditySwap = swapModule.structs.LiquiditySwap.bcs([]);

async function swapState(): Promise<{ reserve: bigint; version: bigint }> {
  const { object } = await client.core.getObject({ objectId: LIQUIDITY_SWAP, include: { content: true } });
  const swap = LiquiditySwap.parse(object.content!);
  return { reserve: BigInt(swap.payout_reserve), version: BigInt(object.version) };
}

async function withdraw(amount: bigint, nonce: bigint) {
  const user = await fundedKeypair(net.url);
  const recipient = user.toSuiAddress();
  const signature = await devOperatorKeypair().sign(WithdrawVoucherBcs.serialize({ pool: LIQUIDITY_SWAP, recipient, amount, nonce }).toBytes());
  const tx = new Transaction();
  tx.setSender(recipient);
  tx.moveCall({
    target: `${PACKAGE_ID}::swap::withdraw`,
    arguments: [tx.object(LIQUIDITY_SWAP), tx.pure.u64(amount), tx.pure.u64(nonce), tx.pure.address(recipient), tx.pure.vector('u8', Array.from(signature))],
  });
  const result = await client.signAndExecuteTransaction({ transaction: tx, signer: user, include: { effects: true } });
  const done = result.$kind === 'Transaction' ? result.Transaction : result.FailedTransaction;
  await client.waitForTransaction({ digest: done.digest });
  return done.status.success;
}

it('sets the payout reserve in a new version of the LiquiditySwap; the chain pays from it and refuses a voucher above it', async () => {
  const before = await swapState();
  expect(before.reserve).toBe(100_000n * SUI); // genesis
  await setPayoutReserve(net.url, 5n * SUI);
  const after = await swapState();
  expect(after).toEqual({ reserve: 5n * SUI, version: before.version + 1n });

  // swap::withdraw aborts with 6 (more than available) above the reserve; the SDK's dry run says so.
  await expect(withdraw(5n * SUI + 1n, 1n)).rejects.toThrow(/abort code: 6/);
  expect(await withdraw(5n * SUI, 2n)).toBe(true);
  expect((await swapState()).reserve).toBe(0n);
});

it('refuses an amount that is not a u64 in base units, and changes nothing', async () => {
  await setPayoutReserve(net.url, 7n);
  for (const amount of ['-1', '1.5', 7, '', '18446744073709551616', '012']) {
    const res = await fetch(`${net.url}/admin/set-payout-reserve`, { method: 'POST', body: JSON.stringify({ amount }) });
    expect(res.status).toBe(400);
  }
  expect((await swapState()).reserve).toBe(7n);
  await setPayoutReserve(net.url, 18446744073709551615n);
  expect((await swapState()).reserve).toBe(18446744073709551615n);
});
