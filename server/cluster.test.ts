// Several instances on one database: migrations under one lock when they start together, one
// indexer leader at a time (a standby takes over when the leader stops or its session dies),
// and embedded PGlite refusing a second instance on its data folder but never a restart.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createServerContext } from './app.ts';
import { testConfig } from './test/config.ts';
import type { ServerContext } from './context.ts';
import { dropSchema, openDatabase, rows, sql } from './db/client.ts';
import { startIndexer } from './indexer/indexer.ts';
import { startServerProcess } from './test/server-process.ts';
import { eventually } from './test/server.ts';

vi.setConfig({ testTimeout: 180_000 });

const url = process.env.DATABASE_URL;
const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe.skipIf(!url)('instances on one PostgreSQL', () => {
  const schemas: string[] = [];
  afterAll(async () => {
    for (const schema of schemas) await dropSchema(url!, schema);
  });

  /** n instances on one fresh schema, opened at the same moment; the node is unreachable. */
  async function instances(n: number): Promise<ServerContext[]> {
    const base = testConfig({ suiNodeUrl: 'http://127.0.0.1:9', indexer: { enabled: true, pollMs: 50, election: true, standbyRetryMs: 50 } });
    schemas.push(base.databaseSchema!);
    return Promise.all(Array.from({ length: n }, (_, i) => createServerContext({ ...base, instanceId: `instance-${i}` })));
  }

  it('start together on an empty database: the migrations run once, under one lock', async () => {
    const ctxs = await instances(3);
    const applied = await rows<{ version: string }>(ctxs[0]!.db, sql`SELECT version FROM schema_migrations ORDER BY version`);
    expect(applied.length).toBeGreaterThan(0);
    expect(new Set(applied.map((r) => r.version)).size).toBe(applied.length);
    for (const ctx of ctxs) await ctx.database.close();
  });

  it('elect one indexer leader; a standby takes over when the leader stops, and when its session dies', async () => {
    const ctxs = await instances(3);
    const loops = ctxs.map((ctx) => startIndexer(ctx));
    const leaders = () => ctxs.filter((c) => c.instance.role === 'leader');
    try {
      await eventually(() => expect(leaders()).toHaveLength(1));
      expect(ctxs.filter((c) => c.instance.role === 'standby')).toHaveLength(2);

      // The leader stops (SIGTERM): its lock goes with its session, another instance leads.
      const first = ctxs.indexOf(leaders()[0]!);
      await loops[first]!.stop();
      await eventually(() => expect(leaders().filter((c) => c !== ctxs[first])).toHaveLength(1));
      expect(leaders()).toHaveLength(1);

      // The new leader's database session dies (as when its process is killed): the lock is
      // freed with it, and the last instance leads; the old leader notices and stands by.
      const second = leaders()[0]!;
      const pids = await rows<{ pid: number }>(
        second.db,
        sql`SELECT pid FROM pg_locks WHERE locktype = 'advisory' AND granted AND objid = (hashtextextended('suil-indexer-leader:' || current_schema(), 0) & 4294967295)::oid`,
      );
      expect(pids).toHaveLength(1);
      await second.db.execute(sql`SELECT pg_terminate_backend(${pids[0]!.pid})`);
      const third = ctxs.find((c) => c !== ctxs[first] && c !== second)!;
      await eventually(() => expect(third.instance.role).toBe('leader'));
      await eventually(() => expect(second.instance.role).toBe('standby'));
      expect(leaders()).toEqual([third]);
    } finally {
      for (const loop of loops) await loop.stop();
      for (const ctx of ctxs) await ctx.database.close();
    }
  });
});

describe('embedded PGlite', () => {
  const options = (dataDir: string) => ({ databaseUrl: null, dataDir, databaseSchema: null });
  const tempDir = () => {
    const d = mkdtempSync(join(tmpdir(), 'server-pglite-'));
    dirs.push(d);
    return d;
  };

  it('refuses a second instance on the same data folder, and says why', async () => {
    const dataDir = tempDir();
    const first = await openDatabase(options(dataDir));
    try {
      await expect(openDatabase(options(dataDir))).rejects.toThrow(new RegExp(`pid ${process.pid}\\b.*one instance per data folder`));
    } finally {
      await first.close();
    }
    // Closed, the folder is free again.
    const again = await openDatabase(options(dataDir));
    await again.close();
  });

  it('a server SIGKILLed and started again at once on its data folder comes up', async () => {
    const dataDir = tempDir();
    const env = { SERVER_DATA_DIR: dataDir };
    // Its parent does not reap it at once, so its pid outlives it (as a zombie) for a while:
    // the restart must not take that for a live server.
    const first = await startServerProcess(env, { parentThatDoesNotReap: true });
    expect((await fetch(`${first.url}/api/health`)).status).toBe(200);
    // What a supervisor does: kill, and start again without waiting for the old process.
    process.kill(first.pid, 'SIGKILL');
    const second = await startServerProcess(env);
    expect((await fetch(`${second.url}/api/health`)).status).toBe(200);
    // And while it runs, the folder is still refused to a third.
    await expect(openDatabase(options(dataDir))).rejects.toThrow(new RegExp(`pid ${second.pid}\\b`));
  });
});
