// One pure builder per Move call of the finance package (docs/contract.md): values in, Transaction
// out. No React, no client: inputs are resolved when the transaction is built (by the wallet,
// by dApp Kit for a wallet that does not resolve intents, or by the runner's simulation), so
// every builder is unit-tested by parsing its data back.
//
// Every coin a call takes is the SDK's balance intent (`tx.coin`, i.e. `coinWithBalance`): a
// `Coin<T>` of exactly the amount from whatever the sender holds, coin objects and address
// balance together. At build time SUI comes from the address balance when that covers it, else
// it is split from the gas coin (which the SDK funds from the coins and the address balance);
// SUIL and USDC come from the address balance when it covers them, else from the coins merged
// and topped up from the address balance. A shortfall fails the build ("Insufficient balance").
import { Transaction } from '@mysten/sui/transactions';
import { env } from '../config/env';
import { ChainException } from './errors';
import { CLOCK_OBJECT_ID, FINANCE_MODULES, financeTarget } from './finance-ids';

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

/** liquidity::stake(&Finance, &mut StakePool, Coin<SUI>, &Clock) */
export function buildStakeTx({ amount }: { amount: bigint }): Transaction {
  const tx = new Transaction();
  const coin = tx.coin({ balance: positive(amount) });
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

/** swap::swap_v2(&mut LiquiditySwap, Coin<SUIL>, min_out) */
export function buildSwapTx({ amountIn, minOut }: { amountIn: bigint; minOut: bigint }): Transaction {
  const tx = new Transaction();
  const coin = tx.coin({ type: env.suilType, balance: positive(amountIn) });
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

/** topup::topup(&mut TopupVault, Coin<SUI>) */
export function buildTopupTx({ amount }: { amount: bigint }): Transaction {
  const tx = new Transaction();
  const coin = tx.coin({ balance: positive(amount) });
  tx.moveCall({
    target: financeTarget(FINANCE_MODULES.topup, 'topup'),
    arguments: [tx.object(env.topupObject), coin],
  });
  return tx;
}

/** topup::topup_suil(&mut TopupVault, Coin<SUIL>) */
export function buildTopupSuilTx({ amount }: { amount: bigint }): Transaction {
  const tx = new Transaction();
  const coin = tx.coin({ type: env.suilType, balance: positive(amount) });
  tx.moveCall({
    target: financeTarget(FINANCE_MODULES.topup, 'topup_suil'),
    arguments: [tx.object(env.topupObject), coin],
  });
  return tx;
}

/** topup::topup_v2<USDC>(&mut TopupVault, fee: Coin<SUI>, Coin<USDC>) */
export function buildTopupUsdcTx({ amount, fee }: { amount: bigint; fee: bigint }): Transaction {
  if (fee < 0n) throw new ChainException('amountRequired');
  const tx = new Transaction();
  const feeCoin = tx.coin({ balance: fee });
  const coin = tx.coin({ type: env.usdcType, balance: positive(amount) });
  tx.moveCall({
    target: financeTarget(FINANCE_MODULES.topup, 'topup_v2'),
    typeArguments: [env.usdcType],
    arguments: [tx.object(env.topupObject), feeCoin, coin],
  });
  return tx;
}
