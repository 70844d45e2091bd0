// A claim and an unstake booked as what happened on chain (issue 35): a claim taken as SUI is the
// SUIL it claimed and the SUI it paid, in the income, the records and the console alike; a claim
// taken as SUIL is the net SUIL it paid; every unstake has its staking hashrate record with the
// SUI it took out, also one that took no hashrate. And migration 0015 books the rows indexed
// before it the same way.
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminUser } from '../../contract/admin.ts';
import type { HashrateResponse, IncomeResponse, RecordsResponse } from '../../contract/api.ts';
import { sql } from '../db/client.ts';
import { migrationFiles } from '../db/migrate.ts';
import { NO_NODE_URL, adminSignIn } from '../test/admin.ts';
import { type TestServer, chainTx, createTestServer, financeEvent, offlineIndexer } from '../test/server.ts';

const SUI = 1_000_000_000n;
const ROOT = `0x${'a0'.repeat(32)}`;

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ suiNodeUrl: NO_NODE_URL });
  await server.ctx.db.execute(sql`INSERT INTO indexer_state (id) VALUES ('finance') ON CONFLICT DO NOTHING`);
});
afterAll(() => server.close());

async function get<T>(path: string, token: string): Promise<T> {
  const res = await server.request('GET', path, { token });
  expect(res.status).toBe(200);
  return (await res.json()) as T;
}

describe('a claim, as the chain paid it', () => {
  it('taken as SUI: 0.200205787 SUIL claimed and 0.0194 SUI received, in the income (SUI total), the records and the console', async () => {
    const { ctx } = server;
    const user = await server.signIn();
    const reward = 200_205_787n;
    const fee = (reward * 300n) / 10_000n;
    const received = 19_414_523n;
    await offlineIndexer(ctx).applyPage(
      [
        chainTx([financeEvent(ctx, 'Bound', { user: user.address, inviter: ROOT })]),
        chainTx([financeEvent(ctx, 'Staked', { user: user.address, amount: 20n * SUI })]),
        chainTx([financeEvent(ctx, 'Claimed', { user: user.address, mode: 1, claim_sui_amount: received, reward_value: reward, reward_value_fee: fee })]),
      ],
      'claim-as-sui',
    );

    const income = await get<IncomeResponse>('/api/me/income', user.token);
    expect(income.items).toEqual([
      expect.objectContaining({ type: 'static', coin: 'SUI', amount: received.toString(), claimed: reward.toString(), withdrawable: false, sourceAddress: null }),
    ]);
    // What the user received was SUI: it is SUI income, and no SUIL income.
    expect(income.totals).toEqual({ sui: received.toString(), suil: '0' });

    const [claim] = (await get<RecordsResponse>('/api/me/records?kind=claim', user.token)).items;
    expect(claim).toMatchObject({ kind: 'claim', coin: 'SUIL', amount: reward.toString(), fee: fee.toString(), amountOut: received.toString(), coinOut: 'SUI' });

    const viewer = await adminSignIn(server, 'viewer');
    const console = (await (await server.request('GET', `/api/admin/users/${user.address}`, { token: viewer.token })).json()) as AdminUser;
    expect(console.records[0]).toMatchObject({ kind: 'claim', amount: reward.toString(), coin: 'SUIL', amountOut: received.toString(), coinOut: 'SUI' });
  });

  it('taken as SUIL: the SUIL net of the fee received, with the SUIL claimed beside it; rewards an unstake paid arrive in full', async () => {
    const { ctx } = server;
    const user = await server.signIn();
    await offlineIndexer(ctx).applyPage(
      [
        chainTx([financeEvent(ctx, 'Bound', { user: user.address, inviter: ROOT })]),
        chainTx([financeEvent(ctx, 'Staked', { user: user.address, amount: 20n * SUI })]),
        chainTx([financeEvent(ctx, 'Claimed', { user: user.address, mode: 0, claim_sui_amount: 19_000_000n, reward_value: 200_000_000n, reward_value_fee: 6_000_000n })]),
      ],
      'claim-as-suil',
    );
    const income = await get<IncomeResponse>('/api/me/income?type=static', user.token);
    expect(income.items.map((i) => [i.coin, i.amount, i.claimed])).toEqual([['SUIL', '194000000', '200000000']]);
    expect(income.totals).toEqual({ sui: '0', suil: '194000000' });
    const [claim] = (await get<RecordsResponse>('/api/me/records?kind=claim', user.token)).items;
    expect(claim).toMatchObject({ coin: 'SUIL', amount: '200000000', fee: '6000000', amountOut: '194000000', coinOut: 'SUIL' });
  });
});

