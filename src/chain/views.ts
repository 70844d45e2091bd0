// Chain reads. View functions are batched: a screen puts all of its views into ONE transaction
// that the node simulates with checks off, and each command's return values are decoded from
// BCS, so a screen's chain reads cost one request (docs/contract.md). Previews of claim and unstake
// simulate the real call and read its events. Object fields and coins are read directly.
import { bcs } from '@mysten/sui/bcs';
import type { ClientWithCoreApi } from '@mysten/sui/client';
import { Transaction, type TransactionArgument } from '@mysten/sui/transactions';
import { normalizeStructTag, normalizeSuiAddress } from '@mysten/sui/utils';
import { DECIMALS } from '../config/constants';
import { env } from '../config/env';
import { ChainException, fromFailedStatus } from './errors';
import { LiquiditySwapObject, StakePoolObject, UnstakeConfigObject, eventsNamed } from './events';
import { CLOCK_OBJECT_ID, COIN_TYPES, FINANCE_MODULES, financeTarget, type CoinSymbol } from './finance-ids';
import { buildClaimTx, buildUnstakeTx, type ClaimMode } from './transactions';

/** One view: adds its single Move call to the shared transaction and decodes what it returned. */
export interface ChainView<T> {
  add(tx: Transaction): void;
  decode(returnValues: Uint8Array[]): T;
}

type ViewResults<V extends readonly ChainView<unknown>[]> = { -readonly [K in keyof V]: V[K] extends ChainView<infer T> ? T : never };

/** An address used as the sender when no wallet is connected (views that do not read the sender). */
export const NO_SENDER = normalizeSuiAddress('0x0');

/**
 * Runs several views in one simulated transaction (one node request) and returns their decoded
 * results in order. Throws a ChainException when the simulation fails. Calls made within
 * VIEW_BATCH_WINDOW_MS for the same sender (a screen's hooks, the not-bound guard) share ONE simulation: their
 * views go into one transaction, one after another; should that fail, each call runs alone, so
 * a call gets its own answer or its own error, never another's.
 */
export function readViews<const V extends readonly ChainView<unknown>[]>(
  client: ClientWithCoreApi,
  sender: string | null | undefined,
  views: V,
  signal?: AbortSignal,
): Promise<ViewResults<V>> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const read: PendingRead = { views, resolve: resolve as (results: unknown[]) => void, reject, signal };
    signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
    const senderKey = sender ?? NO_SENDER;
    let byClient = pendingBatches.get(client);
    if (!byClient) pendingBatches.set(client, (byClient = new Map()));
    const batch = byClient.get(senderKey);
    if (batch) return void batch.push(read);
    byClient.set(senderKey, [read]);
    setTimeout(() => {
      const reads = byClient.get(senderKey) ?? [];
      byClient.delete(senderKey);
      void runBatch(client, senderKey, reads);
    }, VIEW_BATCH_WINDOW_MS);
  });
}

interface PendingRead {
  views: readonly ChainView<unknown>[];
  resolve: (results: unknown[]) => void;
  reject: (error: unknown) => void;
  signal?: AbortSignal;
}

/**
 * How long a first read waits for others to join its simulation: a screen's hooks and the
 * not-bound guard live in chunks and components that start their reads a few ms apart, not in
 * one task; a frame is nothing beside a node's answer.
 */
export const VIEW_BATCH_WINDOW_MS = 16;

/** Reads waiting to be sent, by client and sender. */
const pendingBatches = new WeakMap<ClientWithCoreApi, Map<string, PendingRead[]>>();

async function runBatch(client: ClientWithCoreApi, sender: string, reads: PendingRead[]): Promise<void> {
  const live = reads.filter((read) => !read.signal?.aborted);
  if (live.length === 0) return;
  if (live.length > 1) {
    try {
      // No one caller's signal: the others still want the answer.
      const results = await simulateViews(client, sender, live.map((read) => read.views));
      live.forEach((read, i) => read.resolve(results[i]));
      return;
    } catch {
      // One call's view failed the shared transaction: each call alone, with its own answer.
    }
  }
  await Promise.all(
    live.map((read) =>
      simulateViews(client, sender, [read.views], read.signal).then(([results]) => read.resolve(results), read.reject),
    ),
  );
}

/**
 * The command index of the first view of the call being added: `viewResult` refers to views of
 * its own call, which a shared transaction may place after another call's views.
 */
let viewBase = 0;

