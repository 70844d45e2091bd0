// Probes and shutdown: /livez and /readyz on the server's port, readiness that follows the
// database and the migrations, and a SIGTERM that loses no request of a burst.
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { firstRow, sql } from './db/client.ts';
import { startServerProcess } from './test/server-process.ts';
import { type TestServer, createTestServer, eventually, freePort } from './test/server.ts';

vi.setConfig({ testTimeout: 120_000 });

describe('probes', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('/livez: the process answers; /readyz: the database answers, migrations current, not draining', async () => {
    const live = await server.request('GET', '/livez');
    expect(live.status).toBe(200);
    const ready = await server.request('GET', '/readyz');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ ready: true, database: 'ok', migrations: 'current', draining: false });
    expect(ready.headers.get('cache-control')).toBe('no-store');
  });

  it('/readyz is 503 while draining (and every answer then closes its connection), /livez stays 200', async () => {
    server.ctx.lifecycle.draining = true;
    try {
      const ready = await server.request('GET', '/readyz');
      expect(ready.status).toBe(503);
      expect(await ready.json()).toMatchObject({ ready: false, draining: true });
      const live = await server.request('GET', '/livez');
      expect(live.status).toBe(200);
      expect(live.headers.get('connection')).toBe('close');
    } finally {
      server.ctx.lifecycle.draining = false;
    }
  });

  it('/readyz is 503 when the database lacks a migration this code knows', async () => {
    const latest = await firstRow<{ version: string }>(server.ctx.db, sql`SELECT version FROM schema_migrations ORDER BY version DESC LIMIT 1`);
    const version = latest!.version;
    await server.ctx.db.execute(sql`DELETE FROM schema_migrations WHERE version = ${version}`);
    try {
      const ready = await server.request('GET', '/readyz');
      expect(ready.status).toBe(503);
      expect(await ready.json()).toMatchObject({ ready: false, database: 'ok', migrations: 'behind' });
    } finally {
      await server.ctx.db.execute(sql`INSERT INTO schema_migrations (version) VALUES (${version})`);
    }
  });
});

describe('SIGTERM', () => {
  it('during a burst of requests: readiness fails first, every request sent is answered, the process exits 0', async () => {
    const server = await startServerProcess({ SERVER_DB: 'memory', CLOCK: 'wall', SHUTDOWN_DRAIN_MS: '1000' });
    const statuses: (number | string)[] = [];
    let stopSending = false;
    const worker = async () => {
      while (!stopSending) {
        try {
          const res = await fetch(`${server.url}/api/health`);
          await res.arrayBuffer();
          statuses.push(res.status);
        } catch (error) {
          statuses.push(error instanceof Error ? `${error.message} ${String((error as { cause?: unknown }).cause)}` : String(error));
        }
      }
    };
    const workers = Array.from({ length: 16 }, worker);
    await eventually(() => expect(statuses.length).toBeGreaterThanOrEqual(50), 5);
    server.child.kill('SIGTERM');
    // The load balancer's side: it stops sending once /readyz fails.
    await eventually(async () => expect((await fetch(`${server.url}/readyz`)).status).toBe(503), 5);
    stopSending = true;
    await Promise.all(workers);
    expect(await server.exited).toBe(0);
    expect(statuses.length).toBeGreaterThan(50);
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
  });
});


// A PostgreSQL of this test's own (Debian's binaries, as root like scripts/pg-up.sh), so that
// stopping it stops no other test's database.
const PG_VERSIONS = existsSync('/usr/lib/postgresql') ? readdirSync('/usr/lib/postgresql').sort() : [];
const PG_BIN = PG_VERSIONS.length ? `/usr/lib/postgresql/${PG_VERSIONS.at(-1)}/bin` : null;
const canRunPostgres = Boolean(process.env.DATABASE_URL && PG_BIN && process.getuid?.() === 0);

describe.skipIf(!canRunPostgres)('readiness on a PostgreSQL that stops', () => {
  const asPostgres = (command: string) => execFileSync('su', ['postgres', '-c', command], { stdio: 'pipe' });
  let dataDir = '';
  afterAll(() => {
    if (!dataDir) return;
    try {
      asPostgres(`${PG_BIN}/pg_ctl -D ${dataDir} -m immediate stop`);
    } catch {
      // already stopped
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('/readyz goes 503 when PostgreSQL stops while /livez stays 200, and 200 again when it is back', async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'suil-readyz-pg-'));
    chownSync(dataDir, Number(execFileSync('id', ['-u', 'postgres']).toString().trim()), Number(execFileSync('id', ['-g', 'postgres']).toString().trim()));
    asPostgres(`${PG_BIN}/initdb -D ${dataDir} -A trust -U postgres --no-sync`);
    const port = await freePort();
    const start = () => asPostgres(`${PG_BIN}/pg_ctl -D ${dataDir} -w -l ${dataDir}/log -o "-p ${port} -k ${dataDir} -c listen_addresses=127.0.0.1 -c fsync=off" start`);
    start();
    const server = await startServerProcess({ DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/postgres`, CLOCK: 'wall' });
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);

    asPostgres(`${PG_BIN}/pg_ctl -D ${dataDir} -m immediate stop`);
    const notReady = await fetch(`${server.url}/readyz`);
    expect(notReady.status).toBe(503);
    expect(await notReady.json()).toMatchObject({ ready: false, database: 'unreachable' });
    expect((await fetch(`${server.url}/livez`)).status).toBe(200);

    start();
    await eventually(async () => expect((await fetch(`${server.url}/readyz`)).status).toBe(200));
    expect(server.child.exitCode).toBeNull();
  });
});
