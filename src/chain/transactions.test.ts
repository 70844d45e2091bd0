// Each builder is built to BCS bytes and parsed back with @mysten/sui/bcs: the Move target,
// the type arguments and every argument's value. Shared objects are given here as the node
// would resolve them (the app leaves that to the node), so the bytes build without a client.
import { bcs } from '@mysten/sui/bcs';
import { Transaction } from '@mysten/sui/transactions';
import { fromBase64, normalizeStructTag, normalizeSuiAddress } from '@mysten/sui/utils';
import { describe, expect, it } from 'vitest';
import { env } from '../config/env';
import { ChainException } from './errors';
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
  type OwnedCoin,
} from './transactions';

const SENDER = normalizeSuiAddress('0xa11ce');
const DIGEST = '11111111111111111111111111111111';
const SUI = 1_000_000_000n;

type ParsedData = ReturnType<typeof bcs.TransactionData.parse>;
type ParsedProgrammable = NonNullable<ParsedData['V1']['kind']['ProgrammableTransaction']>;
type ParsedInput = ParsedProgrammable['inputs'][number];
type ParsedArgument = ParsedProgrammable['commands'][number] extends infer C ? (C extends { MoveCall: { arguments: (infer A)[] } | null } ? A : never) : never;

/** Resolves shared objects as the node does, sets gas, builds the bytes and parses them back. */
async function parseBack(tx: Transaction): Promise<ParsedProgrammable> {
  const json = JSON.parse(await tx.toJSON()) as { inputs: Record<string, unknown>[] };
  json.inputs = json.inputs.map((input) =>
    'UnresolvedObject' in input
      ? { Object: { SharedObject: { objectId: (input.UnresolvedObject as { objectId: string }).objectId, initialSharedVersion: '1', mutable: true } } }
      : input,
  );
  const resolved = Transaction.from(JSON.stringify(json));
  resolved.setSender(SENDER);
  resolved.setGasPrice(1000n);
  resolved.setGasBudget(50_000_000n);
  resolved.setGasPayment([{ objectId: normalizeSuiAddress('0x9a5'), version: '1', digest: DIGEST }]);
  const bytes = await resolved.build();
  const data = bcs.TransactionData.parse(bytes);
  expect(data.V1.sender).toBe(SENDER);
  const programmable = data.V1.kind.ProgrammableTransaction;
  if (!programmable) throw new Error('not a programmable transaction');
  return programmable;
}

function onlyMoveCall(ptb: ParsedProgrammable) {
  const calls = ptb.commands.filter((c) => c.MoveCall).map((c) => c.MoveCall!);
  expect(calls).toHaveLength(1);
  return calls[0];
}

function input(ptb: ParsedProgrammable, arg: ParsedArgument): ParsedInput {
  if (arg.Input === undefined || arg.Input === null) throw new Error(`not an input: ${JSON.stringify(arg)}`);
  return ptb.inputs[arg.Input];
}

function objectId(ptb: ParsedProgrammable, arg: ParsedArgument): string {
  const i = input(ptb, arg);
  const object = i.Object;
  if (!object) throw new Error('not an object input');
  return normalizeSuiAddress((object.SharedObject?.objectId ?? object.ImmOrOwnedObject?.objectId)!);
}

function pure<T>(ptb: ParsedProgrammable, arg: ParsedArgument, layout: { parse(b: Uint8Array): T }): T {
  const i = input(ptb, arg);
  if (!i.Pure) throw new Error('not a pure input');
  return layout.parse(fromBase64(i.Pure.bytes));
}

function target(call: { package: string; module: string; function: string }): string {
  return `${normalizeSuiAddress(call.package)}::${call.module}::${call.function}`;
}

const pkg = normalizeSuiAddress(env.packageId);
const CLOCK = normalizeSuiAddress('0x6');