/** Simulates the views of several calls in one transaction and decodes each call's results. */
async function simulateViews(
  client: ClientWithCoreApi,
  sender: string,
  calls: readonly (readonly ChainView<unknown>[])[],
  signal?: AbortSignal,
): Promise<unknown[][]> {
  const tx = new Transaction();
  tx.setSender(sender);
  let index = 0;
  for (const views of calls) {
    viewBase = index;
    try {
      for (const view of views) view.add(tx);
    } finally {
      viewBase = 0;
    }
    index += views.length;
  }
  const result = await client.core.simulateTransaction({
    transaction: tx,
    checksEnabled: false,
    include: { commandResults: true },
    signal,
  });
  if (result.$kind === 'FailedTransaction') throw ChainException.of(fromFailedStatus(result.FailedTransaction.status));
  const outputs = result.commandResults ?? [];
  if (outputs.length !== index) throw new ChainException('requestFailed');
  let offset = 0;
  return calls.map((views) => {
    const decoded = views.map((view, i) => view.decode(outputs[offset + i].returnValues.map((v) => v.bcs)));
    offset += views.length;
    return decoded;
  });
}

/** The `index`-th return value of a view, checked to exist, decoded with `layout`. */
function returned<T>(values: Uint8Array[], count: number, index: number, layout: { parse(bytes: Uint8Array): T }): T {
  if (values.length !== count) throw new ChainException('requestFailed');
  return layout.parse(values[index]);
}

/**
 * A u64 view argument: a number the app knows, or a value an earlier view of the same readViews
 * call returns (`viewResult`), e.g. the chain's clock so the figures use the chain's time.
 */
export type U64Input = bigint | number | ViewResultRef;

/** The `valueIndex`-th value returned by the `viewIndex`-th view of the same readViews call. */
export interface ViewResultRef {
  readonly viewIndex: number;
  readonly valueIndex: number;
}

function u64Input(tx: Transaction, value: U64Input): TransactionArgument {
  if (typeof value === 'bigint' || typeof value === 'number') return tx.pure.u64(BigInt(value));
  // Each view adds exactly one command: the view's index in its call is its command's index,
  // after the views of the calls placed before it in the same transaction (viewBase).
  return { $kind: 'NestedResult', NestedResult: [viewBase + value.viewIndex, value.valueIndex] };
}

/**
 * The `valueIndex`-th value returned by the view at `viewIndex` of the same readViews call,
 * as an argument of a later view of that call.
 */
export function viewResult(viewIndex: number, valueIndex = 0): ViewResultRef {
  return { viewIndex, valueIndex };
}

// ---------------------------------------------------------------- typed views

export interface FinanceInfo {
  root: string;
  /** 0x0…0 when no inviter is bound. */
  inviter: string;
}

/** finance::info(&Finance, user) -> (root, inviter) */
export function financeInfoView(user: string): ChainView<FinanceInfo> {
  return {
    add(tx) {
      tx.moveCall({ target: financeTarget(FINANCE_MODULES.finance, 'info'), arguments: [tx.object(env.financeObject), tx.pure.address(user)] });
    },
    decode(values) {
      return { root: returned(values, 2, 0, bcs.Address), inviter: returned(values, 2, 1, bcs.Address) };
    },
  };
}

/** A user is valid (bound) when it is the root or has a non-zero inviter (docs/product.md §5). */
export function isValidUser(info: FinanceInfo, user: string): boolean {
  const address = normalizeSuiAddress(user);
  return normalizeSuiAddress(info.root) === address || normalizeSuiAddress(info.inviter) !== NO_SENDER;
}

/**
 * 0x2::clock::timestamp_ms(&Clock) -> u64: the chain's time. Views that take `now_ms` should
 * get it from here (viewResult) rather than the device clock, which may differ from the
 * chain's (a wrong phone clock; localnet's clock is moved forward by tests).
 */
export function clockNowView(): ChainView<bigint> {
  return {
    add(tx) {
      tx.moveCall({ target: '0x2::clock::timestamp_ms', arguments: [tx.object(CLOCK_OBJECT_ID)] });
    },
    decode(values) {
      return BigInt(returned(values, 1, 0, bcs.u64()));
    },
  };
}

/** liquidity::unstakeable(&StakePool, &UnstakeConfig, amount, now_ms) -> bool, for the sender's position */
export function unstakeableView(amount: U64Input, nowMs: U64Input): ChainView<boolean> {
  return {
    add(tx) {
      tx.moveCall({
        target: financeTarget(FINANCE_MODULES.liquidity, 'unstakeable'),
        arguments: [tx.object(env.financePool), tx.object(env.unstakeConfig), u64Input(tx, amount), u64Input(tx, nowMs)],
      });
    },
    decode(values) {
      return returned(values, 1, 0, bcs.bool());
    },
  };
}

export interface SwapQuote {
  /** SUIL kept as the pool's fee. */
  fee: bigint;
  /** SUIL that is swapped: amountIn - fee. */
  swapValue: bigint;
  /** SUI out. */
  amountOut: bigint;
}

