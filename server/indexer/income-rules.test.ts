// The indexer's effects from synthetic pages of real event bytes: team from Bound, stake and
// hashrate, top-up credits, referral income rules, and replays that change nothing.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type TestServer, chainTx, createTestServer, fileDatabase, financeEvent, offlineIndexer } from '../test/server.ts';
import { firstRow, rows, sql } from '../db/client.ts';
import { readBalances } from '../db/balances.ts';

const SUI = 1_000_000_000n;
const addr = (n: number) => `0x${n.toString(16).padStart(64, '0')}`;
const ROOT = addr(0xa0);
const A = addr(0xa1); // bound to ROOT
const B = addr(0xa2); // bound to A
const C = addr(0xa3); // bound to B

const database = fileDatabase();
let server: TestServer;
beforeEach(async () => {
  server = await createTestServer({}, database);
  await server.ctx.db.execute(sql`INSERT INTO indexer_state (id) VALUES ('finance') ON CONFLICT DO NOTHING`);
});
afterEach(() => server.close());

async function incomeOf(address: string) {
  return rows<{ type: string; amount: string; source_address: string | null }>(
    server.ctx.db,
    sql`SELECT type, amount::text AS amount, source_address FROM income_records WHERE address = ${address} ORDER BY id`,
  );
}

