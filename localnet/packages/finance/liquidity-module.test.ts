import { describe, expect, it } from 'vitest';
import { DAY_MS, FINANCE_OBJECT, FINANCE_POOL, LIQUIDITY_SWAP, STAKE_POSITIONS_TABLE, SUI_TYPE, SUIL_TYPE, UNSTAKE_CONFIG } from './ids.ts';
import { accrued } from './liquidity-module.ts';
import type { TableFields } from './move.ts';
import { type TestChain, abortCode, eventsNamed } from './test-chain.ts';
import { ROOT, SUI, bind, claim, newChain, stake, target, unstake, unstakeable, user } from './test-fixture.ts';

const LOCK = 7n * DAY_MS;

function position(chain: TestChain, who: string) {
  return chain.call(who, target('liquidity', 'position'), [{ object: FINANCE_POOL }, { pure: who }, { pure: chain.nowMs }], [], { readOnly: true })
    .returns as bigint[];
}

function staked(who = user(1), amount = 20n * SUI): TestChain {
  const chain = newChain();
  bind(chain, who);
  stake(chain, who, amount);
  return chain;
}

function quote(chain: TestChain, suilIn: bigint): bigint {
  const f = chain.object<{ sui_reserve: string; suil_reserve: string }>(LIQUIDITY_SWAP).fields;
  return (BigInt(f.sui_reserve) * suilIn) / (BigInt(f.suil_reserve) + suilIn);
}

describe('reward accrual', () => {
  it('earns principal * release_rate / 10000 per 24 h, counted in ms with integer division', () => {
    expect(accrued(20n * SUI, 100n, 0n, DAY_MS)).toBe(200_000_000n);
    expect(accrued(20n * SUI, 100n, 0n, 3n * DAY_MS)).toBe(600_000_000n);
    expect(accrued(20n * SUI, 100n, 0n, DAY_MS / 2n)).toBe(100_000_000n);
    // 20 SUI * 1 % / 86 400 000 ms = 2.31 base units per ms, rounded down
    expect(accrued(20n * SUI, 100n, 0n, 1n)).toBe(2n);
    expect(accrued(20n * SUI, 100n, 5n, 5n)).toBe(0n);
    expect(accrued(20n * SUI, 100n, 9n, 5n)).toBe(0n);
  });

  it('shows in the position over days and keeps what was earned when the principal grows', () => {
    const chain = staked();
    expect(position(chain, user(1))).toEqual([20n * SUI, 20n * SUI, chain.nowMs, 0n]);
    chain.nowMs += 10n * DAY_MS;
    // What accrued came out of the hashrate: the view's hashrate is net of pending.
    expect(position(chain, user(1))).toEqual([20n * SUI, 18n * SUI, chain.nowMs - 10n * DAY_MS, 2n * SUI]);
    stake(chain, user(1), 30n * SUI);
    chain.nowMs += DAY_MS;
    // 2 SUIL from the first ten days + 50 SUI * 1 % for one day, all out of 18 + 30 SUI of hashrate
    expect(position(chain, user(1))).toEqual([50n * SUI, 47n * SUI + 500_000_000n, chain.nowMs - DAY_MS, 2n * SUI + 500_000_000n]);
  });
});

