// Module `liquidity`: staking SUI for SUIL rewards. Each user has one position in the pool's
// `positions` table; rewards accrue continuously at `release_rate` bps of the principal per
// 24 h, settled into `pending` whenever the position changes or pays out, and only while the
// position has hashrate left (docs/contract.md): what accrues comes out of `hashrate`, so the stored
// `hashrate` is always net of `pending`, and a position whose hashrate reaches 0 has ended and
// earns nothing until more is staked.
import { bcs } from '@mysten/sui/bcs';
import type { CallContext, MoveObject, NativeModule } from '../types.ts';
import { FINANCE_TYPE, type FinanceFields, isValidUser } from './finance-module.ts';
import { ABORT, BPS, DAY_MS, PACKAGE_ID, SUI_TYPE } from './ids.ts';
import { TableBcs, type TableFields, UidBcs, clockMs, intoBalance, payOut, tableGet, tableRemove, tableSet, tableType, u64 } from './move.ts';
import { LIQUIDITY_SWAP_TYPE, constantProductOut, isPoolEmpty, mintSuil, sellMintedSuil, swapFields } from './swap-module.ts';

export const STAKE_POOL_TYPE = `${PACKAGE_ID}::liquidity::StakePool`;
export const UNSTAKE_CONFIG_TYPE = `${PACKAGE_ID}::liquidity::UnstakeConfig`;
export const POSITION_TYPE = `${PACKAGE_ID}::liquidity::Position`;
const CLOCK = '0x2::clock::Clock';
const POSITIONS_TABLE = tableType('address', POSITION_TYPE);

export type StakePoolFields = {
  id: string;
  claim_hr_rate: bigint | string;
  unstake_hr_rate: bigint | string;
  release_rate: bigint | string;
  min_stake: bigint | string;
  total_staked: bigint | string;
  /** SUI held: staked principal plus unstake fees kept. */
  sui_balance: bigint | string;
  positions: TableFields;
};

export type Position = {
  principal: bigint;
  /** What remains to be released, net of `pending` (never above `principal`). */
  hashrate: bigint;
  /** When the lock started: the last stake into this position. */
  start_ms: bigint;
  /** Rewards are counted from here. */
  settled_ms: bigint;
  /** SUIL earned up to settled_ms and not yet paid. */
  pending: bigint;
};

const PositionBcs = bcs.struct('Position', {
  principal: bcs.u64(),
  hashrate: bcs.u64(),
  start_ms: bcs.u64(),
  settled_ms: bcs.u64(),
  pending: bcs.u64(),
});

function poolFields(pool: MoveObject): StakePoolFields {
  return pool.fields as StakePoolFields;
}

function readPosition(ctx: CallContext, pool: MoveObject, user: string): Position | undefined {
  const raw = tableGet<Record<keyof Position, unknown>>(ctx, poolFields(pool).positions, 'address', user, POSITION_TYPE);
  if (raw === undefined) return undefined;
  return {
    principal: u64(raw.principal),
    hashrate: u64(raw.hashrate),
    start_ms: u64(raw.start_ms),
    settled_ms: u64(raw.settled_ms),
    pending: u64(raw.pending),
  };
}

function writePosition(ctx: CallContext, pool: MoveObject, user: string, position: Position): void {
  const positions = poolFields(pool).positions;
  if (position.principal === 0n && position.pending === 0n) tableRemove(ctx, positions, 'address', user);
  else tableSet(ctx, positions, 'address', user, POSITION_TYPE, position);
}

/** SUIL earned by `principal` between the last settlement and `nowMs` (integer division). */
export function accrued(principal: bigint, releaseRateBps: bigint, fromMs: bigint, nowMs: bigint): bigint {
  if (nowMs <= fromMs) return 0n;
  return (principal * releaseRateBps * (nowMs - fromMs)) / (BPS * DAY_MS);
}

/**
 * Moves rewards earned up to `nowMs` out of `hashrate` into `pending`: at most what hashrate is
 * left, so accrual stops exactly when the hashrate runs out (and nothing accrues after it).
 */
