// The charts' endpoints over events the indexer stored: income per day (its sums are the
// records' sums, cut at the asked zone's midnights), the staking position's changes, and the
// SUIL price from swaps only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody, HashrateHistoryResponse, IncomeDailyResponse, IncomeResponse, SuilPriceResponse } from '../../contract/api.ts';
import { sql } from '../db/client.ts';
import { type TestServer, chainTx, createTestServer, financeEvent, offlineIndexer } from '../test/server.ts';

const SUI = 1_000_000_000n;
const other = (n: number) => `0x${n.toString(16).padStart(64, '0')}`;
const at = (text: string) => Date.parse(text);

let server: TestServer;
let token: string;
let me: string;
const friend = other(0xc1);
const stranger = other(0xc2);

beforeAll(async () => {
  // The server's clock: 2026-11-21T12:00:00Z (20:00 in Shanghai).
  server = await createTestServer();
  ({ token, address: me } = await server.signIn());
  const { ctx } = server;
  await ctx.db.execute(sql`INSERT INTO indexer_state (id) VALUES ('finance')`);
  const ev = financeEvent.bind(null, ctx);
  // The friend's claims pay the user direct income (10% of claim_sui_amount, SUI); the user's
  // own claims are static income (SUIL net of the fee in mode 0, the SUI in mode 1).
  const friendClaim = (sui: bigint, when: string) =>
    chainTx([ev('Claimed', { user: friend, mode: 1, claim_sui_amount: sui, reward_value: 10n * sui, reward_value_fee: sui / 10n })], at(when));
  const ownClaim = (mode: 0 | 1, reward: bigint, sui: bigint, when: string) =>
    chainTx([ev('Claimed', { user: me, mode, claim_sui_amount: sui, reward_value: reward, reward_value_fee: (reward * 3n) / 100n })], at(when));
  const swap = (user: string, amountIn: bigint, fee: bigint, out: bigint, when: string) =>
    chainTx([ev('Swapped', { user, amount_in: amountIn, fee, amount_out: out })], at(when));
  await offlineIndexer(ctx).applyPage(
    [
      chainTx([ev('Bound', { user: me, inviter: other(0xc0) })], at('2026-11-01T00:00:00Z')),
      chainTx([ev('Bound', { user: friend, inviter: me })], at('2026-11-01T00:00:00Z')),
      chainTx([ev('Staked', { user: me, amount: 100n * SUI })], at('2026-11-10T08:00:00Z')),
      chainTx([ev('Staked', { user: friend, amount: 100n * SUI })], at('2026-11-10T08:00:00Z')),
      // Before the 7 Shanghai days (they start 2026-11-14T16:00Z): not counted.
      friendClaim(7n * SUI, '2026-11-14T15:59:59.999Z'),
      // The first instant of the first day.
      friendClaim(3n * SUI, '2026-11-14T16:00:00.000Z'),
      ownClaim(0, 2n * SUI, 0n, '2026-11-17T01:00:00Z'),
      chainTx([ev('Staked', { user: me, amount: 50n * SUI })], at('2026-11-18T09:00:00Z')),
      // The last instant of 20 November in Shanghai, then the first of 21 November.
      friendClaim(5n * SUI, '2026-11-20T15:59:59.999Z'),
      friendClaim(1n * SUI, '2026-11-20T16:00:00.000Z'),
      ownClaim(1, 1n * SUI, 95_000_000n, '2026-11-20T16:00:00.000Z'),
      ownClaim(0, 4n * SUI, 0n, '2026-11-21T11:00:00Z'),
      // Swaps (anyone's) and a claim as SUI, which also trades with the pool but is no swap.
      swap(stranger, 10n * SUI, 3n * SUI / 100n, 996_000_000n, '2026-11-19T10:15:00Z'),
      swap(me, 20n * SUI, 6n * SUI / 100n, 1_980_000_000n, '2026-11-21T09:05:00Z'),
      swap(stranger, 5n * SUI, 15n * SUI / 1000n, 494_000_000n, '2026-11-21T09:40:00Z'),
      swap(stranger, 1n, 0n, 0n, '2026-11-21T09:50:00Z'),
      swap(me, 2n * SUI, 6n * SUI / 1000n, 197_000_000n, '2026-11-21T11:59:59Z'),
      chainTx(
        [ev('UnStake', { user: me, stake_value: 30n * SUI, fee: 600_000_000n }), ev('ClaimReward', { user: me, reward_value: 1n * SUI })].reverse(),
        at('2026-11-21T11:30:00Z'),
      ),
    ],
    'seeded',
  );
});
afterAll(() => server.close());

async function get<T>(path: string, auth = true): Promise<{ status: number; body: T; headers: Headers }> {
  const res = await server.request('GET', path, auth ? { token } : {});
  return { status: res.status, body: (await res.json()) as T, headers: res.headers };
}