describe('the hashrate rule: rewards come out of the hashrate and stop at 0', () => {
  it('stops accruing exactly when the hashrate runs out (20 SUI at 1 % a day: 100 days)', () => {
    const chain = staked();
    const start = chain.nowMs;
    chain.nowMs = start + 100n * DAY_MS - 1n;
    const [, leftJustBefore, , pendingJustBefore] = position(chain, user(1));
    expect(leftJustBefore).toBeGreaterThan(0n);
    expect(leftJustBefore + pendingJustBefore).toBe(20n * SUI);
    chain.nowMs = start + 100n * DAY_MS;
    expect(position(chain, user(1))).toEqual([20n * SUI, 0n, start, 20n * SUI]);
    // 180 days: still the 20 SUIL the hashrate allowed, not 36.
    chain.nowMs = start + 180n * DAY_MS;
    expect(position(chain, user(1))).toEqual([20n * SUI, 0n, start, 20n * SUI]);
  });

  it('claims past the point where the hashrate ran out: the claim pays what the hashrate allowed, then nothing accrues', () => {
    const chain = staked();
    chain.nowMs += 180n * DAY_MS;
    expect(abortCode(() => claim(chain, user(1), 0, 20n * SUI + 1n))).toEqual({ module: 'liquidity', code: 6 });
    const r = claim(chain, user(1), 0, 0n);
    expect(eventsNamed(r, 'Claimed')[0]).toMatchObject({ reward_value: 20n * SUI, reward_value_fee: 600_000_000n });
    expect(chain.balance(user(1), SUIL_TYPE)).toBe(20n * SUI - 600_000_000n);
    expect(position(chain, user(1)).slice(0, 2)).toEqual([20n * SUI, 0n]);
    chain.nowMs += 30n * DAY_MS;
    expect(position(chain, user(1))[3]).toBe(0n);
    expect(abortCode(() => claim(chain, user(1), 0, 0n))).toEqual({ module: 'liquidity', code: 8 });
  });

  it('a claim leaves the hashrate lower by what it released: hashrate + pending falls by the claim', () => {
    const chain = staked();
    chain.nowMs += 10n * DAY_MS;
    claim(chain, user(1), 0, 500_000_000n);
    const [, left, , pending] = position(chain, user(1));
    expect([left, pending]).toEqual([18n * SUI, 1_500_000_000n]);
    expect(left + pending).toBe(20n * SUI - 500_000_000n);
  });

  it('a second stake restarts accrual after the hashrate ran out, from the stake on, without back pay', () => {
    const chain = staked();
    chain.nowMs += 150n * DAY_MS;
    claim(chain, user(1), 0, 0n);
    chain.nowMs += 10n * DAY_MS;
    stake(chain, user(1), 20n * SUI);
    // 40 SUI of principal, 20 SUI of new hashrate, nothing for the days it had ended.
    expect(position(chain, user(1)).slice(0, 2)).toEqual([40n * SUI, 20n * SUI]);
    expect(position(chain, user(1))[3]).toBe(0n);
    chain.nowMs += DAY_MS;
    // The whole principal earns (40 SUI * 1 %), out of the new hashrate.
    expect(position(chain, user(1))).toEqual([40n * SUI, 19_600_000_000n, chain.nowMs - DAY_MS, 400_000_000n]);
    chain.nowMs += 60n * DAY_MS;
    expect(position(chain, user(1))).toEqual([40n * SUI, 0n, chain.nowMs - 61n * DAY_MS, 20n * SUI]);
  });

  it('unstake after exhaustion takes the principal back and no hashrate (there is none), paying what was pending', () => {
    const chain = staked();
    chain.nowMs += 120n * DAY_MS;
    const r = unstake(chain, user(1), 5n * SUI);
    expect(eventsNamed(r, 'ClaimReward')).toEqual([{ user: user(1), reward_value: 20n * SUI }]);
    expect(eventsNamed(r, 'UnStake')).toEqual([{ user: user(1), stake_value: 5n * SUI, fee: 100_000_000n }]);
    expect(position(chain, user(1))).toEqual([15n * SUI, 0n, chain.nowMs - 120n * DAY_MS, 0n]);
    chain.nowMs += 10n * DAY_MS;
    expect(position(chain, user(1))[3]).toBe(0n);
    unstake(chain, user(1), 15n * SUI);
    expect(position(chain, user(1))).toEqual([0n, 0n, 0n, 0n]);
  });

  it('unstake takes at most the amount off the hashrate', () => {
    const chain = staked(user(1), 100n * SUI);
    chain.nowMs += 90n * DAY_MS;
    // 90 SUIL accrued out of 100 SUI of hashrate: 10 left; unstaking 30 SUI takes those 10.
    unstake(chain, user(1), 30n * SUI);
    expect(position(chain, user(1)).slice(0, 2)).toEqual([70n * SUI, 0n]);
    const chain2 = staked(user(1), 100n * SUI);
    chain2.nowMs += 10n * DAY_MS;
    unstake(chain2, user(1), 30n * SUI);
    expect(position(chain2, user(1)).slice(0, 2)).toEqual([70n * SUI, 60n * SUI]);
  });
});

