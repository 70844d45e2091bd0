// /api/me and its lists, over data the indexer stored from (synthetic) finance events.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody, HashrateResponse, IncomeResponse, MeResponse, RecordsResponse, TeamResponse } from '../../contract/api.ts';
import { type TestServer, chainTx, createTestServer, financeEvent, offlineIndexer } from '../test/server.ts';
import { sql } from '../db/client.ts';

const SUI = 1_000_000_000n;
const other = (n: number) => `0x${n.toString(16).padStart(64, '0')}`;

let server: TestServer;
let token: string;
let me: string;
beforeAll(async () => {
  server = await createTestServer();
  ({ token, address: me } = await server.signIn());
  const { ctx } = server;
  await ctx.db.execute(sql`INSERT INTO indexer_state (id) VALUES ('finance')`);
  const friend = other(0xb1);
  const friendOfFriend = other(0xb2);
  await offlineIndexer(ctx).applyPage(
    [
      chainTx([financeEvent(ctx, 'Bound', { user: me, inviter: other(0xb0) })]),
      chainTx([financeEvent(ctx, 'Bound', { user: friend, inviter: me })]),
      chainTx([financeEvent(ctx, 'Bound', { user: friendOfFriend, inviter: friend })]),
      chainTx([financeEvent(ctx, 'Staked', { user: me, amount: 50n * SUI })]),
      chainTx([financeEvent(ctx, 'Staked', { user: friend, amount: 30n * SUI })]),
      chainTx([financeEvent(ctx, 'Staked', { user: friendOfFriend, amount: 20n * SUI })]),
      chainTx([financeEvent(ctx, 'ToppedUp', { user: me, coin_type: ctx.config.coinTypes.USDC.slice(2), amount: 60_000_000n })]),
      chainTx([financeEvent(ctx, 'Claimed', { user: friend, mode: 0, claim_sui_amount: 4n * SUI, reward_value: 40n * SUI, reward_value_fee: SUI })]),
      chainTx([financeEvent(ctx, 'Claimed', { user: friendOfFriend, mode: 1, claim_sui_amount: 2n * SUI, reward_value: 20n * SUI, reward_value_fee: SUI })]),
      chainTx([financeEvent(ctx, 'Swapped', { user: me, amount_in: 10n * SUI, fee: 3n * 10_000_000n, amount_out: SUI })]),
      chainTx([financeEvent(ctx, 'UnStake', { user: me, stake_value: 10n * SUI, fee: 2n * 100_000_000n }), financeEvent(ctx, 'ClaimReward', { user: me, reward_value: 5n * SUI })]),
    ],
    'seeded',
  );
});
afterAll(() => server.close());

async function get<T>(path: string): Promise<T> {
  const res = await server.request('GET', path, { token });
  expect(res.status).toBe(200);
  return (await res.json()) as T;
}

describe('GET /api/me', () => {
  it('answers the profile, team figures and balances', async () => {
    const body = await get<MeResponse>('/api/me');
    expect(body).toEqual({
      address: me,
      inviter: other(0xb0),
      friendLevel: 0,
      validFriends: 1,
      teamSize: 2,
      communityPerformance: (50n * SUI).toString(),
      staked: (40n * SUI).toString(),
      balances: { sui: '0', usdc: '60000000', suil: '0', withdrawableIncome: (4n * SUI / 10n + SUI / 10n).toString(), heldIncome: '0' },
    });
  });

  it('requires a token', async () => {
    const res = await server.request('GET', '/api/me');
    expect(res.status).toBe(401);
    expect(((await res.json()) as ErrorBody).error.code).toBe('unauthorized');
  });
});

