// A database out of reach is an outage, not a bug: 503 database_unavailable with Retry-After,
// never 500, and the server takes requests again as soon as the database is back. PostgreSQL
// only: the server reaches it through a TCP relay this test cuts and restores (PGlite is in the
// process and cannot go away).
import { type Server, type Socket, connect, createServer } from 'node:net';
import { afterEach, beforeEach, expect, it, onTestFinished } from 'vitest';
import type { ErrorBody, TransferResponse } from '../contract/api.ts';
import { credit } from './db/balances.ts';
import { log } from './log.ts';
import { type TestServer, createTestServer } from './test/server.ts';

const databaseUrl = process.env.DATABASE_URL;

/** A TCP relay to PostgreSQL on a port of its own, which can be cut (every connection dropped, nothing listening) and restored. */
class Relay {
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();
  port = 0;

  constructor(private readonly target: { host: string; port: number }) {}

  async open(): Promise<void> {
    if (this.server) return;
    const server = createServer((client) => {
      const upstream = connect(this.target.port, this.target.host);
      for (const s of [client, upstream]) {
        this.sockets.add(s);
        s.on('close', () => this.sockets.delete(s));
        s.on('error', () => undefined);
      }
      client.pipe(upstream).pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', resolve);
    });
    this.port = (server.address() as { port: number }).port;
    this.server = server;
  }

  async cut(): Promise<void> {
    const server = this.server;
    this.server = null;
    for (const s of this.sockets) s.destroy();
    await new Promise((resolve) => server?.close(resolve));
  }
}

let relay: Relay;
let server: TestServer;
beforeEach(async () => {
  if (!databaseUrl) return;
  const url = new URL(databaseUrl);
  relay = new Relay({ host: url.hostname, port: Number(url.port || 5432) });
  await relay.open();
  url.hostname = '127.0.0.1';
  url.port = String(relay.port);
  server = await createTestServer({ databaseUrl: url.toString() });
});
afterEach(async () => {
  if (!databaseUrl) return;
  await relay.open(); // the schema is dropped through it
  await server.close();
  await relay.cut();
});

it.skipIf(!databaseUrl)('answers 503 database_unavailable (Retry-After) while the database is out of reach, never 500, and serves again once it is back', async () => {
  const alice = await server.signIn();
  const bob = await server.signIn();
  await credit(server.ctx.db, alice.address, 'SUI', 100n);
  const transfer = () => server.request('POST', '/api/me/transfers', { token: alice.token, body: { to: bob.address, coin: 'SUI', amount: '10' } });
  expect((await transfer()).status).toBe(201);

  await relay.cut();
  // Each answer of the outage is logged (the error, then the request at level error): expected here.
  const level = log.level;
  log.level = 'fatal';
  onTestFinished(() => void (log.level = level));
  for (const res of [await transfer(), await server.request('GET', '/api/me', { token: alice.token }), await server.request('GET', '/api/health')]) {
    expect([res.status, ((await res.json()) as ErrorBody).error.code, res.headers.get('retry-after')]).toEqual([503, 'database_unavailable', '1']);
  }
  expect((await server.request('GET', '/readyz')).status).toBe(503);

  await relay.open();
  const again = await transfer();
  expect(again.status).toBe(201);
  expect(((await again.json()) as TransferResponse).balances.sui).toBe('80');
});
