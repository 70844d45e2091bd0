// The chain's payout reserve: the SUI the LiquiditySwap holds for `swap::withdraw`. Issuing or
// approving a voucher reads it fresh from the node (inside the locked transaction, after the
// unpaid sum: server/payouts/issuance.ts); what the user and the operator are shown (the policy,
// waitingForReserve, /api/health) comes from a reading a few seconds old at most, so a page of
// withdrawals or a health probe does not ask the node each time.
import type { ClientWithCoreApi } from '@mysten/sui/client';
import type { ServerContext } from '../context.ts';
import { LiquiditySwapBcs } from './liquidity-swap.ts';
import { errorField, log } from '../log.ts';

/** How long a reading serves for display, in wall-clock ms. */
export const RESERVE_READING_TTL_MS = 5_000;

/**
 * How long a read may take: issuing waits for it while holding the lock every issuer takes, so a
 * node that stops answering must not hold them all.
 */
export const RESERVE_READ_TIMEOUT_MS = 5_000;

/**
 * What a voucher depends on in the LiquiditySwap, as the node has it now: the payout_reserve (SUI
 * base units) and the operator_pubkey its signature must verify under.
 */
export async function readSwapState(client: ClientWithCoreApi, swapId: string, timeoutMs = RESERVE_READ_TIMEOUT_MS): Promise<{ payoutReserve: bigint; operatorPublicKey: Uint8Array }> {
  const { object } = await client.core.getObject({ objectId: swapId, include: { content: true }, signal: AbortSignal.timeout(timeoutMs) });
  const swap = LiquiditySwapBcs.parse(object.content);
  return { payoutReserve: BigInt(swap.payout_reserve), operatorPublicKey: Uint8Array.from(swap.operator_pubkey) };
}

/** The LiquiditySwap's payout_reserve, in SUI base units, as the node has it now. */
export async function readPayoutReserve(client: ClientWithCoreApi, swapId: string): Promise<bigint> {
  return (await readSwapState(client, swapId)).payoutReserve;
}

interface Reading {
  amount: bigint;
  at: number;
}

/** One instance's last reading, and the read under way (parallel asks share it). */
interface ReserveCache {
  last: Reading | null;
  inFlight: Promise<bigint | null> | null;
}

const caches = new WeakMap<ServerContext, ReserveCache>();

function cacheOf(ctx: ServerContext): ReserveCache {
  let cache = caches.get(ctx);
  if (!cache) {
    cache = { last: null, inFlight: null };
    caches.set(ctx, cache);
  }
  return cache;
}

/**
 * The reserve read now, for a decision (issuing, approving). Throws when the node cannot be
 * read. The reading also becomes the one shown.
 */
export async function freshPayoutReserve(ctx: ServerContext): Promise<bigint> {
  return (await freshSwapState(ctx)).payoutReserve;
}

/** freshPayoutReserve with the operator_pubkey read in the same call (a voucher about to be signed needs both). */
export async function freshSwapState(ctx: ServerContext): Promise<{ payoutReserve: bigint; operatorPublicKey: Uint8Array }> {
  const startedAt = ctx.wallNow();
  const state = await readSwapState(ctx.chainClient, ctx.config.liquiditySwapId);
  const cache = cacheOf(ctx);
  if (!cache.last || cache.last.at <= startedAt) cache.last = { amount: state.payoutReserve, at: startedAt };
  return state;
}

/**
 * The reserve for display: the last reading when it is younger than RESERVE_READING_TTL_MS,
 * else a new one; null when the node cannot be read (and no recent reading exists).
 */
export async function shownPayoutReserve(ctx: ServerContext): Promise<bigint | null> {
  const cache = cacheOf(ctx);
  const now = ctx.wallNow();
  if (cache.last && now - cache.last.at < RESERVE_READING_TTL_MS && now >= cache.last.at) return cache.last.amount;
  cache.inFlight ??= freshPayoutReserve(ctx)
    .catch((error: unknown) => {
      log.warn(errorField(error), 'payouts: could not read the payout reserve');
      return null;
    })
    .finally(() => {
      cache.inFlight = null;
    });
  return cache.inFlight;
}
