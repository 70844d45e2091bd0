// transaction() (db/client.ts), the one door of the money paths' transactions: a run that loses
// a lock conflict (a deadlock, a serialization failure) runs again whole, invisibly, a bounded
// number of times; anything else fails at once. On PostgreSQL also a real deadlock between two
// pools, and a connection the server ends in the middle of a transaction.
import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../http.ts';
import { log } from '../log.ts';
import { fileDatabase } from '../test/server.ts';
import { type Database, isDatabaseUnavailable, openDatabase, rows, sql, sqlState, transaction } from './client.ts';

const database = fileDatabase();
// Each run again is a warning line by design.
beforeEach(() => {
  const level = log.level;
  log.level = 'error';
  return () => void (log.level = level);
});
const onPostgres = Boolean(process.env.DATABASE_URL);
const X = `0x${'1'.repeat(64)}`;
const Y = `0x${'2'.repeat(64)}`;

const lost = (state: string) => Object.assign(new Error('Failed query: ...'), { cause: Object.assign(new Error('deadlock detected'), { code: state }) });
const suiOf = async (address: string) =>
  (await rows<{ amount: string }>(database.database.db, sql`SELECT amount::text AS amount FROM balances WHERE address = ${address} AND coin = 'SUI'`))[0]?.amount ?? null;
const addFive = (tx: Parameters<Parameters<typeof transaction>[1]>[0]) =>
  tx.execute(sql`INSERT INTO balances (address, coin, amount) VALUES (${X}, 'SUI', 5) ON CONFLICT (address, coin) DO UPDATE SET amount = balances.amount + 5`);

/** A second server instance's pool on the same database (PostgreSQL only). */
async function secondPool(): Promise<Database> {
  return openDatabase({ databaseUrl: database.config.databaseUrl, databaseSchema: database.config.databaseSchema, dataDir: null });
}

describe('transaction()', () => {
  it('runs the whole function again after a deadlock (40P01) or a serialization failure (40001); the runs that lost leave nothing', async () => {
    let runs = 0;
    const result = await transaction(database.database.db, async (tx) => {
      runs++;
      await addFive(tx);
      if (runs === 1) throw lost('40P01');
      if (runs === 2) throw lost('40001');
      return 'made';
    });
    expect([result, runs, await suiOf(X)]).toEqual(['made', 3, '5']);
  });

  it('gives up after five runs, with the conflict', async () => {
    let runs = 0;
    const error = await transaction(database.database.db, async () => {
      runs++;
      throw lost('40P01');
    }).catch((e: unknown) => e);
    expect([sqlState(error), runs]).toEqual(['40P01', 5]);
  });

  it('never runs again for a refusal or any other error', async () => {
    for (const thrown of [new ApiError(409, 'insufficient_balance', 'no'), lost('23505'), new Error('a bug')]) {
      let runs = 0;
      const error = await transaction(database.database.db, async (tx) => {
        runs++;
        await addFive(tx);
        throw thrown;
      }).catch((e: unknown) => e);
      expect([error, runs]).toEqual([thrown, 1]);
    }
    expect(await suiOf(X)).toBeNull();
  });

  it('inside another transaction leaves the retry to the outermost, which runs whole again', async () => {
    let outer = 0;
    let inner = 0;
    await transaction(database.database.db, async (tx) => {
      outer++;
      await addFive(tx);
      await transaction(tx, async (nested) => {
        inner++;
        await addFive(nested);
        if (inner === 1) throw lost('40P01');
      });
    });
    expect([outer, inner, await suiOf(X)]).toEqual([2, 2, '10']);
  });

  it.skipIf(!onPostgres)('two pools locking two rows in opposite orders: PostgreSQL breaks the deadlock, the loser runs again, both commit', async () => {
    const other = await secondPool();
    try {
      await database.database.db.execute(sql`INSERT INTO balances (address, coin, amount) VALUES (${X}, 'SUI', 0), (${Y}, 'SUI', 0)`);
      let runs = 0;
      let arrived = 0;
      let bothHoldOne: () => void = () => undefined;
      const met = new Promise<void>((resolve) => (bothHoldOne = resolve));
      // Each takes its first row, waits (once) until the other holds its own, then asks for the other's.
      const move = (db: Database, first: string, second: string) =>
        transaction(db.db, async (tx) => {
          runs++;
          await tx.execute(sql`UPDATE balances SET amount = amount + 1 WHERE address = ${first} AND coin = 'SUI'`);
          if (++arrived === 2) bothHoldOne();
          await met;
          await tx.execute(sql`UPDATE balances SET amount = amount + 1 WHERE address = ${second} AND coin = 'SUI'`);
        });
      await Promise.all([move(database.database, X, Y), move(other, Y, X)]);
      expect([runs, await suiOf(X), await suiOf(Y)]).toEqual([3, '2', '2']);
    } finally {
      await other.close();
    }
  });

  it.skipIf(!onPostgres)('a connection the server ends between two statements fails that transaction as unavailable, and the process and the pool go on', async () => {
    const other = await secondPool();
    try {
      const outcome = await transaction(database.database.db, async (tx) => {
        const [{ pid }] = (await rows<{ pid: number }>(tx, sql`SELECT pg_backend_pid() AS pid`)) as [{ pid: number }];
        await rows(other.db, sql`SELECT pg_terminate_backend(${pid})`);
        // The server's goodbye arrives while no statement runs: an 'error' event on the connection.
        await new Promise((resolve) => setTimeout(resolve, 300));
        await tx.execute(sql`SELECT 1`);
      }).then(
        () => 'committed',
        (error: unknown) => (isDatabaseUnavailable(error) ? 'unavailable' : error),
      );
      expect(outcome).toBe('unavailable');
      expect(await rows(database.database.db, sql`SELECT 1 AS one`)).toEqual([{ one: 1 }]);
    } finally {
      await other.close();
    }
  });
});