describe('liquidity::stake', () => {
  it('adds principal and hashrate 1:1, holds the SUI, counts total_staked, emits Staked', () => {
    const chain = newChain();
    bind(chain, user(1));
    const r = stake(chain, user(1), 25n * SUI);
    expect(eventsNamed(r, 'Staked')).toEqual([{ user: user(1), amount: 25n * SUI }]);
    expect(r.events[0].type).toMatch(/::liquidity::Staked$/);
    expect(chain.balance(user(1), SUI_TYPE)).toBe(0n);
    expect(chain.object(FINANCE_POOL).fields).toMatchObject({ total_staked: String(25n * SUI), sui_balance: String(25n * SUI) });
    expect(chain.dynamicFieldCount(STAKE_POSITIONS_TABLE)).toBe(1);
    expect(position(chain, user(1)).slice(0, 2)).toEqual([25n * SUI, 25n * SUI]);
  });

  it('lets root stake without an inviter', () => {
    const chain = newChain();
    expect(eventsNamed(stake(chain, ROOT, 20n * SUI), 'Staked')).toHaveLength(1);
  });

  it('aborts 1 when the sender has no inviter', () => {
    const chain = newChain();
    expect(abortCode(() => stake(chain, user(1), 20n * SUI))).toEqual({ module: 'liquidity', code: 1 });
    expect(chain.object(FINANCE_POOL).fields.total_staked).toBe('0');
  });

  it('aborts 5 below min_stake (20 SUI) and accepts exactly 20 SUI', () => {
    const chain = newChain();
    bind(chain, user(1));
    expect(abortCode(() => stake(chain, user(1), 20n * SUI - 1n))).toEqual({ module: 'liquidity', code: 5 });
    expect(chain.object(FINANCE_POOL).fields.total_staked).toBe('0');
    stake(chain, user(1), 20n * SUI);
    expect(chain.object(FINANCE_POOL).fields.total_staked).toBe(String(20n * SUI));
  });
});

describe('liquidity::unstakeable', () => {
  it('is true only for an amount the position holds once start + lock_ms has passed', () => {
    const chain = staked();
    const start = chain.nowMs;
    expect(unstakeable(chain, user(1), 20n * SUI, start + LOCK - 1n)).toBe(false);
    expect(unstakeable(chain, user(1), 20n * SUI, start + LOCK)).toBe(true);
    expect(unstakeable(chain, user(1), 5n * SUI, start + LOCK)).toBe(true);
    expect(unstakeable(chain, user(1), 20n * SUI + 1n, start + LOCK)).toBe(false);
    expect(unstakeable(chain, user(1), 0n, start + LOCK)).toBe(false);
    expect(unstakeable(chain, user(2), 1n, start + LOCK)).toBe(false);
  });

  it('restarts the lock when the position grows', () => {
    const chain = staked();
    const start = chain.nowMs;
    chain.nowMs += DAY_MS;
    stake(chain, user(1), 20n * SUI);
    expect(unstakeable(chain, user(1), 1n, start + LOCK)).toBe(false);
    expect(unstakeable(chain, user(1), 1n, start + DAY_MS + LOCK)).toBe(true);
  });
});

