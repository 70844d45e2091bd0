// One pure builder per Move call of the finance package (CONTRACT.md): values in, Transaction
// out. No React, no client: inputs are resolved when the transaction is built (by the wallet or
// by the runner's simulation), so every builder is unit-tested by parsing its data back.
import { Transaction, type TransactionObjectArgument } from '@mysten/sui/transactions';
import { env } from '../config/env';
import { ChainException } from './errors';
import { CLOCK_OBJECT_ID, FINANCE_MODULES, financeTarget } from './finance-ids';

/**
 * A coin the user owns. With `version` and `digest` the builder pins that exact version (no
 * lookup when the transaction is built); without them the object is resolved by id.
 */
export interface OwnedCoin {
  objectId: string;
  /** Base units; the builder decides from it whether the first coin must be topped up by merging. */
  balance: bigint;
  version?: string;
  digest?: string;
}

function coinInput(tx: Transaction, coin: OwnedCoin) {
  return coin.version !== undefined && coin.digest !== undefined
    ? tx.objectRef({ objectId: coin.objectId, version: coin.version, digest: coin.digest })
    : tx.object(coin.objectId);
}

/**
 * A coin of exactly `amount` taken from the user's coins (largest first, as `listCoins` gives
 * them). When the first coin is short, just enough of the following coins are merged into it
 * first (seed point 5); the remainder stays with the user in the first coin.
 */
export function takeFromCoins(tx: Transaction, coins: readonly OwnedCoin[], amount: bigint): TransactionObjectArgument {
  if (amount <= 0n) throw new ChainException('amountRequired');
  const [first, ...rest] = coins;
  if (first === undefined) throw new ChainException('insufficientBalance');
  const primary = coinInput(tx, first);
  let total = first.balance;
  const merged: TransactionObjectArgument[] = [];
  for (const coin of rest) {
    if (total >= amount) break;
    merged.push(coinInput(tx, coin));
    total += coin.balance;
  }
  if (total < amount) throw new ChainException('insufficientBalance');
  if (merged.length > 0) tx.mergeCoins(primary, merged);
  // The whole merged coin goes in when it is exactly the amount: no zero-value change coin.
  if (total === amount) return primary;
  const [part] = tx.splitCoins(primary, [tx.pure.u64(amount)]);
  return part;
}

function positive(amount: bigint): bigint {
  if (amount <= 0n) throw new ChainException('amountRequired');
  return amount;
}

/** finance::bind_inviter(&mut Finance, inviter) */
export function buildBindInviterTx({ inviter }: { inviter: string }): Transaction {
  const tx = new Transaction();
  tx.moveCall({
    target: financeTarget(FINANCE_MODULES.finance, 'bind_inviter'),
    arguments: [tx.object(env.financeObject), tx.pure.address(inviter)],
  });
  return tx;
}

/** liquidity::stake(&Finance, &mut StakePool, Coin<SUI> split from gas, &Clock) */
export function buildStakeTx({ amount }: { amount: bigint }): Transaction {
  const tx = new Transaction();
  const [coin] = tx.splitCoins(tx.gas, [tx.pure.u64(positive(amount))]);
  tx.moveCall({
    target: financeTarget(FINANCE_MODULES.liquidity, 'stake'),
    arguments: [tx.object(env.financeObject), tx.object(env.financePool), coin, tx.object(CLOCK_OBJECT_ID)],
  });
  return tx;
}

/** liquidity::unstake(&mut StakePool, &UnstakeConfig, &mut LiquiditySwap, amount, &Clock) */
export function buildUnstakeTx({ amount }: { amount: bigint }): Transaction {
  const tx = new Transaction();
  tx.moveCall({
    target: financeTarget(FINANCE_MODULES.liquidity, 'unstake'),
    arguments: [
      tx.object(env.financePool),
      tx.object(env.unstakeConfig),
      tx.object(env.liquiditySwap),
      tx.pure.u64(positive(amount)),
      tx.object(CLOCK_OBJECT_ID),
    ],
  });
  return tx;
}

/** Claim mode: 0 takes the reward as SUIL, 1 sells it through the pool for SUI. */
export type ClaimMode = 0 | 1;
export const CLAIM_MODE = { suil: 0, sui: 1 } as const satisfies Record<string, ClaimMode>;