describe('every unstake has its record', () => {
  it('two 10 SUI unstakes: the second, from a position whose hashrate was released, still has its record of 10 SUI taken out', async () => {
    const { ctx } = server;
    const user = await server.signIn();
    await offlineIndexer(ctx).applyPage(
      [
        chainTx([financeEvent(ctx, 'Bound', { user: user.address, inviter: ROOT })]),
        chainTx([financeEvent(ctx, 'Staked', { user: user.address, amount: 20n * SUI })]),
        // 12 of the 20 released and claimed; the first unstake takes 8 (all that is left), the second none.
        chainTx([financeEvent(ctx, 'Claimed', { user: user.address, mode: 0, claim_sui_amount: SUI, reward_value: 12n * SUI, reward_value_fee: 360_000_000n })]),
        chainTx([
          financeEvent(ctx, 'ClaimReward', { user: user.address, reward_value: 0n }),
          financeEvent(ctx, 'UnStake', { user: user.address, stake_value: 10n * SUI, fee: 200_000_000n }),
        ]),
        chainTx([
          financeEvent(ctx, 'ClaimReward', { user: user.address, reward_value: 0n }),
          financeEvent(ctx, 'UnStake', { user: user.address, stake_value: 10n * SUI, fee: 200_000_000n }),
        ]),
      ],
      'two-unstakes',
    );
    const staking = await get<HashrateResponse>('/api/me/hashrate?type=staking', user.token);
    expect(staking.items.map((r) => [r.amount, r.unstaked])).toEqual([
      ['0', (10n * SUI).toString()],
      [(-8n * SUI).toString(), (10n * SUI).toString()],
      [(20n * SUI).toString(), null],
    ]);
    expect(staking).toMatchObject({ total: (20n * SUI).toString(), remaining: '0' });
    const unstakes = (await get<RecordsResponse>('/api/me/records?kind=unstake', user.token)).items;
    expect(unstakes.map((r) => [r.amount, r.amountOut, r.coinOut])).toEqual([
      [(10n * SUI).toString(), (98n * SUI / 10n).toString(), 'SUI'],
      [(10n * SUI).toString(), (98n * SUI / 10n).toString(), 'SUI'],
    ]);
  });
});

