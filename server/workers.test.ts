// SERVER_WORKERS: one instance as several processes on one PostgreSQL. Its metrics port serves
// the workers' figures as one instance's (requests summed, database figures once, one leader),
// every worker gets traffic and is ready, and SIGTERM drains them all before the primary exits
// 0. Embedded PGlite refuses workers and says why.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { get } from 'node:http';
import { Ed25519Keypair } from '@mysten/sui/keypairs/ed25519';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { NonceResponse } from '../contract/api.ts';
import { dropSchema } from './db/client.ts';
import { startServerProcess } from './test/server-process.ts';
import { eventually, freePort } from './test/server.ts';

vi.setConfig({ testTimeout: 180_000 });

const url = process.env.DATABASE_URL;
// CI installs Debian's prometheus package (.ci/run): there, a missing promtool fails.
const hasPromtool = spawnSync('promtool', ['--version']).status === 0;

/** GET on a connection of its own (so that each request may reach another worker). */
function getOnce(address: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    get(address, { agent: false }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode!, body }));
    }).on('error', reject);
  });
}

/** The value of one sample (`name` or `name{labels}`) in an exposition text; undefined when absent. */
function sample(text: string, name: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${name} `));
  return line === undefined ? undefined : Number(line.slice(name.length + 1));
}

describe('SERVER_WORKERS', () => {
  it('is refused with embedded PGlite, saying it needs PostgreSQL', async () => {
    await expect(startServerProcess({ SERVER_DB: 'memory', SERVER_WORKERS: '2' })).rejects.toThrow(/SERVER_WORKERS above 1 needs PostgreSQL \(DATABASE_URL\)/);
  });

  describe.skipIf(!url)('on PostgreSQL', () => {
    const schema = `workers_${randomBytes(4).toString('hex')}`;
    afterAll(async () => {
      await dropSchema(url!, schema);
    });

    it('2 workers: both ready and serving, one aggregated /metrics with one leader, SIGTERM drains both and exits 0', async () => {
      const metricsPort = await freePort();
      const server = await startServerProcess({
        DATABASE_URL: url!,
        DATABASE_SCHEMA: schema,
        SERVER_WORKERS: '2',
        METRICS_PORT: String(metricsPort),
        INDEXER: 'on',
        INDEXER_STANDBY_RETRY_MS: '100',
        CLOCK: 'wall',
        SHUTDOWN_DRAIN_MS: '1000',
      });
      await eventually(() => expect(server.output().match(/listening on http/g)).toHaveLength(2));
      // Every worker answers: new connections reach both (their instance ids differ).
      const ids = new Set<string>();
      await eventually(async () => {
        const health = await getOnce(`${server.url}/api/health`);
        expect(health.status).toBe(200);
        ids.add((JSON.parse(health.body) as { instance: { id: string } }).instance.id);
        expect(ids.size).toBe(2);
      });
      for (let i = 0; i < 6; i++) expect((await getOnce(`${server.url}/readyz`)).status).toBe(200);

      // One sign-in, over both workers (the nonce on one connection, the login on another).
      const keypair = Ed25519Keypair.generate();
      const address = keypair.toSuiAddress();
      const post = (path: string, body: unknown) => fetch(`${server.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', connection: 'close' }, body: JSON.stringify(body) });
      const nonce = (await (await post('/api/auth/nonce', { address })).json()) as NonceResponse;
      const { signature } = await keypair.signPersonalMessage(new TextEncoder().encode(nonce.message));
      expect((await post('/api/auth/login', { address, message: nonce.message, signature })).status).toBe(200);

      const metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
      await eventually(async () => {
        const text = (await getOnce(metricsUrl)).body;
        // One leader of the two: the gauge summed over the workers is 1.
        expect(sample(text, 'indexer_is_leader')).toBe(1);
        // A database figure, read by both workers, counted once.
        expect(sample(text, 'suil_sign_ins_last_hour')).toBe(1);
        // Requests of both workers added up: the 6 /readyz above (and any more since).
        expect(sample(text, 'http_requests_total{method="GET",route="/readyz",status="200",ok="true"}')).toBeGreaterThanOrEqual(6);
        // Both pools.
        expect(sample(text, 'suil_db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(2);
      }, 200);
      // The merged text is as valid for Prometheus as one process's (server/metrics/metrics.test.ts).
      // With the indexer on and the node unreachable, the retries counter has samples, and its
      // name (Sui's indexer framework's, kept for its dashboards) draws promtool's only lint.
      if (hasPromtool || process.env.CI) {
        const check = spawnSync('promtool', ['check', 'metrics'], { input: (await getOnce(metricsUrl)).body, encoding: 'utf8' });
        const problems = (check.stdout + check.stderr).split('\n').filter((line) => line.trim() && !line.startsWith('indexer_total_ingested_retries counter metrics should have "_total" suffix'));
        expect(problems).toEqual([]);
      }

      server.child.kill('SIGTERM');
      // Draining: not ready, while both workers still answer.
      await eventually(async () => expect((await getOnce(`${server.url}/readyz`)).status).toBe(503));
      expect(await server.exited).toBe(0);
      expect(server.output().match(/"msg":"stopped"/g)).toHaveLength(3); // two workers, then the primary
      expect(server.output().match(/worker \d+ stopped \(0\)/g)).toHaveLength(2);
    });
  });
});
