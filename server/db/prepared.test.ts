// prepared(): a statement PostgreSQL keeps parsed and planned on each pooled connection. It
// answers as the plain statement does (on PGlite too, where it is plain); on PostgreSQL the
// connection prepares it once however often it runs, a plain statement is not kept, and past
// the limit a new text runs plain.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepared, rows, sql } from './client.ts';
import { type TestDatabase, openTestDatabase } from '../test/server.ts';

let test: TestDatabase;
beforeAll(async () => {
  test = await openTestDatabase();
});
afterAll(() => test.close());

it('answers as the plain statement does', async () => {
  for (const n of [1, 2, 3]) {
    expect(await rows(test.database.db, prepared(sql`SELECT ${n}::int AS n, ${`v${n}`}::text AS v`))).toEqual([{ n, v: `v${n}` }]);
  }
});

// The pool hands sequential queries the connection released last, so these run on one session.
describe.skipIf(!process.env.DATABASE_URL)('on PostgreSQL', () => {
  const kept = (marker: string) =>
    rows<{ name: string; runs: number }>(
      test.database.db,
      sql`SELECT name, (generic_plans + custom_plans)::int AS runs FROM pg_prepared_statements WHERE statement LIKE ${`%${marker}%`}`,
    );

  it('is prepared once on the connection and run from there; a plain statement is not kept', async () => {
    const marker = `m${randomBytes(6).toString('hex')}`;
    for (const n of [1, 2, 3]) await rows(test.database.db, prepared(sql`SELECT ${n}::int AS n, ${sql.raw(`'${marker}'`)} AS marker`));
    expect(await kept(marker)).toEqual([{ name: expect.stringMatching(/^suil_\d+$/), runs: 3 }]);

    const plain = `p${randomBytes(6).toString('hex')}`;
    await rows(test.database.db, sql`SELECT 1 AS n, ${sql.raw(`'${plain}'`)} AS marker`);
    expect(await kept(plain)).toEqual([]);
  });

  it('keeps at most 64 texts; past them a new text runs plain', async () => {
    const marker = `l${randomBytes(6).toString('hex')}`;
    for (let i = 0; i < 70; i++) {
      expect(await rows(test.database.db, prepared(sql`SELECT ${i}::int AS i, ${sql.raw(`'${marker}-${i}'`)} AS marker`))).toEqual([{ i, marker: `${marker}-${i}` }]);
    }
    const all = await rows<{ n: number }>(test.database.db, sql`SELECT COUNT(*)::int AS n FROM pg_prepared_statements WHERE name LIKE 'suil\_%'`);
    expect(all[0]!.n).toBe(64);
    expect(await kept(`${marker}-69'`)).toEqual([]);
  });
});