describe('liquidity::unstake', () => {
  it('pays pending rewards as SUIL first, then amount minus the unstake fee in SUI', () => {
    const chain = staked();
    chain.nowMs += LOCK;
    const r = unstake(chain, user(1), 10n * SUI);
    expect(r.events.map((e) => e.name)).toEqual(['ClaimReward', 'UnStake']);
    expect(eventsNamed(r, 'ClaimReward')).toEqual([{ user: user(1), reward_value: 1_400_000_000n }]);
    // fee = 10 SUI * 200 / 10000
    expect(eventsNamed(r, 'UnStake')).toEqual([{ user: user(1), stake_value: 10n * SUI, fee: 200_000_000n }]);
    expect(chain.balance(user(1), SUIL_TYPE)).toBe(1_400_000_000n);
    expect(chain.balance(user(1), SUI_TYPE)).toBe(9_800_000_000n);
    expect(chain.object(FINANCE_POOL).fields).toMatchObject({ total_staked: String(10n * SUI), sui_balance: String(10_200_000_000n) });
    // 18.6 SUI of hashrate after the 1.4 SUIL released, less the 10 SUI taken out
    expect(position(chain, user(1))).toEqual([10n * SUI, 8_600_000_000n, chain.nowMs - LOCK, 0n]);
    chain.nowMs += DAY_MS;
    expect(position(chain, user(1))[3]).toBe(100_000_000n);
  });

  it('removes the position when everything is taken out', () => {
    const chain = staked();
    chain.nowMs += LOCK;
    unstake(chain, user(1), 20n * SUI);
    expect(chain.dynamicFieldCount(STAKE_POSITIONS_TABLE)).toBe(0);
    expect(chain.object<{ positions: TableFields }>(FINANCE_POOL).fields.positions.size).toBe('0');
    expect(position(chain, user(1))).toEqual([0n, 0n, 0n, 0n]);
  });

  it('previews through a read-only call without changing anything', () => {
    const chain = staked();
    chain.nowMs += LOCK;
    const r = unstake(chain, user(1), 20n * SUI, true);
    expect(eventsNamed(r, 'UnStake')).toEqual([{ user: user(1), stake_value: 20n * SUI, fee: 400_000_000n }]);
    expect(chain.balance(user(1), SUI_TYPE)).toBe(0n);
    expect(position(chain, user(1))[0]).toBe(20n * SUI);
  });

  it('aborts 6 for more than the position, zero, or no position', () => {
    const chain = staked();
    chain.nowMs += LOCK;
    expect(abortCode(() => unstake(chain, user(1), 20n * SUI + 1n))).toEqual({ module: 'liquidity', code: 6 });
    expect(abortCode(() => unstake(chain, user(1), 0n))).toEqual({ module: 'liquidity', code: 6 });
    expect(abortCode(() => unstake(chain, user(2), 1n))).toEqual({ module: 'liquidity', code: 6 });
  });

  it('aborts 7 while locked', () => {
    const chain = staked();
    chain.nowMs += LOCK - 1n;
    expect(abortCode(() => unstake(chain, user(1), 1n * SUI))).toEqual({ module: 'liquidity', code: 7 });
    expect(chain.balance(user(1), SUIL_TYPE)).toBe(0n);
  });
});