describe('finance events into the database', () => {
  it('builds the team, stakes, credits top-ups and pays direct and indirect income on a claim', async () => {
    const { ctx } = server;
    const indexer = offlineIndexer(ctx);
    const page = [
      chainTx([financeEvent(ctx, 'Bound', { user: A, inviter: ROOT })]),
      chainTx([financeEvent(ctx, 'Bound', { user: B, inviter: A })]),
      chainTx([financeEvent(ctx, 'Bound', { user: C, inviter: B })]),
      chainTx([financeEvent(ctx, 'Staked', { user: C, amount: 100n * SUI })]),
      chainTx([financeEvent(ctx, 'ToppedUp', { user: C, coin_type: ctx.config.coinTypes.USDC.slice(2), amount: 75_000_000n })]),
      chainTx([
        financeEvent(ctx, 'Claimed', { user: C, mode: 0, claim_sui_amount: 10n * SUI, reward_value: 103n * SUI, reward_value_fee: 3n * SUI }),
      ]),
    ];
    expect(await indexer.applyPage(page, 'cursor-1')).toBe(6);

    expect(await firstRow(ctx.db, sql`SELECT inviter, staked::text AS staked FROM users WHERE address = ${C}`)).toEqual({ inviter: B, staked: (100n * SUI).toString() });
    expect((await readBalances(ctx.db, C)).usdc).toBe('75000000');
    // Direct 10% to B, indirect 5% to A, of the claim's SUI value (10 SUI); no one has a level yet.
    expect(await incomeOf(B)).toEqual([{ type: 'direct', amount: (1n * SUI).toString(), source_address: C }]);
    expect(await incomeOf(A)).toEqual([{ type: 'indirect', amount: (SUI / 2n).toString(), source_address: C }]);
    expect(await incomeOf(ROOT)).toEqual([]);
    expect((await readBalances(ctx.db, B)).withdrawableIncome).toBe(SUI.toString());
    // C's own reward, net of the claim fee, is static income (paid on chain, not withdrawable).
    expect(await incomeOf(C)).toEqual([{ type: 'static', amount: (100n * SUI).toString(), source_address: null }]);
    const hashrate = await rows<{ type: string; amount: string }>(ctx.db, sql`SELECT type, amount::text AS amount FROM hashrate_records WHERE address = ${C} ORDER BY id`);
    expect(hashrate).toEqual([
      { type: 'staking', amount: (100n * SUI).toString() },
      { type: 'static', amount: (-103n * SUI).toString() },
    ]);

    // The same page again (a restart from an older cursor) changes nothing.
    const before = await rows(ctx.db, sql`SELECT address, coin, amount::text FROM balances ORDER BY address, coin`);
    expect(await indexer.applyPage(page, 'cursor-1')).toBe(0);
    expect(await rows(ctx.db, sql`SELECT address, coin, amount::text FROM balances ORDER BY address, coin`)).toEqual(before);
    expect((await firstRow<{ n: number }>(ctx.db, sql`SELECT COUNT(*)::int AS n FROM income_records`))!.n).toBe(3);
    expect((await firstRow<{ cursor: string }>(ctx.db, sql`SELECT cursor FROM indexer_state WHERE id = 'finance'`))!.cursor).toBe('cursor-1');
  });

  it('pays team income by level (differential) and peer income to the first same-level inviter above', async () => {
    const { ctx } = server;
    const indexer = offlineIndexer(ctx);
    // ROOT <- A <- B <- C. B's team (C) stakes 2,000 SUI: B is level 1 and so is A (its team is
    // B and C); ROOT too. C claims 10 SUI worth.
    await indexer.applyPage(
      [
        chainTx([financeEvent(ctx, 'Bound', { user: A, inviter: ROOT })]),
        chainTx([financeEvent(ctx, 'Bound', { user: B, inviter: A })]),
        chainTx([financeEvent(ctx, 'Bound', { user: C, inviter: B })]),
        chainTx([financeEvent(ctx, 'Staked', { user: C, amount: 2_000n * SUI })]),
        chainTx([financeEvent(ctx, 'Claimed', { user: C, mode: 1, claim_sui_amount: 10n * SUI, reward_value: 100n * SUI, reward_value_fee: 3n * SUI })]),
      ],
      'c',
    );
    // B: direct 10% + team level 1 (3%). A: indirect 5% + peer 1% (same level as B, first above). ROOT: nothing (peer paid once per level).
    expect(await incomeOf(B)).toEqual([
      { type: 'direct', amount: (SUI).toString(), source_address: C },
      { type: 'team', amount: ((10n * SUI * 300n) / 10_000n).toString(), source_address: C },
    ]);
    expect(await incomeOf(A)).toEqual([
      { type: 'indirect', amount: (SUI / 2n).toString(), source_address: C },
      { type: 'peer', amount: ((10n * SUI * 100n) / 10_000n).toString(), source_address: C },
    ]);
    expect(await incomeOf(ROOT)).toEqual([]);
  });

  it('credits SUI and SUIL top-ups by coin type, and marks a voucher paid when the chain shows it', async () => {
    const { ctx } = server;
    const indexer = offlineIndexer(ctx);
    await ctx.db.execute(sql`INSERT INTO withdrawals (address, amount, nonce, pool, signature, status, created_at)
      VALUES (${A}, 5, 42, ${ctx.config.liquiditySwapId}, 'sig', 'pending', '2026-11-21T12:00:00Z')`);
    await indexer.applyPage(
      [
        chainTx([
          financeEvent(ctx, 'ToppedUp', { user: A, coin_type: '0000000000000000000000000000000000000000000000000000000000000002::sui::SUI', amount: 7n }),
          financeEvent(ctx, 'ToppedUp', { user: A, coin_type: ctx.config.coinTypes.SUIL.slice(2), amount: 9n }),
        ]),
        chainTx([financeEvent(ctx, 'Withdrawn', { user: A, amount: 5n, nonce: 42n })]),
      ],
      'w',
    );
    const balances = await readBalances(ctx.db, A);
    expect([balances.sui, balances.suil, balances.heldIncome]).toEqual(['7', '9', '0']);
    expect((await firstRow<{ status: string }>(ctx.db, sql`SELECT status FROM withdrawals WHERE nonce = 42`))!.status).toBe('paid');
  });

  it("gives node holders their tier's share of a swap fee as fee hashrate, split per node", async () => {
    const { ctx } = server;
    // Two primary nodes (fee share 10%): A holds one, B one; one advanced node (30%) held by B.
    for (const [who, tier] of [[A, 'primary'], [B, 'primary'], [B, 'advanced']] as const) {
      await ctx.db.execute(sql`INSERT INTO node_purchases (address, tier, coin, price, gift_suil, purchased_at, return_at)
        VALUES (${who}, ${tier}, 'USDC', 1, 0, '2026-11-01T00:00:00Z', '2027-11-01T00:00:00Z')`);
    }
    await offlineIndexer(ctx).applyPage([chainTx([financeEvent(ctx, 'Swapped', { user: C, amount_in: 1000n, fee: 1000n, amount_out: 5n })])], 's');
    const fee = await rows<{ address: string; amount: string }>(ctx.db, sql`SELECT address, amount::text AS amount FROM hashrate_records WHERE type = 'fee' ORDER BY address`);
    expect(fee).toEqual([
      { address: A, amount: '50' },
      { address: B, amount: '350' },
    ]);
  });
});