/** Every income record of the user, through the records list (all pages). */
async function allIncome(): Promise<IncomeResponse['items']> {
  const items: IncomeResponse['items'] = [];
  let cursor = '';
  for (;;) {
    const { body } = await get<IncomeResponse>(`/api/me/income?limit=100&cursor=${cursor}`);
    items.push(...body.items);
    if (!body.nextCursor) return items;
    cursor = body.nextCursor;
  }
}

function sumsOf(records: IncomeResponse['items']): Record<string, string> {
  const sums: Record<string, bigint> = {};
  for (const r of records) sums[`${r.type} ${r.coin}`] = (sums[`${r.type} ${r.coin}`] ?? 0n) + BigInt(r.amount);
  return Object.fromEntries(Object.entries(sums).map(([k, v]) => [k, v.toString()]));
}

const asRecord = (sums: { type: string; coin: string; amount: string }[]) => Object.fromEntries(sums.map((s) => [`${s.type} ${s.coin}`, s.amount]));

describe('GET /api/me/income/daily', () => {
  it('sums each day of the zone exactly as the records of that day add up, cut at local midnight', async () => {
    const records = await allIncome();
    expect(records.length).toBe(8);
    for (const tz of ['Asia/Shanghai', 'UTC', '-08:00', '+05:30']) {
      const { status, body } = await get<IncomeDailyResponse>(`/api/me/income/daily?days=7&tz=${encodeURIComponent(tz)}`);
      expect(status).toBe(200);
      expect(body.timeZone).toBe(tz);
      expect(body.days).toHaveLength(7);
      for (const [i, day] of body.days.entries()) {
        if (i > 0) expect(day.from).toBe(body.days[i - 1]!.to);
        const inDay = records.filter((r) => Date.parse(r.createdAt) >= Date.parse(day.from) && Date.parse(r.createdAt) < Date.parse(day.to));
        expect(asRecord(day.sums), `${tz} ${day.date}`).toEqual(sumsOf(inDay));
      }
      const inRange = records.filter((r) => Date.parse(r.createdAt) >= Date.parse(body.days[0]!.from) && Date.parse(r.createdAt) < Date.parse(body.days[6]!.to));
      expect(asRecord(body.totals), tz).toEqual(sumsOf(inRange));
    }
  });

  it('puts a record at 00:00 in the new day and one a millisecond earlier in the old one', async () => {
    const { body } = await get<IncomeDailyResponse>('/api/me/income/daily?days=7&tz=Asia/Shanghai');
    expect(body.days.map((d) => d.date)).toEqual(['2026-11-15', '2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21']);
    expect(body.days[0]).toEqual({ date: '2026-11-15', from: '2026-11-14T16:00:00.000Z', to: '2026-11-15T16:00:00.000Z', sums: [{ type: 'direct', coin: 'SUI', amount: '300000000' }] });
    expect(body.days[2]!.sums).toEqual([{ type: 'static', coin: 'SUIL', amount: (2n * SUI - 6n * SUI / 100n).toString() }]);
    expect(body.days[5]!.sums).toEqual([{ type: 'direct', coin: 'SUI', amount: '500000000' }]);
    expect(body.days[6]!.sums).toEqual([
      { type: 'direct', coin: 'SUI', amount: '100000000' },
      { type: 'static', coin: 'SUI', amount: '95000000' },
      { type: 'static', coin: 'SUIL', amount: (4n * SUI - 12n * SUI / 100n + 1n * SUI).toString() },
    ]);
    // In UTC the 20:00 record of 14 November and the 16:00 one of 20 November fall a day earlier or later.
    const utc = await get<IncomeDailyResponse>('/api/me/income/daily?days=7&tz=UTC');
    expect(utc.body.days[0]).toEqual({ date: '2026-11-15', from: '2026-11-15T00:00:00.000Z', to: '2026-11-16T00:00:00.000Z', sums: [] });
    expect(utc.body.days[5]!.sums).toEqual([
      { type: 'direct', coin: 'SUI', amount: '600000000' },
      { type: 'static', coin: 'SUI', amount: '95000000' },
    ]);
  });

  it('takes 30 days (and UTC) when not asked, 7, 30 or 90', async () => {
    const { body } = await get<IncomeDailyResponse>('/api/me/income/daily');
    expect([body.timeZone, body.days.length, body.days[29]!.date]).toEqual(['UTC', 30, '2026-11-21']);
    expect((await get<IncomeDailyResponse>('/api/me/income/daily?days=90')).body.days).toHaveLength(90);
  });

  it('refuses other ranges, zones it does not know, malformed zones and other parameters', async () => {
    for (const query of ['days=10', 'days=0', 'days=-7', 'days=7.0', 'tz=Mars/Olympus_Mons', 'tz=%2B15:00', 'tz=..%2Fetc', 'tz=Asia/Shanghai%00', 'tz=', 'from=2026-11-01']) {
      const { status, body } = await get<ErrorBody>(`/api/me/income/daily?${query}`);
      expect([query, status, body.error.code]).toEqual([query, 400, 'invalid_request']);
    }
  });

  it('is the signed-in user’s only', async () => {
    expect((await get<ErrorBody>('/api/me/income/daily', false)).status).toBe(401);
  });
});