export function settlePosition(position: Position, releaseRateBps: bigint, nowMs: bigint): Position {
  if (nowMs <= position.settled_ms) return position;
  const rate = accrued(position.principal, releaseRateBps, position.settled_ms, nowMs);
  const earned = rate < position.hashrate ? rate : position.hashrate;
  return { ...position, hashrate: position.hashrate - earned, pending: position.pending + earned, settled_ms: nowMs };
}

function settle(pool: MoveObject, position: Position, nowMs: bigint): Position {
  return settlePosition(position, u64(poolFields(pool).release_rate), nowMs);
}

function isUnlocked(config: MoveObject, position: Position, nowMs: bigint): boolean {
  return nowMs >= position.start_ms + u64(config.fields.lock_ms);
}

export const liquidityModule: NativeModule = {
  structs: {
    StakePool: {
      abilities: ['key'],
      fields: [
        { name: 'id', type: '0x2::object::UID' },
        { name: 'claim_hr_rate', type: 'u64' },
        { name: 'unstake_hr_rate', type: 'u64' },
        { name: 'release_rate', type: 'u64' },
        { name: 'min_stake', type: 'u64' },
        { name: 'total_staked', type: 'u64' },
        { name: 'sui_balance', type: 'u64' },
        { name: 'positions', type: POSITIONS_TABLE },
      ],
      bcs: () =>
        bcs.struct('StakePool', {
          id: UidBcs,
          claim_hr_rate: bcs.u64(),
          unstake_hr_rate: bcs.u64(),
          release_rate: bcs.u64(),
          min_stake: bcs.u64(),
          total_staked: bcs.u64(),
          sui_balance: bcs.u64(),
          positions: TableBcs,
        }),
    },
    UnstakeConfig: {
      abilities: ['key'],
      fields: [
        { name: 'id', type: '0x2::object::UID' },
        { name: 'lock_ms', type: 'u64' },
      ],
      bcs: () => bcs.struct('UnstakeConfig', { id: UidBcs, lock_ms: bcs.u64() }),
    },
    Position: {
      abilities: ['store'],
      fields: [
        { name: 'principal', type: 'u64' },
        { name: 'hashrate', type: 'u64' },
        { name: 'start_ms', type: 'u64' },
        { name: 'settled_ms', type: 'u64' },
        { name: 'pending', type: 'u64' },
      ],
      bcs: () => PositionBcs,
    },
    Staked: {
      abilities: ['copy', 'drop'],
      fields: [
        { name: 'user', type: 'address' },
        { name: 'amount', type: 'u64' },
      ],
      bcs: () => bcs.struct('Staked', { user: bcs.Address, amount: bcs.u64() }),
    },
    ClaimReward: {
      abilities: ['copy', 'drop'],
      fields: [
        { name: 'user', type: 'address' },
        { name: 'reward_value', type: 'u64' },
      ],
      bcs: () => bcs.struct('ClaimReward', { user: bcs.Address, reward_value: bcs.u64() }),
    },
    UnStake: {
      abilities: ['copy', 'drop'],
      fields: [
        { name: 'user', type: 'address' },
        { name: 'stake_value', type: 'u64' },
        { name: 'fee', type: 'u64' },
      ],
      bcs: () => bcs.struct('UnStake', { user: bcs.Address, stake_value: bcs.u64(), fee: bcs.u64() }),
    },
    Claimed: {
      abilities: ['copy', 'drop'],
      fields: [
        { name: 'user', type: 'address' },
        { name: 'mode', type: 'u8' },
        { name: 'claim_sui_amount', type: 'u64' },
        { name: 'reward_value', type: 'u64' },
        { name: 'reward_value_fee', type: 'u64' },
      ],
      bcs: () =>
        bcs.struct('Claimed', {
          user: bcs.Address,
          mode: bcs.u8(),
          claim_sui_amount: bcs.u64(),
          reward_value: bcs.u64(),
          reward_value_fee: bcs.u64(),
        }),
    },
  },
  functions: {
    stake: {
      visibility: 'public',
      isEntry: true,
      parameters: [
        { type: FINANCE_TYPE, ref: 'imm' },
        { type: STAKE_POOL_TYPE, ref: 'mut' },
        { type: `0x2::coin::Coin<${SUI_TYPE}>` },
        { type: CLOCK, ref: 'imm' },
      ],
      returns: [],
      run(ctx: CallContext, args: unknown[]) {
        const [finance, pool, coin, clock] = args as [MoveObject, MoveObject, MoveObject, MoveObject];
        if (!isValidUser(ctx, finance, ctx.sender)) ctx.abort(ABORT.notBound);
        const f = poolFields(pool);
        const now = clockMs(clock);
        const amount = intoBalance(ctx, coin);
        if (amount < u64(f.min_stake)) ctx.abort(ABORT.belowMinimum);
        const before = readPosition(ctx, pool, ctx.sender);
        const settled = before ? settle(pool, before, now) : { principal: 0n, hashrate: 0n, start_ms: now, settled_ms: now, pending: 0n };
        // Adding restarts the lock for the whole position: one position, one unlock time.
        writePosition(ctx, pool, ctx.sender, {
          ...settled,
          principal: settled.principal + amount,
          hashrate: settled.hashrate + amount,
          start_ms: now,
        });
        f.total_staked = u64(f.total_staked) + amount;
        f.sui_balance = u64(f.sui_balance) + amount;
        ctx.emit('Staked', { user: ctx.sender, amount });
        return [];
      },
    },
    unstakeable: {
      visibility: 'public',
      isEntry: false,
      parameters: [
        { type: STAKE_POOL_TYPE, ref: 'imm' },
        { type: UNSTAKE_CONFIG_TYPE, ref: 'imm' },
        { type: 'u64' },
        { type: 'u64' },
      ],
      returns: ['bool'],
      run(ctx: CallContext, args: unknown[]) {
        const [pool, config, amountArg, nowArg] = args as [MoveObject, MoveObject, bigint, bigint];
        const amount = u64(amountArg);
        const position = readPosition(ctx, pool, ctx.sender);
        const ok = position !== undefined && amount > 0n && amount <= position.principal && isUnlocked(config, position, u64(nowArg));
        return [ok];
      },
    },
    unstake: {
      visibility: 'public',
      isEntry: true,
      parameters: [
        { type: STAKE_POOL_TYPE, ref: 'mut' },
        { type: UNSTAKE_CONFIG_TYPE, ref: 'imm' },
        { type: LIQUIDITY_SWAP_TYPE, ref: 'mut' },
        { type: 'u64' },
        { type: CLOCK, ref: 'imm' },
      ],
      returns: [],
      run(ctx: CallContext, args: unknown[]) {
        const [pool, config, swap, amountArg, clock] = args as [MoveObject, MoveObject, MoveObject, bigint, MoveObject];
        const amount = u64(amountArg);
        const now = clockMs(clock);
        const f = poolFields(pool);
        const position = readPosition(ctx, pool, ctx.sender);
        if (position === undefined || amount === 0n || amount > position.principal) ctx.abort(ABORT.moreThanAvailable);
        if (!isUnlocked(config, position, now)) ctx.abort(ABORT.locked);
        const settled = settle(pool, position, now);
        // Rewards first, in full (the claim fee applies to `claim` only).
        const reward = settled.pending;
        mintSuil(ctx, swap, reward, ctx.sender);
        ctx.emit('ClaimReward', { user: ctx.sender, reward_value: reward });
        // At most `amount` off the hashrate: an ended position (hashrate 0) loses none.
        writePosition(ctx, pool, ctx.sender, {
          ...settled,
          principal: settled.principal - amount,
          hashrate: settled.hashrate > amount ? settled.hashrate - amount : 0n,
          pending: 0n,
        });
        const fee = (amount * u64(f.unstake_hr_rate)) / BPS;
        f.total_staked = u64(f.total_staked) - amount;
        f.sui_balance = u64(f.sui_balance) - (amount - fee);
        payOut(ctx, SUI_TYPE, amount - fee, ctx.sender);
        // stake_value is the principal taken out; the user receives stake_value - fee.
        ctx.emit('UnStake', { user: ctx.sender, stake_value: amount, fee });
        return [];
      },
    },
    claim: {
      visibility: 'public',
      isEntry: true,
      parameters: [
        { type: STAKE_POOL_TYPE, ref: 'mut' },
        { type: LIQUIDITY_SWAP_TYPE, ref: 'mut' },
        { type: 'u8' },
        { type: 'u64' },
        { type: CLOCK, ref: 'imm' },
      ],
      returns: [],
      run(ctx: CallContext, args: unknown[]) {
        const [pool, swap, mode, amountArg, clock] = args as [MoveObject, MoveObject, number, bigint, MoveObject];
        if (mode !== 0 && mode !== 1) ctx.abort(ABORT.badMode);
        const amount = u64(amountArg);
        const now = clockMs(clock);
        const position = readPosition(ctx, pool, ctx.sender);
        const settled = position ? settle(pool, position, now) : undefined;
        if (settled === undefined || settled.pending === 0n) ctx.abort(ABORT.nothingToClaim);
        if (amount > settled.pending) ctx.abort(ABORT.moreThanAvailable);
        const rewardValue = amount === 0n ? settled.pending : amount;
        const rewardFee = (rewardValue * u64(poolFields(pool).claim_hr_rate)) / BPS;
        const net = rewardValue - rewardFee;
        let claimSui: bigint;
        if (mode === 0) {
          const s = swapFields(swap);
          claimSui = constantProductOut(u64(s.suil_reserve), u64(s.sui_reserve), net);
          mintSuil(ctx, swap, net, ctx.sender);
        } else {
          if (isPoolEmpty(swap)) ctx.abort(ABORT.poolEmpty);
          claimSui = sellMintedSuil(swap, net);
          payOut(ctx, SUI_TYPE, claimSui, ctx.sender);
        }
        // The released reward already left `hashrate` when it accrued: hashrate + pending falls by it.
        writePosition(ctx, pool, ctx.sender, { ...settled, pending: settled.pending - rewardValue });
        ctx.emit('Claimed', {
          user: ctx.sender,
          mode,
          claim_sui_amount: claimSui,
          reward_value: rewardValue,
          reward_value_fee: rewardFee,
        });
        return [];
      },
    },
    position: {
      visibility: 'public',
      isEntry: false,
      parameters: [{ type: STAKE_POOL_TYPE, ref: 'imm' }, { type: 'address' }, { type: 'u64' }],
      returns: ['u64', 'u64', 'u64', 'u64'],
      run(ctx: CallContext, args: unknown[]) {
        const [pool, user, nowArg] = args as [MoveObject, string, bigint];
        const position = readPosition(ctx, pool, user);
        if (position === undefined) return [0n, 0n, 0n, 0n];
        // hashrate net of pending: what is still to be released after what is claimable now.
        const settled = settle(pool, position, u64(nowArg));
        return [settled.principal, settled.hashrate, settled.start_ms, settled.pending];
      },
    },
    set_lock_ms: {
      visibility: 'public',
      isEntry: true,
      parameters: [
        { type: FINANCE_TYPE, ref: 'imm' },
        { type: UNSTAKE_CONFIG_TYPE, ref: 'mut' },
        { type: 'u64' },
      ],
      returns: [],
      run(ctx: CallContext, args: unknown[]) {
        const [finance, config, lockMs] = args as [MoveObject, MoveObject, bigint];
        if (ctx.sender !== (finance.fields as FinanceFields).root) ctx.abort(ABORT.notRoot);
        config.fields.lock_ms = u64(lockMs);
        return [];
      },
    },
  },
};
