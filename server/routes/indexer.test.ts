// GET /api/indexer: the last checkpoint the indexer has fully processed, as the leader wrote it,
// read by every instance on the database. It moves only when a poll has read every page, never
// backwards, and is null before the first complete poll.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type IndexerResponse, IndexerResponseSchema } from '../../contract/api.ts';
import { readBalances } from '../db/balances.ts';
import { FinanceIndexer } from '../indexer/indexer.ts';
import { type TestServer, chainTx, createTestServer, eventually, fileDatabase, financeEvent, pagedIndexer } from '../test/server.ts';

const A = `0x${'e1'.repeat(32)}`;

const database = fileDatabase();
let leader: TestServer;
let other: TestServer;
beforeEach(async () => {
  // Two instances on one database: `leader` runs the indexer, `other` only answers requests.
  leader = await createTestServer({}, database);
  other = await createTestServer({}, database);
});
afterEach(async () => {
  await other.close();
  await leader.close();
});

async function indexed(server: TestServer): Promise<string | null> {
  const res = await server.request('GET', '/api/indexer');
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('no-store');
  const body = (await res.json()) as IndexerResponse;
  expect(IndexerResponseSchema.parse(body)).toEqual(body);
  return body.checkpoint;
}

describe('GET /api/indexer', () => {
  it('is null before the indexer has completed a poll', async () => {
    expect(await indexed(leader)).toBeNull();
    expect(await indexed(other)).toBeNull();
  });

  it("tells every instance the node's checkpoint read before a complete poll, and never goes back", async () => {
    const { ctx } = leader;
    const sui = ctx.config.coinTypes.SUI.slice(2);
    const pages = [[chainTx([financeEvent(ctx, 'ToppedUp', { user: A, coin_type: sui, amount: 5n })])], [chainTx([financeEvent(ctx, 'ToppedUp', { user: A, coin_type: sui, amount: 2n })])]];
    let tip: bigint | null = 41n;
    const indexer = pagedIndexer(ctx, pages, () => tip);

    expect(await indexer.pollOnce()).toBe(2);
    expect((await readBalances(ctx.db, A)).sui).toBe('7');
    // Each instance may answer from a read a few hundred ms old: it gets there.
    await eventually(async () => expect(await indexed(other)).toBe('41'));
    await eventually(async () => expect(await indexed(leader)).toBe('41'));

    // A node that reports an older tip (another node behind the first) does not move it back.
    tip = 40n;
    await indexer.pollOnce();
    tip = 10_000_000_000_000_000_000n - 1n; // the u64 range, and beyond 2^53
    await indexer.pollOnce();
    await eventually(async () => expect(await indexed(other)).toBe('9999999999999999999'));
  });

  it('does not move when a poll fails before it has read every page', async () => {
    const { ctx } = leader;
    const sui = ctx.config.coinTypes.SUI.slice(2);
    const first = [chainTx([financeEvent(ctx, 'ToppedUp', { user: A, coin_type: sui, amount: 5n })])];
    await pagedIndexer(ctx, [first], () => 7n).pollOnce();
    await eventually(async () => expect(await indexed(other)).toBe('7'));

    // The node's tip is 9 now, but the second page cannot be read: 9 is not reached.
    const failing = new FinanceIndexer(ctx, {
      serviceInfo: () => Promise.resolve({ chainId: 'stand-in chain', checkpointHeight: 9n }),
      listAfter: (cursor) =>
        cursor === '1'
          ? Promise.resolve({ transactions: [chainTx([financeEvent(ctx, 'ToppedUp', { user: A, coin_type: sui, amount: 1n })])], endCursor: '2', hasNextPage: true })
          : Promise.reject(new Error('node went away')),
    });
    await expect(failing.pollOnce()).rejects.toThrow('node went away');
    expect((await readBalances(ctx.db, A)).sui).toBe('6');
    // Past the cache's life, a fresh read still says 7.
    const second = await createTestServer({}, database);
    try {
      expect(await indexed(second)).toBe('7');
    } finally {
      await second.close();
    }
  });

  it('takes no query parameters', async () => {
    const res = await leader.request('GET', '/api/indexer?checkpoint=5');
    expect(res.status).toBe(400);
  });
});