describe('migration 0015 on rows indexed before it', () => {
  const A = `0x${'a1'.repeat(32)}`;
  let pg: PGlite;
  beforeAll(async () => {
    pg = new PGlite();
    const files = migrationFiles();
    for (const m of files.filter((f) => f.version < '0015')) await pg.exec(m.text);
    // As the indexer wrote them before: a claim as SUI booked as "claim <SUIL> SUI" and static
    // SUIL income; one as SUIL; a swap; two unstakes, the second of which took no hashrate.
    await pg.exec(`
      INSERT INTO chain_records (tx_digest, event_seq, event_type, kind, address, coin, amount, fee, amount_out, data, created_at) VALUES
        ('D1', 0, 'Claimed', 'claim', '${A}', 'SUI', 200205787, 6006173, 19414523, '{"name":"Claimed","mode":1,"claim_sui_amount":"19414523","reward_value":"200205787","reward_value_fee":"6006173"}', '2026-11-20T10:00:00Z'),
        ('D2', 0, 'Claimed', 'claim', '${A}', 'SUIL', 100, 3, 9, '{"name":"Claimed","mode":0,"claim_sui_amount":"9","reward_value":"100","reward_value_fee":"3"}', '2026-11-20T11:00:00Z'),
        ('D3', 0, 'Swapped', 'swap', '${A}', 'SUIL', 50, 1, 4, '{}', '2026-11-20T12:00:00Z'),
        ('D4', 0, 'ClaimReward', 'claim', '${A}', 'SUIL', 7, NULL, NULL, '{}', '2026-11-20T13:00:00Z'),
        ('D4', 1, 'UnStake', 'unstake', '${A}', 'SUI', 10000000000, 200000000, 9800000000, '{}', '2026-11-20T13:00:00Z'),
        ('D5', 1, 'UnStake', 'unstake', '${A}', 'SUI', 10000000000, 200000000, 9800000000, '{}', '2026-11-20T14:00:00Z');
      INSERT INTO income_records (address, type, coin, amount, source_address, tx_digest, event_seq, withdrawable, created_at) VALUES
        ('${A}', 'static', 'SUIL', 194199614, NULL, 'D1', 0, FALSE, '2026-11-20T10:00:00Z'),
        ('${A}', 'static', 'SUIL', 97, NULL, 'D2', 0, FALSE, '2026-11-20T11:00:00Z'),
        ('${A}', 'static', 'SUIL', 7, NULL, 'D4', 0, FALSE, '2026-11-20T13:00:00Z');
      INSERT INTO hashrate_records (address, type, amount, tx_digest, event_seq, created_at) VALUES
        ('${A}', 'staking', -9000000000, 'D4', 1, '2026-11-20T13:00:00Z');`);
    for (const m of files.filter((f) => f.version >= '0015')) await pg.exec(m.text);
  });
  afterAll(() => pg.close());

  it('books each claim as what it paid, and gives every unstake its staking record', async () => {
    const records = await pg.query(`SELECT tx_digest, event_seq, coin, amount::text, fee::text, amount_out::text, coin_out FROM chain_records ORDER BY id`);
    expect(records.rows).toEqual([
      { tx_digest: 'D1', event_seq: 0, coin: 'SUIL', amount: '200205787', fee: '6006173', amount_out: '19414523', coin_out: 'SUI' },
      { tx_digest: 'D2', event_seq: 0, coin: 'SUIL', amount: '100', fee: '3', amount_out: '97', coin_out: 'SUIL' },
      { tx_digest: 'D3', event_seq: 0, coin: 'SUIL', amount: '50', fee: '1', amount_out: '4', coin_out: 'SUI' },
      { tx_digest: 'D4', event_seq: 0, coin: 'SUIL', amount: '7', fee: null, amount_out: '7', coin_out: 'SUIL' },
      { tx_digest: 'D4', event_seq: 1, coin: 'SUI', amount: '10000000000', fee: '200000000', amount_out: '9800000000', coin_out: 'SUI' },
      { tx_digest: 'D5', event_seq: 1, coin: 'SUI', amount: '10000000000', fee: '200000000', amount_out: '9800000000', coin_out: 'SUI' },
    ]);
    const income = await pg.query(`SELECT tx_digest, coin, amount::text, claimed::text FROM income_records ORDER BY id`);
    expect(income.rows).toEqual([
      { tx_digest: 'D1', coin: 'SUI', amount: '19414523', claimed: '200205787' },
      { tx_digest: 'D2', coin: 'SUIL', amount: '97', claimed: '100' },
      { tx_digest: 'D4', coin: 'SUIL', amount: '7', claimed: '7' },
    ]);
    const hashrate = await pg.query(`SELECT tx_digest, amount::text, unstaked::text FROM hashrate_records WHERE type = 'staking' ORDER BY id`);
    expect(hashrate.rows).toEqual([
      { tx_digest: 'D4', amount: '-9000000000', unstaked: '10000000000' },
      { tx_digest: 'D5', amount: '0', unstaked: '10000000000' },
    ]);
  });
});