describe('GET /api/me/hashrate/history', () => {
  it('lists the position’s stakes and unstakes, oldest first, with the principal and the hashrate not yet paid out after each', async () => {
    const { status, body } = await get<HashrateHistoryResponse>('/api/me/hashrate/history');
    expect(status).toBe(200);
    // After 100 + 50 staked, claims released 2 + 1 + 4 SUIL and the unstake's ClaimReward 1: 142 left;
    // the unstake of 30 took 30 of it.
    expect(body).toEqual({
      complete: true,
      items: [
        { kind: 'stake', amount: (100n * SUI).toString(), unstaked: null, principal: (100n * SUI).toString(), remaining: (100n * SUI).toString(), txDigest: expect.any(String), at: '2026-11-10T08:00:00.000Z' },
        { kind: 'stake', amount: (50n * SUI).toString(), unstaked: null, principal: (150n * SUI).toString(), remaining: (148n * SUI).toString(), txDigest: expect.any(String), at: '2026-11-18T09:00:00.000Z' },
        { kind: 'unstake', amount: (-30n * SUI).toString(), unstaked: (30n * SUI).toString(), principal: (120n * SUI).toString(), remaining: (112n * SUI).toString(), txDigest: expect.any(String), at: '2026-11-21T11:30:00.000Z' },
      ],
    });
  });

  it('is the signed-in user’s only, and takes no parameters', async () => {
    expect((await get<ErrorBody>('/api/me/hashrate/history', false)).status).toBe(401);
    expect((await get<ErrorBody>('/api/me/hashrate/history?limit=5')).status).toBe(400);
  });
});

describe('GET /api/price/suil', () => {
  it('gives each hour’s last swap, from Swapped events only, as the SUI it paid for the SUIL after its fee', async () => {
    const { status, body, headers } = await get<SuilPriceResponse>('/api/price/suil?interval=hour&points=24', false);
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('public, max-age=30');
    expect(body).toEqual({
      interval: 'hour',
      from: '2026-11-20T13:00:00.000Z',
      to: '2026-11-21T12:00:00.000Z',
      points: [
        // 09:05 and 09:40: the later one; the 09:50 swap paid nothing, so it carries no price.
        { at: '2026-11-21T09:00:00.000Z', suiOut: '494000000', suilIn: (5n * SUI - 15n * SUI / 1000n).toString(), lastAt: '2026-11-21T09:40:00.000Z', swaps: 2 },
        { at: '2026-11-21T11:00:00.000Z', suiOut: '197000000', suilIn: (2n * SUI - 6n * SUI / 1000n).toString(), lastAt: '2026-11-21T11:59:59.000Z', swaps: 1 },
      ],
    });
  });

  it('gives each UTC day’s last swap', async () => {
    const { body } = await get<SuilPriceResponse>('/api/price/suil?interval=day&points=7', false);
    expect(body.from).toBe('2026-11-15T00:00:00.000Z');
    expect(body.points.map((p) => [p.at, p.suiOut, p.suilIn, p.swaps])).toEqual([
      ['2026-11-19T00:00:00.000Z', '996000000', (10n * SUI - 3n * SUI / 100n).toString(), 1],
      ['2026-11-21T00:00:00.000Z', '197000000', (2n * SUI - 6n * SUI / 1000n).toString(), 3],
    ]);
  });

  it('answers 400 for a range out of bounds or malformed', async () => {
    for (const query of ['interval=hour&points=0', 'interval=hour&points=169', 'interval=day&points=366', 'interval=day&points=1000', 'interval=minute&points=5',
      'interval=hour', 'points=24', 'interval=hour&points=2.5', 'interval=hour&points=-1', 'interval=hour&points=024', 'interval=hour&points=24&from=1', '']) {
      const { status, body, headers } = await get<ErrorBody>(`/api/price/suil?${query}`, false);
      expect([query, status, body.error.code]).toEqual([query, 400, 'invalid_request']);
      expect(headers.get('cache-control')).toBeNull();
    }
    expect((await get<SuilPriceResponse>('/api/price/suil?interval=hour&points=168', false)).status).toBe(200);
    expect((await get<SuilPriceResponse>('/api/price/suil?interval=day&points=365', false)).status).toBe(200);
  });
});