describe('liquidity::claim', () => {
  it('mode 0 sends the pending reward minus the claim fee as SUIL and quotes its SUI value', () => {
    const chain = staked();
    chain.nowMs += 10n * DAY_MS;
    const expectedSui = quote(chain, 1_940_000_000n);
    const r = claim(chain, user(1), 0, 0n);
    expect(eventsNamed(r, 'Claimed')).toEqual([
      { user: user(1), mode: 0, claim_sui_amount: expectedSui, reward_value: 2n * SUI, reward_value_fee: 60_000_000n },
    ]);
    expect(expectedSui).toBeGreaterThan(193_000_000n);
    expect(chain.balance(user(1), SUIL_TYPE)).toBe(1_940_000_000n);
    expect(chain.object(LIQUIDITY_SWAP).fields.sui_reserve).toBe(String(100_000n * SUI));
    expect(position(chain, user(1))[3]).toBe(0n);
  });

  it('mode 1 sells the net reward into the pool and sends SUI', () => {
    const chain = staked();
    chain.nowMs += 10n * DAY_MS;
    const expectedSui = quote(chain, 1_940_000_000n);
    const r = claim(chain, user(1), 1, 0n);
    expect(eventsNamed(r, 'Claimed')[0]).toMatchObject({ mode: 1, claim_sui_amount: expectedSui, reward_value: 2n * SUI });
    expect(chain.balance(user(1), SUI_TYPE)).toBe(expectedSui);
    expect(chain.balance(user(1), SUIL_TYPE)).toBe(0n);
    expect(chain.object(LIQUIDITY_SWAP).fields).toMatchObject({
      suil_reserve: String(1_000_000n * SUI + 1_940_000_000n),
      sui_reserve: String(100_000n * SUI - expectedSui),
    });
  });

  it('claims part of the pending reward and keeps the rest', () => {
    const chain = staked();
    chain.nowMs += 10n * DAY_MS;
    const r = claim(chain, user(1), 0, 500_000_000n);
    expect(eventsNamed(r, 'Claimed')[0]).toMatchObject({ reward_value: 500_000_000n, reward_value_fee: 15_000_000n });
    expect(chain.balance(user(1), SUIL_TYPE)).toBe(485_000_000n);
    expect(position(chain, user(1))[3]).toBe(1_500_000_000n);
  });

  it('previews with a read-only call: same event, nothing paid', () => {
    const chain = staked();
    chain.nowMs += DAY_MS;
    const r = claim(chain, user(1), 1, 0n, true);
    expect(eventsNamed(r, 'Claimed')[0]).toMatchObject({ reward_value: 200_000_000n, reward_value_fee: 6_000_000n });
    expect(chain.balance(user(1), SUI_TYPE)).toBe(0n);
    expect(position(chain, user(1))[3]).toBe(200_000_000n);
  });

  it('aborts 8 with nothing to claim, 6 above pending, 12 for a bad mode', () => {
    const chain = staked();
    expect(abortCode(() => claim(chain, user(1), 0, 0n))).toEqual({ module: 'liquidity', code: 8 });
    expect(abortCode(() => claim(chain, user(2), 0, 0n))).toEqual({ module: 'liquidity', code: 8 });
    chain.nowMs += DAY_MS;
    expect(abortCode(() => claim(chain, user(1), 0, 200_000_001n))).toEqual({ module: 'liquidity', code: 6 });
    expect(abortCode(() => claim(chain, user(1), 2, 0n))).toEqual({ module: 'liquidity', code: 12 });
    expect(chain.balance(user(1), SUIL_TYPE)).toBe(0n);
  });

  it('aborts 13 in mode 1 when the pool is empty; mode 0 still works', () => {
    const chain = staked();
    chain.nowMs += DAY_MS;
    chain.patch(LIQUIDITY_SWAP, { sui_reserve: 0n });
    expect(abortCode(() => claim(chain, user(1), 1, 0n))).toEqual({ module: 'liquidity', code: 13 });
    expect(eventsNamed(claim(chain, user(1), 0, 0n), 'Claimed')[0]).toMatchObject({ claim_sui_amount: 0n });
  });
});

describe('liquidity::set_lock_ms', () => {
  it('lets root change the lock and aborts 14 for anyone else', () => {
    const chain = staked();
    const call = (who: string, ms: bigint) =>
      chain.call(who, target('liquidity', 'set_lock_ms'), [{ object: FINANCE_OBJECT }, { object: UNSTAKE_CONFIG }, { pure: ms }]);
    expect(abortCode(() => call(user(1), 0n))).toEqual({ module: 'liquidity', code: 14 });
    call(ROOT, 0n);
    expect(chain.object(UNSTAKE_CONFIG).fields.lock_ms).toBe('0');
    expect(eventsNamed(unstake(chain, user(1), 20n * SUI), 'UnStake')).toHaveLength(1);
  });
});

