// @vitest-environment node
// The contract module against a real node: localnet started in-process, the real SuiGrpcClient,
// a faucet-funded Ed25519 keypair, every builder sent as the app sends it, every view decoded,
// and each abort mapped by toChainError to the message key the user reads.
import { bcs } from '@mysten/sui/bcs';
import { SuiGrpcClient } from '@mysten/sui/grpc';
import { Ed25519Keypair } from '@mysten/sui/keypairs/ed25519';
import { Transaction } from '@mysten/sui/transactions';
import { fromBase64, normalizeSuiAddress } from '@mysten/sui/utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { env } from '../config/env';
import { fromFailedStatus, toChainError, type ChainError } from './errors';
import { eventsNamed } from './events';
import { CLOCK_OBJECT_ID, COIN_TYPES, FINANCE_MODULES, financeTarget } from './finance-ids';
import { bpsToPercent, claimAllFigures, claimArrivalValue, unstakeArrivalValue } from './format';
import { advanceClock, DEV_ROOT_ADDRESS, devOperatorKeypair, devRootKeypair, fund, fundedKeypair, type LocalnetForTest, startLocalnetForTest } from '../test/localnet-for-test';
import { simulateBeforeSigning } from './simulate';
import {
  buildBindInviterTx,
  buildClaimTx,
  buildStakeTx,
  buildSwapTx,
  buildTopupSuilTx,
  buildTopupTx,
  buildTopupUsdcTx,
  buildUnstakeTx,
  buildWithdrawTx,
  type ClaimMode,
} from './transactions';
import {
  clockNowView,
  financeInfoView,
  isValidUser,
  positionView,
  previewClaim,
  previewUnstake,
  readBalances,
  readStakePoolRates,
  readUnstakeConfig,
  readViews,
  suilUsdPriceView,
  swapQuoteView,
  unstakeableView,
  viewResult,
} from './views';

const SUI = 1_000_000_000n;
const USDC = 1_000_000n;
const DAY_MS = 86_400_000;
const GAS_BUDGET = 50_000_000n;

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

async function execute(signer: Ed25519Keypair, tx: Transaction) {
  tx.setSenderIfNotSet(signer.toSuiAddress());
  const result = await client.signAndExecuteTransaction({ transaction: tx, signer, include: { effects: true, events: true } });
  const done = result.$kind === 'Transaction' ? result.Transaction : result.FailedTransaction;
  await client.waitForTransaction({ digest: done.digest });
  return done;
}

/** Sends a transaction the way the app does and returns the error value it fails with. */
async function failure(signer: Ed25519Keypair, tx: Transaction, values?: Record<string, string>): Promise<ChainError> {
  try {
    const done = await execute(signer, tx);
    if (done.status.success) throw new Error('expected the transaction to fail');
    return fromFailedStatus(done.status, values);
  } catch (error) {
    return toChainError(error, values);
  }
}

/** The same failure put on chain: inputs resolved kind-only, gas set by hand, no dry run. */
async function executedFailure(signer: Ed25519Keypair, tx: Transaction) {
  const sender = signer.toSuiAddress();
  tx.setSender(sender);
  await tx.build({ client, onlyTransactionKind: true });
  tx.setGasBudget(GAS_BUDGET);
  tx.setGasPrice(BigInt((await client.getReferenceGasPrice()).referenceGasPrice));
  const [gas] = await coinObjects(sender, COIN_TYPES.SUI);
  tx.setGasPayment([{ objectId: gas.objectId, version: gas.version, digest: gas.digest }]);
  return execute(signer, tx);
}

/** The owner's coin objects of a type, as the node lists them (largest first). */
async function coinObjects(owner: string, coinType: string) {
  return (await client.core.listCoins({ owner, coinType })).objects;
}

type Programmable = NonNullable<ReturnType<typeof bcs.TransactionData.parse>['V1']['kind']['ProgrammableTransaction']>;

/**
 * Builds `tx` for `sender` against the node as a wallet does (balance intents resolved from the
 * sender's funds, gas chosen) and parses the bytes back: the commands, the inputs and the gas.
 */
