// Each builder is built to BCS bytes and parsed back with @mysten/sui/bcs: the Move target,
// the type arguments and every argument's value. Shared objects are given here as the node
// would resolve them (the app leaves that to the node), and the coins the calls take (balance
// intents) are resolved as the SDK does when the address balance covers them, so the bytes
// build without a client. How the intents resolve from coin objects, or from coins and address
// balance together, is tested against localnet in finance.integration.test.ts.
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
} from './transactions';

const SENDER = normalizeSuiAddress('0xa11ce');
const DIGEST = '11111111111111111111111111111111';
const SUI = 1_000_000_000n;

type ParsedData = ReturnType<typeof bcs.TransactionData.parse>;
type ParsedProgrammable = NonNullable<ParsedData['V1']['kind']['ProgrammableTransaction']>;
type ParsedInput = ParsedProgrammable['inputs'][number];
type ParsedArgument = ParsedProgrammable['commands'][number] extends infer C ? (C extends { MoveCall: { arguments: (infer A)[] } | null } ? A : never) : never;

/**
 * Resolves shared objects as the node does and balance intents as from a sufficient address
 * balance, sets gas, builds the bytes and parses them back.
 */
async function parseBack(tx: Transaction): Promise<ParsedProgrammable> {
  const json = JSON.parse(await tx.toJSON({ supportedIntents: ['CoinWithBalance'] })) as { inputs: Record<string, unknown>[] };
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
  const bytes = await resolved.build({ assumeSufficientAddressBalances: true });
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

/** The one call into the finance package (the framework calls around it move the coins). */
function financeCall(ptb: ParsedProgrammable) {
  const calls = ptb.commands.filter((c) => c.MoveCall && normalizeSuiAddress(c.MoveCall.package) === pkg).map((c) => c.MoveCall!);
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

const FRAMEWORK = normalizeSuiAddress('0x2');

/**
 * Follows a coin argument back to its funds: split from a coin redeemed from the sender's
 * address balance (a FundsWithdrawal input), the rest of which goes back to that balance.
 */
function coinFunds(ptb: ParsedProgrammable, arg: ParsedArgument) {
  if (!arg.NestedResult) throw new Error(`not a command result: ${JSON.stringify(arg)}`);
  const [splitIndex, part] = arg.NestedResult;
  const split = ptb.commands[splitIndex].SplitCoins!;
  const sourceIndex = split.coin.Result!;
  const redeem = ptb.commands[sourceIndex].MoveCall!;
  expect(target(redeem)).toBe(`${FRAMEWORK}::coin::redeem_funds`);
  const withdrawal = input(ptb, redeem.arguments[0]).FundsWithdrawal!;
  const change = ptb.commands.map((c) => c.MoveCall).find((c) => c && target(c) === `${FRAMEWORK}::coin::send_funds` && c.arguments[0].Result === sourceIndex);
  expect(change && pure(ptb, change.arguments[1], bcs.Address)).toBe(SENDER);
  return {
    type: normalizeStructTag(redeem.typeArguments[0]),
    amount: BigInt(pure(ptb, split.amounts[part], bcs.u64())),
    withdrawal: { type: normalizeStructTag(withdrawal.typeArg.Balance!), max: BigInt(withdrawal.reservation.MaxAmountU64!), from: withdrawal.withdrawFrom.$kind },
  };
}

const SUI_TYPE = normalizeStructTag('0x2::sui::SUI');
/** What a coin of `amount` of `type` taken from the sender's address balance parses back as. */
const fromAddressBalance = (type: string, amount: bigint) => ({
  type: normalizeStructTag(type),
  amount,
  withdrawal: { type: normalizeStructTag(type), max: amount, from: 'Sender' },
});

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

  it('stake: a SUI coin of the amount, Finance, StakePool and the clock', async () => {
    const ptb = await parseBack(buildStakeTx({ amount: 20n * SUI }));
    const call = financeCall(ptb);
    expect(target(call)).toBe(`${pkg}::liquidity::stake`);
    expect(objectId(ptb, call.arguments[0])).toBe(env.financeObject);
    expect(objectId(ptb, call.arguments[1])).toBe(env.financePool);
    expect(coinFunds(ptb, call.arguments[2])).toEqual(fromAddressBalance(SUI_TYPE, 20n * SUI));
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

  it('swap_v2: a SUIL coin of the amount in and the least SUI accepted', async () => {
    const ptb = await parseBack(buildSwapTx({ amountIn: 4n * SUI, minOut: 399n }));
    const call = financeCall(ptb);
    expect(target(call)).toBe(`${pkg}::swap::swap_v2`);
    expect(objectId(ptb, call.arguments[0])).toBe(env.liquiditySwap);
    expect(coinFunds(ptb, call.arguments[1])).toEqual(fromAddressBalance(env.suilType, 4n * SUI));
    expect(pure(ptb, call.arguments[2], bcs.u64())).toBe('399');
  });

  it('hands the wallet balance intents, not coins: no coin object is chosen when building', async () => {
    const tx = buildTopupUsdcTx({ amount: 50_000_000n, fee: 10_000_000n });
    tx.setSender(SENDER);
    const json = JSON.parse(await tx.toJSON({ supportedIntents: ['CoinWithBalance'] })) as {
      inputs: Record<string, unknown>[];
      commands: { $Intent?: { name: string; data: unknown } }[];
    };
    expect(json.commands.filter((c) => c.$Intent).map((c) => c.$Intent)).toEqual([
      // SUI may come out of the gas coin; USDC from the USDC coins and address balance.
      { name: 'CoinWithBalance', inputs: {}, data: { type: 'gas', balance: '10000000', outputKind: 'coin' } },
      { name: 'CoinWithBalance', inputs: {}, data: { type: normalizeStructTag(env.usdcType), balance: '50000000', outputKind: 'coin' } },
    ]);
    expect(json.inputs.map((i) => Object.keys(i)[0])).toEqual(['UnresolvedObject']); // the vault only
  });

  it('refuses empty and negative amounts as error values, before anything is sent', () => {
    expect(() => buildSwapTx({ amountIn: 0n, minOut: 0n })).toThrow(expect.objectContaining({ code: 'amountRequired' }));
    expect(() => buildStakeTx({ amount: 0n })).toThrow(expect.objectContaining({ code: 'amountRequired' }));
    expect(() => buildTopupTx({ amount: -1n })).toThrow(ChainException);
    expect(() => buildTopupSuilTx({ amount: 0n })).toThrow(ChainException);
    expect(() => buildTopupUsdcTx({ amount: 0n, fee: 1n })).toThrow(ChainException);
    expect(() => buildTopupUsdcTx({ amount: 1n, fee: -1n })).toThrow(ChainException);
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

  it('topup: a SUI coin of the amount into the vault', async () => {
    const ptb = await parseBack(buildTopupTx({ amount: 3n * SUI }));
    const call = financeCall(ptb);
    expect(target(call)).toBe(`${pkg}::topup::topup`);
    expect(objectId(ptb, call.arguments[0])).toBe(env.topupObject);
    expect(coinFunds(ptb, call.arguments[1])).toEqual(fromAddressBalance(SUI_TYPE, 3n * SUI));
  });

  it('topup_suil: a SUIL coin of the amount into the vault', async () => {
    const ptb = await parseBack(buildTopupSuilTx({ amount: 10n }));
    const call = financeCall(ptb);
    expect(target(call)).toBe(`${pkg}::topup::topup_suil`);
    expect(objectId(ptb, call.arguments[0])).toBe(env.topupObject);
    expect(coinFunds(ptb, call.arguments[1])).toEqual(fromAddressBalance(env.suilType, 10n));
  });

  it('topup_v2<USDC>: a SUI coin of the fee, a USDC coin of the amount, the USDC type argument', async () => {
    const ptb = await parseBack(buildTopupUsdcTx({ amount: 50_000_000n, fee: 10_000_000n }));
    const call = financeCall(ptb);
    expect(target(call)).toBe(`${pkg}::topup::topup_v2`);
    expect(call.typeArguments.map((t) => normalizeStructTag(t))).toEqual([normalizeStructTag(env.usdcType)]);
    expect(objectId(ptb, call.arguments[0])).toBe(env.topupObject);
    expect(coinFunds(ptb, call.arguments[1])).toEqual(fromAddressBalance(SUI_TYPE, 10_000_000n));
    expect(coinFunds(ptb, call.arguments[2])).toEqual(fromAddressBalance(env.usdcType, 50_000_000n));
  });
});