describe('finance builders', () => {
  it('bind_inviter: Finance and the inviter address', async () => {
    const inviter = normalizeSuiAddress('0xbeef');
    const ptb = await parseBack(buildBindInviterTx({ inviter }));
    const call = onlyMoveCall(ptb);
    expect(target(call)).toBe(`${pkg}::finance::bind_inviter`);
    expect(call.typeArguments).toEqual([]);
    expect(objectId(ptb, call.arguments[0])).toBe(env.financeObject);
    expect(pure(ptb, call.arguments[1], bcs.Address)).toBe(inviter);
  });

  it('stake: SUI split from the gas coin, Finance, StakePool and the clock', async () => {
    const ptb = await parseBack(buildStakeTx({ amount: 20n * SUI }));
    const split = ptb.commands[0].SplitCoins!;
    expect(split.coin.GasCoin).toBe(true);
    expect(pure(ptb, split.amounts[0], bcs.u64())).toBe(String(20n * SUI));
    const call = onlyMoveCall(ptb);
    expect(target(call)).toBe(`${pkg}::liquidity::stake`);
    expect(objectId(ptb, call.arguments[0])).toBe(env.financeObject);
    expect(objectId(ptb, call.arguments[1])).toBe(env.financePool);
    expect(call.arguments[2].NestedResult).toEqual([0, 0]);
    expect(objectId(ptb, call.arguments[3])).toBe(CLOCK);
  });

  it('unstake: pool, config, swap, amount, clock', async () => {
    const ptb = await parseBack(buildUnstakeTx({ amount: 5n * SUI }));
    const call = onlyMoveCall(ptb);
    expect(target(call)).toBe(`${pkg}::liquidity::unstake`);
    expect([0, 1, 2].map((i) => objectId(ptb, call.arguments[i]))).toEqual([env.financePool, env.unstakeConfig, env.liquiditySwap]);
    expect(pure(ptb, call.arguments[3], bcs.u64())).toBe(String(5n * SUI));
    expect(objectId(ptb, call.arguments[4])).toBe(CLOCK);
  });

  it('claim: mode as u8 and amount (0 = all pending)', async () => {
    for (const [mode, amount] of [
      [0, 0n],
      [1, 123n],
    ] as const) {
      const ptb = await parseBack(buildClaimTx({ mode, amount }));
      const call = onlyMoveCall(ptb);
      expect(target(call)).toBe(`${pkg}::liquidity::claim`);
      expect(objectId(ptb, call.arguments[0])).toBe(env.financePool);
      expect(objectId(ptb, call.arguments[1])).toBe(env.liquiditySwap);
      expect(pure(ptb, call.arguments[2], bcs.u8())).toBe(mode);
      expect(pure(ptb, call.arguments[3], bcs.u64())).toBe(String(amount));
      expect(objectId(ptb, call.arguments[4])).toBe(CLOCK);
    }
  });

  const coin = (id: string, balance: bigint): OwnedCoin => ({ objectId: normalizeSuiAddress(id), balance, version: '7', digest: DIGEST });

  it('swap_v2: splits from the first coin when it is enough (no merge)', async () => {
    const ptb = await parseBack(buildSwapTx({ suilCoins: [coin('0xc1', 10n * SUI), coin('0xc2', 1n * SUI)], amountIn: 4n * SUI, minOut: 399n }));
    expect(ptb.commands.map((c) => c.$kind)).toEqual(['SplitCoins', 'MoveCall']);
    const split = ptb.commands[0].SplitCoins!;
    expect(objectId(ptb, split.coin)).toBe(normalizeSuiAddress('0xc1'));
    expect(pure(ptb, split.amounts[0], bcs.u64())).toBe(String(4n * SUI));
    const call = onlyMoveCall(ptb);
    expect(target(call)).toBe(`${pkg}::swap::swap_v2`);
    expect(objectId(ptb, call.arguments[0])).toBe(env.liquiditySwap);
    expect(call.arguments[1].NestedResult).toEqual([0, 0]);
    expect(pure(ptb, call.arguments[2], bcs.u64())).toBe('399');
    // The user's coin is pinned to the version that was listed.
    expect(input(ptb, split.coin).Object?.ImmOrOwnedObject).toMatchObject({ version: '7', digest: DIGEST });
  });

  it('swap_v2: merges just enough coins into the first when it is short', async () => {
    const coins = [coin('0xc1', 5n * SUI), coin('0xc2', 3n * SUI), coin('0xc3', 2n * SUI), coin('0xc4', 1n * SUI)];
    const ptb = await parseBack(buildSwapTx({ suilCoins: coins, amountIn: 7n * SUI, minOut: 0n }));
    expect(ptb.commands.map((c) => c.$kind)).toEqual(['MergeCoins', 'SplitCoins', 'MoveCall']);
    const merge = ptb.commands[0].MergeCoins!;
    expect(objectId(ptb, merge.destination)).toBe(normalizeSuiAddress('0xc1'));
    expect(merge.sources.map((s) => objectId(ptb, s))).toEqual([normalizeSuiAddress('0xc2')]);
    expect(pure(ptb, ptb.commands[1].SplitCoins!.amounts[0], bcs.u64())).toBe(String(7n * SUI));
  });

  it('swap_v2: passes the merged coin whole when the coins add up exactly', async () => {
    const ptb = await parseBack(buildSwapTx({ suilCoins: [coin('0xc1', 5n * SUI), coin('0xc2', 3n * SUI)], amountIn: 8n * SUI, minOut: 1n }));
    expect(ptb.commands.map((c) => c.$kind)).toEqual(['MergeCoins', 'MoveCall']);
    expect(objectId(ptb, onlyMoveCall(ptb).arguments[1])).toBe(normalizeSuiAddress('0xc1'));
  });

  it('refuses amounts the coins cannot cover, and empty amounts, as error values', () => {
    expect(() => buildSwapTx({ suilCoins: [coin('0xc1', 5n)], amountIn: 6n, minOut: 0n })).toThrow(ChainException);
    expect(() => buildSwapTx({ suilCoins: [], amountIn: 1n, minOut: 0n })).toThrow(expect.objectContaining({ code: 'insufficientBalance' }));
    expect(() => buildStakeTx({ amount: 0n })).toThrow(expect.objectContaining({ code: 'amountRequired' }));
    expect(() => buildTopupUsdcTx({ usdcCoins: [coin('0xd1', 1n)], amount: 1n, fee: -1n })).toThrow(ChainException);
  });

  it('withdraw: amount, nonce, recipient and the 64-byte signature', async () => {
    const signature = Uint8Array.from({ length: 64 }, (_, i) => i);
    const recipient = normalizeSuiAddress('0xfeed');
    const ptb = await parseBack(buildWithdrawTx({ voucher: { amount: 2n * SUI, nonce: 42n, recipient, signature } }));
    const call = onlyMoveCall(ptb);
    expect(target(call)).toBe(`${pkg}::swap::withdraw`);
    expect(objectId(ptb, call.arguments[0])).toBe(env.liquiditySwap);
    expect(pure(ptb, call.arguments[1], bcs.u64())).toBe(String(2n * SUI));
    expect(pure(ptb, call.arguments[2], bcs.u64())).toBe('42');
    expect(pure(ptb, call.arguments[3], bcs.Address)).toBe(recipient);
    expect(pure(ptb, call.arguments[4], bcs.vector(bcs.u8()))).toEqual(Array.from(signature));
  });

  it('topup: SUI split from gas into the vault', async () => {
    const ptb = await parseBack(buildTopupTx({ amount: 3n * SUI }));
    expect(ptb.commands[0].SplitCoins!.coin.GasCoin).toBe(true);
    const call = onlyMoveCall(ptb);
    expect(target(call)).toBe(`${pkg}::topup::topup`);
    expect(objectId(ptb, call.arguments[0])).toBe(env.topupObject);
    expect(call.arguments[1].NestedResult).toEqual([0, 0]);
  });

  it('topup_suil: the SUIL coin taken from the user coins', async () => {
    const ptb = await parseBack(buildTopupSuilTx({ suilCoins: [coin('0xc1', 1n), coin('0xc2', 9n)], amount: 10n }));
    expect(ptb.commands.map((c) => c.$kind)).toEqual(['MergeCoins', 'MoveCall']);
    const call = onlyMoveCall(ptb);
    expect(target(call)).toBe(`${pkg}::topup::topup_suil`);
    expect(objectId(ptb, call.arguments[1])).toBe(normalizeSuiAddress('0xc1'));
  });

  it('topup_v2<USDC>: the SUI fee split from gas, USDC merged as needed, the USDC type argument', async () => {
    const usdcCoins = [coin('0xd1', 30_000_000n), coin('0xd2', 30_000_000n)];
    const ptb = await parseBack(buildTopupUsdcTx({ usdcCoins, amount: 50_000_000n, fee: 10_000_000n }));
    expect(ptb.commands.map((c) => c.$kind)).toEqual(['SplitCoins', 'MergeCoins', 'SplitCoins', 'MoveCall']);
    const fee = ptb.commands[0].SplitCoins!;
    expect(fee.coin.GasCoin).toBe(true);
    expect(pure(ptb, fee.amounts[0], bcs.u64())).toBe('10000000');
    const call = onlyMoveCall(ptb);
    expect(target(call)).toBe(`${pkg}::topup::topup_v2`);
    expect(call.typeArguments.map((t) => normalizeStructTag(t))).toEqual([normalizeStructTag(env.usdcType)]);
    expect(objectId(ptb, call.arguments[0])).toBe(env.topupObject);
    expect(call.arguments[1].NestedResult).toEqual([0, 0]);
    expect(call.arguments[2].NestedResult).toEqual([2, 0]);
    expect(pure(ptb, ptb.commands[2].SplitCoins!.amounts[0], bcs.u64())).toBe('50000000');
  });

  it('resolves coins by id when no version is known', () => {
    const tx = buildTopupSuilTx({ suilCoins: [{ objectId: normalizeSuiAddress('0xc1'), balance: 10n }], amount: 4n });
    const data = tx.getData();
    expect(data.inputs.filter((i) => i.$kind === 'UnresolvedObject').map((i) => i.UnresolvedObject!.objectId)).toContain(normalizeSuiAddress('0xc1'));
  });
});