async function resolve(sender: string, tx: Transaction) {
  tx.setSender(sender);
  const data = bcs.TransactionData.parse(await tx.build({ client })).V1;
  const ptb = data.kind.ProgrammableTransaction!;
  return { ptb, gas: data.gasData.payment.map((ref) => normalizeSuiAddress(ref.objectId)) };
}

/** The object id behind an input argument. */
type Argument = NonNullable<Programmable['commands'][number]['SplitCoins']>['coin'];

/** The object id behind an input argument. */
function inputObjectId(ptb: Programmable, arg: Argument): string {
  const object = ptb.inputs[arg.Input!].Object!;
  return normalizeSuiAddress((object.ImmOrOwnedObject ?? object.SharedObject)!.objectId);
}

async function nowMs(): Promise<bigint> {
  return advanceClock(net.url, 0);
}

async function expectSimulationCode(sender: string, tx: Transaction, code: ChainError['code']) {
  tx.setSender(sender);
  const error = await simulateBeforeSigning(client, tx).then(
    () => undefined,
    (e: unknown) => {
      return toChainError(e);
    },
  );
  expect(error?.code).toBe(code);
}

describe('contract module on localnet', () => {
  it('reads a screen of views in one request and decodes each', async () => {
    const address = user.toSuiAddress();
    const before = net.requests;
    const [info, quote, price, position, unstakeable] = await readViews(client, address, [
      financeInfoView(address),
      swapQuoteView(1_000n * SUI),
      suilUsdPriceView(),
      positionView(address, await nowMs()),
      unstakeableView(20n * SUI, 0),
    ]);
    expect(net.requests - before).toBe(2); // advance-clock (the test's own) + one simulate
    expect(normalizeSuiAddress(info.root)).toBe(normalizeSuiAddress(DEV_ROOT_ADDRESS));
    expect(info.inviter).toBe(normalizeSuiAddress('0x0'));
    expect(isValidUser(info, address)).toBe(false);
    expect(isValidUser(info, DEV_ROOT_ADDRESS)).toBe(true);
    // fee 0.3 %, constant product on 1,000,000 SUIL / 100,000 SUI
    expect(quote.fee).toBe(3n * SUI);
    expect(quote.swapValue).toBe(997n * SUI);
    expect(quote.amountOut).toBe((100_000n * SUI * 997n * SUI) / (1_000_000n * SUI + 997n * SUI));
    // 1 SUIL ~ 0.1 SUI ~ 0.35 USDC
    expect(price).toBeGreaterThan(349_000n);
    expect(price).toBeLessThanOrEqual(350_000n);
    expect(position).toEqual({ principal: 0n, hashrate: 0n, startMs: 0n, pending: 0n });
    expect(unstakeable).toBe(false);
  });

  it('reads the stake pool rates, the lock and the balances', async () => {
    const rates = await readStakePoolRates(client);
    expect(rates).toMatchObject({ claimHrRate: 300n, unstakeHrRate: 200n, releaseRate: 100n, minStake: 20n * SUI });
    expect(bpsToPercent(rates.claimHrRate)).toBe('3.00');
    expect(await readUnstakeConfig(client)).toEqual({ lockMs: BigInt(7 * DAY_MS) });
    const balances = await readBalances(client, user.toSuiAddress());
    expect(balances.SUI).toBe(1_000n * SUI);
    expect(balances.USDC).toBe(10_000n * USDC);
    expect(balances.SUIL).toBe(0n);
  });

  it('maps the abort of an unbound stake to not bound, from the dry run and from an executed failure', async () => {
    expect(await failure(user, buildStakeTx({ amount: 20n * SUI }))).toEqual({ code: 'notBound', messageKey: 'chain.notBound' });
    await expectSimulationCode(user.toSuiAddress(), buildStakeTx({ amount: 20n * SUI }), 'notBound');
    const executed = await executedFailure(user, buildStakeTx({ amount: 20n * SUI }));
    expect(executed.status.success).toBe(false);
    expect(fromFailedStatus(executed.status).code).toBe('notBound');
  });

  it('binds to the root; self, invalid and repeated bindings map to their messages', async () => {
    const address = user.toSuiAddress();
    const stranger = Ed25519Keypair.generate().toSuiAddress();
    expect(await failure(user, buildBindInviterTx({ inviter: address }))).toMatchObject({ messageKey: 'validation.invalidUser' });
    expect(await failure(user, buildBindInviterTx({ inviter: stranger }))).toMatchObject({ messageKey: 'validation.invalidUser' });
    const bound = await execute(user, buildBindInviterTx({ inviter: DEV_ROOT_ADDRESS }));
    expect(bound.status.success).toBe(true);
    expect(eventsNamed(bound.events ?? [], 'Bound')).toEqual([{ user: address, inviter: normalizeSuiAddress(DEV_ROOT_ADDRESS) }]);
    expect(await failure(user, buildBindInviterTx({ inviter: DEV_ROOT_ADDRESS }))).toMatchObject({ code: 'alreadyBound', messageKey: 'errors.bindFailed' });
    const [info] = await readViews(client, address, [financeInfoView(address)]);
    expect(isValidUser(info, address)).toBe(true);
  });

  it('stakes 20 SUI split from the gas coin; below the minimum maps to 5 and more than the balance is caught before signing', async () => {
    expect(await failure(user, buildStakeTx({ amount: 19n * SUI }))).toMatchObject({ code: 'belowMinimum', messageKey: 'validation.belowMinimum' });
    await expectSimulationCode(user.toSuiAddress(), buildStakeTx({ amount: 5_000n * SUI }), 'insufficientBalance');
    // An account without SUI cannot pay gas at all: the node's gas selection refuses it.
    await expectSimulationCode(Ed25519Keypair.generate().toSuiAddress(), buildTopupTx({ amount: 1n }), 'insufficientGas');
    // The user's SUI coins pay the gas and the stake is split from the gas coin.
    const suiCoins = await coinObjects(user.toSuiAddress(), COIN_TYPES.SUI);
    const stakeTx = buildStakeTx({ amount: 20n * SUI });
    const { ptb, gas } = await resolve(user.toSuiAddress(), stakeTx);
    expect(gas.sort()).toEqual(suiCoins.map((c) => normalizeSuiAddress(c.objectId)).sort());
    expect(ptb.commands.map((c) => c.$kind)).toEqual(['SplitCoins', 'MoveCall']);
    expect(ptb.commands[0].SplitCoins!.coin.GasCoin).toBe(true);
    expect(ptb.commands[1].MoveCall!.arguments[2].NestedResult).toEqual([0, 0]);
    const staked = await execute(user, stakeTx);
    expect(staked.status.success).toBe(true);
    expect(eventsNamed(staked.events ?? [], 'Staked')).toEqual([{ user: user.toSuiAddress(), amount: String(20n * SUI) }]);
    const [position] = await readViews(client, user.toSuiAddress(), [positionView(user.toSuiAddress(), await nowMs())]);
    expect(position.principal).toBe(20n * SUI);
    // The hashrate is net of what accrued since the stake (docs/contract.md): together they are the stake.
    expect(position.hashrate + position.pending).toBe(20n * SUI);
  });

  it('refuses to unstake a locked position (7, with the unlock time) and more than the position (6)', async () => {
    const [unstakeable] = await readViews(client, user.toSuiAddress(), [unstakeableView(20n * SUI, await nowMs())]);
    expect(unstakeable).toBe(false);
    expect(await failure(user, buildUnstakeTx({ amount: 20n * SUI }), { unlockTime: '2026-01-08 10:00' })).toEqual({
      code: 'locked',
      messageKey: 'chain.locked',
      values: { unlockTime: '2026-01-08 10:00' },
    });
    expect(await failure(user, buildUnstakeTx({ amount: 20n * SUI }))).toMatchObject({ messageKey: 'chain.lockedNoTime' });
    expect(await failure(user, buildUnstakeTx({ amount: 21n * SUI }))).toMatchObject({ code: 'exceedsAvailable', messageKey: 'validation.exceedsAvailable' });
  });

  it('previews and claims after a day, in both modes', async () => {
    await advanceClock(net.url, DAY_MS);
    const address = user.toSuiAddress();
    const preview = await previewClaim(client, address, { mode: 0, amount: 0n });
    // 1 % of 20 SUI per day = 0.2 SUIL, a little more for the real milliseconds that passed
    expect(preview.rewardValue).toBeGreaterThanOrEqual(200_000_000n);
    expect(preview.rewardValue).toBeLessThan(201_000_000n);
    expect(preview.rewardValueFee).toBe((preview.rewardValue * 300n) / 10_000n);
    expect(preview.claimSuiAmount).toBeGreaterThan(0n);

    expect(await failure(user, buildClaimTx({ mode: 0, amount: 10n * SUI }))).toMatchObject({ messageKey: 'validation.exceedsAvailable' });
    expect(await failure(user, buildClaimTx({ mode: 7 as ClaimMode, amount: 0n }))).toMatchObject({ code: 'badClaimMode', messageKey: 'errors.claimFailed' });

    const half = 100_000_000n;
    const halfPreview = await previewClaim(client, address, { mode: 0, amount: half });
    expect(halfPreview.rewardValue).toBe(half);
    const claimed0 = await execute(user, buildClaimTx({ mode: 0, amount: half }));
    expect(claimed0.status.success).toBe(true);
    const [event0] = eventsNamed(claimed0.events ?? [], 'Claimed');
    expect(BigInt(event0.reward_value)).toBe(half);
    expect(BigInt(event0.reward_value) - BigInt(event0.reward_value_fee)).toBe(claimArrivalValue(halfPreview));
    expect((await readBalances(client, address)).SUIL).toBe(claimArrivalValue(halfPreview));

    const sui1 = await previewClaim(client, address, { mode: 1, amount: 0n });
    const claimed1 = await execute(user, buildClaimTx({ mode: 1, amount: 0n }));
    expect(claimed1.status.success).toBe(true);
    const [event1] = eventsNamed(claimed1.events ?? [], 'Claimed');
    expect(event1.mode).toBe(1);
    // The real claim settles a few milliseconds later than the preview: at least as much.
    expect(BigInt(event1.claim_sui_amount)).toBeGreaterThanOrEqual(sui1.claimSuiAmount);
  });

  it("claiming all as SUIL pays the position view's pending reward less its fee at the pool's rate (the preview without a simulation)", async () => {
    await advanceClock(net.url, DAY_MS);
    const address = user.toSuiAddress();
    const { claimHrRate } = await readStakePoolRates(client);
    // One transaction, so one chain time: the clock, the position at it, then the claim of all.
    const tx = new Transaction();
    tx.setSender(address);
    const position = positionView(address, viewResult(0));
    clockNowView().add(tx);
    position.add(tx);
    tx.moveCall({
      target: financeTarget(FINANCE_MODULES.liquidity, 'claim'),
      arguments: [tx.object(env.financePool), tx.object(env.liquiditySwap), tx.pure.u8(0), tx.pure.u64(0n), tx.object(CLOCK_OBJECT_ID)],
    });
    const result = await client.core.simulateTransaction({ transaction: tx, checksEnabled: false, include: { commandResults: true, events: true } });
    if (result.$kind === 'FailedTransaction') throw new Error('the claim failed');
    const { pending } = position.decode(result.commandResults![1].returnValues.map((value) => value.bcs));
    const [claimed] = eventsNamed(result.Transaction.events, 'Claimed');
    expect(pending).toBeGreaterThan(0n);
    expect(claimAllFigures(pending, claimHrRate)).toEqual({ rewardValue: BigInt(claimed.reward_value), rewardValueFee: BigInt(claimed.reward_value_fee) });
  });

  it('maps nothing to claim (8) for a bound user without a position', async () => {
    const other = await fundedKeypair(net.url);
    await execute(other, buildBindInviterTx({ inviter: DEV_ROOT_ADDRESS }));
    expect(await failure(other, buildClaimTx({ mode: 0, amount: 0n }))).toEqual({ code: 'nothingToClaim', messageKey: 'validation.nothingToClaim' });
    await expect(previewClaim(client, other.toSuiAddress(), { mode: 1, amount: 0n })).rejects.toMatchObject({ code: 'nothingToClaim' });
  });

  it('swaps SUIL from several coins merged at build time with minOut; a minOut above the quote maps to 9, too little SUIL is caught before signing', async () => {
    const address = user.toSuiAddress();
    // Three more SUIL coins from the root next to the claimed one: the swap needs several.
    const root = devRootKeypair();
    await fund(net.url, root.toSuiAddress());
    const gift = new Transaction();
    const [rootCoin] = await coinObjects(root.toSuiAddress(), COIN_TYPES.SUIL);
    const parts = gift.splitCoins(gift.object(rootCoin.objectId), [5n * SUI, 3n * SUI, 2n * SUI]);
    gift.transferObjects([parts[0], parts[1], parts[2]], address);
    expect((await execute(root, gift)).status.success).toBe(true);

    const coins = await coinObjects(address, COIN_TYPES.SUIL);
    expect(coins.length).toBe(4);
    const amountIn = 7n * SUI; // more than the largest coin (5 SUIL)
    const [quote] = await readViews(client, address, [swapQuoteView(amountIn)]);

    expect(await failure(user, buildSwapTx({ amountIn, minOut: quote.amountOut + 1n }))).toEqual({ code: 'slippage', messageKey: 'chain.priceMoved' });
    const suilBefore = (await readBalances(client, address)).SUIL;
    await expectSimulationCode(address, buildSwapTx({ amountIn: suilBefore + 1n, minOut: 0n }), 'insufficientBalance');

    // Resolved as the wallet builds it: the user's SUIL coins merged into one, the amount split off.
    const swapTx = buildSwapTx({ amountIn, minOut: quote.amountOut });
    const { ptb } = await resolve(address, swapTx);
    expect(ptb.commands.map((c) => c.$kind)).toEqual(['MergeCoins', 'SplitCoins', 'MoveCall']);
    const merge = ptb.commands[0].MergeCoins!;
    expect([merge.destination, ...merge.sources].map((arg) => inputObjectId(ptb, arg)).sort()).toEqual(coins.map((c) => normalizeSuiAddress(c.objectId)).sort());
    const split = ptb.commands[1].SplitCoins!;
    expect(split.coin).toEqual(merge.destination);
    expect(bcs.u64().parse(fromBase64(ptb.inputs[split.amounts[0].Input!].Pure!.bytes))).toBe(String(amountIn));
    expect(ptb.commands[2].MoveCall!.arguments[1].NestedResult).toEqual([1, 0]);

    const swapped = await execute(user, swapTx);
    expect(swapped.status.success).toBe(true);
    const [event] = eventsNamed(swapped.events ?? [], 'Swapped');
    expect(BigInt(event.amount_in)).toBe(amountIn);
    expect(BigInt(event.amount_out)).toBe(quote.amountOut);
    expect(BigInt(event.fee)).toBe(quote.fee);
    expect((await readBalances(client, address)).SUIL).toBe(suilBefore - amountIn);
    // The change stays with the user in one coin.
    expect(await coinObjects(address, COIN_TYPES.SUIL)).toHaveLength(1);
  });

  it('unstakes after the lock, as previewed', async () => {
    await advanceClock(net.url, 7 * DAY_MS);
    const address = user.toSuiAddress();
    const [unstakeable] = await readViews(client, address, [unstakeableView(20n * SUI, await nowMs())]);
    expect(unstakeable).toBe(true);
    const preview = await previewUnstake(client, address, 20n * SUI);
    expect(preview.stakeValue).toBe(20n * SUI);
    expect(preview.fee).toBe((20n * SUI * 200n) / 10_000n);
    expect(preview.rewardValue).toBeGreaterThan(0n);
    expect(unstakeArrivalValue(preview)).toBe(20n * SUI - preview.fee);

    const done = await execute(user, buildUnstakeTx({ amount: 20n * SUI }));
    expect(done.status.success).toBe(true);
    const [unstake] = eventsNamed(done.events ?? [], 'UnStake');
    expect(BigInt(unstake.stake_value)).toBe(preview.stakeValue);
    expect(BigInt(unstake.fee)).toBe(preview.fee);
    const [reward] = eventsNamed(done.events ?? [], 'ClaimReward');
    expect(BigInt(reward.reward_value)).toBeGreaterThanOrEqual(preview.rewardValue);
  });

  it('tops up SUI, SUIL and USDC (topup_v2 with a SUI fee from gas); below 50 USDC maps to 5', async () => {
    const address = user.toSuiAddress();
    const sui = await execute(user, buildTopupTx({ amount: 1n * SUI }));
    expect(eventsNamed(sui.events ?? [], 'ToppedUp')[0]).toMatchObject({ amount: String(SUI) });

    const suil = await execute(user, buildTopupSuilTx({ amount: 1n * SUI }));
    expect(eventsNamed(suil.events ?? [], 'ToppedUp')[0].coin_type).toBe(env.suilType.replace(/^0x/, ''));

    expect(await failure(user, buildTopupUsdcTx({ amount: 49n * USDC, fee: 10_000_000n }))).toMatchObject({
      code: 'belowMinimum',
      messageKey: 'validation.belowMinimum',
    });
    // Resolved: the fee split from the gas coin, the USDC split from the user's one USDC coin.
    const [usdcCoin] = await coinObjects(address, COIN_TYPES.USDC);
    const usdcTx = buildTopupUsdcTx({ amount: 50n * USDC, fee: 10_000_000n });
    const { ptb } = await resolve(address, usdcTx);
    expect(ptb.commands.map((c) => c.$kind)).toEqual(['SplitCoins', 'SplitCoins', 'MoveCall']);
    expect(ptb.commands[0].SplitCoins!.coin.GasCoin).toBe(true);
    expect(inputObjectId(ptb, ptb.commands[1].SplitCoins!.coin)).toBe(normalizeSuiAddress(usdcCoin.objectId));
    expect(ptb.commands[2].MoveCall!.arguments.slice(1).map((a) => a.NestedResult)).toEqual([
      [0, 0],
      [1, 0],
    ]);
    const usdc = await execute(user, usdcTx);
    expect(usdc.status.success).toBe(true);
    const [event] = eventsNamed(usdc.events ?? [], 'ToppedUp');
    expect(event).toEqual({ user: address, coin_type: env.usdcType.replace(/^0x/, ''), amount: String(50n * USDC) });
    expect((await readBalances(client, address)).USDC).toBe(10_000n * USDC - 50n * USDC);
  });

  it('withdraws with an operator voucher; a replayed (11) or forged (10) voucher maps to withdrawal failed', async () => {
    const recipient = user.toSuiAddress();
    const Voucher = bcs.struct('WithdrawVoucher', { pool: bcs.Address, recipient: bcs.Address, amount: bcs.u64(), nonce: bcs.u64() });
    const amount = 2n * SUI;
    const nonce = BigInt(Date.now());
    const message = Voucher.serialize({ pool: env.liquiditySwap, recipient, amount, nonce }).toBytes();
    const signature = await devOperatorKeypair().sign(message);
    const voucher = { amount, nonce, recipient, signature };

    const done = await execute(user, buildWithdrawTx({ voucher }));
    expect(done.status.success).toBe(true);
    expect(eventsNamed(done.events ?? [], 'Withdrawn')).toEqual([{ user: recipient, amount: String(amount), nonce: String(nonce) }]);
    expect(await failure(user, buildWithdrawTx({ voucher }))).toEqual({ code: 'voucherUsed', messageKey: 'errors.withdrawFailed' });
    const forged = { ...voucher, nonce: nonce + 1n };
    expect(await failure(user, buildWithdrawTx({ voucher: forged }))).toEqual({ code: 'badVoucher', messageKey: 'errors.withdrawFailed' });
  });

  it('maps an unreachable node to the network message', async () => {
    const offline = new SuiGrpcClient({ network: 'localnet', baseUrl: 'http://127.0.0.1:9' });
    const error = await readViews(offline, null, [suilUsdPriceView()]).catch((e: unknown) => toChainError(e));
    expect(error).toEqual({ code: 'network', messageKey: 'errors.networkError' });
  });

  it('keeps the target names of the package', () => {
    expect(financeTarget('liquidity', 'stake')).toBe(`${env.packageId}::liquidity::stake`);
  });
});