/** swap::swap_view_v2(&LiquiditySwap, amount_in) -> (fee, swap_value, amount_out) */
export function swapQuoteView(amountIn: bigint): ChainView<SwapQuote> {
  return {
    add(tx) {
      tx.moveCall({ target: financeTarget(FINANCE_MODULES.swap, 'swap_view_v2'), arguments: [tx.object(env.liquiditySwap), tx.pure.u64(amountIn)] });
    },
    decode(values) {
      const u64 = (i: number) => BigInt(returned(values, 3, i, bcs.u64()));
      return { fee: u64(0), swapValue: u64(1), amountOut: u64(2) };
    },
  };
}

/** One SUIL in base units: the unit price is asked for this amount. */
export const ONE_SUIL = 10n ** BigInt(DECIMALS.SUIL);

/** suiprice::get_suil_usd_amount_out(&LiquiditySwap, &UsdcSuiPool, 1e9) -> USDC base units per SUIL */
export function suilUsdPriceView(amountIn: bigint = ONE_SUIL): ChainView<bigint> {
  return {
    add(tx) {
      tx.moveCall({
        target: financeTarget(FINANCE_MODULES.suiprice, 'get_suil_usd_amount_out'),
        arguments: [tx.object(env.liquiditySwap), tx.object(env.usdcSuiPool), tx.pure.u64(amountIn)],
      });
    },
    decode(values) {
      return BigInt(returned(values, 1, 0, bcs.u64()));
    },
  };
}

export interface StakePosition {
  /** SUI staked. */
  principal: bigint;
  /** Hashrate still to be released, net of `pending` (docs/contract.md): 0 once the position has ended. */
  hashrate: bigint;
  /** When the lock started (the last stake), ms; 0 without a position. */
  startMs: bigint;
  /** SUIL earned and not yet paid, up to `nowMs`. */
  pending: bigint;
}

/** liquidity::position(&StakePool, user, now_ms) -> (principal, hashrate, start_ms, pending) */
export function positionView(user: string, nowMs: U64Input): ChainView<StakePosition> {
  return {
    add(tx) {
      tx.moveCall({
        target: financeTarget(FINANCE_MODULES.liquidity, 'position'),
        arguments: [tx.object(env.financePool), tx.pure.address(user), u64Input(tx, nowMs)],
      });
    },
    decode(values) {
      const u64 = (i: number) => BigInt(returned(values, 4, i, bcs.u64()));
      return { principal: u64(0), hashrate: u64(1), startMs: u64(2), pending: u64(3) };
    },
  };
}

// ---------------------------------------------------------------- previews (simulated calls)

async function simulateEvents(client: ClientWithCoreApi, sender: string, tx: Transaction, signal?: AbortSignal) {
  tx.setSender(sender);
  const result = await client.core.simulateTransaction({ transaction: tx, include: { events: true }, signal });
  if (result.$kind === 'FailedTransaction') throw ChainException.of(fromFailedStatus(result.FailedTransaction.status));
  return result.Transaction.events;
}

/** A claim's SUIL figures: what is claimed and the fee kept (the same in both modes). */
export interface ClaimFigures {
  /** SUIL claimed, before the fee. */
  rewardValue: bigint;
  /** SUIL kept as the claim fee. */
  rewardValueFee: bigint;
}

export interface ClaimPreview extends ClaimFigures {
  /** The SUI value of the net reward at the pool's quote (what mode 1 pays). */
  claimSuiAmount: bigint;
}

/** What `claim` would do now: the real call simulated, its `Claimed` event read. */
export async function previewClaim(
  client: ClientWithCoreApi,
  sender: string,
  { mode, amount }: { mode: ClaimMode; amount: bigint },
  signal?: AbortSignal,
): Promise<ClaimPreview> {
  const [claimed] = eventsNamed(await simulateEvents(client, sender, buildClaimTx({ mode, amount }), signal), 'Claimed');
  if (!claimed) throw new ChainException('requestFailed');
  return {
    claimSuiAmount: BigInt(claimed.claim_sui_amount),
    rewardValue: BigInt(claimed.reward_value),
    rewardValueFee: BigInt(claimed.reward_value_fee),
  };
}

export interface UnstakePreview {
  /** SUIL rewards paid out with the unstake (ClaimReward). */
  rewardValue: bigint;
  /** Principal taken out, gross (UnStake.stake_value). */
  stakeValue: bigint;
  /** SUI kept as the unstake fee; the user receives stakeValue - fee. */
  fee: bigint;
}

