// An event the indexer cannot decode is skipped and kept in dead_events (shown by /api/health);
// the rest of its page, and every later page, goes on. The cursor only moves forward.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { HealthResponse } from '../../contract/api.ts';
import { readBalances } from '../db/balances.ts';
import { firstRow, rows, sql } from '../db/client.ts';
import { type TestServer, chainTx, createTestServer, fileDatabase, financeEvent, offlineIndexer, pagedIndexer } from '../test/server.ts';

const addr = (n: number) => `0x${n.toString(16).padStart(64, '0')}`;
const A = addr(0xd1);
const B = addr(0xd2);

const database = fileDatabase();
let server: TestServer;
beforeEach(async () => {
  server = await createTestServer({}, database);
});
afterEach(() => server.close());

describe('events the indexer cannot decode', () => {
  it('are kept in dead_events with their bytes and reason, and the page and the pages after it go on', async () => {
    const { ctx } = server;
    const sui = ctx.config.coinTypes.SUI.slice(2);
    const good = (user: string, amount: bigint) => financeEvent(ctx, 'ToppedUp', { user, coin_type: sui, amount });
    const whole = good(A, 1n);
    const truncated = { eventType: whole.eventType, bcs: whole.bcs.slice(0, 20) };
    const trailing = { eventType: whole.eventType, bcs: Uint8Array.from([...whole.bcs, 0]) };
    const notAType = financeEvent(ctx, 'ToppedUp', { user: A, coin_type: 'not a type', amount: 1n });
    const bad = chainTx([truncated, good(B, 7n), trailing]);
    const pages = [[chainTx([good(A, 5n)]), bad], [chainTx([notAType]), chainTx([good(A, 3n)])]];

    const indexer = pagedIndexer(ctx, pages);
    expect(await indexer.pollOnce()).toBe(3);
    expect((await readBalances(ctx.db, A)).sui).toBe('8');
    expect((await readBalances(ctx.db, B)).sui).toBe('7');

    const dead = await rows<{ tx_digest: string; event_seq: number; event_type: string; reason: string; raw: string }>(
      ctx.db,
      sql`SELECT tx_digest, event_seq, event_type, reason, encode(raw, 'hex') AS raw FROM dead_events ORDER BY id`,
    );
    const hex = (b: Uint8Array) => Buffer.from(b).toString('hex');
    expect(dead.map((d) => [d.tx_digest, d.event_seq, d.event_type, d.raw])).toEqual([
      [bad.digest, 0, whole.eventType, hex(truncated.bcs)],
      [bad.digest, 2, whole.eventType, hex(trailing.bcs)],
      [pages[1]![0]!.digest, 0, whole.eventType, hex(notAType.bcs)],
    ]);
    expect(dead.every((d) => d.reason.length > 0)).toBe(true);

    const health = (await (await server.request('GET', '/api/health')).json()) as HealthResponse;
    expect(health.chain).toMatchObject({ cursor: '2', lastError: null, deadEvents: { count: 3, latest: { txDigest: pages[1]![0]!.digest, eventSeq: 0 } } });
    expect(health.chain.deadEvents.latest!.reason).toMatch(/struct tag/i);

    // Read again from the start: nothing is credited or kept twice.
    await ctx.db.execute(sql`UPDATE indexer_state SET cursor = NULL WHERE id = 'finance'`);
    expect(await indexer.pollOnce()).toBe(0);
    expect((await readBalances(ctx.db, A)).sui).toBe('8');
    expect((await firstRow<{ n: number }>(ctx.db, sql`SELECT COUNT(*)::int AS n FROM dead_events`))!.n).toBe(3);
  });
});

describe('the cursor', () => {
  it('only moves forward: a page read after a cursor that has moved since is stale and rolls back whole', async () => {
    const { ctx } = server;
    const indexer = offlineIndexer(ctx);
    await ctx.db.execute(sql`INSERT INTO indexer_state (id, cursor) VALUES ('finance', 'c5')`);
    const stale = chainTx([financeEvent(ctx, 'ToppedUp', { user: A, coin_type: ctx.config.coinTypes.SUI.slice(2), amount: 4n })]);
    expect(await indexer.applyPage([stale], 'c3', { from: 'c2' })).toBe(0);
    expect(await firstRow(ctx.db, sql`SELECT cursor FROM indexer_state`)).toEqual({ cursor: 'c5' });
    expect((await readBalances(ctx.db, A)).sui).toBe('0');
    expect(await indexer.applyPage([stale], 'c6', { from: 'c5' })).toBe(1);
    expect(await firstRow(ctx.db, sql`SELECT cursor FROM indexer_state`)).toEqual({ cursor: 'c6' });
    expect((await readBalances(ctx.db, A)).sui).toBe('4');
  });
});
