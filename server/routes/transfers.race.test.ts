// Transfers that collide (server/README.md, "Transfers"): opposite transfers (A to B while B to
// A) and three-way cycles (A to B, B to C, C to A) sent at once, round robin, to three server
// instances on one database. On PostgreSQL each instance has its own pool, so the transactions
// really run side by side and would lock the same balance rows in opposite orders; every one
// must answer 201 or a refusal with its code, never 500, and the sums must hold. On PGlite (one
// connection) the same races run one transaction at a time.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ErrorBody, TransferResponse } from '../../contract/api.ts';
import { credit, readBalances } from '../db/balances.ts';
import { rows, sql } from '../db/client.ts';
import { log } from '../log.ts';
import { type TestServer, chainTx, fileDatabase, financeEvent, offlineIndexer, serverInstances } from '../test/server.ts';

vi.setConfig({ testTimeout: 600_000 });

const database = fileDatabase();
const START = 1_000n;

let servers: TestServer[];
let closeInstances: () => Promise<void>;
let users: { address: string; token: string }[];
// Hundreds of expected 409s are each a warning line; a 500 is an error and still shows.
beforeEach(() => {
  const level = log.level;
  log.level = 'error';
  return () => void (log.level = level);
});
beforeEach(async () => {
  ({ servers, close: closeInstances } = await serverInstances(3, { jwtSecret: 'cd'.repeat(32) }, database));
  users = [];
  for (let i = 0; i < 3; i++) users.push(await servers[i]!.signIn());
  for (const user of users) await credit(servers[0]!.ctx.db, user.address, 'SUI', START);
});
afterEach(async () => {
  await Promise.all(servers.map((s) => s.close()));
  await closeInstances();
});

interface Move {
  from: number;
  to: number;
  amount: bigint;
}

interface Answer {
  move: Move;
  status: number;
  id?: string;
  code?: string;
}

/** Sends every move at once, round robin over the instances, and collects the answers. */
function race(moves: Move[]): Promise<Answer[]> {
  return Promise.all(
    moves.map(async (move, n) => {
      const res = await servers[n % servers.length]!.request('POST', '/api/me/transfers', {
        token: users[move.from]!.token,
        body: { to: users[move.to]!.address, coin: 'SUI', amount: move.amount.toString() },
      });
      const body = (await res.json()) as TransferResponse | ErrorBody;
      return { move, status: res.status, ...('error' in body ? { code: body.error.code } : { id: body.id }) };
    }),
  );
}

const tally = (answers: Answer[]) => {
  const byStatus: Record<string, number> = {};
  for (const a of answers) byStatus[`${a.status}${a.code ? ` ${a.code}` : ''}`] = (byStatus[`${a.status}${a.code ? ` ${a.code}` : ''}`] ?? 0) + 1;
  return byStatus;
};

/** Every answer is a transfer made (201) or refused for want of balance (409), and the balances, records and total agree with them. */
async function expectSumsHold(answers: Answer[], toppedUp: bigint[] = users.map(() => 0n)) {
  const counts = tally(answers);
  console.log(`transfers race: ${answers.length} sent, ${JSON.stringify(counts)}`);
  expect(answers.filter((a) => !(a.status === 201 || (a.status === 409 && a.code === 'insufficient_balance'))), JSON.stringify(counts)).toEqual([]);

  const made = answers.filter((a) => a.status === 201);
  const expected = users.map((_, i) => START + toppedUp[i]!);
  for (const { move } of made) {
    expected[move.from]! -= move.amount;
    expected[move.to]! += move.amount;
  }
  const db = servers[0]!.ctx.db;
  const balances = await Promise.all(users.map(async (u) => BigInt((await readBalances(db, u.address)).sui)));
  // Each balance = start + what came in - what went out, by the answers the users were given.
  expect(balances).toEqual(expected);
  expect(balances.reduce((sum, b) => sum + b, 0n)).toBe(START * BigInt(users.length) + toppedUp.reduce((sum, t) => sum + t, 0n));

  // Every acknowledged transfer is on record (its id is the sender's transfer_out), and nothing else is.
  const records = await rows<{ id: string; address: string; kind: string; amount: string }>(
    db,
    sql`SELECT id::text AS id, address, kind, amount::text AS amount FROM balance_records WHERE kind IN ('transfer_out', 'transfer_in')`,
  );
  const outs = new Set(records.filter((r) => r.kind === 'transfer_out').map((r) => r.id));
  expect(made.every((a) => outs.has(a.id!))).toBe(true);
  expect(outs.size).toBe(made.length);
  expect(records.filter((r) => r.kind === 'transfer_in').length).toBe(made.length);
  // The records alone give the same balances: start + in - out.
  const fromRecords = users.map((u) =>
    records.filter((r) => r.address === u.address).reduce((sum, r) => sum + (r.kind === 'transfer_in' ? 1n : -1n) * BigInt(r.amount), START),
  );
  for (const [i, t] of toppedUp.entries()) fromRecords[i]! += t;
  expect(fromRecords).toEqual(balances);
}