/** What `unstake(amount)` would do now: the real call simulated, ClaimReward and UnStake read. */
export async function previewUnstake(
  client: ClientWithCoreApi,
  sender: string,
  amount: bigint,
  signal?: AbortSignal,
): Promise<UnstakePreview> {
  const events = await simulateEvents(client, sender, buildUnstakeTx({ amount }), signal);
  const [reward] = eventsNamed(events, 'ClaimReward');
  const [unstake] = eventsNamed(events, 'UnStake');
  if (!unstake) throw new ChainException('requestFailed');
  return {
    rewardValue: BigInt(reward?.reward_value ?? 0),
    stakeValue: BigInt(unstake.stake_value),
    fee: BigInt(unstake.fee),
  };
}

// ---------------------------------------------------------------- objects

export interface StakePoolRates {
  /** Claim fee, bps. */
  claimHrRate: bigint;
  /** Unstake fee, bps. */
  unstakeHrRate: bigint;
  /** Daily release, bps of the principal. */
  releaseRate: bigint;
  minStake: bigint;
  totalStaked: bigint;
}

async function readObjectContent(client: ClientWithCoreApi, objectId: string, signal?: AbortSignal): Promise<Uint8Array> {
  const { object } = await client.core.getObject({ objectId, include: { content: true }, signal });
  return object.content;
}

/** The StakePool's rates and totals, from the object's BCS (one request). */
export async function readStakePoolRates(client: ClientWithCoreApi, signal?: AbortSignal): Promise<StakePoolRates> {
  const pool = StakePoolObject.parse(await readObjectContent(client, env.financePool, signal));
  return {
    claimHrRate: BigInt(pool.claim_hr_rate),
    unstakeHrRate: BigInt(pool.unstake_hr_rate),
    releaseRate: BigInt(pool.release_rate),
    minStake: BigInt(pool.min_stake),
    totalStaked: BigInt(pool.total_staked),
  };
}

/** How long a position stays locked after its last stake, ms. */
export async function readUnstakeConfig(client: ClientWithCoreApi, signal?: AbortSignal): Promise<{ lockMs: bigint }> {
  const config = UnstakeConfigObject.parse(await readObjectContent(client, env.unstakeConfig, signal));
  return { lockMs: BigInt(config.lock_ms) };
}

export interface LiquidityConfig extends StakePoolRates {
  /** How long a position stays locked after its last stake, ms. */
  lockMs: bigint;
}

/** The StakePool's rates and the unstake lock in one request (both objects read together). */
export async function readLiquidityConfig(client: ClientWithCoreApi, signal?: AbortSignal): Promise<LiquidityConfig> {
  const { objects } = await client.core.getObjects({ objectIds: [env.financePool, env.unstakeConfig], include: { content: true }, signal });
  const [poolObject, configObject] = objects;
  if (!poolObject || poolObject instanceof Error || !configObject || configObject instanceof Error) throw new ChainException('requestFailed');
  const pool = StakePoolObject.parse(poolObject.content);
  const config = UnstakeConfigObject.parse(configObject.content);
  return {
    claimHrRate: BigInt(pool.claim_hr_rate),
    unstakeHrRate: BigInt(pool.unstake_hr_rate),
    releaseRate: BigInt(pool.release_rate),
    minStake: BigInt(pool.min_stake),
    totalStaked: BigInt(pool.total_staked),
    lockMs: BigInt(config.lock_ms),
  };
}

export interface SwapPool {
  suilReserve: bigint;
  suiReserve: bigint;
  feeBps: bigint;
}

/** The SUIL/SUI pool's reserves and fee, from the LiquiditySwap object's BCS (one request). */
export async function readSwapPool(client: ClientWithCoreApi, signal?: AbortSignal): Promise<SwapPool> {
  const pool = LiquiditySwapObject.parse(await readObjectContent(client, env.liquiditySwap, signal));
  return { suilReserve: BigInt(pool.suil_reserve), suiReserve: BigInt(pool.sui_reserve), feeBps: BigInt(pool.fee_bps) };
}

// ---------------------------------------------------------------- coins

export type Balances = Record<CoinSymbol, bigint>;

/** The owner's SUI, SUIL and USDC balances in base units (usually one request). */
export async function readBalances(client: ClientWithCoreApi, owner: string, signal?: AbortSignal): Promise<Balances> {
  const wanted = new Map(Object.entries(COIN_TYPES).map(([symbol, type]) => [normalizeStructTag(type), symbol as CoinSymbol]));
  const balances: Balances = { SUI: 0n, SUIL: 0n, USDC: 0n };
  let cursor: string | null = null;
  do {
    const page = await client.core.listBalances({ owner, cursor, signal });
    for (const b of page.balances) {
      const symbol = wanted.get(normalizeStructTag(b.coinType));
      if (symbol) balances[symbol] = BigInt(b.balance);
    }
    cursor = page.hasNextPage ? page.cursor : null;
  } while (cursor);
  return balances;
}