/** liquidity::claim(&mut StakePool, &mut LiquiditySwap, mode, amount, &Clock); amount 0n = all pending */
export function buildClaimTx({ mode, amount }: { mode: ClaimMode; amount: bigint }): Transaction {
  if (amount < 0n) throw new ChainException('amountRequired');
  const tx = new Transaction();
  tx.moveCall({
    target: financeTarget(FINANCE_MODULES.liquidity, 'claim'),
    arguments: [
      tx.object(env.financePool),
      tx.object(env.liquiditySwap),
      tx.pure.u8(mode),
      tx.pure.u64(amount),
      tx.object(CLOCK_OBJECT_ID),
    ],
  });
  return tx;
}

/** swap::swap_v2(&mut LiquiditySwap, Coin<SUIL>, min_out): the user's SUIL coins merged as needed */
export function buildSwapTx({
  suilCoins,
  amountIn,
  minOut,
}: {
  suilCoins: readonly OwnedCoin[];
  amountIn: bigint;
  minOut: bigint;
}): Transaction {
  const tx = new Transaction();
  const coin = takeFromCoins(tx, suilCoins, amountIn);
  tx.moveCall({
    target: financeTarget(FINANCE_MODULES.swap, 'swap_v2'),
    arguments: [tx.object(env.liquiditySwap), coin, tx.pure.u64(minOut < 0n ? 0n : minOut)],
  });
  return tx;
}

/** A withdrawal voucher from `POST /api/me/withdrawals`: the operator's Ed25519 signature (64 bytes). */
export interface WithdrawVoucher {
  amount: bigint;
  nonce: bigint;
  recipient: string;
  signature: Uint8Array;
}

/** swap::withdraw(&mut LiquiditySwap, amount, nonce, recipient, signature) */
export function buildWithdrawTx({ voucher }: { voucher: WithdrawVoucher }): Transaction {
  const tx = new Transaction();
  tx.moveCall({
    target: financeTarget(FINANCE_MODULES.swap, 'withdraw'),
    arguments: [
      tx.object(env.liquiditySwap),
      tx.pure.u64(positive(voucher.amount)),
      tx.pure.u64(voucher.nonce),
      tx.pure.address(voucher.recipient),
      tx.pure.vector('u8', Array.from(voucher.signature)),
    ],
  });
  return tx;
}

/** topup::topup(&mut TopupVault, Coin<SUI> split from gas) */
export function buildTopupTx({ amount }: { amount: bigint }): Transaction {
  const tx = new Transaction();
  const [coin] = tx.splitCoins(tx.gas, [tx.pure.u64(positive(amount))]);
  tx.moveCall({
    target: financeTarget(FINANCE_MODULES.topup, 'topup'),
    arguments: [tx.object(env.topupObject), coin],
  });
  return tx;
}

/** topup::topup_suil(&mut TopupVault, Coin<SUIL>): the user's SUIL coins merged as needed */
export function buildTopupSuilTx({ suilCoins, amount }: { suilCoins: readonly OwnedCoin[]; amount: bigint }): Transaction {
  const tx = new Transaction();
  const coin = takeFromCoins(tx, suilCoins, amount);
  tx.moveCall({
    target: financeTarget(FINANCE_MODULES.topup, 'topup_suil'),
    arguments: [tx.object(env.topupObject), coin],
  });
  return tx;
}

/** topup::topup_v2<USDC>(&mut TopupVault, fee: Coin<SUI> split from gas, Coin<USDC>) */
export function buildTopupUsdcTx({
  usdcCoins,
  amount,
  fee,
}: {
  usdcCoins: readonly OwnedCoin[];
  amount: bigint;
  fee: bigint;
}): Transaction {
  if (fee < 0n) throw new ChainException('amountRequired');
  const tx = new Transaction();
  const [feeCoin] = tx.splitCoins(tx.gas, [tx.pure.u64(fee)]);
  const coin = takeFromCoins(tx, usdcCoins, amount);
  tx.moveCall({
    target: financeTarget(FINANCE_MODULES.topup, 'topup_v2'),
    typeArguments: [env.usdcType],
    arguments: [tx.object(env.topupObject), feeCoin, coin],
  });
  return tx;
}