/** Amounts from 1 to 250 that vary from move to move, the same on every run. */
const amountOf = (n: number) => 1n + BigInt((n * 97) % 250);

describe('transfers that collide, over three instances on one database', () => {
  it('200 pairs of opposite transfers (A to B while B to A) all answer 201 or 409 insufficient_balance, and the sums hold', async () => {
    const moves: Move[] = [];
    for (let n = 0; n < 200; n++) moves.push({ from: 0, to: 1, amount: amountOf(2 * n) }, { from: 1, to: 0, amount: amountOf(2 * n + 1) });
    await expectSumsHold(await race(moves));
  });

  it('50 three-way cycles (A to B, B to C, C to A at once) all answer 201 or 409 insufficient_balance, and the sums hold', async () => {
    const moves: Move[] = [];
    for (let n = 0; n < 50; n++) {
      moves.push({ from: 0, to: 1, amount: amountOf(3 * n) }, { from: 1, to: 2, amount: amountOf(3 * n + 1) }, { from: 2, to: 0, amount: amountOf(3 * n + 2) });
    }
    await expectSumsHold(await race(moves));
  });

  it("the indexer's top-ups, credited in chain order (no order at all), race transfers between the same users: every page applies, no transfer answers 500", async () => {
    const first = servers[0]!;
    await first.ctx.db.execute(sql`INSERT INTO indexer_state (id) VALUES ('finance') ON CONFLICT DO NOTHING`);
    const sui = '0000000000000000000000000000000000000000000000000000000000000002::sui::SUI';
    // Each page tops up all three users, the order turning from page to page.
    const toppedUp = users.map(() => 0n);
    const pages = Array.from({ length: 30 }, (_, p) =>
      [0, 1, 2].map((k) => {
        const i = (p + (p % 2 ? 2 * k : k)) % 3;
        const amount = BigInt(10 + p + k);
        toppedUp[i]! += amount;
        return chainTx([financeEvent(first.ctx, 'ToppedUp', { user: users[i]!.address, coin_type: sui, amount })]);
      }),
    );
    const indexer = offlineIndexer(first.ctx);
    const indexing = (async () => {
      let stored = 0;
      for (const [p, page] of pages.entries()) stored += await indexer.applyPage(page, `page-${p}`);
      return stored;
    })();
    const moves: Move[] = [];
    for (let n = 0; n < 100; n++) moves.push({ from: n % 3, to: (n + 1 + (n % 2)) % 3, amount: amountOf(n) });
    // The transfers go to the other two instances: their own pools, side by side with the indexer's.
    const answers = await Promise.all(
      moves.map(async (move, n) => {
        const res = await servers[1 + (n % 2)]!.request('POST', '/api/me/transfers', {
          token: users[move.from]!.token,
          body: { to: users[move.to]!.address, coin: 'SUI', amount: move.amount.toString() },
        });
        const body = (await res.json()) as TransferResponse | ErrorBody;
        return { move, status: res.status, ...('error' in body ? { code: body.error.code } : { id: body.id }) };
      }),
    );
    expect(await indexing).toBe(90);
    await expectSumsHold(answers, toppedUp);
  });
});