describe('GET /api/me/income', () => {
  it('lists income by type with totals, newest first', async () => {
    const all = await get<IncomeResponse>('/api/me/income');
    expect(all.items.map((i) => i.type)).toEqual(['static', 'indirect', 'direct']);
    const direct = await get<IncomeResponse>('/api/me/income?type=direct');
    expect(direct.items).toHaveLength(1);
    expect(direct.items[0]).toMatchObject({ type: 'direct', coin: 'SUI', amount: (4n * SUI / 10n).toString(), sourceAddress: other(0xb1), withdrawable: true });
    expect(direct.totals).toEqual({ sui: (4n * SUI / 10n).toString(), suil: '0' });
    expect((await get<IncomeResponse>('/api/me/income?type=static')).totals.suil).toBe((5n * SUI).toString());
  });

  it('refuses an unknown type and a limit over 100', async () => {
    expect((await server.request('GET', '/api/me/income?type=bonus', { token })).status).toBe(400);
    expect((await server.request('GET', '/api/me/income?limit=101', { token })).status).toBe(400);
  });

  it('pages with cursor and limit', async () => {
    const first = await get<IncomeResponse>('/api/me/income?limit=2');
    expect(first.items).toHaveLength(2);
    expect(first.nextCursor).not.toBeNull();
    const second = await get<IncomeResponse>(`/api/me/income?limit=2&cursor=${first.nextCursor}`);
    expect(second.items.map((i) => i.type)).toEqual(['direct']);
    expect(second.nextCursor).toBeNull();
  });
});

describe('GET /api/me/hashrate', () => {
  it('answers total, remaining, release rate and records by type', async () => {
    const body = await get<HashrateResponse>('/api/me/hashrate');
    // staking +50 -10, static -5, promotion +0.4 +0.1 (referral income)
    expect(body.byType).toEqual({
      staking: (40n * SUI).toString(),
      static: (-5n * SUI).toString(),
      promotion: (5n * SUI / 10n).toString(),
      fee: '0',
    });
    expect(body.total).toBe((50n * SUI + SUI / 2n).toString());
    // The staking position's hashrate not paid out: staking less static; promotion is not released.
    expect(body.remaining).toBe((40n * SUI - 5n * SUI).toString());
    expect(body.releaseRateBps).toBe(100);
    expect((await get<HashrateResponse>('/api/me/hashrate?type=staking')).items.map((r) => r.amount)).toEqual([(-10n * SUI).toString(), (50n * SUI).toString()]);
  });

  it('pages one type with cursor and limit, every page carrying the totals of all types', async () => {
    const all = await get<HashrateResponse>('/api/me/hashrate');
    const first = await get<HashrateResponse>('/api/me/hashrate?type=promotion&limit=1');
    expect(first.items.map((r) => [r.type, r.amount])).toEqual([['promotion', (SUI / 10n).toString()]]);
    expect(first.items[0]!.txDigest).toMatch(/^TestDigest/);
    expect(first.nextCursor).not.toBeNull();
    const second = await get<HashrateResponse>(`/api/me/hashrate?type=promotion&limit=1&cursor=${first.nextCursor}`);
    expect(second.items.map((r) => [r.type, r.amount])).toEqual([['promotion', (4n * SUI / 10n).toString()]]);
    expect(second.nextCursor).toBeNull();
    for (const page of [first, second]) expect({ byType: page.byType, total: page.total, remaining: page.remaining }).toEqual({ byType: all.byType, total: all.total, remaining: all.remaining });
    expect((await get<HashrateResponse>('/api/me/hashrate?type=fee')).items).toEqual([]);
    expect((await server.request('GET', '/api/me/hashrate?type=bonus', { token })).status).toBe(400);
  });
});

