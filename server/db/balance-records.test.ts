// Migration 0007 on a database that has history: the transfers recorded in chain_records under
// a made-up digest become one balance record per side with its direction and the other user,
// and leave chain_records; the nodes bought so far get their purchase record, and those already
// given back their return.
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationFiles } from './migrate.ts';

const A = `0x${'a1'.repeat(32)}`;
const B = `0x${'b2'.repeat(32)}`;
let pg: PGlite;

beforeAll(async () => {
  pg = new PGlite();
  const files = migrationFiles();
  for (const m of files.filter((f) => f.version < '0007')) await pg.exec(m.text);
  await pg.exec(`
    INSERT INTO chain_records (tx_digest, event_seq, event_type, kind, address, coin, amount, data, created_at) VALUES
      ('9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin', 0, 'finance::topup::ToppedUp', 'topup', '${A}', 'SUI', 5, '{}', '2026-11-20T10:00:00Z'),
      ('transfer:6f1c1f4e-1111-4222-8333-944445555666', 0, 'offchain_transfer_out', 'transfer', '${A}', 'SUI', 60, '{"from":"${A}","to":"${B}"}', '2026-11-20T11:00:00Z'),
      ('transfer:6f1c1f4e-1111-4222-8333-944445555666', 1, 'offchain_transfer_in', 'transfer', '${B}', 'SUI', 60, '{"from":"${A}","to":"${B}"}', '2026-11-20T11:00:00Z');
    INSERT INTO node_purchases (address, tier, coin, price, gift_suil, purchased_at, return_at, returned) VALUES
      ('${A}', 'primary', 'USDC', 1000000000, 1000000000000, '2026-01-01T00:00:00Z', '2026-06-30T00:00:00Z', TRUE),
      ('${B}', 'intermediate', 'USDC', 3000000000, 3000000000000, '2026-11-01T00:00:00Z', '2027-04-30T00:00:00Z', FALSE);`);
  for (const m of files.filter((f) => f.version >= '0007')) await pg.exec(m.text);
});
afterAll(() => pg.close());

describe('migration 0007_balance_records', () => {
  it('moves the transfers out of the chain records, each side with its direction and the other user', async () => {
    const chain = await pg.query<{ kind: string }>('SELECT kind FROM chain_records ORDER BY id');
    expect(chain.rows.map((r) => r.kind)).toEqual(['topup']);
    const moved = await pg.query(
      `SELECT address, kind, coin, amount::text AS amount, counterparty, created_at FROM balance_records WHERE kind LIKE 'transfer_%' ORDER BY id`,
    );
    expect(moved.rows).toEqual([
      { address: A, kind: 'transfer_out', coin: 'SUI', amount: '60', counterparty: B, created_at: new Date('2026-11-20T11:00:00Z') },
      { address: B, kind: 'transfer_in', coin: 'SUI', amount: '60', counterparty: A, created_at: new Date('2026-11-20T11:00:00Z') },
    ]);
  });

  it('records every node bought so far, and the return of those already given back', async () => {
    const nodes = await pg.query(
      `SELECT r.address, r.kind, r.amount::text AS amount, n.tier, r.created_at FROM balance_records r
       JOIN node_purchases n ON n.id = r.node_purchase_id ORDER BY r.id`,
    );
    expect(nodes.rows).toEqual([
      { address: A, kind: 'node_purchase', amount: '1000000000', tier: 'primary', created_at: new Date('2026-01-01T00:00:00Z') },
      { address: B, kind: 'node_purchase', amount: '3000000000', tier: 'intermediate', created_at: new Date('2026-11-01T00:00:00Z') },
      { address: A, kind: 'node_return', amount: '1000000000', tier: 'primary', created_at: new Date('2026-06-30T00:00:00Z') },
    ]);
  });

  it('refuses a record that does not say what it is about', async () => {
    await expect(pg.query(`INSERT INTO balance_records (address, kind, coin, amount, created_at) VALUES ('${A}', 'transfer_out', 'SUI', 1, now())`)).rejects.toThrow();
    await expect(pg.query(`INSERT INTO balance_records (address, kind, coin, amount, created_at) VALUES ('${A}', 'node_return', 'SUI', 1, now())`)).rejects.toThrow();
    await expect(
      pg.query(`INSERT INTO balance_records (address, kind, coin, amount, counterparty, created_at) VALUES ('${A}', 'transfer_out', 'SUI', 0, '${B}', now())`),
    ).rejects.toThrow();
  });
});