describe('GET /api/me/hashrate after the position’s hashrate ran out (docs/contract.md)', () => {
  it('remaining is what the chain has not paid out, an unstake from an ended position takes none, a new stake brings it back', async () => {
    const { ctx } = server;
    const user = await server.signIn();
    const figures = async () => {
      const res = await server.request('GET', '/api/me/hashrate', { token: user.token });
      expect(res.status).toBe(200);
      const body = (await res.json()) as HashrateResponse;
      return { total: BigInt(body.total), remaining: BigInt(body.remaining), staking: BigInt(body.byType.staking), items: body.items };
    };
    // The cursor stays 'seeded': the health test below reads it.
    const apply = (...events: ReturnType<typeof financeEvent>[]) => offlineIndexer(ctx).applyPage([chainTx(events)], 'seeded');
    await apply(financeEvent(ctx, 'Bound', { user: user.address, inviter: other(0xb0) }));
    await apply(financeEvent(ctx, 'Staked', { user: user.address, amount: 20n * SUI }));
    expect(await figures()).toMatchObject({ total: 20n * SUI, remaining: 20n * SUI });
    // 180 days at 1 % a day: the chain let 20 SUIL accrue (not 36); claimed, nothing is left.
    await apply(financeEvent(ctx, 'Claimed', { user: user.address, mode: 0, claim_sui_amount: 2n * SUI, reward_value: 20n * SUI, reward_value_fee: 600_000_000n }));
    expect(await figures()).toMatchObject({ total: 20n * SUI, remaining: 0n });
    // Unstaking 5 SUI from the ended position pays nothing pending and takes no hashrate: its
    // record says so (0 taken, 5 SUI out of the position).
    await apply(
      financeEvent(ctx, 'ClaimReward', { user: user.address, reward_value: 0n }),
      financeEvent(ctx, 'UnStake', { user: user.address, stake_value: 5n * SUI, fee: 100_000_000n }),
    );
    const afterUnstake = await figures();
    expect(afterUnstake).toMatchObject({ total: 20n * SUI, remaining: 0n, staking: 20n * SUI });
    expect(afterUnstake.items.map((r) => [r.type, r.amount, r.unstaked])).toEqual([
      ['staking', '0', (5n * SUI).toString()],
      ['static', (-20n * SUI).toString(), null],
      ['staking', (20n * SUI).toString(), null],
    ]);
    // A second stake brings hashrate back; an unstake then takes at most what is left of it.
    await apply(financeEvent(ctx, 'Staked', { user: user.address, amount: 20n * SUI }));
    expect(await figures()).toMatchObject({ total: 40n * SUI, remaining: 20n * SUI });
    await apply(
      financeEvent(ctx, 'ClaimReward', { user: user.address, reward_value: 3n * SUI }),
      financeEvent(ctx, 'UnStake', { user: user.address, stake_value: 30n * SUI, fee: 600_000_000n }),
    );
    const last = await figures();
    expect(last).toMatchObject({ total: 40n * SUI, remaining: 0n });
    expect(last.items[0]).toMatchObject({ type: 'staking', amount: (-17n * SUI).toString(), unstaked: (30n * SUI).toString() });
  });
});

describe('GET /api/me/records', () => {
  it("lists the user's own chain actions with digests, filtered by kind", async () => {
    const all = await get<RecordsResponse>('/api/me/records');
    expect(all.items.map((r) => r.kind)).toEqual(['claim', 'unstake', 'swap', 'topup', 'stake', 'bind']);
    const swap = (await get<RecordsResponse>('/api/me/records?kind=swap')).items[0]!;
    expect(swap).toMatchObject({ kind: 'swap', coin: 'SUIL', amount: (10n * SUI).toString(), fee: '30000000', amountOut: SUI.toString(), eventSeq: 0 });
    expect(swap.txDigest).toMatch(/^TestDigest/);
    const unstake = (await get<RecordsResponse>('/api/me/records?kind=unstake')).items[0]!;
    expect(unstake).toMatchObject({ amount: (10n * SUI).toString(), fee: '200000000', amountOut: (98n * SUI / 10n).toString() });
    expect((await server.request('GET', '/api/me/records?kind=mint', { token })).status).toBe(400);
  });
});

describe('GET /api/me/team', () => {
  it('lists direct and indirect friends with their levels and performance', async () => {
    const body = await get<TeamResponse>('/api/me/team');
    expect(body).toMatchObject({ directCount: 1, indirectCount: 1, validFriends: 1, communityPerformance: (50n * SUI).toString() });
    expect(body.items.map((m) => [m.address, m.depth, m.staked, m.performance])).toEqual([
      [other(0xb2), 'indirect', (20n * SUI).toString(), '0'],
      [other(0xb1), 'direct', (30n * SUI).toString(), (20n * SUI).toString()],
    ]);
    const direct = await get<TeamResponse>('/api/me/team?depth=direct');
    expect(direct.items.map((m) => m.address)).toEqual([other(0xb1)]);
  });
});

describe('GET /api/health', () => {
  it('answers liveness and the chain cursor without a token', async () => {
    const res = await server.request('GET', '/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ok', network: 'localnet', chain: { cursor: 'seeded', lastError: null } });
  });

  it('answers an unknown path with 404 not_found in the error shape', async () => {
    const res = await server.request('GET', '/api/nope');
    expect(res.status).toBe(404);
    expect(((await res.json()) as ErrorBody).error.code).toBe('not_found');
  });
});
